"""The committed seed corpora of the fuzz targets (Fuzz/Corpus) are what `python3
Fuzz/seeds.py` writes, byte for byte and file for file, and they stay out of the way of
`kb-lsp lint .` and `kb-lsp format --check .` at the repository's root."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from kbcli import REPO, kb

CORPUS = REPO / "Fuzz" / "Corpus"


def tree(root: Path) -> dict[str, bytes]:
    return {path.relative_to(root).as_posix(): path.read_bytes() for path in sorted(root.rglob("*")) if path.is_file()}


def test_the_committed_corpus_is_what_the_script_writes(tmp_path: Path):
    written = tmp_path / "Corpus"
    result = subprocess.run([sys.executable, str(REPO / "Fuzz" / "seeds.py"), str(written)], cwd=tmp_path,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    expected, committed = tree(written), tree(CORPUS)
    assert len(expected) >= 20, sorted(expected)
    missing = sorted(set(expected) - set(committed))
    extra = sorted(set(committed) - set(expected))
    changed = sorted(name for name in set(expected) & set(committed) if expected[name] != committed[name])
    assert not (missing or extra or changed), (
        "Fuzz/Corpus is not what `python3 Fuzz/seeds.py` writes (run it and commit the result):"
        f"\n  not committed: {missing}\n  not written by the script: {extra}\n  different: {changed}")


def test_the_corpus_holds_no_spec_that_lint_or_format_would_take():
    assert not list(CORPUS.rglob("*.kbl")), "a seed named *.kbl is linted and formatted with the repository"


def test_format_check_at_the_repository_root_passes():
    result = kb("format", "--check", ".", cwd=REPO)
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")
    linted = kb("lint", "--format", "json", ".", cwd=REPO)
    assert linted.returncode in (0, 1), linted.stderr
    assert "Fuzz/" not in linted.stdout
