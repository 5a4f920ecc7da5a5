"""`kb-lsp lint` in continuous integration: SARIF for code scanning (checked property by
property against SARIF 2.1.0 and GitHub's rules, sarif_checks.py), GitHub Actions
annotations, parallel and sharded runs, the progress line, `.kblint.json`, and `kb-lsp
explain`. Every check runs the real binary
($KB_LSP) from the repository root, as a CI job would."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from kbcli import (run_on_terminal, CODES, EXAMPLES, EXAMPLES_DIR, GITHUB_COMMAND, KEYBOARD_CODES, REPO, SARIF_LEVEL,
                   USAGE, WARNING_CODES, INFO_CODES, assert_same_output, assert_valid_sarif, diagnostics_by_path, kb,
                   lint, lint_json, make_tree, parse_annotations, root_uri, run_with_slow_stdin)

# Each example alone, and the examples directory as a whole.
TARGETS = [f"examples/{name}" for name in EXAMPLES] + ["examples"]


def test_examples_are_there():
    assert len(EXAMPLES) >= 6, EXAMPLES
    assert (REPO / ".git").exists(), f"{REPO} should be a git checkout (SARIF paths are relative to it)"


@pytest.fixture(scope="module")
def tree(tmp_path_factory) -> tuple[Path, list[str]]:
    """300 specs in nested directories (copies of the examples)."""
    root = tmp_path_factory.mktemp("tree").resolve()
    return root, make_tree(root)


def sarif_of(*args: str, cwd: Path = REPO) -> tuple[dict, int]:
    proc = lint("--format", "sarif", *args, cwd=cwd)
    assert proc.stdout, proc.stderr
    return json.loads(proc.stdout), proc.returncode


def region_tuple(region: dict) -> tuple[int, int, int, int]:
    return region["startLine"], region["startColumn"], region["endLine"], region["endColumn"]


# -- SARIF --------------------------------------------------------------------------------

@pytest.mark.parametrize("target", TARGETS)
def test_sarif_is_valid_and_agrees_with_json(target: str):
    sarif, status = sarif_of(target)
    assert_valid_sarif(sarif)
    assert sarif["version"] == "2.1.0"
    assert len(sarif["runs"]) == 1
    run = sarif["runs"][0]
    assert run["columnKind"] == "unicodeCodePoints"
    assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"] == root_uri(REPO)
    assert run["invocations"][0]["executionSuccessful"] is True
    rules = run["tool"]["driver"]["rules"]

    # The exit status is the text format's, with and without --strict.
    assert status == lint(target).returncode
    assert lint("--format", "sarif", "--strict", target).returncode == lint("--strict", target).returncode

    expected = []
    for file in lint_json(target)["files"]:
        for d in file["diagnostics"]:
            expected.append((file["path"], d["code"], SARIF_LEVEL[d["severity"]], d["message"],
                             (d["line"], d["column"], d["endLine"], d["endColumn"])))
    actual = []
    for result in run["results"]:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]
        assert len(result["locations"]) == 1
        physical = result["locations"][0]["physicalLocation"]
        artifact = physical["artifactLocation"]
        assert artifact["uriBaseId"] == "%SRCROOT%"
        region = physical["region"]
        assert region["startLine"] >= 1 and region["startColumn"] >= 1
        actual.append((artifact["uri"], result["ruleId"], result["level"], result["message"]["text"],
                       region_tuple(region)))
    assert actual == expected
    if target == "examples":
        assert len(actual) >= 5 and status == 1

    # Partial fingerprints: present on every result, no two alike for one file.
    seen = set()
    for result in run["results"]:
        fingerprints = result["partialFingerprints"]
        assert fingerprints and all(isinstance(v, str) and v for v in fingerprints.values())
        key = (result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
               tuple(sorted(fingerprints.items())))
        assert key not in seen, f"duplicate fingerprint {key}"
        seen.add(key)


def test_sarif_rules_describe_every_code():
    sarif, _ = sarif_of("examples/settings-clean.kbl")
    rules = sarif["runs"][0]["tool"]["driver"]["rules"]
    assert [rule["id"] for rule in rules] == CODES
    listing = explain_listing()
    for rule in rules:
        code = rule["id"]
        assert re.fullmatch(r"[A-Z][A-Za-z0-9]+", rule["name"]), rule["name"]
        for key in ("shortDescription", "fullDescription", "help"):
            assert rule[key]["text"].strip(), (code, key)
        assert rule["shortDescription"]["text"] == listing[code][1]
        level = "warning" if code in WARNING_CODES else "note" if code in INFO_CODES else "error"
        assert rule["defaultConfiguration"]["level"] == level, code
        assert listing[code][0] == {"note": "info"}.get(level, level)
    assert len({rule["name"] for rule in rules}) == len(rules)


def test_sarif_uri_is_repository_relative_from_a_subdirectory():
    from_root, _ = sarif_of("examples/chat-none.kbl")
    from_examples, _ = sarif_of("chat-none.kbl", cwd=EXAMPLES_DIR)
    for sarif in (from_root, from_examples):
        run = sarif["runs"][0]
        assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"] == root_uri(REPO)
        assert run["results"], "chat-none.kbl has findings"
        for result in run["results"]:
            artifact = result["locations"][0]["physicalLocation"]["artifactLocation"]
            assert artifact == {"uri": "examples/chat-none.kbl", "uriBaseId": "%SRCROOT%"}
    assert from_root == from_examples


BAD_LINES = """\
screen One {
  field a "A" top 10 height 44
  feld b top 60 height 44
}
screen Two {
  field a "A" top 10 height 44
  feld b top 60 height 44
  field a "Again" top 120 height 44
}
"""


def test_sarif_fingerprints_survive_lines_added_above(tmp_path: Path):
    root = tmp_path.resolve()
    (root / ".git").mkdir()
    (root / "specs").mkdir()
    for name in ("chat-none.kbl", "profile-scroll.kbl", "checkout-fraction.kbl"):
        shutil.copyfile(EXAMPLES_DIR / name, root / "specs" / name)
    (root / "specs" / "bad.kbl").write_text(BAD_LINES)

    def findings() -> list[tuple[str, str, dict, tuple]]:
        sarif, status = sarif_of(".", cwd=root)
        assert status == 1
        assert_valid_sarif(sarif)
        run = sarif["runs"][0]
        assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"] == root_uri(root)
        return [(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"], r["ruleId"],
                 r["partialFingerprints"], region_tuple(r["locations"][0]["physicalLocation"]["region"]))
                for r in run["results"]]

    before = findings()
    assert {uri for uri, *_ in before} == {f"specs/{n}" for n in
                                           ("bad.kbl", "chat-none.kbl", "profile-scroll.kbl", "checkout-fraction.kbl")}
    bad = [f for f in before if f[0] == "specs/bad.kbl"]
    assert [code for _, code, _, _ in bad] == ["KB100", "KB100", "KB102"]
    assert bad[0][2] != bad[1][2], "two identical bad lines still get distinct fingerprints"

    for spec in (root / "specs").iterdir():
        spec.write_text("# moved down\n#\n# by three comment lines\n" + spec.read_text())
    after = findings()
    assert len(after) == len(before)
    for (uri, code, fingerprints, region), (uri2, code2, fingerprints2, region2) in zip(before, after):
        assert (uri2, code2) == (uri, code)
        assert fingerprints2 == fingerprints, f"{uri} {code}: fingerprint changed when lines were added above"
        assert region2 == (region[0] + 3, region[1], region[2] + 3, region[3])


def test_sarif_columns_count_code_points(tmp_path: Path):
    root = tmp_path.resolve()
    (root / ".git").mkdir()
    line = '  label l "Zürich 🇨🇭 ça" top 10 height 20 ;'
    (root / "u.kbl").write_text(f"screen S {{\n{line}\n  field f \"Ω\" bottom 0 height 44\n}}\n")
    sarif, status = sarif_of("u.kbl", cwd=root)
    assert status == 1
    assert_valid_sarif(sarif)
    regions = [(r["ruleId"], region_tuple(r["locations"][0]["physicalLocation"]["region"]))
               for r in sarif["runs"][0]["results"]]
    column = line.index(";") + 1  # Python indexes strings by code point
    assert regions == [("KB100", (2, column, 2, column + 1))]
    document = lint_json("u.kbl", cwd=root)
    d = document["files"][0]["diagnostics"][0]
    assert (d["line"], d["column"], d["endLine"], d["endColumn"]) == (2, column, 2, column + 1)


def test_sarif_for_a_path_that_cannot_be_read():
    proc = lint("--format", "sarif", "examples/no-such-file.kbl", "examples/chat-none.kbl")
    assert proc.returncode == 2
    assert "no-such-file.kbl" in proc.stderr
    sarif = json.loads(proc.stdout)
    assert_valid_sarif(sarif)
    run = sarif["runs"][0]
    invocation = run["invocations"][0]
    assert invocation["executionSuccessful"] is False
    notifications = invocation["toolExecutionNotifications"]
    assert len(notifications) == 1
    assert notifications[0]["level"] == "error"
    assert "no-such-file.kbl" in notifications[0]["message"]["text"]
    # The file that could be read is still reported.
    uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in run["results"]}
    assert uris == {"examples/chat-none.kbl"}


def test_sarif_for_only_a_missing_path():
    proc = lint("--format", "sarif", "no-such-dir/")
    assert proc.returncode == 2
    sarif = json.loads(proc.stdout)
    assert_valid_sarif(sarif)
    assert sarif["runs"][0]["results"] == []
    assert sarif["runs"][0]["invocations"][0]["executionSuccessful"] is False


def test_a_fifo_named_like_a_spec_is_refused_not_read(tmp_path: Path):
    """docs/decisions.md: paths that are not regular files are refused rather than read.
    A CI job must not hang on a named pipe in the tree."""
    root = tmp_path.resolve()
    (root / ".git").mkdir()
    shutil.copyfile(EXAMPLES_DIR / "chat-none.kbl", root / "a.kbl")
    os.mkfifo(root / "pipe.kbl")
    proc = lint("--format", "sarif", ".", cwd=root, timeout=5)
    assert proc.returncode == 2
    assert "pipe.kbl" in proc.stderr
    sarif = json.loads(proc.stdout)
    assert_valid_sarif(sarif)
    assert sarif["runs"][0]["invocations"][0]["executionSuccessful"] is False
    assert len(sarif["runs"][0]["results"]) == 2


# -- GitHub annotations ---------------------------------------------------------------------

@pytest.mark.parametrize("target", TARGETS)
def test_github_annotations_agree_with_json(target: str):
    proc = lint("--format", "github", target)
    annotations, summary = parse_annotations(proc.stdout)
    text = lint(target)
    assert proc.returncode == text.returncode
    assert summary == text.stdout.rstrip("\n").split("\n")[-1]
    expected = [(file["path"], GITHUB_COMMAND[d["severity"]], d["line"], d["column"], d["endLine"],
                 d["endColumn"], d["code"], d["message"])
                for file in lint_json(target)["files"] for d in file["diagnostics"]]
    actual = [(a["file"], a["command"], a["line"], a["col"], a["endLine"], a["endColumn"], a["title"],
               a["message"]) for a in annotations]
    assert actual == expected
    if target == "examples":
        assert {a["command"] for a in annotations} == {"error", "warning"}


def test_github_paths_are_repository_relative_from_a_subdirectory():
    proc = lint("--format", "github", "chat-none.kbl", "./profile-scroll.kbl", cwd=EXAMPLES_DIR)
    annotations, summary = parse_annotations(proc.stdout)
    assert proc.returncode == 1
    assert {a["file"] for a in annotations} == {"examples/chat-none.kbl", "examples/profile-scroll.kbl"}
    assert summary == lint("examples/chat-none.kbl", "examples/profile-scroll.kbl").stdout.splitlines()[-1]


def test_github_and_sarif_escape_paths_and_messages(tmp_path: Path):
    root = tmp_path.resolve()
    (root / ".git").mkdir()
    (root / "my specs").mkdir()
    name = "my specs/a,b:c%d é.kbl"
    (root / name).write_text("screen S {\n  label l top 10 height 20 %\n}\n")
    github = lint("--format", "github", ".", cwd=root)
    assert github.returncode == 1
    line = github.stdout.splitlines()[0]
    assert ",b" not in line.split(",line=")[0] and "b:c" not in line, f"unescaped path: {line!r}"
    annotations, _ = parse_annotations(github.stdout)
    assert [(a["file"], a["title"], a["message"]) for a in annotations] == [
        (name, "KB100", "unexpected character '%'")]
    assert line.endswith("::unexpected character '%25'")
    sarif, _ = sarif_of(".", cwd=root)
    assert_valid_sarif(sarif)
    [result] = sarif["runs"][0]["results"]
    assert result["message"]["text"] == "unexpected character '%'"
    assert result["locations"][0]["physicalLocation"]["artifactLocation"] == {
        "uri": "my%20specs/a%2Cb%3Ac%25d%20%C3%A9.kbl", "uriBaseId": "%SRCROOT%"}


# -- --jobs -----------------------------------------------------------------------------------

@pytest.mark.parametrize("format", ["text", "json", "sarif", "github"])
def test_output_does_not_depend_on_jobs(tree, format: str):
    root, paths = tree
    runs = {}
    for jobs in ([], ["--jobs", "1"], ["--jobs", "4"], ["-j", "7"], ["--jobs=64"]):
        proc = lint("--format", format, *jobs, ".", cwd=root)
        assert proc.returncode == 1, proc.stderr
        runs[" ".join(jobs) or "default"] = proc.stdout
    reference = runs["--jobs 1"]
    for name, output in runs.items():
        assert_same_output(output, reference, f"--format {format}: {name} vs --jobs 1")
    if format == "json":
        assert [f["path"] for f in json.loads(reference)["files"]] == [f"./{p}" for p in paths]


def test_json_lists_tree_in_sorted_path_order(tree):
    root, paths = tree
    document = lint_json("--jobs", "4", ".", cwd=root)
    assert [f["path"] for f in document["files"]] == [f"./{p}" for p in paths]
    assert document["summary"]["files"] == 300
    # f{i}.kbl is a copy of the i-th example (round robin): each copy gets its findings.
    reference = {name: diagnostics_by_path(lint_json(f"examples/{name}"))[f"examples/{name}"] for name in EXAMPLES}
    for path, diagnostics in diagnostics_by_path(document).items():
        number = int(re.search(r"f(\d+)\.kbl$", path)[1])
        assert diagnostics == reference[EXAMPLES[number % len(EXAMPLES)]], path


@pytest.mark.parametrize("args", [["--jobs", "0"], ["--jobs", "x"], ["-j", "0"], ["--jobs=-2"], ["--jobs", "1.5"],
                                  ["--jobs"]])
def test_bad_jobs_is_a_usage_error(args):
    proc = lint(*args, "examples")
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert USAGE in proc.stderr
    assert ("-j" if args[0] == "-j" else "--jobs") in proc.stderr


# -- --shard ----------------------------------------------------------------------------------

@pytest.mark.parametrize("count", [1, 2, 3, 4])
def test_shards_partition_the_file_list(tree, count: int):
    root, paths = tree
    whole = lint_json(".", cwd=root)
    everything = [f["path"] for f in whole["files"]]
    whole_files = diagnostics_by_path(whole)
    shards = []
    for index in range(1, count + 1):
        first = lint("--format", "json", "--shard", f"{index}/{count}", ".", cwd=root)
        again = lint("--format", "json", "--shard", f"{index}/{count}", ".", cwd=root)
        assert first.returncode in (0, 1), first.stderr
        assert_same_output(again.stdout, first.stdout, f"--shard {index}/{count} run twice")
        document = json.loads(first.stdout)
        files = [f["path"] for f in document["files"]]
        assert document["summary"]["files"] == len(files)
        # A shard keeps the list's order and each file's own findings.
        assert files == [p for p in everything if p in set(files)]
        for path, diagnostics in diagnostics_by_path(document).items():
            assert diagnostics == whole_files[path]
        shards.append(files)
    union = [p for shard in shards for p in shard]
    assert sorted(union) == sorted(everything), "the shards together should be the whole list"
    assert len(set(union)) == len(union), "shards overlap"
    sizes = [len(shard) for shard in shards]
    assert max(sizes) - min(sizes) <= 1, sizes


def test_shard_and_jobs_together(tree):
    root, _ = tree
    reference = lint("--format", "sarif", "--shard", "2/3", "-j", "1", ".", cwd=root).stdout
    for jobs in ([], ["-j", "5"]):
        output = lint("--format", "sarif", "--shard", "2/3", *jobs, ".", cwd=root).stdout
        assert_same_output(output, reference, f"--shard 2/3 {' '.join(jobs)} vs -j 1")


@pytest.mark.parametrize("value", ["0/2", "3/2", "1", "1/0", "a/b", "-1/2", "1/2/3", ""])
def test_bad_shard_is_a_usage_error(value: str):
    proc = lint("--shard", value, "examples")
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert "--shard" in proc.stderr and USAGE in proc.stderr


# -- the progress line ------------------------------------------------------------------------

SPEC_ON_STDIN = (EXAMPLES_DIR / "sign-in-shift.kbl").read_bytes()
SLOW_ARGS = ["lint", "examples/chat-none.kbl", "-", "examples/profile-scroll.kbl"]
# The line shows once a run has taken this long (README: "a run longer than half a second").
PROGRESS_DELAY = 0.5
ERASE = b"\r\x1b[2K"


def assert_progress_line(stderr: bytes) -> None:
    """A terminal's progress line as drawn: each drawing erases the line first, and the
    last write erases it."""
    assert stderr.endswith(ERASE), f"the progress line should be erased at the end: {stderr[-60:]!r}"
    # Every redraw starts by erasing the line.
    assert stderr.startswith(ERASE), stderr
    assert all(part.startswith(b"linting") for part in stderr.split(ERASE)[1:-1]), stderr


def assert_nothing_drawn_early(run) -> None:
    """No drawing or erasure of the line among the bytes read within PROGRESS_DELAY of the
    start: the process was at most that old when they were read, however slow the machine.
    (Each drawing and erasure has an escape; findings have none, the input's control bytes
    are escaped.)"""
    early = b"".join(data for at, data in run.chunks if at - run.started < PROGRESS_DELAY)
    assert b"\x1b" not in early, f"progress shown before {PROGRESS_DELAY} s: {early!r}"


def test_progress_line_on_a_terminal():
    # stdin is written only once the line shows the count: the run is slow however fast the machine.
    run = run_on_terminal(SLOW_ARGS, SPEC_ON_STDIN, stdout_too=False,
                          write_when=lambda shown: re.search(rb"linting \d+/3 files", shown))
    quick = kb(*SLOW_ARGS, input=SPEC_ON_STDIN)
    assert_same_output(run.stdout.decode(), quick.stdout, "stdout with a terminal on stderr vs without")
    assert run.status == quick.returncode == 1
    assert b"<stdin>:" in run.stdout
    assert re.search(rb"linting \d+/3 files", run.before), run.before
    assert_nothing_drawn_early(run)
    assert_progress_line(run.transcript)


def test_findings_stream_to_a_terminal_around_the_progress_line():
    # stdout and stderr one terminal, as in a shell: the first file's findings show while
    # the run still waits for stdin, above the progress line, which is erased first.
    # stdin is written only once both are on the terminal (the test fails if they never come).
    run = run_on_terminal(SLOW_ARGS, SPEC_ON_STDIN, stdout_too=True,
                          write_when=lambda shown: b"examples/chat-none.kbl:" in shown and b"linting" in shown)
    assert run.status == 1
    assert b"examples/chat-none.kbl:" in run.before and b"linting" in run.before, run.before
    assert b"<stdin>:" not in run.before
    assert_nothing_drawn_early(run)
    text = run.transcript.replace(b"\r\n", b"\n")
    erase = re.escape(ERASE)
    draw = erase + "linting(?:…| \\d+/\\d+ files)".encode()
    # Each drawing of the line is erased before anything else is written.
    assert re.search(draw, text), text
    assert not re.search(draw + b"(?!" + erase + b")", text), f"a finding written onto the progress line: {text!r}"
    # Without the line's drawings and erasures, the terminal shows what a pipe gets.
    shown = re.sub(erase, b"", re.sub(draw, b"", text))
    assert_same_output(shown.decode(), kb(*SLOW_ARGS, input=SPEC_ON_STDIN).stdout, "terminal vs pipe")


def test_no_progress_line_when_stderr_is_a_pipe():
    status, stdout, stderr = run_with_slow_stdin(SLOW_ARGS, SPEC_ON_STDIN, delay=1.5)
    assert status == 1
    assert_same_output(stdout.decode(), kb(*SLOW_ARGS, input=SPEC_ON_STDIN).stdout, "stdout with a slow stdin")
    assert stderr == b"", f"progress text on a pipe: {stderr!r}"


def test_no_progress_line_for_a_quick_run_on_a_terminal():
    # stdin written at once. How long the run takes is the machine's doing (a loaded one
    # took over a second for these three files): what is checked is what the run's
    # length allows, measured from outside, so the test holds on any machine.
    run = run_on_terminal(SLOW_ARGS, SPEC_ON_STDIN, stdout_too=False)
    assert run.status == 1 and run.stdout
    assert_nothing_drawn_early(run)
    if run.ended - run.started < PROGRESS_DELAY:
        # Over before the line's delay (as on an idle machine): not a byte, not even an erasure.
        assert run.transcript == b"", f"a run under {PROGRESS_DELAY} s should show no progress: {run.transcript!r}"
    elif run.transcript:
        # Slower than that here: a line that showed was drawn and erased as on a slow run.
        assert_progress_line(run.transcript)


# -- .kblint.json -----------------------------------------------------------------------------

def codes_in(document: dict) -> dict[str, list[str]]:
    return {path: [d["code"] for d in diagnostics] for path, diagnostics in diagnostics_by_path(document).items()}


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A directory with a copy of chat-none.kbl (two KB001) and a nested one."""
    root = tmp_path.resolve()
    (root / "nested").mkdir()
    shutil.copyfile(EXAMPLES_DIR / "chat-none.kbl", root / "chat-none.kbl")
    shutil.copyfile(EXAMPLES_DIR / "chat-none.kbl", root / "nested" / "chat-none.kbl")
    return root


def test_config_turns_a_code_off(project: Path):
    assert codes_in(lint_json(".", cwd=project)) == {"./chat-none.kbl": ["KB001", "KB001"],
                                                      "./nested/chat-none.kbl": ["KB001", "KB001"]}
    (project / ".kblint.json").write_text('{"severity": {"KB001": "off"}}')
    document = lint_json(".", cwd=project)
    assert codes_in(document) == {"./chat-none.kbl": [], "./nested/chat-none.kbl": []}
    assert document["summary"]["warnings"] == 0
    # Found from the spec's directory, whatever the working directory.
    assert codes_in(lint_json(str(project / "chat-none.kbl"), cwd=REPO)) == {str(project / "chat-none.kbl"): []}


def test_nearest_config_wins(project: Path):
    (project / ".kblint.json").write_text('{"severity": {"KB001": "off"}}')
    (project / "nested" / ".kblint.json").write_text('{"severity": {"KB001": "error"}}')
    proc = lint("--format", "json", ".", cwd=project)
    assert proc.returncode == 1
    files = diagnostics_by_path(json.loads(proc.stdout))
    assert files["./chat-none.kbl"] == []
    assert [(d["code"], d["severity"]) for d in files["./nested/chat-none.kbl"]] == [("KB001", "error")] * 2


def test_config_option_replaces_the_search(project: Path):
    (project / ".kblint.json").write_text('{"severity": {"KB001": "off"}}')
    (project / "nested" / ".kblint.json").write_text('{"severity": {"KB001": "off"}}')
    (project / "other.json").write_text('{"severity": {"KB001": "error"}}')
    for args in (["--config", "other.json"], ["--config=other.json"], ["--config", str(project / "other.json")]):
        proc = lint("--format", "json", *args, ".", cwd=project)
        assert proc.returncode == 1, args
        for path, diagnostics in diagnostics_by_path(json.loads(proc.stdout)).items():
            assert [(d["code"], d["severity"]) for d in diagnostics] == [("KB001", "error")] * 2, (args, path)
    # Relative to the working directory.
    proc = lint("--format", "json", "--config", "../other.json", "..", cwd=project / "nested")
    assert proc.returncode == 1 and "KB001" in proc.stdout


@pytest.mark.parametrize(("content", "key", "fragment"), [
    ('{"sevrity": {"KB001": "off"}}', "sevrity", "unknown key"),
    ('{"severity": {"KB009": "off"}}', "severity.KB009", "KB009"),
    ('{"severity": {"KB001": 3}}', "severity.KB001", None),
    ('{"severity": {"KB001": "loud"}}', "severity.KB001", None),
    ('{"severity": ["KB001"]}', "severity", None),
    ('{"padding": "8"}', "padding", None),
    ('{"padding": -1}', "padding", None),
    ('{"device": 4}', "device", None),
    ('{"device": "iphone-99"}', "device", "iphone-99"),
    ('{"devices": {"p": {"size": [320]}}}', "devices.p.size", None),
    ('{"devices": {"p": {"size": [0, 568]}}}', "devices.p.size[0]", None),
    ('{"devices": {"p": {"size": [320, 568], "keybord": [1, 2]}}}', "devices.p.keybord", None),
    ('{"severity": {"KB001": "off"}', None, "JSON"),
    ("[]", None, None),
], ids=["unknown-key", "unknown-code", "wrong-type", "unknown-severity", "severity-array", "padding-string",
        "padding-negative", "device-number", "unknown-device", "size-one-number", "size-zero",
        "device-unknown-key", "bad-json", "not-an-object"])
def test_bad_config_is_an_error_naming_file_and_key(project: Path, content: str, key: str | None, fragment: str | None):
    config = project / "nested" / ".kblint.json"
    config.write_text(content)
    proc = lint(".", cwd=project)
    assert proc.returncode == 2
    assert str(config) in proc.stderr, proc.stderr
    if key is not None:
        assert f"key '{key}'" in proc.stderr, proc.stderr
    if fragment is not None:
        assert fragment in proc.stderr, proc.stderr
    # The same file named by --config.
    explicit = lint("--config", str(config), "chat-none.kbl", cwd=project)
    assert explicit.returncode == 2 and str(config) in explicit.stderr
    # A CI step that uploads the SARIF still gets a valid document saying why nothing ran.
    sarif = lint("--format", "sarif", ".", cwd=project)
    assert sarif.returncode == 2
    document = json.loads(sarif.stdout)
    assert_valid_sarif(document)
    invocation = document["runs"][0]["invocations"][0]
    assert invocation["executionSuccessful"] is False
    assert str(config) in invocation["toolExecutionNotifications"][0]["message"]["text"]


def test_bad_json_config_says_where(project: Path):
    (project / ".kblint.json").write_text('{\n  "severity": {"KB001": "off",}\n}\n')
    proc = lint(".", cwd=project)
    assert proc.returncode == 2
    assert str(project / ".kblint.json") in proc.stderr
    assert "line 2" in proc.stderr, proc.stderr


def test_standard_input_uses_the_working_directorys_config(project: Path):
    spec = (EXAMPLES_DIR / "chat-none.kbl").read_text()
    (project / ".kblint.json").write_text('{"severity": {"KB001": "off"}}')
    for cwd in (project, project / "nested"):
        assert codes_in(lint_json("-", cwd=cwd, input=spec)) == {"<stdin>": []}
    assert codes_in(lint_json("-", cwd=REPO, input=spec)) == {"<stdin>": ["KB001", "KB001"]}


def test_off_hides_an_error_but_does_not_analyse_the_screen(tmp_path: Path):
    root = tmp_path.resolve()
    (root / "s.kbl").write_text('screen S {\n  feld x\n  field f "F" bottom 0 height 44\n}\n')
    assert codes_in(lint_json(".", cwd=root)) == {"./s.kbl": ["KB100"]}
    (root / ".kblint.json").write_text('{"severity": {"KB100": "off"}}')
    proc = lint("--format", "json", ".", cwd=root)
    assert proc.returncode == 0
    assert codes_in(json.loads(proc.stdout)) == {"./s.kbl": []}


def test_a_directory_written_with_trailing_slashes_keeps_clean_paths(project: Path):
    paths = [file["path"] for file in lint_json("nested//", cwd=project)["files"]]
    assert paths and all(path.startswith("nested/") and "//" not in path for path in paths), paths


def test_missing_config_file_is_an_error(project: Path):
    proc = lint("--config", "nope.json", ".", cwd=project)
    assert proc.returncode == 2
    assert "nope.json" in proc.stderr


def test_config_default_device(tmp_path: Path):
    root = tmp_path.resolve()
    for name in ("feedback-too-tall.kbl", "chat-none.kbl"):  # the first names no device, the second does
        shutil.copyfile(EXAMPLES_DIR / name, root / name)
    default = diagnostics_by_path(lint_json(".", cwd=root))
    (root / ".kblint.json").write_text('{"device": "iphone-4"}')
    small = diagnostics_by_path(lint_json(".", cwd=root))
    assert small["./chat-none.kbl"] == default["./chat-none.kbl"]
    assert small["./feedback-too-tall.kbl"] != default["./feedback-too-tall.kbl"]
    orientations = lambda ds: [(d["code"], d["orientation"]) for d in ds]  # noqa: E731
    assert orientations(default["./feedback-too-tall.kbl"]) == [("KB003", "landscape")]
    assert ("KB003", "portrait") in orientations(small["./feedback-too-tall.kbl"])


SHIFT_WITHOUT_PADDING = """\
screen Notes {
  navigation-bar 44 32
  avoid shift

  view form outlets {
    textarea body "Body" bottom 0 height 200
  }
}
"""


def test_config_padding(tmp_path: Path):
    root = tmp_path.resolve()
    (root / "notes.kbl").write_text(SHIFT_WITHOUT_PADDING)
    shutil.copyfile(EXAMPLES_DIR / "sign-in-shift.kbl", root / "sign-in-shift.kbl")  # writes `padding 8`
    default = diagnostics_by_path(lint_json(".", cwd=root))
    # iphone-8 landscape: the keyboard covers 162 pt; the default padding is 5.
    assert [(d["code"], d["shift"]) for d in default["./notes.kbl"]] == [("KB003", 167)]
    (root / ".kblint.json").write_text('{"padding": 20}')
    padded = diagnostics_by_path(lint_json(".", cwd=root))
    assert [(d["code"], d["shift"]) for d in padded["./notes.kbl"]] == [("KB003", 182)]
    assert padded["./sign-in-shift.kbl"] == default["./sign-in-shift.kbl"]


MY_PHONE = """\
screen Form {
  device my-phone
  field name "Name" top 300 height 44
}
"""


def test_config_devices(tmp_path: Path):
    root = tmp_path.resolve()
    (root / "form.kbl").write_text(MY_PHONE)
    proc = lint("--format", "json", ".", cwd=root)
    assert proc.returncode == 1
    assert codes_in(json.loads(proc.stdout)) == {"./form.kbl": ["KB101"]}
    (root / ".kblint.json").write_text(
        '{"devices": {"my-phone": {"size": [320, 480], "keyboard": [216, 162], "status-bar": [20, 20]}}}')
    proc = lint("--format", "json", ".", cwd=root)
    assert proc.returncode == 0, proc.stdout
    diagnostics = diagnostics_by_path(json.loads(proc.stdout))["./form.kbl"]
    assert "KB101" not in [d["code"] for d in diagnostics]
    # 480 pt tall: the keyboard top is at 264 in portrait; the field spans 320..364.
    portrait = [d for d in diagnostics if d["code"] == "KB001" and d["orientation"] == "portrait"]
    assert [d["amount"] for d in portrait] == [100]


def test_info_severity_in_every_format(project: Path):
    (project / ".kblint.json").write_text('{"severity": {"KB001": "info"}}')
    (project / ".git").mkdir()
    document = lint_json("chat-none.kbl", cwd=project)
    assert [(d["code"], d["severity"]) for d in document["files"][0]["diagnostics"]] == [("KB001", "info")] * 2
    assert document["summary"] == {"files": 1, "errors": 0, "warnings": 0, "infos": 2}
    assert "infos" not in lint_json("examples/chat-none.kbl")["summary"]
    assert lint("--strict", "chat-none.kbl", cwd=project).returncode == 0, "info never fails a run"
    github = lint("--format", "github", "chat-none.kbl", cwd=project)
    assert github.returncode == 0
    annotations, _ = parse_annotations(github.stdout)
    assert [(a["command"], a["title"], a["file"]) for a in annotations] == [("notice", "KB001", "chat-none.kbl")] * 2
    sarif, status = sarif_of("chat-none.kbl", cwd=project)
    assert status == 0
    assert_valid_sarif(sarif)
    assert [(r["ruleId"], r["level"]) for r in sarif["runs"][0]["results"]] == [("KB001", "note")] * 2


def test_severity_error_fails_the_run(project: Path):
    assert lint("chat-none.kbl", cwd=project).returncode == 0
    (project / ".kblint.json").write_text('{"severity": {"KB001": "error"}}')
    for format in ("text", "json", "sarif", "github"):
        assert lint("--format", format, "chat-none.kbl", cwd=project).returncode == 1, format


# -- kb-lsp explain ---------------------------------------------------------------------------

def explain_listing() -> dict[str, tuple[str, str]]:
    """`kb-lsp explain`: code -> (severity, title)."""
    proc = kb("explain")
    assert proc.returncode == 0, proc.stderr
    listing = {}
    for line in proc.stdout.splitlines():
        match = re.fullmatch(r"(KB\d{3})\s+(error|warning|info)\s+(\S.*)", line)
        if match:
            listing[match[1]] = (match[2], match[3].strip())
    return listing


def test_explain_lists_every_code():
    listing = explain_listing()
    assert list(listing) == CODES
    for code, (severity, title) in listing.items():
        assert severity == ("warning" if code in WARNING_CODES else "info" if code in INFO_CODES else "error"), code
        assert title


def test_explain_one_code():
    proc = kb("explain", "KB001")
    assert proc.returncode == 0
    out = proc.stdout
    assert out.startswith("KB001")
    assert explain_listing()["KB001"][1] in out.splitlines()[0]
    assert "Example" in out and "How to fix" in out
    assert out.index("Example") < out.index("How to fix")
    assert len(out.split("\n\n")[1]) > 80, "a description follows the heading"


def test_explain_is_case_insensitive():
    lower, upper = kb("explain", "kb003"), kb("explain", "KB003")
    assert lower.returncode == upper.returncode == 0
    assert lower.stdout == upper.stdout and lower.stdout.startswith("KB003")


@pytest.mark.parametrize("args", [["KB999"], ["KB001", "KB999"], ["--markdown", "KB999"], ["KB1"]])
def test_explain_unknown_code(args):
    proc = kb("explain", *args)
    assert proc.returncode == 2
    assert args[-1] in proc.stderr
    assert proc.stdout == ""


def kbl_blocks(markdown: str, language: str = "kbl") -> list[str]:
    return re.findall(rf"^```{language}\n(.*?)^```$", markdown, re.S | re.M)


def indented_example(text: str) -> str:
    """The block indented by four spaces after `Example:` in `kb-lsp explain KBnnn`."""
    after = text.split("\nExample:\n\n", 1)[1]
    lines = []
    for line in after.split("\n"):
        if line.startswith("    ") or (line == "" and lines):
            lines.append(line[4:])
        else:
            break
    return "\n".join(lines).rstrip("\n") + "\n"


def lint_code_example(swift: str, root: Path) -> dict:
    """Lints a controller's Swift (a KB310 or KB311 example) in a project of its own: the
    Swift file, and a storyboard whose controller is that class, with a field 20 pt above
    the safe area's bottom through the constraint outlet the code names."""
    project = root / "App"
    shutil.rmtree(project, ignore_errors=True)
    (project / ".git").mkdir(parents=True)
    name = re.search(r"class (\w+)", swift)[1]
    outlet = re.search(r"@IBOutlet weak var (\w+): NSLayoutConstraint", swift)[1]
    (project / f"{name}.swift").write_text(swift)
    (project / "Main.storyboard").write_text(f"""<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
    <device id="retina4_7" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="s1">
            <objects>
                <viewController id="vc1" customClass="{name}" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                                <rect key="frame" x="24" y="613" width="327" height="34"/>
                                <constraints><constraint firstAttribute="height" constant="34" id="h1"/></constraints>
                            </textField>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="safe" firstAttribute="bottom" secondItem="field" secondAttribute="bottom" constant="20" id="b1"/>
                        </constraints>
                    </view>
                    <connections><outlet property="{outlet}" destination="b1" id="o1"/></connections>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
""")
    return lint_json(str(project))


@pytest.mark.parametrize("code", CODES)
def test_explain_example_gets_its_code(code: str, tmp_path: Path):
    markdown = kb("explain", "--markdown", code)
    assert markdown.returncode == 0
    # KB300-KB303 are about storyboards and xibs: their examples are XML, linted as a
    # .storyboard. KB310 and KB311 are about the app's code: their examples are a controller's
    # Swift, linted beside a storyboard that uses the class.
    is_code = code in ("KB310", "KB311")
    is_document = code.startswith("KB3") and not is_code
    blocks = kbl_blocks(markdown.stdout, "swift" if is_code else "xml" if is_document else "kbl")
    assert blocks, f"no ```kbl (or ```xml) block in `kb-lsp explain --markdown {code}`"
    example = blocks[0]
    assert indented_example(kb("explain", code).stdout) == example

    def lint_example(text: str) -> dict:
        if is_code:
            return lint_code_example(text, tmp_path)
        if not is_document:
            return lint_json("-", input=text)
        path = tmp_path / "Example.storyboard"
        path.write_text(text)
        return lint_json(str(path))

    document = lint_example(example)
    if is_code:
        # Found on the code's line, in its own file after the storyboard's.
        found = [(file["path"].split("/")[-1], d["code"]) for file in document["files"] for d in file["diagnostics"]]
        controller = re.search(r"class (\w+)", example)[1]
        assert (f"{controller}.swift", code) in found, found
        for fixed in blocks[1:]:
            assert code not in [d["code"] for f in lint_example(fixed)["files"] for d in f["diagnostics"]]
        return
    found = [d["code"] for d in document["files"][0]["diagnostics"]]
    assert code in found, f"the example of {code} gets {found}"
    if code == "KB007":
        # Its example shows the effect too: fields moved wrongly in landscape.
        assert set(found) <= {code, "KB002", "KB003"}
    elif code == "KB302":
        # Laid out with its conflict relaxed, the image runs below the landscape screen.
        assert set(found) <= {code, "KB006"}
    elif code in KEYBOARD_CODES or is_document:
        assert set(found) == {code}
    # The fixed version, when there is one, no longer gets it.
    for fixed in blocks[1:]:
        found = [d["code"] for d in lint_example(fixed)["files"][0]["diagnostics"]]
        assert code not in found, f"the fixed example of {code} still gets {found}"


def test_explain_markdown_is_the_committed_doc():
    proc = kb("explain", "--markdown")
    assert proc.returncode == 0
    for code in CODES:
        assert f"## {code}" in proc.stdout
    doc = (REPO / "docs" / "diagnostics.md").read_bytes()
    assert_same_output(proc.stdout.encode(), doc,
                       "docs/diagnostics.md is out of date; regenerate with: kb-lsp explain --markdown > docs/diagnostics.md")
