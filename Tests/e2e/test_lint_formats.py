"""`kb-lsp lint` end to end in the formats Xcode and GitLab read, and the command line's
manners: --output-file, --quiet, --max-warnings, -j2, help per command."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from kbcli import EXAMPLES_DIR, diagnostics_by_path, kb, lint, lint_json

# GitLab Code Quality: the fields GitLab documents as required for each issue, and the
# severities it knows.
GITLAB_SEVERITIES = {"info", "minor", "major", "critical", "blocker"}
GITLAB_SEVERITY = {"error": "major", "warning": "minor", "info": "info"}
# What Xcode turns into an issue: `path:line:column: error|warning|note: message`.
XCODE_LINE = re.compile(r"^(?P<path>/[^:]+):(?P<line>\d+):(?P<column>\d+): (?P<kind>error|warning|note): "
                        r"(?P<message>.+) \[(?P<code>KB\d{3})\]$")
XCODE_KIND = {"error": "error", "warning": "warning", "info": "note"}


@pytest.fixture
def repository(tmp_path: Path) -> Path:
    """A repository with the examples as specs/, and a configuration that turns
    KB001 into info so that every severity shows."""
    root = tmp_path / "app"
    (root / ".git").mkdir(parents=True)
    shutil.copytree(EXAMPLES_DIR, root / "specs")
    (root / ".kblint.json").write_text('{"severity": {"KB001": "info"}}')
    return root


def findings(repository: Path) -> list[tuple[str, dict]]:
    """(path, diagnostic) for every finding of the JSON format, in order."""
    return [(path, d) for path, ds in diagnostics_by_path(lint_json("specs", cwd=repository)).items() for d in ds]


def test_gitlab_code_quality_report_has_gitlabs_required_fields(repository: Path):
    proc = lint("--format", "gitlab", "specs", cwd=repository)
    assert proc.returncode == 1, proc.stderr
    issues = json.loads(proc.stdout)
    expected = findings(repository)
    assert isinstance(issues, list) and len(issues) == len(expected) > 5
    assert {d["severity"] for _, d in expected} == {"error", "warning", "info"}
    for issue, (path, diagnostic) in zip(issues, expected):
        assert set(issue) == {"type", "description", "check_name", "fingerprint", "severity", "location"}, issue
        assert issue["type"] == "issue"
        assert issue["description"] == f"{diagnostic['message']} [{diagnostic['code']}]"
        assert issue["check_name"] == diagnostic["code"]
        assert issue["severity"] in GITLAB_SEVERITIES
        assert issue["severity"] == GITLAB_SEVERITY[diagnostic["severity"]]
        assert isinstance(issue["fingerprint"], str) and re.fullmatch(r"[0-9a-f]{16}", issue["fingerprint"])
        location = issue["location"]
        assert set(location) == {"path", "lines"}
        # Relative to the repository root, as GitLab links it into the merge request.
        assert location["path"] == path and not location["path"].startswith(("/", "./"))
        assert (repository / location["path"]).is_file()
        lines = location["lines"]
        assert lines == {"begin": diagnostic["line"], "end": diagnostic["endLine"]}
        assert isinstance(lines["begin"], int) and 1 <= lines["begin"] <= lines["end"]
    # GitLab keeps one issue per fingerprint: they must all differ.
    assert len({issue["fingerprint"] for issue in issues}) == len(issues)


def test_gitlab_fingerprints_survive_moving_a_finding(repository: Path):
    before = json.loads(lint("--format", "gitlab", "specs", cwd=repository).stdout)
    spec = repository / "specs" / "chat-none.kbl"
    spec.write_text("# a comment pushes every line down\n" + spec.read_text())
    after = json.loads(lint("--format", "gitlab", "specs", cwd=repository).stdout)
    assert [i["fingerprint"] for i in after] == [i["fingerprint"] for i in before]
    moved = [(b, a) for b, a in zip(before, after) if a["location"]["path"] == "specs/chat-none.kbl"]
    assert moved and all(a["location"]["lines"]["begin"] == b["location"]["lines"]["begin"] + 1 for b, a in moved)


def test_xcode_lines_are_issues_with_absolute_paths(repository: Path):
    proc = lint("--format", "xcode", "specs", cwd=repository)
    assert proc.returncode == 1, proc.stderr
    lines = proc.stdout.splitlines()
    expected = findings(repository)
    assert len(lines) == len(expected)
    for line, (path, diagnostic) in zip(lines, expected):
        match = XCODE_LINE.match(line)
        assert match, f"not an Xcode issue line: {line!r}"
        assert match["path"] == str(repository / path) and Path(match["path"]).is_file()
        assert (int(match["line"]), int(match["column"])) == (diagnostic["line"], diagnostic["column"])
        assert match["kind"] == XCODE_KIND[diagnostic["severity"]]
        assert (match["message"], match["code"]) == (diagnostic["message"], diagnostic["code"])


def test_output_file_gets_the_format_and_stdout_the_text(repository: Path):
    text = lint("specs", cwd=repository)
    (repository / "out").mkdir()
    proc = lint("--format", "sarif", "-o", "out/kb.sarif", "specs", cwd=repository)
    assert (proc.returncode, proc.stdout) == (1, text.stdout)
    document = json.loads((repository / "out" / "kb.sarif").read_text())
    assert len(document["runs"][0]["results"]) == len(findings(repository))
    failed = lint("--format", "sarif", "--output-file", "missing/kb.sarif", "specs", cwd=repository)
    assert failed.returncode == 2
    assert "cannot write 'missing/kb.sarif'" in failed.stderr


def test_quiet_reports_errors_only_and_warnings_still_count(repository: Path):
    loud = lint("specs", cwd=repository)
    quiet = lint("--quiet", "specs", cwd=repository)
    assert quiet.returncode == loud.returncode == 1
    errors = [line for line in loud.stdout.splitlines() if ": error: " in line]
    assert errors and quiet.stdout.splitlines()[:-1] == errors
    assert quiet.stdout.splitlines()[-1].startswith(f"{len(errors)} error")
    # A spec with warnings only: nothing to say, unless --strict makes warnings fail.
    only_warnings = "specs/sign-in-shift.kbl"
    assert (lint("-q", only_warnings, cwd=repository).returncode, lint("-q", only_warnings, cwd=repository).stdout) == (0, "")
    strict = lint("-q", "--strict", only_warnings, cwd=repository)
    assert (strict.returncode, strict.stdout) == (1, "")
    # Nothing is shown, so standard error says why the run failed, with the count's own number.
    assert strict.stderr == "kb-lsp: error: 1 warning, and --strict fails on any (--quiet hides them)\n"
    # Without --quiet the findings are the reason: nothing more is said.
    assert lint("--strict", only_warnings, cwd=repository).stderr == ""
    document = json.loads(lint("-q", "--format", "json", "specs", cwd=repository).stdout)
    assert all(d["severity"] == "error" for ds in diagnostics_by_path(document).values() for d in ds)
    assert document["summary"]["warnings"] == 0 and document["summary"]["errors"] == len(errors)


def test_max_warnings(repository: Path):
    spec = "specs/checkout-fraction.kbl"
    warnings = sum(1 for line in lint(spec, cwd=repository).stdout.splitlines() if ": warning: " in line)
    assert warnings == 3
    assert lint("--max-warnings", "3", spec, cwd=repository).returncode == 0
    over = lint("--max-warnings=2", spec, cwd=repository)
    assert over.returncode == 1 and "3 warnings, more than --max-warnings 2 allows" in over.stderr
    assert lint("--max-warnings", "many", spec, cwd=repository).returncode == 2
    quiet = lint("-q", "--max-warnings=2", spec, cwd=repository)
    assert (quiet.returncode, quiet.stdout) == (1, "")
    assert quiet.stderr.endswith("3 warnings, more than --max-warnings 2 allows (--quiet hides them)\n")


def test_short_jobs_spellings_give_the_same_report(repository: Path):
    outputs = {lint(*spelling, "specs", cwd=repository).stdout for spelling in (["-j2"], ["-j", "2"], ["--jobs=2"], ["-j1"])}
    assert len(outputs) == 1


@pytest.mark.parametrize("command, first_line", [
    (["--help"], "kb-lsp — finds the text fields"),
    (["help"], "kb-lsp — finds the text fields"),
    (["lint", "--help"], "kb-lsp lint — lint KBL specs"),
    (["lint", "-h", "specs"], "kb-lsp lint — lint KBL specs"),
    (["help", "lint"], "kb-lsp lint — lint KBL specs"),
    (["explain", "--help"], "kb-lsp explain — what a diagnostic code means"),
    (["help", "explain"], "kb-lsp explain — what a diagnostic code means"),
    (["render", "--help"], "kb-lsp render — draw a spec's or a document's screens"),
    (["help", "render"], "kb-lsp render — draw a spec's or a document's screens"),
    (["import", "--help"], "kb-lsp import — a storyboard's or xib's screens as a KBL file."),
    (["help", "import"], "kb-lsp import — a storyboard's or xib's screens as a KBL file."),
    (["serve", "--help"], "kb-lsp — the KBL language server."),
    (["--stdio", "--help"], "kb-lsp — the KBL language server."),
])
def test_every_command_has_help(command: list[str], first_line: str):
    proc = kb(*command)
    assert proc.returncode == 0 and proc.stderr == ""
    assert proc.stdout.startswith(first_line)
    assert "USAGE:" in proc.stdout


def test_lint_help_lists_every_option_and_format():
    help_text = kb("lint", "--help").stdout
    for word in ["--format", "--output-file", "--strict", "--max-warnings", "--quiet", "--jobs", "--shard",
                 "--config", "text", "json", "sarif", "github", "gitlab", "xcode", "html", "EXIT STATUS"]:
        assert word in help_text


def test_help_for_an_unknown_command_fails():
    proc = kb("help", "frobnicate")
    assert proc.returncode == 2 and "no command 'frobnicate'" in proc.stderr
