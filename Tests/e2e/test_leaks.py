"""Leaks and memory over long use: valgrind over a scripted editor session of more than
1,000 messages, over a storyboard's session and over `kb-lsp lint examples/` (no definite or indirect leak, no invalid
read or write), and a soak test of 5,000 edits whose resident memory at the end stays
within 10% of the middle. valgrind runs the debug build (`swift test` builds it): in
optimised code it reports uninitialised reads where Swift has none (the suites otherwise
test the release binary). On Linux run.sh installs valgrind when it is missing; macOS has
no valgrind, so those tests are skipped there (the soak test runs everywhere)."""

from __future__ import annotations

import json
import os
import platform
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from lspsession import URI, Session, scripted_session
from rawlsp import RawServer, debug_path, encode

REPO = Path(__file__).resolve().parents[2]
SUPPRESSIONS = Path(__file__).resolve().parent / "valgrind.supp"
# Distinct from kb-lsp's own statuses (0, 1, 2), so a valgrind error is told apart.
VALGRIND_ERROR = 97

needs_valgrind = pytest.mark.skipif(
    shutil.which("valgrind") is None,
    reason="valgrind is not installed (Tests/e2e/run.sh installs it on Linux; it does not run on macOS)")


def valgrind_command(arguments: list[str]) -> list[str]:
    return ["valgrind", "--quiet", "--leak-check=full", "--errors-for-leak-kinds=definite,indirect",
            f"--error-exitcode={VALGRIND_ERROR}", f"--suppressions={SUPPRESSIONS}",
            "--num-callers=30", debug_path(), *arguments]


def valgrind(arguments: list[str], **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run(valgrind_command(arguments), capture_output=True, timeout=600, **kwargs)


def session_under_valgrind(session: list[dict], end: list[dict], version: int) -> list[dict]:
    """Runs the server under valgrind: `session` written at once, then, once the
    diagnostics of `version` are published, `end`. Asserts that valgrind found nothing;
    returns every message the server sent. The server publishes once no newer input waits
    (input that arrives interrupts an analysis), so with everything written at once whether
    it ever published depended on how valgrind scheduled its reader thread; waiting for the
    publication, as an editor does, makes it certain."""
    with tempfile.TemporaryFile() as log:
        server = RawServer(valgrind_command([]), stderr=log)
        try:
            server.send_bytes(b"".join(encode(m) for m in session))
            answers: list[dict] = []
            answers.append(server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                                           and m["params"].get("version") == version, timeout=600, skipped=answers))
            server.send_bytes(b"".join(encode(m) for m in end))
            status = server.wait(timeout=600)
        finally:
            server.kill()
        log.seek(0)
        report = log.read().decode(errors="replace")
    assert status == 0, f"valgrind (status {status}):\n{report[-6000:]}"
    while (message := server.messages.get_nowait()) is not None:
        answers.append(message)
    return answers


@needs_valgrind
def test_a_long_session_under_valgrind_leaks_nothing():
    messages = scripted_session((REPO / "examples" / "sign-in-shift.kbl").read_text(), 1_100, seed=11)
    assert len(messages) >= 1_000
    # The session but its end (didClose, shutdown, exit), then the diagnostics of the last
    # version, then the end.
    *edits, close, shutdown, exit_ = messages
    assert [m["method"] for m in (close, shutdown, exit_)] == ["textDocument/didClose", "shutdown", "exit"]
    last = max([1] + [m["params"]["textDocument"]["version"] for m in edits if m.get("method") == "textDocument/didChange"])
    answers = session_under_valgrind(edits, [close, shutdown, exit_], last)
    requests = [m for m in messages if "id" in m]
    answered = {a["id"] for a in answers if "id" in a}
    assert answered == {m["id"] for m in requests}
    # Only a rename where there is no name to rename may be refused (invalid params).
    methods = {m["id"]: m["method"] for m in requests}
    refused = [a for a in answers if "error" in a
               and not (methods[a["id"]] == "textDocument/rename" and a["error"]["code"] == -32602)]
    assert not refused, "requests of the script were refused"
    assert any(a.get("method") == "textDocument/publishDiagnostics" for a in answers)


@needs_valgrind
def test_a_storyboard_session_under_valgrind_leaks_nothing():
    """A storyboard opened, edited 30 times (some edits breaking the XML), and asked for
    hover, inlay hints, the outline, code lenses and its picture after each."""
    text = (REPO / "examples" / "sign-in.storyboard").read_text()
    uri = "file:///project/SignIn.storyboard"
    lines = text.split("\n")
    field = next(i for i, line in enumerate(lines) if "<textField" in line)
    document = {"uri": uri}
    messages: list[dict] = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": None, "rootUri": None, "capabilities": {}}},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen",
         "params": {"textDocument": {"uri": uri, "languageId": "xml", "version": 1, "text": text}}}]
    requests = 1
    for version in range(2, 32):
        edited = text.replace('constant="41"', f'constant="{version}"', 1) if version % 3 else text.replace("<label ", "<label & ", 1)
        messages.append({"jsonrpc": "2.0", "method": "textDocument/didChange",
                         "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": edited}]}})
        for method, params in (("textDocument/hover", {"position": {"line": field, "character": 32}}),
                               ("textDocument/inlayHint", {"range": {"start": {"line": 0, "character": 0},
                                                                     "end": {"line": len(lines), "character": 0}}}),
                               ("textDocument/documentSymbol", {}), ("textDocument/codeLens", {})):
            requests += 1
            messages.append({"jsonrpc": "2.0", "id": requests, "method": method, "params": {"textDocument": document, **params}})
    requests += 1
    messages.append({"jsonrpc": "2.0", "id": requests, "method": "workspace/executeCommand",
                     "params": {"command": "kb-lsp.renderScreen", "arguments": [uri, "SignInViewController"]}})
    messages += [{"jsonrpc": "2.0", "id": requests + 1, "method": "shutdown"}, {"jsonrpc": "2.0", "method": "exit"}]
    assert all('constant="41"' not in m["params"]["contentChanges"][0]["text"]
               for m in messages if m.get("method") == "textDocument/didChange" and "&" not in m["params"]["contentChanges"][0]["text"])
    # Everything but the end, then the diagnostics of the last version, then the end.
    *session, shutdown, exit_ = messages
    answers = session_under_valgrind(session, [shutdown, exit_], 31)
    rendered = [a for a in answers if a.get("id") == requests]
    assert rendered and "svg" in json.dumps(rendered[0].get("result"))


@needs_valgrind
def test_lint_of_the_examples_under_valgrind_leaks_nothing():
    result = valgrind(["lint", "examples"], cwd=REPO)
    report = result.stderr.decode(errors="replace")
    # The examples have findings on purpose: status 1 is lint's answer, not valgrind's.
    assert result.returncode == 1, f"valgrind (status {result.returncode}):\n{report[-6000:]}"
    assert b"KB0" in result.stdout


def spec_of_lines(lines: int) -> str:
    """A spec of about `lines` lines: one device, screens of 25 lines, some with findings."""
    text = ["device tall-phone {", "  size 390 844", "  keyboard 291 209", "  status-bar 47 0", "}", ""]
    index = 0
    while len(text) < lines - 25:
        text += [f"screen Screen{index} {{", "  device tall-phone", "  navigation-bar 44 32",
                 "  avoid shift padding 8" if index % 2 else "  avoid scroll",
                 "  view form outlets {" if index % 2 else "  scroll form {",
                 f'    label title "Title ✨ {index}" top 24 height 34']
        previous = "title"
        for field in range(12):
            text.append(f'    field input{field} "Input — {field}" below {previous} 8 height 44')
            previous = f"input{field}"
        text += ["    textarea note \"Note 😀\" bottom 20 height 120", "  }", "}", ""]
        index += 1
    return "\n".join(text) + "\n"


def resident_kb(pid: int) -> int:
    """Resident memory in KiB, read with ps (Linux and macOS alike)."""
    return int(subprocess.run(["ps", "-o", "rss=", "-p", str(pid)], capture_output=True, text=True, check=True).stdout)


def test_memory_stays_flat_over_5000_edits():
    text = spec_of_lines(500)
    assert 480 <= text.count("\n") <= 500
    session = Session(text, seed=5)
    session.start()
    server = RawServer()
    try:
        for message in session.messages:
            server.send(message)
        resident = {}
        for edit in range(1, 5_001):
            session.messages.clear()
            session.edit()
            if edit % 100 == 0:
                session.query()
            for message in session.messages:
                server.send(message)
            if edit % 100 == 0:
                # Waits until the server has analysed this version.
                server.wait_for_diagnostics(URI, session.version, timeout=60)
            if edit in (2_500, 5_000):
                resident[edit] = resident_kb(server.proc.pid)
        assert abs(resident[5_000] - resident[2_500]) <= 0.10 * resident[2_500], f"resident KiB: {resident}"
        server.request("shutdown", None, timeout=60)
        server.notify("exit")
        assert server.wait(timeout=30) == 0
    finally:
        server.kill()
