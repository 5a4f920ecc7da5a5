"""`make bench`'s instruction rows (issue 26): bench/instructions.py counts `lint --jobs 1`
and one edit in the server with callgrind for two binaries side by side, and
bench/reference.sh builds the reference commit from the history or says why it cannot.
Here both sides are the binary under test, so the ratios are about one; no timing is
asserted. Skipped without valgrind (macOS has none)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys

import pytest

from kbcli import REPO
from rawlsp import server_path

DEVICE = """device tall-phone {
  size 390 844
  keyboard 291 209
  status-bar 47 0
}
"""
SCREEN = """
screen Form%d {
  device tall-phone
  avoid shift padding 8
  view form outlets {
    label title "Title" top 20 height 30
    field name "Name" below title 8 height 44
    field email "Email" below name 8 height 44
    textarea notes "Notes" bottom 10 height %d
  }
}
"""


@pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind is not installed")
def test_instructions_are_counted_side_by_side_for_lint_and_an_edit(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    for index in range(3):
        (corpus / f"form{index}.kbl").write_text(DEVICE + SCREEN % (index, 80 + index * 40))
    spec = tmp_path / "edited.kbl"
    spec.write_text(DEVICE + "".join(SCREEN % (index, 80 + index) for index in range(4)))
    binary = str(server_path())
    proc = subprocess.run([sys.executable, str(REPO / "bench" / "instructions.py"), binary, binary, str(corpus), str(spec),
                           "--edits", "2", "--label", "the same binary"],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr
    rows = proc.stdout.splitlines()
    assert len(rows) == 2, proc.stdout
    assert rows[0].strip().startswith("lint --jobs 1, 3 generated specs:")
    assert rows[1].strip().startswith("one edit in the server (2 edits):")
    for row in rows:
        match = re.search(r"([\d.]+)M at the same binary, +([\d.]+)M now: ([\d.]+)x   goal <= 1\.00x$", row)
        assert match, row
        reference, current, ratio = map(float, match.groups())
        assert reference > 0 and current > 0
        # One binary against itself: only the hash seeds of the two processes differ.
        assert 0.9 < ratio < 1.1, row


def test_the_reference_build_says_when_the_commit_is_not_in_the_history():
    proc = subprocess.run(["bash", str(REPO / "bench" / "reference.sh"), "0123456789abcdef0123456789abcdef01234567"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 3
    assert proc.stdout == ""
    assert "is not in this repository's history" in proc.stderr


def test_make_bench_prints_the_rows_or_says_why_not():
    script = (REPO / "bench" / "run.sh").read_text()
    section = script[script.index("reference_commit=ac0ba5e"):]
    assert 'reference=$(bash bench/reference.sh "$reference_commit"' in section
    assert "bench/instructions.py" in section
    assert "skipped: valgrind is not installed" in section
