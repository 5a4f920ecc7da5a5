"""Paths and helpers shared by the VS Code extension tests."""

from __future__ import annotations

import json
import os
import sys
from functools import lru_cache
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
EXT = REPO / "editors" / "vscode"
EXAMPLES = sorted((REPO / "examples").glob("*.kbl"))

sys.path.insert(0, str(REPO / "Tests" / "editors"))
import kbl_words as words_of_kb_lsp  # noqa: E402  (Tests/editors, shared with the Vim test)


def load_json(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))


def kb_lsp_candidates() -> list[str]:
    """Where the kb-lsp binary is looked for: $KB_LSP (run.sh sets it), else a build under .build/."""
    if os.environ.get("KB_LSP"):
        return [os.environ["KB_LSP"]]
    return [str(REPO / ".build" / "debug" / "kb-lsp"), str(REPO / ".build" / "release" / "kb-lsp")]


def find_kb_lsp() -> str | None:
    for candidate in kb_lsp_candidates():
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return os.path.abspath(candidate)
    return None


@lru_cache(maxsize=None)
def kbl_words() -> words_of_kb_lsp.Words:
    """The strategies, options and device properties kb-lsp knows (Tests/editors/kbl_words.py)."""
    binary = find_kb_lsp()
    if binary is None:
        raise RuntimeError(f"no kb-lsp binary at {kb_lsp_candidates()}: set KB_LSP or run Tests/editors/vscode/run.sh")
    return words_of_kb_lsp.read(binary)
