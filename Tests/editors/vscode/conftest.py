"""Fixtures for the VS Code extension tests."""

from __future__ import annotations

import pytest

from kbl_vscode_support import find_kb_lsp, kb_lsp_candidates


@pytest.fixture(scope="session")
def kb_lsp() -> str:
    """The kb-lsp binary: $KB_LSP (run.sh sets it), else a build under .build/."""
    binary = find_kb_lsp()
    if binary is None:
        pytest.fail(f"no kb-lsp binary at {kb_lsp_candidates()}: set KB_LSP or run "
                    "Tests/editors/vscode/run.sh")
    return binary
