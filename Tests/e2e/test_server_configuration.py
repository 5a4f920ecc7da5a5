"""The server reads the project's .kblint.json, as `kb-lsp lint` does: the nearest one to
each document's file, read again when it changes; a bad one is shown to the user."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from rawlsp import RawServer

COVERED = "screen Login {\n  field user top 400 height 44\n}\n"


@pytest.fixture
def server():
    s = RawServer()
    s.initialize()
    yield s
    s.kill()


def codes(published: dict) -> list[str]:
    return [d["code"] for d in published["params"]["diagnostics"]]


def open_document(server: RawServer, path: Path, version: int = 1) -> dict:
    uri = path.as_uri()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "kbl", "version": version, "text": COVERED}})
    return server.wait_for_diagnostics(uri, version)


def test_the_nearest_configuration_applies(server: RawServer, tmp_path: Path):
    (tmp_path / ".kblint.json").write_text(json.dumps({"severity": {"KB006": "off"}}))
    (tmp_path / "quiet").mkdir()
    (tmp_path / "quiet" / ".kblint.json").write_text(json.dumps({"severity": {"KB001": "info"}}))
    top = open_document(server, tmp_path / "a b.kbl")
    assert codes(top) == ["KB001", "KB001"]
    nested = open_document(server, tmp_path / "quiet" / "b.kbl")
    assert codes(nested) == ["KB001", "KB001", "KB006"]
    assert [d["severity"] for d in nested["params"]["diagnostics"]] == [3, 3, 2]


def test_an_edited_configuration_is_published_again(server: RawServer, tmp_path: Path):
    config = tmp_path / ".kblint.json"
    config.write_text(json.dumps({"device": "iphone-8"}))
    spec = tmp_path / "a.kbl"
    assert codes(open_document(server, spec)) == ["KB001", "KB001", "KB006"]
    config.write_text(json.dumps({"device": "iphone-8", "severity": {"KB001": "off", "KB006": "off"}}))
    os.utime(config, (1, 1))  # a new modification time even on a coarse clock
    server.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": config.as_uri(), "type": 2}]})
    assert codes(server.wait_for_diagnostics(spec.as_uri())) == []


def test_a_bad_configuration_is_shown_and_the_defaults_used(server: RawServer, tmp_path: Path):
    (tmp_path / ".kblint.json").write_text('{"severity": {"KB001": "loud"}}')
    uri = (tmp_path / "a.kbl").as_uri()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "kbl", "version": 1, "text": COVERED}})
    before: list = []
    published = server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics", skipped=before)
    assert codes(published) == ["KB001", "KB001", "KB006"]
    shown = next(m for m in before if m.get("method") == "window/showMessage")
    assert shown["params"]["type"] == 1
    message = shown["params"]["message"]
    assert str(tmp_path / ".kblint.json") in message and "key 'severity.KB001'" in message


def test_a_screen_without_an_avoid_line_gets_the_configured_strategy_and_orientations(server: RawServer, tmp_path: Path):
    # Without a configuration: KB001 in both orientations, KB006 in landscape.
    assert codes(open_document(server, tmp_path / "default" / "a.kbl")) == ["KB001", "KB001", "KB006"]
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / ".kblint.json").write_text(json.dumps({"avoid": "iqkeyboardmanager", "orientations": ["portrait"]}))
    # Portrait only, and IQKeyboardManager moves the view 23 pt up: nothing is covered.
    assert codes(open_document(server, tmp_path / "app" / "a.kbl")) == []
    (tmp_path / "app" / "own").mkdir()
    (tmp_path / "app" / "own" / ".kblint.json").write_text(json.dumps({"avoid": "iqkeyboardmanager"}))
    # Both orientations: in landscape the library moves the view by at most the keyboard's height.
    published = open_document(server, tmp_path / "app" / "own" / "a.kbl")
    assert codes(published) == ["KB002", "KB006"]
    assert "IQKeyboardManager" in published["params"]["diagnostics"][0]["message"]


def test_workspace_symbols_search_the_saved_files_of_the_workspace_folders(tmp_path: Path):
    app, other = tmp_path / "app", tmp_path / "other"
    (app / "nested").mkdir(parents=True)
    other.mkdir()
    (app / "a.kbl").write_text("screen Address {\n  field street top 1 height 44\n}\n")
    (app / "nested" / "b.kbl").write_text(COVERED)
    (other / "c.kbl").write_text("screen Billing {\n  field card top 1 height 44\n}\n")
    server = RawServer()
    try:
        result = server.initialize({"workspace": {"workspaceFolders": True}}, workspace_folders=[{"uri": app.as_uri(), "name": "app"}])
        assert result["result"]["capabilities"]["workspace"]["workspaceFolders"] == {"supported": True, "changeNotifications": True}

        def found(query: str) -> list[tuple[str, str]]:
            answer = server.request("workspace/symbol", {"query": query})["result"]
            return [(s["name"], Path(s["location"]["uri"].removeprefix("file://")).name) for s in answer]

        assert found("") == [("Address", "a.kbl"), ("street", "a.kbl"), ("Login", "b.kbl"), ("user", "b.kbl")]
        # An open document is searched as edited; a saved change is seen without a watcher.
        server.notify("textDocument/didOpen", {"textDocument": {"uri": (app / "a.kbl").as_uri(), "languageId": "kbl",
                                                                "version": 1, "text": "screen Shipping {\n}\n"}})
        (app / "nested" / "b.kbl").write_text("screen Logout {\n}\n")
        os.utime(app / "nested" / "b.kbl", (1, 1))
        assert found("") == [("Shipping", "a.kbl"), ("Logout", "b.kbl")]
        server.notify("workspace/didChangeWorkspaceFolders", {"event": {
            "added": [{"uri": other.as_uri(), "name": "other"}], "removed": [{"uri": app.as_uri(), "name": "app"}]}})
        assert found("") == [("Shipping", "a.kbl"), ("Billing", "c.kbl"), ("card", "c.kbl")]
    finally:
        server.kill()
