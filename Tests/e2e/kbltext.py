"""Text helpers for the end-to-end tests: LSP positions in a negotiated encoding,
applying TextEdits the way an editor does, and the linter as an oracle."""

from __future__ import annotations

import json
import subprocess

from rawlsp import server_path


def units(text: str, encoding: str) -> int:
    """Length of `text` in the code units of an LSP position encoding."""
    if encoding == "utf-8":
        return len(text.encode("utf-8"))
    if encoding == "utf-16":
        return len(text.encode("utf-16-le")) // 2
    if encoding == "utf-32":
        return len(text)
    raise ValueError(f"unknown position encoding {encoding!r}")


def position(text: str, index: int, encoding: str) -> tuple[int, int]:
    """(line, character) of the code point at `index` in `text`."""
    line = text.count("\n", 0, index)
    line_start = text.rfind("\n", 0, index) + 1
    return line, units(text[line_start:index], encoding)


def find(text: str, needle: str, encoding: str, occurrence: int = 0, end: bool = False) -> tuple[int, int]:
    """Position of the start (or end) of the `occurrence`-th `needle` in `text`."""
    index = -1
    for _ in range(occurrence + 1):
        index = text.index(needle, index + 1)
    return position(text, index + (len(needle) if end else 0), encoding)


def offset(text: str, line: int, character: int, encoding: str) -> int:
    """The code-point index of an LSP position (exact: never between code units)."""
    lines = text.split("\n")
    assert 0 <= line < len(lines), f"line {line} out of range"
    start = sum(len(lines[i]) + 1 for i in range(line))
    counted = 0
    for i, char in enumerate(lines[line]):
        if counted == character:
            return start + i
        counted += units(char, encoding)
        assert counted <= character or counted - units(char, encoding) > character, (
            f"character {character} of line {line} is inside a code point")
    assert counted == character, f"character {character} is past the end of line {line}"
    return start + len(lines[line])


def apply_edits(text: str, edits: list[tuple[tuple[int, int], tuple[int, int], str]], encoding: str):
    """Applies TextEdits (all against the original `text`, as LSP specifies).

    Returns the new text and the edits as incremental `didChange` content changes, in the
    order to send them: from the end of the document backwards, so that each change's range
    is still valid when the server applies it; inserts at one position keep array order.
    """
    resolved = []
    for index, (start, end, new_text) in enumerate(edits):
        a = offset(text, *start, encoding)
        b = offset(text, *end, encoding)
        assert a <= b
        resolved.append((a, b, index, start, end, new_text))
    resolved.sort(key=lambda e: (e[0], e[2]), reverse=True)
    for (a, b, *_), (c, d, *_) in zip(resolved[1:], resolved):
        assert b <= c, "overlapping edits"
    changes = []
    for a, b, _, start, end, new_text in resolved:
        text = text[:a] + new_text + text[b:]
        changes.append((start, end, new_text))
    return text, changes


def lint(text: str) -> list[dict]:
    """`kb-lsp lint --format json -` on `text`: the CLI's diagnostics, an independent oracle."""
    run = subprocess.run(
        [server_path(), "lint", "--format", "json", "-"],
        input=text.encode(), capture_output=True, timeout=30,
    )
    assert run.returncode in (0, 1), run.stderr.decode()
    return json.loads(run.stdout)["files"][0]["diagnostics"]
