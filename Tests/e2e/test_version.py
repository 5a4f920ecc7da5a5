"""One version string: `kb-lsp --version`, the server's `serverInfo`, SARIF's driver and
the VS Code extension's manifest all say the same."""

from __future__ import annotations

import json
import re

from kbcli import REPO, kb, lint
from rawlsp import RawServer


def cli_version() -> str:
    proc = kb("--version")
    assert proc.returncode == 0
    match = re.fullmatch(r"kb-lsp (\d+\.\d+\.\d+)\n", proc.stdout)
    assert match, proc.stdout
    return match[1]


def test_the_server_the_cli_sarif_and_the_vscode_manifest_agree():
    version = cli_version()
    server = RawServer()
    try:
        response = server.initialize()
        assert response["result"]["serverInfo"] == {"name": "kb-lsp", "version": version}
    finally:
        server.kill()
    sarif = json.loads(lint("--format", "sarif", "examples/settings-clean.kbl").stdout)
    driver = sarif["runs"][0]["tool"]["driver"]
    assert (driver["version"], driver["semanticVersion"]) == (version, version)
    manifest = json.loads((REPO / "editors" / "vscode" / "package.json").read_text())
    assert manifest["version"] == version
