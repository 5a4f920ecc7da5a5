"""The language server and the project's keyboard code through the real binary (code.md
section 1): a storyboard open in the editor, its controller's Swift file fixed on disk,
the storyboard's findings published again — told by the client's file watcher, or found
by the sources' stamps when the client cannot watch."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from rawlsp import RawServer

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "checkout-app"
BUG = "promoBottom.constant = frame.height - 10"
FIX = "promoBottom.constant = frame.height + 8"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    root = tmp_path / "shop"
    shutil.copytree(EXAMPLE, root / "App")
    (root / ".git").mkdir()
    return root


def open_storyboard(server: RawServer, project: Path) -> tuple[str, list[str]]:
    path = project / "App" / "Base.lproj" / "Checkout.storyboard"
    uri = path.as_uri()
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "xml", "version": 1,
                                                            "text": path.read_text()}})
    return uri, messages(server.wait_for_diagnostics(uri, 1, timeout=60))


def messages(publication: dict) -> list[str]:
    return [d["message"] for d in publication["params"]["diagnostics"]]


def promo(found: list[str]) -> list[str]:
    return [m for m in found if "'promoField'" in m]


def fix_the_controller(project: Path) -> Path:
    swift = project / "App" / "CartViewController.swift"
    text = swift.read_text()
    assert BUG in text
    swift.write_text(text.replace(BUG, FIX))
    return swift


def test_a_fixed_swift_file_told_by_the_watcher_republishes_the_storyboard(project: Path):
    server = RawServer()
    try:
        server.initialize({"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": True}},
                           "textDocument": {"publishDiagnostics": {"versionSupport": True}}})
        registration = server.wait_for(lambda m: m.get("method") == "client/registerCapability", timeout=30)
        server.send({"jsonrpc": "2.0", "id": registration["id"], "result": None})
        watchers = registration["params"]["registrations"][0]["registerOptions"]["watchers"]
        assert {"globPattern": "**/*.swift"} in watchers and {"globPattern": "**/*.m"} in watchers
        uri, before = open_storyboard(server, project)
        assert len(promo(before)) == 2
        assert all(m.endswith("after CartViewController.swift:21 sets promoBottom.constant = keyboard height - 10")
                   for m in promo(before))
        swift = fix_the_controller(project)
        server.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": swift.as_uri(), "type": 2}]})
        after = messages(server.wait_for_diagnostics(uri, 1, timeout=60))
        assert promo(after) == []
        # The Objective-C screen of the same storyboard keeps its findings.
        assert [m for m in after if "'postcodeField'" in m] == [m for m in before if "'postcodeField'" in m]
    finally:
        server.kill()


def test_without_a_watcher_the_stamps_are_checked_when_the_storyboard_is_saved(project: Path):
    server = RawServer()
    try:
        server.initialize({"textDocument": {"publishDiagnostics": {"versionSupport": True}}})
        uri, before = open_storyboard(server, project)
        assert len(promo(before)) == 2
        fix_the_controller(project)
        # The server checks the stamps at most once a second.
        time.sleep(1.1)
        server.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
        after = messages(server.wait_for_diagnostics(uri, 1, timeout=60))
        assert promo(after) == []
    finally:
        server.kill()
