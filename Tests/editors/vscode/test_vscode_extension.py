"""extension.js: valid JavaScript, and with stand-ins for `vscode` and
`vscode-languageclient/node` it starts `kb-lsp --stdio` for kbl documents, restarts when
kbl.server.path changes or on kbl.restartServer, stops on deactivate and explains a
binary it cannot start."""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

from kbl_vscode_support import EXT

HERE = Path(__file__).resolve().parent
NODE = shutil.which("node")
pytestmark = pytest.mark.skipif(NODE is None, reason="node is not installed")

SELECTOR = [{"scheme": "file", "language": "kbl"}, {"scheme": "untitled", "language": "kbl"},
            {"scheme": "file", "pattern": "**/*.storyboard"}, {"scheme": "file", "pattern": "**/*.xib"}]


def fake_binary(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\nexit 0\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return path


@pytest.fixture(scope="module")
def world(tmp_path_factory):
    root = tmp_path_factory.mktemp("vscode-ext")
    home = root / "home"
    workspace = root / "workspace"
    path_dir = root / "path-bin"
    fake_binary(home / "bin" / "kb-lsp")
    fake_binary(workspace / ".build" / "release" / "kb-lsp")
    fake_binary(path_dir / "kb-lsp")
    env = dict(os.environ, HOME=str(home), PATH=f"{path_dir}{os.pathsep}{os.environ.get('PATH', '')}")
    proc = subprocess.run([NODE, str(HERE / "extension_harness.js"), str(EXT / "extension.js"),
                           str(workspace)], capture_output=True, text=True, env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr
    results = json.loads(proc.stdout)
    results["_paths"] = {"home": str(home), "workspace": str(workspace)}
    return results


def test_extension_js_parses():
    proc = subprocess.run([NODE, "--check", str(EXT / "extension.js")], capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr


def test_activate_starts_the_client_from_the_setting(world):
    log = world["activated"]["log"]
    (client,) = log["clients"]
    home = world["_paths"]["home"]
    assert client["id"] == "kbl"  # vscode-languageclient then reads kbl.trace.server
    assert client["name"] == "KBL (kb-lsp)"
    stdio = world["activated"]["transportStdio"]
    for mode in ("run", "debug"):
        server = client["serverOptions"][mode]
        assert server["command"] == f"{home}/bin/kb-lsp", "~ is expanded"
        assert server["args"] == ["--stdio"]
        assert server["transport"] == stdio
    assert client["documentSelector"] == SELECTOR
    assert client["fileEventsGlob"] == "**/.kblint.json"
    assert log["watchers"] == ["**/.kblint.json"]
    assert client["outputChannel"] == "KBL (kb-lsp)"
    assert client["starts"] == 1 and client["running"]
    assert log["errors"] == []
    assert "kbl.restartServer" in log["commands"]
    assert log["configListeners"] == 1
    # the output channel, the watcher, the command and the listener are disposed with the
    # extension
    assert world["activated"]["subscriptions"] >= 4


def test_other_settings_do_not_restart(world):
    (client,) = world["afterTraceChange"]["log"]["clients"]
    assert client["starts"] == 1 and client["stops"] == 0


def test_changing_the_server_path_restarts(world):
    first, second = world["afterPathChange"]["log"]["clients"]
    assert first["stops"] == 1 and not first["running"]
    workspace = world["_paths"]["workspace"]
    assert second["serverOptions"]["run"]["command"] == f"{workspace}/.build/release/kb-lsp"
    assert second["serverOptions"]["run"]["args"] == ["--stdio"]
    assert second["starts"] == 1 and second["running"]


def test_restart_command(world):
    clients = world["afterRestartCommand"]["log"]["clients"]
    assert len(clients) == 3
    assert clients[1]["stops"] == 1
    assert clients[2]["starts"] == 1 and clients[2]["running"]
    assert clients[2]["serverOptions"] == clients[1]["serverOptions"]


def test_deactivate_stops_the_client(world):
    assert world["deactivateReturnsPromise"]
    clients = world["deactivated"]["log"]["clients"]
    assert len(clients) == 3
    assert clients[2]["stops"] == 1 and not clients[2]["running"]
    assert world["deactivated"]["log"]["errors"] == []


def test_default_server_is_kb_lsp_on_path(world):
    (client,) = world["defaultPath"]["log"]["clients"]
    assert client["serverOptions"]["run"]["command"] == "kb-lsp"
    assert client["starts"] == 1
    assert world["defaultPath"]["log"]["errors"] == []


def _assert_clear_error(errors, path):
    assert len(errors) == 1, errors
    message = errors[0]["message"]
    assert path in message
    assert "kbl.server.path" in message
    assert "Open Settings" in errors[0]["items"]


def test_missing_binary_is_reported(world):
    log = world["missingBinary"]["log"]
    assert log["clients"] == []
    _assert_clear_error(log["errors"], "/nonexistent/dir/kb-lsp")
    assert "no such file" in log["errors"][0]["message"]
    # "Open Settings" opens the setting
    assert {"id": "workbench.action.openSettings", "args": ["kbl.server.path"]} in log["executed"]
    assert world["missingBinaryDeactivated"]["log"]["errors"] == log["errors"]


def test_name_not_on_path_is_reported(world):
    log = world["notOnPath"]["log"]
    assert log["clients"] == []
    _assert_clear_error(log["errors"], "kb-lsp-not-installed")
    assert "PATH" in log["errors"][0]["message"]


def test_failed_start_is_reported(world):
    log = world["startFails"]["log"]
    (client,) = log["clients"]
    assert client["starts"] == 1 and not client["running"]
    _assert_clear_error(log["errors"], f"{world['_paths']['home']}/bin/kb-lsp")
    assert world["startFailsDeactivateError"] is None, "deactivate must not throw"


def test_hovers_carry_pictures_in_vs_code(world):
    assert world["preview"]["initializationOptions"] == {"hoverPictures": True}


def test_preview_lenses_open_the_panel_command(world):
    lenses = world["preview"]["lenses"]
    assert [lens["command"] for lens in lenses] == [
        {"title": "2 fields covered", "command": "kb-lsp.showScreen"},
        {"title": "Preview", "command": "kbl.showPreview", "arguments": ["file:///w/a.kbl", "Login"]},
    ]


def test_the_preview_opens_beside_the_editor_with_the_servers_picture(world):
    preview = world["preview"]
    (panel,) = preview["afterShow"]
    assert panel["viewType"] == "kblPreview" and panel["title"] == "Preview: Login"
    assert panel["showOptions"] == {"viewColumn": -2, "preserveFocus": True}
    assert panel["panelOptions"] == {"enableScripts": False}
    html = panel["html"]
    assert '<svg xmlns="http://www.w3.org/2000/svg">first</svg>' in html and "<?xml" not in html
    assert "default-src 'none'" in html and "<script" not in html
    assert preview["requests"][0] == {"method": "workspace/executeCommand",
                                      "params": {"command": "kb-lsp.renderScreen", "arguments": ["file:///w/a.kbl", "Login"]}}


def test_the_preview_is_drawn_again_once_typing_pauses(world):
    preview = world["preview"]
    assert preview["requestsAfterOtherEdit"] == 1          # another document's edit: nothing
    assert preview["requestsAfterTwoEdits"] == 2           # two quick edits: one redraw
    assert "second</svg>" in preview["htmlAfterEdits"]
    assert preview["panelsAfterSecondShow"] == 1 and preview["reveals"] == [[-2, True]]
    # The server's message, HTML-escaped (quotes are left as they are inside a paragraph).
    assert "screen 'Login' has errors: fix &lt;them&gt; to see its picture" in preview["htmlAfterFailure"]
    assert preview["requestsAfterDispose"] == 0
    assert preview["infos"] == ['KBL: use the "Preview" lens above a screen to see its picture.']
