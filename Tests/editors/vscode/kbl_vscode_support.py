"""Paths and helpers shared by the VS Code extension tests."""

from __future__ import annotations

import json
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
EXT = REPO / "editors" / "vscode"
EXAMPLES = sorted((REPO / "examples").glob("*.kbl"))


def load_json(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))
