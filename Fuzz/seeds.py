#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets into Fuzz/Corpus/TARGET (committed; run
again after changing the examples or the scripted session, and commit what it writes: a
test holds the committed corpus equal to its output): the examples and small specs for
`spec`, LSP messages for `json`, framed streams for `framer` and scripted editor sessions
for `server`. The spec seeds are named without `.kbl`, so that `kb-lsp lint .` and
`kb-lsp format --check .` at the repository's root, which take `*.kbl` files, pass over
them: several are broken on purpose.

    python3 Fuzz/seeds.py [FOLDER]     (FOLDER instead of Fuzz/Corpus)
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "Tests" / "e2e"))

from lspsession import Session, scripted_session  # noqa: E402

CORPUS = REPO / "Fuzz" / "Corpus"
# The server target's -max_len (Fuzz/run.sh): every server seed fits in it whole.
SERVER_SEED_LIMIT = 2048

SMALL_SPECS = {
    "empty-screen": "screen Empty {\n}\n",
    "errors": 'screen Broken {\n  field a "A" top height 44\n  view v {\n    field b below nothing 8 height 44\n}\n',
    "unicode": 'screen Ünïcode {\n  label t "日本語 — 😀" top 10 height 30\n  field f "✨" bottom 0 height 44\n}\n',
    "nested": "screen Deep {\n  view a {\n    view b {\n      scroll c {\n        field f bottom 0 height 44\n"
              "      }\n    }\n  }\n}\n",
    "devices": "device tiny {\n  size 320 480\n  keyboard 216 162\n  status-bar 20 0\n}\n"
               "screen S {\n  device tiny\n  avoid fraction assume 216 162\n  field f bottom 10 height 44\n}\n",
    "crlf": "screen Win {\r\n  field f \"F\" bottom 0 height 44\r\n}\r\n",
}


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def encode(message: dict) -> bytes:
    return json.dumps(message, ensure_ascii=False).encode()


def main(corpus: Path) -> None:
    def write(target: str, name: str, data: bytes) -> None:
        (corpus / target).mkdir(parents=True, exist_ok=True)
        (corpus / target / name).write_bytes(data)

    shutil.rmtree(corpus, ignore_errors=True)
    examples = sorted((REPO / "examples").glob("*.kbl"))
    for example in examples:
        write("spec", example.stem, example.read_bytes())
    for name, text in SMALL_SPECS.items():
        write("spec", name, text.encode())

    session = scripted_session(examples[0].read_text(), 40, seed=7)
    for index, message in enumerate(session[:12]):
        write("json", f"message-{index:02}.json", encode(message))
    for name, text in {
        "numbers": "[0, -1, 1.5, 1e300, -9223372036854775808, 9223372036854775807, 0.1]",
        "escapes": '{"a\\u00e9": "\\ud83d\\ude00 \\n\\t\\"\\\\ \\u0000"}',
        "nested": '{"a": [{"b": [[], {}, null, true, false]}]}',
        "kblint": '{"devices": {"tiny": {"size": [320, 480], "keyboard": [216, 162]}}, "rules": {"KB001": "off"}}',
    }.items():
        write("json", name + ".json", text.encode())

    bodies = [encode(message) for message in session[:6]]
    write("framer", "one-byte-chunks", bytes([0]) + b"".join(frame(body) for body in bodies[:3]))
    write("framer", "whole", bytes([255]) + b"".join(frame(body) for body in bodies))
    write("framer", "content-type", bytes([16]) + b"Content-Length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}")
    write("framer", "garbage-between", bytes([5]) + b"junk\r\n" + frame(bodies[0]) + b"\x00\xff" + frame(bodies[1]))
    write("framer", "bad-length", bytes([9]) + b"Content-Length: -4\r\n\r\n{}" + b"content-length: 99999999999999\r\n\r\n" + frame(b"[]"))
    write("framer", "missing-length", bytes([3]) + b"Content-Type: x\r\n\r\n{}" + frame(b"null"))

    # The server's seeds are short sessions (under SERVER_SEED_LIMIT bytes, the server
    # target's -max_len in Fuzz/run.sh): one per request an editor sends, on a small spec,
    # so that each input is cheap to run and every handler is reached from the start.
    def compact(messages: list[dict]) -> bytes:
        return b"".join(frame(json.dumps(m, ensure_ascii=False, separators=(",", ":")).encode()) for m in messages)

    specs = list(SMALL_SPECS.values())
    for index, method in enumerate(Session.QUERIES):
        encoding = ["utf-16", "utf-8", "utf-32"][index % 3]
        session = Session(specs[index % len(specs)], seed=index, encoding=encoding)
        session.start()
        session.edit()
        session.query(method)
        session.edit()
        session.finish()
        write("server", f"session-{method.split('/', 1)[-1].replace('/', '-')}-{encoding}", compact(session.messages))
    cancel = scripted_session(SMALL_SPECS["unicode"], 10, seed=3)
    cancel.insert(4, {"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 1}})
    write("server", "cancel-and-junk", compact(cancel[:5]) + b"Content-Length: 5\r\n\r\n{bad}" + compact(cancel[5:]))
    for path in (corpus / "server").iterdir():
        size = path.stat().st_size
        assert size <= SERVER_SEED_LIMIT, f"{path.name} has {size} bytes, over the server's -max_len ({SERVER_SEED_LIMIT})"

if __name__ == "__main__":
    if len(sys.argv) > 2:
        sys.exit("usage: python3 Fuzz/seeds.py [FOLDER]")
    main(Path(sys.argv[1]).resolve() if len(sys.argv) == 2 else CORPUS)
