"""kb-lsp over raw stdio: bytes no real client sends (bad JSON, bad framing, garbage) and
the process's exit status, which pytest-lsp's client cannot produce or see directly."""

from __future__ import annotations

import json
import re
import subprocess
import time

import pytest

from rawlsp import RawServer, encode, frame, server_path

URI = "file:///e2e/raw.kbl"
CHAT = "screen Chat {\n  field message bottom 0 height 44\n  label hint top 10 height 20\n}\n"


@pytest.fixture
def server():
    s = RawServer()
    yield s
    s.kill()


def error_code(message: dict) -> int | None:
    return message.get("error", {}).get("code")


def still_works(server: RawServer) -> None:
    """Opens a document and hovers the field: the session is intact."""
    server.notify("textDocument/didOpen", {"textDocument": {"uri": URI, "languageId": "kbl", "version": 7, "text": CHAT}})
    published = server.wait_for_diagnostics(URI, 7)
    assert [d["code"] for d in published["params"]["diagnostics"]] == ["KB001", "KB001"]
    hover = server.request("textDocument/hover", {"textDocument": {"uri": URI}, "position": {"line": 1, "character": 10}})
    # A client that declared no hover formats gets plain text: the table as aligned columns.
    contents = hover["result"]["contents"]
    assert contents["kind"] == "plaintext"
    assert re.search(r"^portrait +451 +623 +667 +216 pt +0 pt +no$", contents["value"], re.M), contents["value"]


# -- exit status ----------------------------------------------------------------------

def test_shutdown_then_exit_is_status_0(server: RawServer):
    server.initialize()
    assert server.request("shutdown") == {"jsonrpc": "2.0", "id": 2, "result": None}
    server.notify("exit")
    assert server.wait() == 0


def test_exit_without_shutdown_is_status_1(server: RawServer):
    server.initialize()
    still_works(server)
    server.notify("exit")
    assert server.wait() == 1


def test_exit_before_initialize_is_status_1(server: RawServer):
    server.notify("exit")
    assert server.wait() == 1


def test_end_of_input_is_status_0(server: RawServer):
    server.initialize()
    server.close_stdin()
    assert server.wait() == 0


def test_stdio_flag():
    """`kb-lsp --stdio` serves LSP just like `kb-lsp`."""
    s = RawServer([server_path(), "--stdio"])
    try:
        s.initialize()
        still_works(s)
        assert s.request("shutdown")["result"] is None
        s.notify("exit")
        assert s.wait() == 0
    finally:
        s.kill()


# -- lifecycle errors -------------------------------------------------------------------

def test_requests_before_initialize_and_after_shutdown(server: RawServer):
    response = server.request("textDocument/hover", {"textDocument": {"uri": URI}, "position": {"line": 0, "character": 0}})
    assert error_code(response) == -32002
    # A notification before initialize is dropped: no diagnostics for it later.
    server.notify("textDocument/didOpen", {"textDocument": {"uri": "file:///early.kbl", "languageId": "kbl", "version": 1, "text": CHAT}})
    server.initialize()
    assert error_code(server.request("initialize", {"capabilities": {}})) == -32600
    assert error_code(server.request("textDocument/signatureHelp", {})) == -32601
    still_works(server)
    assert server.request("shutdown")["result"] is None
    assert error_code(server.request("textDocument/hover", {})) == -32600
    server.notify("exit")
    assert server.wait() == 0


def test_cancelled_request_in_the_same_batch(server: RawServer):
    server.initialize()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": URI, "languageId": "kbl", "version": 1, "text": CHAT}})
    server.wait_for_diagnostics(URI, 1)
    hover = {"jsonrpc": "2.0", "id": "h1", "method": "textDocument/hover",
             "params": {"textDocument": {"uri": URI}, "position": {"line": 1, "character": 10}}}
    cancel = {"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": "h1"}}
    server.send_bytes(encode(hover) + encode(cancel))  # one write: one batch
    response = server.wait_for(lambda m: m.get("id") == "h1")
    assert error_code(response) == -32800


def test_did_save_with_text_republishes(server: RawServer):
    server.initialize()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": URI, "languageId": "kbl", "version": 1, "text": CHAT}})
    server.wait_for_diagnostics(URI, 1)
    fixed = CHAT.replace("bottom 0", "bottom 300")
    server.notify("textDocument/didSave", {"textDocument": {"uri": URI}, "text": fixed})
    assert server.wait_for_diagnostics(URI)["params"]["diagnostics"] == []


def test_did_save_without_text_republishes(server: RawServer):
    server.initialize()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": URI, "languageId": "kbl", "version": 1, "text": CHAT}})
    server.wait_for_diagnostics(URI, 1)
    server.notify("textDocument/didSave", {"textDocument": {"uri": URI}})
    assert server.wait_for_diagnostics(URI, 1, timeout=2)["params"]["diagnostics"] != []


# -- malformed messages -------------------------------------------------------------------

@pytest.mark.parametrize(("body", "code", "response_id"), [
    (b"{bad json}", -32700, None),
    (b'{"jsonrpc":"2.0","id":41,"method":"textDocument/hover"', -32700, None),  # truncated
    (b"", -32700, None),
    (b'{"jsonrpc":"2.0","id":42,"method":"\xff"}', -32700, None),  # invalid UTF-8
    (b"[1, 2]", -32600, None),
    (b"null", -32600, None),
    (b'{"jsonrpc":"1.0","id":43,"method":"shutdown"}', -32600, 43),
    (b'{"jsonrpc":"2.0","id":44}', -32600, 44),
    (b'{"jsonrpc":"2.0","id":45,"method":7}', -32600, 45),
    (b'{"jsonrpc":"2.0","id":46,"method":"textDocument/hover","params":5}', -32600, 46),
    (b'{"jsonrpc":"2.0","id":{"a":1},"method":"shutdown"}', -32600, None),
    (b'{"jsonrpc":"2.0","id":47,"method":"textDocument/hover","params":{}}', -32602, 47),
    (b'{"jsonrpc":"2.0","id":"s","method":"textDocument/hover","params":'
     b'{"textDocument":{"uri":"file:///not-open.kbl"},"position":{"line":0,"character":0}}}', -32602, "s"),
    (b'{"jsonrpc":"2.0","id":48,"method":"no/such/method"}', -32601, 48),
], ids=["bad-json", "truncated", "empty", "invalid-utf8", "array", "null", "jsonrpc-1.0", "no-method",
        "method-not-string", "params-number", "id-object", "hover-no-params", "hover-not-open", "unknown-method"])
def test_malformed_message_gets_error_and_server_keeps_working(server: RawServer, body: bytes, code: int, response_id):
    server.initialize()
    server.send_bytes(frame(body))
    response = server.next_message()
    assert response["jsonrpc"] == "2.0"
    assert response["id"] == response_id
    assert error_code(response) == code, response
    assert isinstance(response["error"]["message"], str) and response["error"]["message"]
    still_works(server)


def test_unknown_notifications_are_ignored(server: RawServer):
    server.initialize()
    server.notify("$/setTrace", {"value": "off"})
    server.notify("workspace/didChangeConfiguration", {"settings": {}})
    server.notify("textDocument/didChange", {"textDocument": {"uri": "file:///nope.kbl", "version": 2}, "contentChanges": []})
    still_works(server)


# -- framing ------------------------------------------------------------------------------

@pytest.mark.parametrize("header", [
    b"Content-Length: abc\r\n\r\n",
    b"Content-Length: -4\r\n\r\n",
    b"Content-Length: 1 2\r\n\r\n",
    b"Content-Length: 99999999999\r\n\r\n",  # over the 128 MiB limit: refused unread
    b"Content-Type: application/vscode-jsonrpc\r\n\r\n",  # no Content-Length
    b"Content-Length 12\r\n\r\n",  # no colon
], ids=["letters", "negative", "two-numbers", "too-large", "missing", "no-colon"])
def test_bad_header_is_dropped_and_next_frame_read(server: RawServer, header: bytes):
    server.initialize()
    # The bad header block and a good request in one write: no reply for the former (it
    # has no id to answer), a reply for the latter.
    server.send_bytes(header + encode({"jsonrpc": "2.0", "id": 90, "method": "no/such/method"}))
    skipped: list = []
    response = server.wait_for(lambda m: m.get("id") is not None, skipped=skipped)
    assert response["id"] == 90 and error_code(response) == -32601
    assert skipped == []
    still_works(server)


def test_header_variants_are_accepted(server: RawServer):
    server.initialize()
    body = json.dumps({"jsonrpc": "2.0", "id": 91, "method": "no/such/method"}).encode()
    server.send_bytes(b"content-length:%d\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n" % len(body) + body)
    assert server.next_message()["id"] == 91


def test_garbage_lines_between_messages_are_skipped(server: RawServer):
    server.initialize()
    server.send_bytes(b"garbage line\r\n\x00\x01\xff more garbage\n"
                      + encode({"jsonrpc": "2.0", "id": 92, "method": "no/such/method"}))
    assert server.next_message()["id"] == 92
    still_works(server)


def test_message_split_into_small_writes(server: RawServer):
    server.initialize()
    data = encode({"jsonrpc": "2.0", "id": 93, "method": "no/such/method", "params": {"x": "é" * 50}})
    for i in range(0, len(data), 7):
        server.send_bytes(data[i:i + 7])
        time.sleep(0.002)
    assert server.next_message()["id"] == 93


@pytest.mark.parametrize("junk", [
    b"garbage",                                        # no newline
    b"Content-Length: abc\r\n\r\n{}",                  # a dropped frame's body
    b'Content-Length: 3\r\n\r\n{"jsonrpc":"2.0"}',      # Content-Length too small
], ids=["garbage-no-newline", "dropped-body", "short-length"])
def test_junk_without_newline_does_not_swallow_following_frames(server: RawServer, junk: bytes):
    server.initialize()
    requests = b"".join(encode({"jsonrpc": "2.0", "id": 100 + i, "method": "no/such/method"}) for i in range(3))
    server.send_bytes(junk + requests)
    time.sleep(0.3)
    # A later write starts a new read, which the framer handles again: a marker.
    server.send({"jsonrpc": "2.0", "id": 200, "method": "no/such/method"})
    skipped: list = []
    server.wait_for(lambda m: m.get("id") == 200, skipped=skipped)
    answered = [m["id"] for m in skipped if m.get("id") is not None]
    assert answered == [100, 101, 102]


def test_lint_command_still_there():
    """The binary under test is kb-lsp (the same file the LSP tests start)."""
    run = subprocess.run([server_path(), "lint", "--format", "json", "-"], input=CHAT.encode(),
                         capture_output=True, timeout=30)
    assert run.returncode == 0
    assert json.loads(run.stdout)["summary"]["warnings"] == 2
