"""Suppressions (`# kb-lsp: ignore KBnnn`) and baselines (`kb-lsp lint --baseline FILE`,
`--write-baseline FILE`) end to end: every report format honours them, a baseline still
matches after lines move, and a missing or bad baseline stops the run."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from kbcli import assert_valid_sarif, lint

FORMATS = ["text", "json", "sarif", "github", "gitlab", "xcode", "html"]
TEXT_LINE = re.compile(r"^(?P<path>[^:]+):(?P<line>\d+):(?P<column>\d+): (?:error|warning|info): .+ \[(?P<code>KB\d{3})\]$")
XCODE_LINE = re.compile(r"^(?P<path>/[^:]+):(?P<line>\d+):(?P<column>\d+): (?:error|warning|note): .+ \[(?P<code>KB\d{3})\]$")
HTML_FILE = re.compile(r"<h2>(?P<path>[^<]+)</h2>")
# A finding is a line of a link to its code (`<a href="#KB001" title="…">KB001 4:9 …`).
HTML_FINDING = re.compile(r'(?m)(?:^|">)(?P<code>KB\d{3}) (?P<line>\d+):\d+ ')
GITHUB_LINE = re.compile(r"^::(?:error|warning|notice) file=(?P<path>[^,]+),line=(?P<line>\d+),.*title=(?P<code>KB\d{3})::")

# Three covered fields under `avoid none` (KB001 in both orientations each), and a label
# below the screen (KB006 in both).
SPEC = """\
# Chat: nothing moves the composer
screen Chat {
  avoid none
  field message "Message" bottom 0 height 44
  field subject "Subject" bottom 50 height 44
  field tags "Tags" bottom 100 height 44
  label footer "Footer" top 700 height 20
}
"""


def findings(output: str, format: str, root: Path) -> list[tuple[str, int, str]]:
    """(repository path, 1-based line, code) of every finding a report lists, in order."""
    found = []
    if format == "text":
        found = [(m["path"], int(m["line"]), m["code"]) for m in map(TEXT_LINE.match, output.splitlines()) if m]
    elif format == "json":
        found = [(f["path"], d["line"], d["code"]) for f in json.loads(output)["files"] for d in f["diagnostics"]]
    elif format == "sarif":
        document = json.loads(output)
        assert_valid_sarif(document)
        found = [(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
                  r["locations"][0]["physicalLocation"]["region"]["startLine"], r["ruleId"])
                 for r in document["runs"][0]["results"]]
    elif format == "github":
        found = [(m["path"], int(m["line"]), m["code"]) for m in map(GITHUB_LINE.match, output.splitlines()) if m]
    elif format == "gitlab":
        found = [(i["location"]["path"], i["location"]["lines"]["begin"], i["check_name"]) for i in json.loads(output)]
    elif format == "html":
        # Each file's section starts with its path as a heading; its findings follow.
        sections = HTML_FILE.split(output[output.index('<section id="files">'):])
        for path, body in zip(sections[1::2], sections[2::2]):
            found += [(path, int(m["line"]), m["code"]) for m in HTML_FINDING.finditer(body)]
    elif format == "xcode":
        lines = output.splitlines()
        matches = [XCODE_LINE.match(line) for line in lines]
        assert all(matches), output
        found = [(str(Path(m["path"]).relative_to(root)), int(m["line"]), m["code"]) for m in matches]
    if format == "html":
        # The page groups a file's findings by screen (each beside its picture): compare
        # them in the order of the other reports.
        found.sort()
    return found


@pytest.fixture
def repository(tmp_path: Path) -> Path:
    root = tmp_path / "app"
    (root / ".git").mkdir(parents=True)
    (root / "specs").mkdir()
    return root


def run(root: Path, format: str, *args: str) -> tuple[list[tuple[str, int, str]], str, int]:
    proc = lint("--format", format, *args, "specs", cwd=root)
    assert proc.returncode in (0, 1), proc.stderr
    return findings(proc.stdout, format, root), proc.stdout, proc.returncode


def with_comment(text: str, line: int, comment: str) -> str:
    """`text` with ` comment` at the end of its 1-based `line`."""
    lines = text.split("\n")
    lines[line - 1] += " " + comment
    return "\n".join(lines)


@pytest.mark.parametrize("format", FORMATS)
def test_every_format_honours_suppressions(repository: Path, format: str):
    spec = repository / "specs" / "chat.kbl"
    spec.write_text(SPEC)
    plain, _, _ = run(repository, format)
    assert sorted(set(plain)) == [("specs/chat.kbl", 4, "KB001"), ("specs/chat.kbl", 5, "KB001"),
                                  ("specs/chat.kbl", 6, "KB001"), ("specs/chat.kbl", 7, "KB006")]
    # Line 4 at its end, line 6 from the line above it (which pushes it to line 7), and
    # an unused code on line 5.
    text = with_comment(SPEC, 4, "# kb-lsp: ignore KB001")
    text = with_comment(text, 5, "# kb-lsp: ignore KB006")
    lines = text.split("\n")
    lines.insert(5, "  # kb-lsp: ignore KB001, KB006 -- the tags move with the message")
    spec.write_text("\n".join(lines))
    suppressed, _, _ = run(repository, format)
    assert suppressed == [("specs/chat.kbl", 5, "KB001"), ("specs/chat.kbl", 5, "KB001"),
                          ("specs/chat.kbl", 5, "KB200"), ("specs/chat.kbl", 6, "KB200"),
                          ("specs/chat.kbl", 8, "KB006"), ("specs/chat.kbl", 8, "KB006")], format


@pytest.mark.parametrize("format", FORMATS)
def test_every_format_honours_a_baseline_after_lines_move(repository: Path, format: str):
    spec = repository / "specs" / "chat.kbl"
    spec.write_text(SPEC)
    (repository / "specs" / "other.kbl").write_text("screen Other {\n  feld x top 1 height 2\n}\n")
    written = lint("--write-baseline", "kb-baseline.json", "specs", cwd=repository)
    assert written.returncode == 0, written.stderr
    assert written.stdout == "wrote 9 findings to the baseline kb-baseline.json\n"
    baseline = json.loads((repository / "kb-baseline.json").read_text())
    assert baseline["version"] == 1 and len(baseline["findings"]) == 9
    assert {f["path"] for f in baseline["findings"]} == {"specs/chat.kbl", "specs/other.kbl"}

    # Everything is in the baseline: nothing is reported, the run passes despite the error.
    nothing, output, status = run(repository, format, "--baseline", "kb-baseline.json")
    assert nothing == [] and status == 0, output

    # Lines move down, and a new covered field comes in.
    moved = "# a longer header\n# on two lines\n\n" + SPEC.replace(
        '  field tags "Tags" bottom 100 height 44\n',
        '  field tags "Tags" bottom 100 height 44\n  field notes "Notes" bottom 150 height 44\n')
    spec.write_text(moved)
    (repository / "specs" / "other.kbl").write_text("\n\nscreen Other {\n  feld x top 1 height 2\n}\n")
    new, output, status = run(repository, format, "--baseline", "kb-baseline.json")
    assert new == [("specs/chat.kbl", 10, "KB001"), ("specs/chat.kbl", 10, "KB001")], output
    assert status == 0
    if format == "text":
        assert output.endswith("0 errors and 2 warnings in 2 files (9 hidden by the baseline)\n")
    if format == "json":
        assert json.loads(output)["summary"] == {"files": 2, "errors": 0, "warnings": 2, "baselined": 9}
    # Without the baseline, everything is back.
    everything, _, status = run(repository, format)
    assert len(everything) == 11 and status == 1


def test_identical_findings_are_counted(repository: Path):
    spec = repository / "specs" / "twice.kbl"
    spec.write_text("screen S {\n  feld a\n}\n")
    assert lint("--write-baseline", "b.json", "specs", cwd=repository).returncode == 0
    spec.write_text("screen S {\n  feld a\n  feld a\n}\n")
    proc = lint("--baseline", "b.json", "specs", cwd=repository)
    assert proc.returncode == 1
    assert [line.split(":")[1] for line in proc.stdout.splitlines()[:-1]] == ["3"]
    assert proc.stdout.splitlines()[-1] == "1 error and 0 warnings in 1 file (1 hidden by the baseline)"


def test_baseline_paths_do_not_depend_on_where_lint_runs(repository: Path):
    (repository / "specs" / "chat.kbl").write_text(SPEC)
    assert lint("--write-baseline", "../kb-baseline.json", ".", cwd=repository / "specs").returncode == 0
    proc = lint("--baseline", "kb-baseline.json", "specs", cwd=repository)
    assert proc.returncode == 0 and proc.stdout == "no problems in 1 file (8 hidden by the baseline)\n", proc.stdout


@pytest.mark.parametrize("content, message", [
    (None, "bad baseline: cannot read 'kb-baseline.json'"),
    ("{", "bad baseline 'kb-baseline.json': not JSON"),
    ('{"version": 1, "findings": {}}', "bad baseline 'kb-baseline.json': expected \"findings\": an array"),
    ('{"version": 7, "findings": []}', "bad baseline 'kb-baseline.json': expected \"version\": 1"),
])
def test_a_missing_or_bad_baseline_stops_the_run(repository: Path, content: str | None, message: str):
    (repository / "specs" / "chat.kbl").write_text(SPEC)
    if content is not None:
        (repository / "kb-baseline.json").write_text(content)
    proc = lint("--baseline", "kb-baseline.json", "specs", cwd=repository)
    assert proc.returncode == 2
    assert message in proc.stderr
    assert proc.stdout == ""
    # A SARIF upload still gets a document saying why.
    sarif = lint("--format", "sarif", "--baseline", "kb-baseline.json", "specs", cwd=repository)
    assert sarif.returncode == 2
    document = json.loads(sarif.stdout)
    assert_valid_sarif(document)
    assert document["runs"][0]["results"] == []


def test_baseline_options_are_usage_errors_together_or_empty(repository: Path):
    for args in (["--baseline", "a.json", "--write-baseline", "b.json", "specs"], ["--baseline=", "specs"],
                 ["specs", "--write-baseline"]):
        proc = lint(*args, cwd=repository)
        assert proc.returncode == 2 and "usage: kb-lsp lint" in proc.stderr, args


def test_a_baseline_that_cannot_be_written_is_exit_2(repository: Path):
    proc = lint("--write-baseline", "specs", "specs", cwd=repository)
    assert proc.returncode == 2
    assert proc.stderr == "kb-lsp: error: cannot write 'specs': Is a directory\n"


def test_help_lists_the_baseline_options():
    out = lint("--help").stdout
    assert "--baseline FILE" in out and "--write-baseline FILE" in out and "kb-lsp: ignore" in out
