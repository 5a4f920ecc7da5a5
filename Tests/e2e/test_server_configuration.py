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
