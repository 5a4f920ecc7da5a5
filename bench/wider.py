#!/usr/bin/env python3
"""Xcode's saved frames given back on documents beyond the corpus: every storyboard and xib
of the given repositories that the corpus does not hold (ib.md section 5.8, as
`bench/corpus.py` measures the corpus).

The repositories are git directories (as the search tool's `fetch` leaves them, named
`OWNER+NAME`) or a file listing them (`OWNER/NAME<TAB>PATH` per line). Documents under
`.xcloc` folders (localisation exports, copies of the app's) and the corpus's own
(`SOURCES.tsv`: repository and path) are left out. Nothing is kept: the documents are
written to a temporary folder, measured and removed.

    python3 bench/wider.py [--bench PATH] [--sources SOURCES.tsv] [--verbose] REPO_OR_LIST...
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SOURCES = REPO.parent / "shared" / "corpus" / "interface-builder" / "SOURCES.tsv"
BATCH = 200


def repositories(arguments: list[str]) -> list[tuple[str, Path]]:
    """(OWNER/NAME, git directory) for each argument: a git directory, or a list of them."""
    found = []
    for argument in arguments:
        path = Path(argument)
        if path.is_file():
            for line in path.read_text().splitlines():
                parts = line.split("\t")
                if len(parts) == 2 and parts[1].startswith("/"):
                    found.append((parts[0], Path(parts[1])))
        else:
            name = path.name if path.name not in ("repo", ".git") else path.parent.name
            if name in ("repo", ".git"):
                name = path.parent.parent.name
            found.append((name.replace("+", "/", 1), path))
    return found


def corpus_paths(sources: Path) -> set[tuple[str, str]]:
    if not sources.is_file():
        return set()
    rows = [line.split("\t") for line in sources.read_text().splitlines()[1:]]
    return {(row[1], row[2]) for row in rows if len(row) > 2}


def documents(git_dir: Path) -> list[str]:
    listing = subprocess.run(["git", "--git-dir", str(git_dir), "ls-tree", "-r", "--name-only", "HEAD"],
                             capture_output=True, text=True)
    if listing.returncode != 0:
        return []
    return [path for path in listing.stdout.splitlines()
            if path.endswith((".storyboard", ".xib")) and ".xcloc/" not in path]


def measure(bench: str, folder: Path, names: list[str], verbose: bool) -> dict[str, tuple[int, int]]:
    result = {}
    for start in range(0, len(names), BATCH):
        batch = names[start:start + BATCH]
        run = subprocess.run([bench, "saved-frames"] + (["-v"] if verbose else []) + batch,
                             cwd=folder, capture_output=True, text=True)
        if verbose:
            print("\n".join(line for line in run.stdout.splitlines() if not line.startswith("saved frames:")))
        for line in run.stdout.splitlines():
            found = re.match(r"(\S+): (\d+)/(\d+) views match", line)
            if found:
                result[found[1]] = (int(found[2]), int(found[3]))
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bench", default=str(REPO / ".build" / "release" / "kb-bench"))
    parser.add_argument("--sources", default=str(SOURCES), help="the corpus's SOURCES.tsv, whose documents are left out")
    parser.add_argument("--verbose", action="store_true", help="list every view that does not come back")
    parser.add_argument("repositories", nargs="+")
    args = parser.parse_args()
    left_out = corpus_paths(Path(args.sources))
    if not left_out:
        print(f"wider: no corpus list at {args.sources}: no document is left out as the corpus's")
    totals = [0, 0]
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        for name, git_dir in repositories(args.repositories):
            wanted = [path for path in documents(git_dir) if (name, path) not in left_out]
            names = []
            for index, path in enumerate(wanted):
                blob = subprocess.run(["git", "--git-dir", str(git_dir), "show", f"HEAD:{path}"], capture_output=True)
                if blob.returncode != 0:
                    continue
                file_name = f"{name.replace('/', '__')}__{index}__{Path(path).name}".replace(" ", "_")
                (folder / file_name).write_bytes(blob.stdout)
                names.append(file_name)
            measured = measure(args.bench, folder, names, args.verbose)
            matched = sum(value[0] for value in measured.values())
            compared = sum(value[1] for value in measured.values())
            totals[0] += matched
            totals[1] += compared
            print(f"{name:60} {len(names):5} documents {matched:6} of {compared:6} views")
            for file_name in names:
                (folder / file_name).unlink()
    share = 100 * totals[0] / totals[1] if totals[1] else 0
    print(f"\nall: {totals[0]} of {totals[1]} views back within 0.5 pt ({share:.1f} %)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
