"""kb-lsp driven end to end by pytest-lsp, once per editor capability profile.

pytest-lsp's client checks every response against the capabilities the profile declares
and emits LspSpecificationWarning when one does not match; the suite runs with warnings
as errors (pytest.ini), so any such mismatch fails the test.

Profiles (the JSON files pytest-lsp ships):
- ``neovim`` (latest, 0.11): declares ``textDocument.diagnostic`` → the server offers
  ``diagnosticProvider`` and does NOT push: diagnostics are pulled. Offers utf-8 positions.
- ``neovim@v0.7.0`` (the Neovim Debian 12 ships): no pull support → push. utf-16.
- ``visual-studio-code`` (1.65): no pull support → push. utf-16.
"""

from __future__ import annotations

import asyncio
import sys
from xml.etree import ElementTree
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features
from pygls.protocol import default_converter

from kbltext import apply_edits, find, lint, offset, position
from rawlsp import server_path

REPO = Path(__file__).resolve().parents[2]
TIMEOUT = 15.0
PROFILES = ["neovim", "neovim@v0.7.0", "visual-studio-code"]

# The brief's example, with non-ASCII titles so that positions differ per encoding.
CHAT = (
    "# Chat — 💬 composer\n"
    "screen Chat {\n"
    '  label hint "Say héllo 👋" top 10 height 20\n'
    '  field message "Mëssage 💬" bottom 0 height 44\n'
    "}\n"
)
CHAT_URI = "file:///e2e/chat.kbl"
SIGN_IN = (REPO / "examples" / "sign-in-shift.kbl").read_text()
SIGN_IN_URI = "file:///e2e/sign-in-shift.kbl"


def make_client() -> LanguageClient:
    """pytest-lsp's test client, which also records every publishDiagnostics with its version."""
    client = LanguageClient(converter_factory=default_converter)
    client.published = []

    def publish_diagnostics(ls: LanguageClient, params: types.PublishDiagnosticsParams):
        ls.diagnostics[params.uri] = params.diagnostics
        ls.published.append(params)

    client.registrations = []

    def register_capability(ls: LanguageClient, params: types.RegistrationParams):
        # As an editor does: remember what the server asked to be told about.
        ls.registrations.extend(params.registrations)
        return None

    client.shown = []
    client.messages = []

    def show_document(ls: LanguageClient, params: types.ShowDocumentParams):
        # As an editor does: show it (here: remember it) and say it was shown.
        ls.shown.append(params)
        return types.ShowDocumentResult(success=True)

    def show_message(ls: LanguageClient, params: types.ShowMessageParams):
        ls.messages.append(params)

    features = dict(DEFAULT_CLIENT_FEATURES)
    features[types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = publish_diagnostics
    features[types.CLIENT_REGISTER_CAPABILITY] = register_capability
    features[types.WINDOW_SHOW_DOCUMENT] = show_document
    features[types.WINDOW_SHOW_MESSAGE] = show_message
    register_lsp_features(client, features)
    return client


class Session:
    """One editor session: the client, its profile and what initialize negotiated."""

    def __init__(self, client: LanguageClient, profile: str, result: types.InitializeResult):
        self.client = client
        self.profile = profile
        self.result = result
        self.encoding = result.capabilities.position_encoding or "utf-16"
        self.pull = result.capabilities.diagnostic_provider is not None
        self.texts: dict[str, str] = {}
        self.versions: dict[str, int] = {}

    # -- documents -----------------------------------------------------------------
    def open(self, uri: str, text: str) -> None:
        self.texts[uri], self.versions[uri] = text, 1
        self.client.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="kbl", version=1, text=text)))

    def change(self, uri: str, changes: list[tuple[tuple[int, int], tuple[int, int], str]], new_text: str) -> int:
        """Sends incremental changes (ranges in the negotiated encoding); returns the version."""
        self.versions[uri] += 1
        self.texts[uri] = new_text
        self.client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=self.versions[uri]),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=types.Position(*start), end=types.Position(*end)), text=text)
                for start, end, text in changes
            ]))
        return self.versions[uri]

    def replace(self, uri: str, old: str, new: str) -> int:
        """Replaces the first `old` in the document by `new` with one incremental change."""
        text = self.texts[uri]
        start = find(text, old, self.encoding)
        end = find(text, old, self.encoding, end=True)
        new_text, changes = apply_edits(text, [(start, end, new)], self.encoding)
        return self.change(uri, changes, new_text)

    # -- diagnostics, pushed or pulled ---------------------------------------------
    async def diagnostics(self, uri: str) -> list[types.Diagnostic]:
        """The diagnostics of the document's current version, the way this client gets them."""
        version = self.versions[uri]
        if self.pull:
            report = await asyncio.wait_for(self.client.text_document_diagnostic_async(
                types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri))), TIMEOUT)
            assert report.kind == "full", report
            # VERSION:DIGEST of the configuration the document was analysed with.
            assert report.result_id.split(":")[0] == str(version), report.result_id
            return list(report.items)
        return await self.pushed(uri, version)

    async def pushed(self, uri: str, version: int | None) -> list[types.Diagnostic]:
        async def arrival():
            while True:
                for params in reversed(self.client.published):
                    if params.uri == uri and params.version == version:
                        return list(params.diagnostics)
                await asyncio.sleep(0.01)
        try:
            return await asyncio.wait_for(arrival(), TIMEOUT)
        except asyncio.TimeoutError:
            pytest.fail(f"no publishDiagnostics for {uri} version {version} within {TIMEOUT} s; "
                        f"got {[(p.uri, p.version) for p in self.client.published]}")

    async def sync(self) -> None:
        """A round trip: everything the server sent before answering is in by now."""
        await asyncio.wait_for(self.client.text_document_document_symbol_async(
            types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=next(iter(self.texts))))), TIMEOUT)


def check_against_linter(diagnostics: list[types.Diagnostic], text: str, encoding: str) -> None:
    """The server's diagnostics equal `kb-lsp lint` on the text the client holds: so the
    server's copy, after the incremental edits, is the same text."""
    expected = sorted(
        (d["code"], d["message"], d["line"] - 1, d["column"] - 1)  # columns in code points
        for d in lint(text)
    )
    lines = text.split("\n")
    got = []
    for d in diagnostics:
        assert d.source == "kb-lsp"
        line = lines[d.range.start.line]
        # Convert the server's start character (negotiated encoding) to code points.
        counted, index = 0, 0
        while counted < d.range.start.character:
            counted += len(line[index].encode("utf-8")) if encoding == "utf-8" else (
                len(line[index].encode("utf-16-le")) // 2 if encoding == "utf-16" else 1)
            index += 1
        got.append((d.code, d.message, d.range.start.line, index))
    assert sorted(got) == expected


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[server_path()], client_factory=make_client),
                    params=PROFILES)
async def client(request, lsp_client: LanguageClient):
    lsp_client.profile = request.param
    lsp_client.init_result = await asyncio.wait_for(lsp_client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities(request.param),
        client_info=types.ClientInfo(name="pytest-lsp e2e", version=request.param))), TIMEOUT)
    yield
    if lsp_client._server.returncode is None:
        await asyncio.wait_for(lsp_client.shutdown_session(), TIMEOUT)
        assert lsp_client._server.returncode == 0


@pytest.fixture
def session(client: LanguageClient) -> Session:
    return Session(client, client.profile, client.init_result)


# -- initialize -------------------------------------------------------------------

async def test_initialize_negotiates_per_profile(session: Session):
    caps = session.result.capabilities
    assert session.result.server_info.name == "kb-lsp"
    expected_encoding = "utf-8" if session.profile == "neovim" else "utf-16"
    assert caps.position_encoding == expected_encoding
    assert caps.hover_provider is True
    assert caps.document_symbol_provider is True
    assert caps.definition_provider is True
    assert caps.references_provider is True
    assert caps.document_highlight_provider is True
    assert caps.rename_provider.prepare_provider is True
    assert caps.text_document_sync.change == types.TextDocumentSyncKind.Incremental
    assert caps.text_document_sync.open_close is True
    assert list(caps.code_action_provider.code_action_kinds) == [types.CodeActionKind.QuickFix]
    declared_pull = session.client.capabilities.text_document.diagnostic is not None
    assert declared_pull == (session.profile == "neovim")
    assert (caps.diagnostic_provider is not None) == declared_pull


# -- diagnostics --------------------------------------------------------------------

async def test_open_reports_covered_field(session: Session):
    session.open(CHAT_URI, CHAT)
    diagnostics = await session.diagnostics(CHAT_URI)
    assert sorted(d.message for d in diagnostics) == [
        "field 'message' is covered by the keyboard in landscape: it reaches 162 pt below the keyboard's top (all 44 pt of it covered)",
        "field 'message' is covered by the keyboard in portrait: it reaches 216 pt below the keyboard's top (all 44 pt of it covered)",
    ]
    for d in diagnostics:
        assert d.code == "KB001"
        assert d.severity == types.DiagnosticSeverity.Warning
        assert d.range == types.Range(start=types.Position(3, 8), end=types.Position(3, 15))
    check_against_linter(diagnostics, CHAT, session.encoding)


async def test_push_or_pull_never_both(session: Session):
    session.open(CHAT_URI, CHAT)
    await session.diagnostics(CHAT_URI)
    await session.sync()
    pushed = [p for p in session.client.published if p.uri == CHAT_URI]
    if session.pull:
        assert pushed == [], "a pull client got publishDiagnostics"
        # The same version pulled again with its result id: unchanged.
        first = await asyncio.wait_for(session.client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
            text_document=types.TextDocumentIdentifier(uri=CHAT_URI))), TIMEOUT)
        report = await asyncio.wait_for(session.client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
            text_document=types.TextDocumentIdentifier(uri=CHAT_URI), previous_result_id=first.result_id)), TIMEOUT)
        assert report.kind == "unchanged" and report.result_id == first.result_id
    else:
        assert [p.version for p in pushed] == [1]


async def test_incremental_changes_update_diagnostics(session: Session):
    session.open(CHAT_URI, CHAT)
    assert len(await session.diagnostics(CHAT_URI)) == 2

    # `bottom 0` sits after "Mëssage 💬": its position differs per encoding.
    session.replace(CHAT_URI, "bottom 0 ", "bottom 100 ")
    diagnostics = await session.diagnostics(CHAT_URI)
    assert sorted(d.message for d in diagnostics) == [
        "field 'message' is covered by the keyboard in landscape: it reaches 62 pt below the keyboard's top (all 44 pt of it covered)",
        "field 'message' is covered by the keyboard in portrait: it reaches 116 pt below the keyboard's top (all 44 pt of it covered)",
    ]
    check_against_linter(diagnostics, session.texts[CHAT_URI], session.encoding)

    # Several changes in one notification, applied in order; the last one moves the
    # field out of the keyboard's way, and a syntax error comes and goes.
    text = session.texts[CHAT_URI]
    step1 = find(text, "100", session.encoding)
    step1_end = find(text, "100", session.encoding, end=True)
    text1 = text.replace("100", "3000 height", 1)  # `bottom 3000 height height 44`: KB100
    step2 = find(text1, "3000 height", session.encoding)
    step2_end = find(text1, "3000 height", session.encoding, end=True)
    text2 = text1.replace("3000 height", "300", 1)
    version = session.change(CHAT_URI, [(step1, step1_end, "3000 height"), (step2, step2_end, "300")], text2)
    diagnostics = await session.diagnostics(CHAT_URI)
    assert [d for d in diagnostics if d.code in ("KB001", "KB100")] == []
    check_against_linter(diagnostics, text2, session.encoding)
    assert version == 3

    # Now only the syntax error.
    session.replace(CHAT_URI, "height 44", "height 44;")
    diagnostics = await session.diagnostics(CHAT_URI)
    assert [d.code for d in diagnostics] == ["KB100"]
    assert diagnostics[0].severity == types.DiagnosticSeverity.Error
    check_against_linter(diagnostics, session.texts[CHAT_URI], session.encoding)


async def test_rapid_changes_end_on_the_latest_version(session: Session):
    session.open(CHAT_URI, CHAT)
    await session.diagnostics(CHAT_URI)
    for bottom in range(1, 31):
        session.replace(CHAT_URI, f"bottom {bottom - 1} ", f"bottom {bottom} ")
    diagnostics = await session.diagnostics(CHAT_URI)  # version 31, pushed or pulled
    assert sorted(d.message for d in diagnostics) == [
        "field 'message' is covered by the keyboard in landscape: it reaches 132 pt below the keyboard's top (all 44 pt of it covered)",
        "field 'message' is covered by the keyboard in portrait: it reaches 186 pt below the keyboard's top (all 44 pt of it covered)",
    ]
    versions = [p.version for p in session.client.published if p.uri == CHAT_URI]
    assert versions == sorted(versions), "diagnostics published out of order"


async def test_close_clears_pushed_diagnostics(session: Session):
    session.open(CHAT_URI, CHAT)
    assert len(await session.diagnostics(CHAT_URI)) == 2
    session.client.text_document_did_close(types.DidCloseTextDocumentParams(
        text_document=types.TextDocumentIdentifier(uri=CHAT_URI)))
    if session.pull:
        with pytest.raises(Exception, match="not open"):
            await asyncio.wait_for(session.client.text_document_diagnostic_async(types.DocumentDiagnosticParams(
                text_document=types.TextDocumentIdentifier(uri=CHAT_URI))), TIMEOUT)
        assert session.client.published == []
    else:
        assert await session.pushed(CHAT_URI, None) == []


# -- hover ----------------------------------------------------------------------------

async def test_hover_shows_the_shift(session: Session):
    session.open(SIGN_IN_URI, SIGN_IN)
    diagnostics = await session.diagnostics(SIGN_IN_URI)
    assert [(d.code, d.range.start.line) for d in diagnostics] == [("KB003", 20)]
    assert "shifting it up 241 pt" in diagnostics[0].message

    line, character = find(SIGN_IN, 'note "Note', session.encoding)
    hover = await asyncio.wait_for(session.client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=SIGN_IN_URI),
        position=types.Position(line=line, character=character + 2))), TIMEOUT)
    assert hover is not None
    assert hover.contents.kind == types.MarkupKind.Markdown
    markdown = hover.contents.value
    assert "**textarea `note`**" in markdown
    assert "| landscape | 137 | 250 | 370 | 233 pt | 241 pt | **no** |" in markdown
    assert "| portrait | 509 | 704 | 824 | 315 pt | 323 pt | yes |" in markdown
    assert hover.range == types.Range(start=types.Position(20, 13), end=types.Position(20, 17))


async def test_hover_after_non_ascii_title(session: Session):
    session.open(CHAT_URI, CHAT)
    await session.diagnostics(CHAT_URI)
    # On `height`, after the emoji: only right if the server reads the negotiated encoding.
    line, character = find(CHAT, "height 44", session.encoding)
    hover = await asyncio.wait_for(session.client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=CHAT_URI),
        position=types.Position(line=line, character=character))), TIMEOUT)
    assert hover is not None
    assert "| portrait | 451 | 623 | 667 | 216 pt | 0 pt | **no** |" in hover.contents.value
    # On the comment line (non-ASCII too) there is nothing to show.
    hover = await asyncio.wait_for(session.client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=CHAT_URI), position=types.Position(0, 3))), TIMEOUT)
    assert hover is None


# -- code actions -----------------------------------------------------------------------

@pytest.mark.parametrize("title", ["Embed 'message' in a scroll container",
                                   "Add constraint outlets in a new view 'content'",
                                   "Ignore KB001 on this line"])
async def test_quick_fix_applied_clears_the_field(session: Session, title: str):
    session.open(CHAT_URI, CHAT)
    diagnostics = await session.diagnostics(CHAT_URI)
    start, end = find(CHAT, "message", session.encoding), find(CHAT, "message", session.encoding, end=True)
    actions = await asyncio.wait_for(session.client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=CHAT_URI),
        range=types.Range(start=types.Position(*start), end=types.Position(*end)),
        context=types.CodeActionContext(diagnostics=diagnostics, only=[types.CodeActionKind.QuickFix]))), TIMEOUT)
    titles = [a.title for a in actions]
    assert sorted(titles) == sorted(["Embed 'message' in a scroll container",
                                     "Add constraint outlets in a new view 'content'",
                                     "Ignore KB001 on this line"])
    action = actions[titles.index(title)]
    assert action.kind == types.CodeActionKind.QuickFix
    assert {d.code for d in action.diagnostics} == {"KB001"}
    assert list(action.edit.changes) == [CHAT_URI]

    edits = [((e.range.start.line, e.range.start.character), (e.range.end.line, e.range.end.character), e.new_text)
             for e in action.edit.changes[CHAT_URI]]
    fixed, changes = apply_edits(CHAT, edits, session.encoding)
    session.change(CHAT_URI, changes, fixed)
    diagnostics = await session.diagnostics(CHAT_URI)
    bad = [d for d in diagnostics if d.code in ("KB001", "KB004", "KB005") or d.code.startswith("KB1")]
    assert bad == [], f"after '{title}':\n{fixed}"
    check_against_linter(diagnostics, fixed, session.encoding)

    # The field has no fix left to offer.
    actions = await asyncio.wait_for(session.client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=CHAT_URI),
        range=types.Range(start=types.Position(0, 0), end=types.Position(len(fixed.split("\n")) - 1, 0)),
        context=types.CodeActionContext(diagnostics=diagnostics))), TIMEOUT)
    assert [a.title for a in actions if "'message'" in a.title] == []


# -- symbols -----------------------------------------------------------------------------

async def test_document_symbols_in_negotiated_encoding(session: Session):
    session.open(CHAT_URI, CHAT)
    symbols = await asyncio.wait_for(session.client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=CHAT_URI))), TIMEOUT)
    assert [s.name for s in symbols] == ["Chat"]
    hint, message = symbols[0].children
    assert (hint.name, message.name) == ("hint", "message")
    line = CHAT.split("\n")[2]
    assert hint.range.end == types.Position(2, len(line.encode("utf-8")) if session.encoding == "utf-8"
                                             else len(line.encode("utf-16-le")) // 2)


async def test_blocks_fold(session: Session):
    text = "# Chat\n# two comment lines\nscreen Chat {\n  view bar {\n    field message bottom 0 height 44\n  }\n}\n"
    session.open("file:///fold.kbl", text)
    ranges = await asyncio.wait_for(session.client.text_document_folding_range_async(
        types.FoldingRangeParams(text_document=types.TextDocumentIdentifier(uri="file:///fold.kbl"))), TIMEOUT)
    assert [(r.start_line, r.end_line, r.kind) for r in ranges] == [
        (0, 1, types.FoldingRangeKind.Comment), (2, 5, types.FoldingRangeKind.Region), (3, 4, types.FoldingRangeKind.Region)]


def decode_tokens(data: list[int], legend: types.SemanticTokensLegend, text: str, encoding: str):
    """The relative encoding turned into (text, type, modifiers) per token."""
    tokens, line, start = [], 0, 0
    for i in range(0, len(data), 5):
        delta_line, delta_start, length, kind, modifiers = data[i:i + 5]
        line += delta_line
        start = start + delta_start if delta_line == 0 else delta_start
        first = offset(text, line, start, encoding)
        last = offset(text, line, start + length, encoding)
        names = [m for bit, m in enumerate(legend.token_modifiers) if modifiers & (1 << bit)]
        tokens.append((text[first:last], legend.token_types[kind], names))
    return tokens


async def test_semantic_tokens_highlight_names_keywords_and_literals(session: Session):
    provider = session.result.capabilities.semantic_tokens_provider
    if client_capabilities(session.profile).text_document.semantic_tokens is None:
        # A client without semantic tokens (Neovim 0.7) is offered none.
        assert provider is None
        return
    assert provider.full is True and provider.range is True
    text = CHAT.replace("screen Chat {\n", "device pad {\n  size 300 600\n}\nscreen Chat {\n  device pad\n")
    session.open("file:///e2e/tokens.kbl", text)
    document = types.TextDocumentIdentifier(uri="file:///e2e/tokens.kbl")
    result = await asyncio.wait_for(session.client.text_document_semantic_tokens_full_async(
        types.SemanticTokensParams(text_document=document)), TIMEOUT)
    tokens = decode_tokens(result.data, provider.legend, text, session.encoding)
    assert tokens == [
        ("# Chat — 💬 composer", "comment", []),
        ("device", "keyword", []), ("pad", "type", ["declaration"]),
        ("size", "keyword", []), ("300", "number", []), ("600", "number", []),
        ("screen", "keyword", []), ("Chat", "class", ["declaration"]),
        ("device", "keyword", []), ("pad", "type", []),
        ("label", "keyword", []), ("hint", "variable", ["declaration"]), ('"Say héllo 👋"', "string", []),
        ("top", "keyword", []), ("10", "number", []), ("height", "keyword", []), ("20", "number", []),
        ("field", "keyword", []), ("message", "variable", ["declaration"]), ('"Mëssage 💬"', "string", []),
        ("bottom", "keyword", []), ("0", "number", []), ("height", "keyword", []), ("44", "number", []),
    ]
    line = text.split("\n").index('  field message "Mëssage 💬" bottom 0 height 44')
    result = await asyncio.wait_for(session.client.text_document_semantic_tokens_range_async(
        types.SemanticTokensRangeParams(text_document=document, range=types.Range(
            start=types.Position(line, 0), end=types.Position(line + 1, 0)))), TIMEOUT)
    assert [t[0] for t in decode_tokens(result.data, provider.legend, text, session.encoding)] == [
        "field", "message", '"Mëssage 💬"', "bottom", "0", "height", "44"]


async def test_workspace_symbols_search_the_open_documents(session: Session):
    assert session.result.capabilities.workspace_symbol_provider is True
    session.open(CHAT_URI, CHAT)
    session.open(SIGN_IN_URI, SIGN_IN)
    symbols = await asyncio.wait_for(session.client.workspace_symbol_async(
        types.WorkspaceSymbolParams(query="MESS")), TIMEOUT)
    assert [(s.name, s.kind, s.container_name, s.location.uri) for s in symbols] == [
        ("message", types.SymbolKind.Field, "Chat", CHAT_URI)]
    assert symbols[0].location.range.start == types.Position(*find(CHAT, "field message", session.encoding))
    symbols = await asyncio.wait_for(session.client.workspace_symbol_async(
        types.WorkspaceSymbolParams(query="sign")), TIMEOUT)
    assert {s.name for s in symbols} == {"SignIn", "signIn"}


# -- inlay hints and code lenses ---------------------------------------------------------

async def test_inlay_hints_show_the_shift_per_orientation(session: Session):
    caps = session.result.capabilities
    assert caps.inlay_hint_provider is True
    session.open(CHAT_URI, CHAT)
    session.open(SIGN_IN_URI, SIGN_IN)
    await session.diagnostics(SIGN_IN_URI)
    whole = types.Range(start=types.Position(0, 0), end=types.Position(100, 0))
    hints = await asyncio.wait_for(session.client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=types.TextDocumentIdentifier(uri=SIGN_IN_URI), range=whole)), TIMEOUT)
    assert [(h.position.line, h.label, h.padding_left) for h in hints] == [
        (17, "– · ↑ 21", True), (18, "– · ↑ 73", True), (20, "↑ 323 · ↑ 241 ⚠", True)]
    assert hints[2].tooltip == "portrait: shifted up 323 pt\nlandscape: shifted up 241 pt, not fully visible"
    # At the end of the header, before the trailing comment; after an emoji in the title.
    hints = await asyncio.wait_for(session.client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=types.TextDocumentIdentifier(uri=CHAT_URI), range=whole)), TIMEOUT)
    assert [(h.position, h.label) for h in hints] == [
        (types.Position(*find(CHAT, "height 44", session.encoding, end=True)), "– ⚠ · – ⚠")]
    # Only the lines asked for.
    hints = await asyncio.wait_for(session.client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=types.TextDocumentIdentifier(uri=SIGN_IN_URI),
        range=types.Range(start=types.Position(18, 0), end=types.Position(19, 0)))), TIMEOUT)
    assert [h.position.line for h in hints] == [18]


async def test_code_lens_summarises_each_screen(session: Session):
    caps = session.result.capabilities
    assert caps.code_lens_provider is not None and not caps.code_lens_provider.resolve_provider
    text = SIGN_IN + "\nscreen Calm {\n  field a top 10 height 44\n}\nscreen Broken {\n  device nowhere\n}\n"
    session.open(SIGN_IN_URI, text)
    lenses = await asyncio.wait_for(session.client.text_document_code_lens_async(types.CodeLensParams(
        text_document=types.TextDocumentIdentifier(uri=SIGN_IN_URI))), TIMEOUT)
    assert [(lens.range.start.line, lens.command.title, lens.command.command) for lens in lenses] == [
        (9, "1 field covered in portrait, moved into view · 3 fields covered in landscape, 1 not fully visible",
         "kb-lsp.showScreen"),
        (9, "Preview", "kb-lsp.previewScreen"),
        (24, "every field visible", "kb-lsp.showScreen"),
        (24, "Preview", "kb-lsp.previewScreen")]
    assert [list(lens.command.arguments) for lens in lenses if lens.command.title == "Preview"] == [
        [SIGN_IN_URI, "SignIn"], [SIGN_IN_URI, "Calm"]]


async def test_the_preview_lens_shows_the_screens_picture(session: Session):
    caps = session.result.capabilities
    assert list(caps.execute_command_provider.commands) == ["kb-lsp.previewScreen", "kb-lsp.renderScreen"]
    session.open(SIGN_IN_URI, SIGN_IN)
    lens = next(lens for lens in await asyncio.wait_for(session.client.text_document_code_lens_async(
        types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=SIGN_IN_URI))), TIMEOUT)
        if lens.command.title == "Preview")
    # The editor runs the lens's command as it came.
    answer = await asyncio.wait_for(session.client.workspace_execute_command_async(types.ExecuteCommandParams(
        command=lens.command.command, arguments=lens.command.arguments)), TIMEOUT)
    picture = Path(answer["uri"].removeprefix("file://"))
    svg = picture.read_text(encoding="utf-8")
    rendered = await asyncio.wait_for(session.client.workspace_execute_command_async(types.ExecuteCommandParams(
        command="kb-lsp.renderScreen", arguments=[SIGN_IN_URI, "SignIn"])), TIMEOUT)
    assert svg == rendered["svg"]
    root = ElementTree.fromstring(svg.encode())
    assert root.tag == "{http://www.w3.org/2000/svg}svg" and root.get("viewBox")
    supports = client_capabilities(session.profile).window
    if supports and supports.show_document and supports.show_document.support:
        for _ in range(100):
            if session.client.shown:
                break
            await asyncio.sleep(0.05)
        assert [(shown.uri, shown.external, shown.take_focus) for shown in session.client.shown] == [
            (answer["uri"], True, False)]
    else:
        for _ in range(100):
            if session.client.messages:
                break
            await asyncio.sleep(0.05)
        assert session.client.messages[-1].message == f"kb-lsp: the picture of 'SignIn' is {picture}"


# -- navigation and rename ---------------------------------------------------------------

NAV = (
    "# Navigation — 💬\n"
    "device tall-phone {\n"
    "  size 390 844\n"
    "  keyboard 291 209\n"
    "}\n"
    "screen SignIn {\n"
    "  device tall-phone\n"
    "  view form outlets {\n"
    '    label title "Wélcome 👋" top 24 height 34\n'
    '    field email "Émail 💬" below title 16 height 44\n'
    '    field password "Pässword 🔑" below email 8 height 44\n'
    "  }\n"
    "}\n"
)
NAV_URI = "file:///e2e/nav.kbl"


def span(text: str, needle: str, encoding: str, occurrence: int = 0) -> tuple[tuple[int, int], tuple[int, int]]:
    return find(text, needle, encoding, occurrence), find(text, needle, encoding, occurrence, end=True)


def as_span(r: types.Range) -> tuple[tuple[int, int], tuple[int, int]]:
    return (r.start.line, r.start.character), (r.end.line, r.end.character)


async def test_definition_of_below_and_device(session: Session):
    session.open(NAV_URI, NAV)
    doc = types.TextDocumentIdentifier(uri=NAV_URI)
    use = find(NAV, "email", session.encoding, occurrence=1)
    result = await asyncio.wait_for(session.client.text_document_definition_async(
        types.DefinitionParams(text_document=doc, position=types.Position(*use))), TIMEOUT)
    location = result[0] if isinstance(result, list) else result
    assert location.uri == NAV_URI
    assert as_span(location.range) == span(NAV, "email", session.encoding)
    use = find(NAV, "tall-phone", session.encoding, occurrence=1)
    result = await asyncio.wait_for(session.client.text_document_definition_async(
        types.DefinitionParams(text_document=doc, position=types.Position(*use))), TIMEOUT)
    location = result[0] if isinstance(result, list) else result
    assert as_span(location.range) == span(NAV, "tall-phone", session.encoding)


@pytest.mark.parametrize("include_declaration", [True, False])
async def test_references_of_an_element(session: Session, include_declaration: bool):
    session.open(NAV_URI, NAV)
    locations = await asyncio.wait_for(session.client.text_document_references_async(types.ReferenceParams(
        text_document=types.TextDocumentIdentifier(uri=NAV_URI),
        position=types.Position(*find(NAV, "title", session.encoding)),
        context=types.ReferenceContext(include_declaration=include_declaration))), TIMEOUT)
    expected = [span(NAV, "title", session.encoding, 1)]
    if include_declaration:
        expected.insert(0, span(NAV, "title", session.encoding, 0))
    assert [as_span(l.range) for l in locations] == expected
    assert {l.uri for l in locations} == {NAV_URI}


async def test_rename_then_reanalyse(session: Session):
    session.open(NAV_URI, NAV)
    before = await session.diagnostics(NAV_URI)
    doc = types.TextDocumentIdentifier(uri=NAV_URI)
    cursor = types.Position(*find(NAV, "email", session.encoding))
    rename = session.client.capabilities.text_document.rename
    if rename is not None and rename.prepare_support:
        prepared = await asyncio.wait_for(session.client.text_document_prepare_rename_async(
            types.PrepareRenameParams(text_document=doc, position=cursor)), TIMEOUT)
        assert prepared.placeholder == "email"
        assert as_span(prepared.range) == span(NAV, "email", session.encoding)
    edit = await asyncio.wait_for(session.client.text_document_rename_async(
        types.RenameParams(text_document=doc, position=cursor, new_name="login")), TIMEOUT)
    edits = [(*as_span(e.range), e.new_text) for e in edit.changes[NAV_URI]]
    assert len(edits) == 2
    renamed, changes = apply_edits(NAV, edits, session.encoding)
    assert renamed == NAV.replace("field email", "field login").replace("below email", "below login")
    session.change(NAV_URI, changes, renamed)
    after = await session.diagnostics(NAV_URI)
    assert not [d for d in after if d.code == "KB103"]
    assert [(d.code, d.range.start.line) for d in after] == [(d.code, d.range.start.line) for d in before]
    check_against_linter(after, renamed, session.encoding)


async def test_rename_refuses_a_taken_name(session: Session):
    session.open(NAV_URI, NAV)
    with pytest.raises(Exception, match="already named 'password'"):
        await asyncio.wait_for(session.client.text_document_rename_async(types.RenameParams(
            text_document=types.TextDocumentIdentifier(uri=NAV_URI),
            position=types.Position(*find(NAV, "email", session.encoding)), new_name="password")), TIMEOUT)
    with pytest.raises(Exception, match="not a valid KBL name"):
        await asyncio.wait_for(session.client.text_document_rename_async(types.RenameParams(
            text_document=types.TextDocumentIdentifier(uri=NAV_URI),
            position=types.Position(*find(NAV, "email", session.encoding)), new_name="9lives")), TIMEOUT)


# -- completion --------------------------------------------------------------------------

# A spec being typed: the last line is incomplete, after a non-ASCII title, and the
# screen's block is not closed yet.
TYPING = (
    "# Typing — 💬\n"
    "device tall-phone {\n"
    "  size 390 844\n"
    "}\n"
    "screen SignIn {\n"
    "  device tall-phone\n"
    "  avoid shift\n"
    "  view form outlets {\n"
    '    label title "Wélcome 👋" top 24 height 34\n'
    '    field email "Émail 💬" below '
)
TYPING_URI = "file:///e2e/typing.kbl"


def type_on(session: Session, uri: str, more: str) -> str:
    """Types `more` at the end of the document, as one incremental change; returns the text."""
    text = session.texts[uri]
    end = position(text, len(text), session.encoding)
    session.change(uri, [(end, end, more)], text + more)
    return text + more


async def complete(session: Session, uri: str, text: str, needle: str | None = None) -> types.CompletionList:
    """Completion at the end of `needle` (or of the text), as the client would ask after a space."""
    at = find(text, needle, session.encoding, end=True) if needle else position(text, len(text), session.encoding)
    result = await asyncio.wait_for(session.client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(*at),
        context=types.CompletionContext(trigger_kind=types.CompletionTriggerKind.TriggerCharacter, trigger_character=" "))),
        TIMEOUT)
    assert isinstance(result, types.CompletionList) and not result.is_incomplete
    return result


async def test_completion_by_context_on_an_incomplete_line(session: Session):
    caps = session.result.capabilities
    assert list(caps.completion_provider.trigger_characters) == [" "]
    session.open(TYPING_URI, TYPING)
    # After `below`: the earlier sibling, replacing nothing, at the cursor after the emoji title.
    result = await complete(session, TYPING_URI, TYPING)
    assert [(i.label, i.kind) for i in result.items] == [("title", types.CompletionItemKind.Reference)]
    end = position(TYPING, len(TYPING), session.encoding)
    assert as_span(result.items[0].text_edit.range) == (end, end)
    # Type part of the name: it is what the item replaces.
    text = type_on(session, TYPING_URI, "ti")
    result = await complete(session, TYPING_URI, text)
    assert [i.label for i in result.items] == ["title"]
    assert as_span(result.items[0].text_edit.range) == (end, position(text, len(text), session.encoding))
    # Now the gap or a placement: only `height` is no error after `below`.
    text = type_on(session, TYPING_URI, "tle 16 ")
    result = await complete(session, TYPING_URI, text)
    assert [i.label for i in result.items] == ["height"]
    snippets = session.client.capabilities.text_document.completion.completion_item.snippet_support
    item = result.items[0]
    if snippets:
        assert (item.text_edit.new_text, item.insert_text_format) == ("height ${1:44}", types.InsertTextFormat.Snippet)
    else:
        assert (item.text_edit.new_text, item.insert_text_format) == ("height", types.InsertTextFormat.PlainText)


async def test_completion_of_devices_strategies_and_options(session: Session):
    text = TYPING.replace("  device tall-phone\n", "  device \n").replace("  avoid shift\n", "  avoid shift \n")
    session.open(TYPING_URI, text)
    result = await complete(session, TYPING_URI, text, "  device ")
    # The file's device, the four 1.0 phones, then today's devices with their other names.
    labels = [i.label for i in result.items]
    assert labels[:5] == ["tall-phone", "iphone-4", "iphone-5", "iphone-8", "iphone-8-plus"]
    assert {"iphone-16", "iphone-15-pro", "iphone-17-pro-max", "ipad-pro-12-9"} <= set(labels[5:])
    assert len(labels) == len(set(labels)) == 1 + 45
    assert {i.kind for i in result.items} == {types.CompletionItemKind.Constant}
    assert result.items[0].detail == "device of this file 390 × 844"
    assert next(i.detail for i in result.items if i.label == "iphone-15-pro").startswith("built-in (iphone-16) 393 × 852")
    result = await complete(session, TYPING_URI, text, "avoid shift ")
    assert [i.label for i in result.items] == ["padding", "landscape-swap"]
    result = await complete(session, TYPING_URI, text, "avoid ")
    assert [i.label for i in result.items] == ["none", "shift", "slide", "scroll", "inset", "fraction",
                                               "iqkeyboardmanager", "resize"]
    # Screen properties not written yet (the `device` line has no name yet), then the element kinds.
    result = await complete(session, TYPING_URI, text, "  avoid shift \n")
    assert [i.label for i in result.items] == [
        "device", "orientations", "navigation-bar", "accessory", "ios", "view", "scroll", "field", "textarea", "label",
        "button", "image"]
    # Nothing inside a string.
    result = await complete(session, TYPING_URI, text, '"Wél')
    assert list(result.items) == []


# -- lifecycle ---------------------------------------------------------------------------

async def test_shutdown_then_exit_gives_status_0(session: Session):
    session.open(CHAT_URI, CHAT)
    await session.diagnostics(CHAT_URI)
    await asyncio.wait_for(session.client.shutdown_session(), TIMEOUT)
    assert session.client._server.returncode == 0


async def test_exit_without_shutdown_gives_status_1(session: Session):
    session.client.exit(None)
    server = session.client._server
    assert await asyncio.wait_for(server.wait(), TIMEOUT) == 1


async def test_requests_after_shutdown_are_invalid(session: Session):
    await asyncio.wait_for(session.client.shutdown_async(None), TIMEOUT)
    with pytest.raises(Exception, match="shutting down"):
        await asyncio.wait_for(session.client.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=CHAT_URI), position=types.Position(0, 0))), TIMEOUT)
    session.client.exit(None)
    assert await asyncio.wait_for(session.client._server.wait(), TIMEOUT) == 0


async def test_the_server_asks_to_watch_kblint_json_where_the_client_allows_it(session: Session):
    """VS Code registers file watchers dynamically; the Neovim profile here may not."""
    workspace = client_capabilities(session.profile).workspace
    dynamic = bool(workspace and workspace.did_change_watched_files
                   and workspace.did_change_watched_files.dynamic_registration)
    if dynamic:
        # The request comes after `initialized`, however long the server takes to get to it.
        async def registered():
            while not session.client.registrations:
                await asyncio.sleep(0.01)
        await asyncio.wait_for(registered(), TIMEOUT)
    # None other on its way: the server sends its own requests after the batch of input
    # that caused them, so all it sent after `initialized` precedes its answer to a request
    # made after an answer to another.
    for _ in range(2):
        await asyncio.wait_for(session.client.workspace_symbol_async(types.WorkspaceSymbolParams(query="")), TIMEOUT)
    watched = []
    for registration in session.client.registrations:
        assert registration.method == types.WORKSPACE_DID_CHANGE_WATCHED_FILES
        options = registration.register_options
        watchers = options.get("watchers", []) if isinstance(options, dict) else options.watchers
        watched += [w["globPattern"] if isinstance(w, dict) else w.glob_pattern for w in watchers]
    sources = ["**/*.swift", "**/*.m", "**/*.mm", "**/*.h", "**/*.pch", "**/Info.plist", "**/project.pbxproj"]
    assert watched == (["**/.kblint.json", *sources] if dynamic else [])
