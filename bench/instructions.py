#!/usr/bin/env python3
"""Instructions (callgrind) of two kb-lsp binaries side by side on the same inputs: the one
built here and the reference commit's (`make bench` builds it once, bench/run.sh).

Two cases, each counted in instructions, so the machine's load does not matter:

- `kb-lsp lint --jobs 1 CORPUS`: the whole process, on the corpus of generated specs.
- one edit in the server: `kb-lsp --stdio` opens SPEC, then takes EDITS didChange
  notifications (one number on one line each, as bench/lsp_latency.py sends them), each
  answered by its publishDiagnostics before the next is sent. The same session without
  the edits is counted too; the difference, divided by EDITS, is the cost of one edit
  (start-up, opening and shutting down cancel out).

Prints one line per case: the reference's count, this build's, their ratio and the goal.

    python3 bench/instructions.py REFERENCE CURRENT CORPUS SPEC [--edits 8]
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

# The language server's client of bench/lsp_latency.py, beside this file.
sys.path.insert(0, str(Path(__file__).resolve().parent))
from lsp_latency import URI, Server, bump_number, open_document, spread  # noqa: E402


def callgrind(command: list[str], log: Path) -> list[str]:
    return ["valgrind", "--tool=callgrind", f"--callgrind-out-file={log}.out", f"--log-file={log}.log",
            *command]


def collected(log: Path) -> int:
    """The instructions callgrind counted, from its log."""
    match = re.search(r"Collected : (\d+)", log.with_suffix(".log").read_text())
    if not match:
        raise SystemExit(f"callgrind counted nothing (see {log}.log)")
    return int(match.group(1))


def lint(binary: str, corpus: str, scratch: Path) -> int:
    log = scratch / "lint"
    subprocess.run(callgrind([binary, "lint", "--jobs", "1", corpus], log),
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return collected(log)


def session(binary: str, text: str, edits: int, scratch: Path) -> int:
    """Instructions of a server session that opens `text` and makes `edits` edits."""
    log = scratch / f"server-{edits}"
    server = Server(callgrind([binary, "--stdio"], log))
    server.request("initialize", {
        "processId": os.getpid(), "rootUri": None,
        "capabilities": {"general": {"positionEncodings": ["utf-16"]},
                         "textDocument": {"publishDiagnostics": {"versionSupport": True}}}})
    server.notify("initialized", {})
    open_document(server, URI, "kbl", text)
    lines = text.split("\n")
    height = r"\bheight (\d+)"
    for edit, index in enumerate(spread(lines, height, edits, "`height N` lines")):
        change = bump_number(lines, index, height, "utf-16")
        server.notify("textDocument/didChange", {
            "textDocument": {"uri": URI, "version": edit + 2}, "contentChanges": [change]})
        server.diagnostics_for(edit + 2)
    server.request("shutdown", None)
    server.notify("exit", None)
    server.proc.stdin.close()
    server.proc.wait(timeout=600)
    return collected(log)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("reference")
    parser.add_argument("current")
    parser.add_argument("corpus")
    parser.add_argument("spec")
    parser.add_argument("--edits", type=int, default=8)
    parser.add_argument("--label", default="reference")
    args = parser.parse_args()
    text = Path(args.spec).read_text(encoding="utf-8")
    files = len(list(Path(args.corpus).glob("*.kbl")))
    counts = {}
    with tempfile.TemporaryDirectory() as folder:
        for name, binary in (("reference", args.reference), ("current", args.current)):
            scratch = Path(folder) / name
            scratch.mkdir()
            alone = session(binary, text, 0, scratch)
            edited = session(binary, text, args.edits, scratch)
            counts[name] = (lint(binary, args.corpus, scratch), (edited - alone) / args.edits)
    rows = [(f"lint --jobs 1, {files} generated specs", 0), (f"one edit in the server ({args.edits} edits)", 1)]
    for title, column in rows:
        old, new = counts["reference"][column], counts["current"][column]
        print(f"  {title + ':':<42} {old / 1e6:7.1f}M at {args.label}, {new / 1e6:7.1f}M now:"
              f" {new / old:5.3f}x   goal <= 1.00x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
