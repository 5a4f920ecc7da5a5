"""Fixtures for the VS Code extension tests."""

from __future__ import annotations

import os

import pytest

from kbl_vscode_support import REPO


@pytest.fixture(scope="session")
def kb_lsp() -> str:
    """The kb-lsp binary: $KB_LSP (run.sh sets it), else a build under .build/."""
    if os.environ.get("KB_LSP"):
        candidates = [os.environ["KB_LSP"]]
    else:
        candidates = [str(REPO / ".build" / "debug" / "kb-lsp"),
                      str(REPO / ".build" / "release" / "kb-lsp")]
    for candidate in candidates:
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return os.path.abspath(candidate)
    pytest.fail(f"no kb-lsp binary at {candidates}: set KB_LSP or run "
                "Tests/editors/vscode/run.sh")
