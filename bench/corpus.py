#!/usr/bin/env python3
"""`make corpus`: Xcode's saved frames given back on the real documents of
../shared/corpus/interface-builder (ib.md section 5.8), per document and per group.

Each document is solved in the geometry it was saved in (`kb-bench saved-frames`), and its
views' frames are compared with those Xcode saved (within 0.5 pt; views marked misplaced or
ambiguous, or inside one, are left out). The groups are the ones the floors file records
for each document (Tests/Fixtures/corpus-floors.tsv: the two tables of the corpus's notes
and the other documents); a document it does not list is "not in the floors". The corpus
is not part of this repository: without it, this says so and measures nothing.

    python3 bench/corpus.py [--bench PATH] [--corpus DIR] [--verbose] [--write-floors FILE]

--write-floors writes each document's views compared and matched, the floors the test
`CorpusFloorTests` holds the layout to (Tests/Fixtures/corpus-floors.tsv).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CORPUS = REPO.parent / "shared" / "corpus" / "interface-builder"


FLOORS = REPO / "Tests" / "Fixtures" / "corpus-floors.tsv"
UNLISTED = "not in the floors"


def floors() -> dict[str, dict[str, str]]:
    """The floors file's rows by document: group, compared, matched."""
    rows = [line.split("\t") for line in FLOORS.read_text().splitlines() if line and not line.startswith("#")]
    header, body = rows[0], rows[1:]
    return {row[0]: dict(zip(header[1:], row[1:])) for row in body}


def measure(bench: str, corpus: Path, verbose: bool) -> tuple[dict[str, tuple[int, int]], str]:
    """(matched, compared) per document, and kb-bench's output."""
    files = sorted(p.name for p in corpus.iterdir() if p.suffix in (".storyboard", ".xib"))
    args = [bench, "saved-frames"] + (["-v"] if verbose else []) + files
    run = subprocess.run(args, cwd=corpus, capture_output=True, text=True, check=True)
    result = {}
    for line in run.stdout.splitlines():
        found = re.match(r"(\S+): (\d+)/(\d+) views match", line)
        if found:
            result[found[1]] = (int(found[2]), int(found[3]))
    return result, run.stdout


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bench", default=str(REPO / ".build" / "release" / "kb-bench"))
    parser.add_argument("--corpus", default=os.environ.get("KB_CORPUS", str(CORPUS)))
    parser.add_argument("--verbose", action="store_true", help="list every view that does not come back")
    parser.add_argument("--write-floors", metavar="FILE")
    options = parser.parse_args()
    corpus = Path(options.corpus)
    if not (corpus / "SOURCES.tsv").exists():
        print(f"make corpus: no corpus at {corpus} (the public storyboards and xibs beside the repository): nothing measured")
        return 0
    recorded = floors()
    results, output = measure(options.bench, corpus, options.verbose)
    if options.verbose:
        print(output, end="")
    totals: dict[str, list[int]] = {}
    print(f"{'document':<100} {'matched':>8} {'compared':>8}")
    for name, (matched, compared) in sorted(results.items()):
        group = recorded.get(name, {}).get("group", UNLISTED)
        total = totals.setdefault(group, [0, 0, 0])
        total[0] += matched
        total[1] += compared
        total[2] += 1
        print(f"{name[:100]:<100} {matched:>8} {compared:>8}")
    print()
    for group, (matched, compared, count) in sorted(totals.items()):
        share = 100 * matched / compared if compared else 100
        print(f"{group}: {count} documents, {matched} of {compared} views back within 0.5 pt ({share:.1f} %)")
    matched = sum(t[0] for t in totals.values())
    compared = sum(t[1] for t in totals.values())
    print(f"all: {len(results)} documents, {matched} of {compared} views ({100 * matched / max(compared, 1):.1f} %)")
    if options.write_floors:
        with open(options.write_floors, "w") as out:
            out.write("# Per document of ../shared/corpus/interface-builder: its group, the views compared, those whose saved\n"
                         "# frame comes back (bench/corpus.py --write-floors). CorpusFloorTests fails when a\n"
                         "# document gives back fewer, or misses more.\n")
            out.write("file\tgroup\tcompared\tmatched\n")
            for name, (matched, compared) in sorted(results.items()):
                out.write(f"{name}\t{recorded.get(name, {}).get('group', UNLISTED)}\t{compared}\t{matched}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
