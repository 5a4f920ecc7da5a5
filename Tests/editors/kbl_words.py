"""The words of KBL that editors must know, read from kb-lsp itself: its strategies, each
strategy's options and the device properties, as its diagnostics list them for a word it
does not know. The editor tests (VS Code grammar and snippets, Vim syntax) check their
lists against these, so a strategy, an option or a property added to the engine without
the editors fails them.

    python3 Tests/editors/kbl_words.py KB_LSP

prints one line per word: `strategy NAME`, `option STRATEGY NAME`, `device-property NAME`
(Tests/editors/vim/run.sh hands them to the Vim test).
"""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import dataclass

TIMEOUT = 30


def _lint(kb_lsp: str, text: str) -> str:
    proc = subprocess.run([kb_lsp, "lint", "-"], input=text, capture_output=True, text=True, timeout=TIMEOUT)
    if proc.returncode not in (0, 1):
        raise RuntimeError(f"{kb_lsp} lint - failed ({proc.returncode}): {proc.stderr}")
    return proc.stdout


def _listed(text: str) -> list[str]:
    """`a, b, c or d` -> [a, b, c, d]."""
    head, _, last = text.rpartition(" or ")
    words = [w.strip() for w in head.split(",")] + [last.strip()] if head else [last.strip()]
    return [w for w in words if w]


@dataclass(frozen=True)
class Words:
    strategies: list[str]
    options: dict[str, list[str]]  # strategy -> its options, in kb-lsp's order
    device_properties: list[str]

    @property
    def all_options(self) -> list[str]:
        seen: list[str] = []
        for options in self.options.values():
            seen += [o for o in options if o not in seen]
        return seen


def read(kb_lsp: str) -> Words:
    out = _lint(kb_lsp, "screen S {\n  avoid no-such-strategy\n}\n")
    match = re.search(r"unknown strategy .*?; expected (.*?) \[KB100\]", out)
    if not match:
        raise RuntimeError(f"kb-lsp did not list its strategies: {out!r}")
    strategies = _listed(match.group(1))
    options = {}
    for strategy in strategies:
        out = _lint(kb_lsp, f"screen S {{\n  avoid {strategy} no-such-option\n}}\n")
        if "takes no options" in out:
            options[strategy] = []
            continue
        match = re.search(r"it takes (.*?) \[KB100\]", out)
        if not match:
            raise RuntimeError(f"kb-lsp did not list the options of {strategy}: {out!r}")
        options[strategy] = re.findall(r"'([\w-]+)'", match.group(1))
    out = _lint(kb_lsp, "device d {\n  size 1 2\n  no-such-property 1 2\n}\n")
    match = re.search(r"unknown device property .*?; expected (.*?) \[KB100\]", out)
    if not match:
        raise RuntimeError(f"kb-lsp did not list its device properties: {out!r}")
    words = Words(strategies, options, _listed(match.group(1)))
    # What KBL 1.2 has at least: a reading that finds less is reading the messages wrong.
    assert {"none", "shift", "iqkeyboardmanager", "resize"} <= set(words.strategies), words
    assert {"padding", "landscape-swap", "distance", "version"} <= set(words.all_options), words
    assert {"size", "keyboard", "status-bar", "home-indicator"} <= set(words.device_properties), words
    return words


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    words = read(argv[1])
    for strategy in words.strategies:
        print("strategy", strategy)
    for strategy, options in words.options.items():
        for option in options:
            print("option", strategy, option)
    for prop in words.device_properties:
        print("device-property", prop)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
