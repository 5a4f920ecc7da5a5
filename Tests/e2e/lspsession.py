"""A scripted, deterministic LSP session: the messages an editor sends while a user edits
a spec — open, many incremental edits (multi-byte text included), hovers, code actions,
symbols, formatting, inlay hints, semantic tokens, rename — then shutdown and exit.
Used by the valgrind and soak tests, and by Fuzz/seeds.py for the server's seed corpus."""

from __future__ import annotations

import random

from kbltext import position

URI = "file:///session/spec.kbl"

# What the edits insert: comments with multi-byte characters (é, CJK, an emoji outside the
# BMP, which is two UTF-16 code units), and whole fields that change the analysis.
INSERTIONS = [
    "# édition ✨ 😀 {n}\n",
    "    field extra{n} \"Extra — 😀\" top {top} height 44\n",
    "    textarea notes{n} \"Notes 日本\" bottom {top} height 120\n",
]


class Session:
    """Builds the messages of one session, tracking the document as the server sees it."""

    def __init__(self, text: str, seed: int = 1, encoding: str = "utf-16", uri: str = URI):
        self.text = text
        self.random = random.Random(seed)
        self.encoding = encoding
        self.uri = uri
        self.version = 1
        self.next_id = 0
        self.messages: list[dict] = []
        # (start, end, text) that undoes each edit: half the edits undo one, so the spec
        # stays near the original as a user's does, rather than drifting into noise.
        self.undo: list[tuple[int, int, str]] = []

    def request(self, method: str, params: dict | None) -> None:
        self.next_id += 1
        message = {"jsonrpc": "2.0", "id": self.next_id, "method": method}
        if params is not None:
            message["params"] = params
        self.messages.append(message)

    def notify(self, method: str, params: dict | None) -> None:
        message = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        self.messages.append(message)

    def start(self) -> None:
        general = {"positionEncodings": [self.encoding]} if self.encoding != "utf-16" else {}
        self.request("initialize", {"processId": None, "rootUri": None, "capabilities": {
            "general": general,
            "textDocument": {"publishDiagnostics": {"versionSupport": True},
                             "documentSymbol": {"hierarchicalDocumentSymbolSupport": True}}}})
        self.notify("initialized", {})
        self.notify("textDocument/didOpen", {"textDocument": {
            "uri": self.uri, "languageId": "kbl", "version": self.version, "text": self.text}})

    def lsp_position(self, index: int) -> dict:
        line, character = position(self.text, index, self.encoding)
        return {"line": line, "character": character}

    def random_line(self) -> tuple[int, int]:
        """The start of a random line and the start of the next (or the end of the text)."""
        index = self.random.randrange(len(self.text) + 1)
        start = self.text.rfind("\n", 0, index) + 1
        end = self.text.find("\n", index)
        return start, len(self.text) if end == -1 else end + 1

    def change(self, start: int, end: int, new_text: str) -> None:
        """One incremental didChange replacing text[start:end] (code-point indexes)."""
        self.version += 1
        change = {"range": {"start": self.lsp_position(start), "end": self.lsp_position(end)}, "text": new_text}
        self.undo.append((start, start + len(new_text), self.text[start:end]))
        self.text = self.text[:start] + new_text + self.text[end:]
        self.notify("textDocument/didChange", {"textDocument": {"uri": self.uri, "version": self.version},
                                               "contentChanges": [change]})

    def edit(self) -> None:
        """A random edit: a line inserted, a line removed, a number or a word retyped, or
        an earlier edit undone."""
        if self.undo and self.random.randrange(2) == 0:
            start, end, text = self.undo.pop()
            self.change(start, end, text)
            self.undo.pop()
            return
        kind = self.random.randrange(4)
        if kind == 0 or self.text.count("\n", 0, 200) < 3:
            template = self.random.choice(INSERTIONS)
            line = template.format(n=self.version, top=self.random.randrange(0, 400))
            start, _ = self.random_line()
            self.change(start, start, line)
        elif kind == 1:
            self.change(*self.random_line(), "")
        else:
            index = self.random.randrange(len(self.text) + 1)
            end = min(len(self.text), index + self.random.randrange(0, 6))
            self.change(index, end, self.random.choice(["", "1", "44", "é", "😀", " ", "\n", "top 8"]))

    def queries(self) -> dict[str, dict]:
        """The requests about the document that editors send between edits, by method, at a
        random position."""
        document = {"uri": self.uri}
        spot = self.lsp_position(self.random.randrange(len(self.text) + 1))
        whole = {"start": {"line": 0, "character": 0}, "end": self.lsp_position(len(self.text))}
        return {
            "textDocument/hover": {"textDocument": document, "position": spot},
            "textDocument/codeAction": {"textDocument": document, "range": whole, "context": {"diagnostics": []}},
            "textDocument/documentSymbol": {"textDocument": document},
            "textDocument/formatting": {"textDocument": document, "options": {"tabSize": 2, "insertSpaces": True}},
            "textDocument/inlayHint": {"textDocument": document, "range": whole},
            "textDocument/semanticTokens/full": {"textDocument": document},
            "textDocument/rename": {"textDocument": document, "position": spot, "newName": "renamed"},
            "textDocument/prepareRename": {"textDocument": document, "position": spot},
            "textDocument/definition": {"textDocument": document, "position": spot},
            "textDocument/references": {"textDocument": document, "position": spot,
                                        "context": {"includeDeclaration": True}},
            "textDocument/foldingRange": {"textDocument": document},
            "workspace/symbol": {"query": "e"},
        }

    # The methods of `queries`, for a caller that wants each in turn.
    QUERIES = ["textDocument/hover", "textDocument/codeAction", "textDocument/documentSymbol",
               "textDocument/formatting", "textDocument/inlayHint", "textDocument/semanticTokens/full",
               "textDocument/rename", "textDocument/prepareRename", "textDocument/definition",
               "textDocument/references", "textDocument/foldingRange", "workspace/symbol"]

    def query(self, method: str | None = None) -> None:
        """A request about the document: `method`, or one chosen at random."""
        queries = self.queries()
        if method is None:
            method = self.random.choice(list(queries))
        self.request(method, queries[method])

    def finish(self) -> None:
        self.notify("textDocument/didClose", {"textDocument": {"uri": self.uri}})
        self.request("shutdown", None)
        self.notify("exit", None)


def scripted_session(text: str, messages: int, seed: int = 1, encoding: str = "utf-16") -> list[dict]:
    """About `messages` messages: start, then edits and queries (one query for five edits)."""
    session = Session(text, seed, encoding)
    session.start()
    while len(session.messages) < messages - 3:
        session.edit()
        if session.random.randrange(5) == 0:
            session.query()
    session.finish()
    return session.messages
