"""The README's "Use in CI" section: its workflows are valid YAML with the parts GitHub
and GitLab need, and every `kb-lsp lint` command in them runs as written (with the
matrix values filled in) against a copy of examples/ laid out as a repository."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from ibdocs import login_xib, sign_in_storyboard, where_is
from rawlsp import server_path

REPO = Path(__file__).resolve().parents[2]


def ci_section() -> str:
    readme = (REPO / "README.md").read_text()
    start = readme.index("## Use in CI")
    end = readme.find("\n## ", start + 1)
    return readme[start:end if end >= 0 else len(readme)]


def yaml_blocks() -> list[dict]:
    return [yaml.safe_load(block) for block in re.findall(r"```yaml\n(.*?)```", ci_section(), re.S)]


@pytest.fixture
def repository(tmp_path: Path) -> Path:
    """A repository with the examples as its specs/."""
    (tmp_path / ".git").mkdir()
    shutil.copytree(REPO / "examples", tmp_path / "specs")
    return tmp_path


def run_step(command: str, cwd: Path) -> int:
    env = dict(os.environ, PATH=f"{Path(server_path()).parent}:{os.environ['PATH']}")
    return subprocess.run(["bash", "-eo", "pipefail", "-c", command], cwd=cwd, env=env,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=60).returncode


def lint_commands(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if "kb-lsp lint" in line]


def sarif_results(path: Path) -> set[tuple]:
    document = json.loads(path.read_text())
    assert document["version"] == "2.1.0"
    return {
        (r["ruleId"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
         r["locations"][0]["physicalLocation"]["region"]["startLine"], r["message"]["text"])
        for r in document["runs"][0]["results"]
    }


def test_the_section_has_two_github_workflows_and_a_gitlab_job():
    blocks = yaml_blocks()
    assert len(blocks) == 3
    workflow, sharded, gitlab = blocks
    # PyYAML reads the bare key `on` as True.
    assert workflow.get("on", workflow.get(True)) == ["push", "pull_request"]
    job = workflow["jobs"]["kb-lint"]
    assert job["permissions"]["security-events"] == "write"
    uses = [step.get("uses", "") for step in job["steps"]]
    # Current major versions of the actions (checkout v6, CodeQL's upload-sarif v4).
    assert "github/codeql-action/upload-sarif@v4" in uses
    assert "actions/checkout@v6" in uses and not any(u.startswith("actions/checkout@") and u != "actions/checkout@v6" for u in uses)
    assert sharded["kb-lint-sharded"]["strategy"]["matrix"]["shard"] == [1, 2, 3, 4]
    assert gitlab["kb-lint"]["parallel"] == 4


def test_the_github_workflow_runs_and_uploads_what_it_wrote(repository: Path):
    job = yaml_blocks()[0]["jobs"]["kb-lint"]
    commands = [step["run"] for step in job["steps"] if "kb-lsp lint" in step.get("run", "")]
    assert len(commands) == 2
    statuses = [run_step(command, repository) for command in commands]
    # The examples have errors on purpose: the lint steps fail the job, as they should.
    assert statuses == [1, 1]
    upload = next(step for step in job["steps"] if step.get("uses", "").startswith("github/codeql-action/upload-sarif"))
    assert upload["if"] == "success() || failure()"
    results = sarif_results(repository / upload["with"]["sarif_file"])
    assert ("KB005", "specs/profile-scroll.kbl", 16, "field 'promoCode' is covered by the keyboard in portrait: it reaches 156 pt below the keyboard's top (all 44 pt of it covered), and 'avoid scroll' cannot reveal it: it is not inside a scroll") in results


def test_the_shard_matrix_covers_every_finding_once(repository: Path):
    job = yaml_blocks()[1]["kb-lint-sharded"]
    shards = job["strategy"]["matrix"]["shard"]
    step = next(step for step in job["steps"] if "kb-lsp lint" in step.get("run", ""))
    upload = next(step for step in job["steps"] if step.get("uses", "").startswith("github/codeql-action/upload-sarif"))
    categories = set()
    combined: list[tuple] = []
    for shard in shards:
        command = step["run"].replace("${{ matrix.shard }}", str(shard))
        assert run_step(command, repository) in (0, 1)
        sarif_file = upload["with"]["sarif_file"].replace("${{ matrix.shard }}", str(shard))
        combined += sorted(sarif_results(repository / sarif_file))
        categories.add(upload["with"]["category"].replace("${{ matrix.shard }}", str(shard)))
    assert len(categories) == len(shards), "each shard must upload under its own category"
    assert run_step("kb-lsp lint --format sarif specs > all.sarif", repository) == 1
    assert sorted(combined) == sorted(sarif_results(repository / "all.sarif"))


def test_the_gitlab_job_reports_code_quality_in_every_parallel_node(repository: Path):
    job = yaml_blocks()[2]["kb-lint"]
    total = job["parallel"]
    report = job["artifacts"]["reports"]["codequality"]
    assert job["artifacts"]["when"] == "always"
    issues = []
    for index in range(1, total + 1):
        for command in job["script"]:
            command = command.replace("${CI_NODE_INDEX}", str(index)).replace("${CI_NODE_TOTAL}", str(total))
            # The findings are in the log too, and the status fails the job on errors.
            assert run_step(command, repository) in (0, 1), command
        issues += json.loads((repository / report).read_text())
        (repository / report).unlink()
    whole = run_step(f"kb-lsp lint --format gitlab specs > all.json", repository)
    assert whole == 1
    expected = json.loads((repository / "all.json").read_text())
    assert sorted(issues, key=json.dumps) == sorted(expected, key=json.dumps)
    assert {issue["location"]["path"] for issue in issues} >= {"specs/profile-scroll.kbl", "specs/chat-none.kbl"}


def xcode_script() -> str:
    readme = (REPO / "README.md").read_text()
    section = readme[readme.index("### Xcode"):]
    return re.search(r"```sh\n(.*?)```", section, re.S).group(1)


def test_the_xcode_run_script_phase_prints_issues_and_fails_on_warnings(tmp_path: Path):
    """The README's Run Script, run as Xcode runs it: SRCROOT and TARGET_NAME set, a bare
    PATH plus where kb-lsp is installed. It lints the target's folder: its spec and its
    storyboard in Base.lproj, not the xib of a pod beside it."""
    target = tmp_path / "Shop"
    (target / "Base.lproj").mkdir(parents=True)
    shutil.copy(REPO / "examples" / "sign-in-shift.kbl", target)
    board = sign_in_storyboard()
    (target / "Base.lproj" / "Main.storyboard").write_text(board)
    (tmp_path / "Pods" / "Login").mkdir(parents=True)
    (tmp_path / "Pods" / "Login" / "Login.xib").write_text(login_xib())
    env = {"SRCROOT": str(tmp_path), "TARGET_NAME": "Shop", "PATH": f"/usr/bin:/bin:{Path(server_path()).parent}"}
    proc = subprocess.run(["bash", "-c", xcode_script()], env=env, capture_output=True, text=True, timeout=60)
    # Warnings, and --strict makes them fail the build.
    assert proc.returncode == 1
    lines = proc.stdout.splitlines()
    line, column = where_is(board, "Abc-pw-002")
    password = f"{target}/Base.lproj/Main.storyboard:{line}:{column}: warning: textField 'passwordField' "
    assert [text.startswith(password) for text in lines] == [True, True, False], proc.stdout
    assert lines[2] == (f"{target}/sign-in-shift.kbl:21:14: warning: textarea 'note' does not fit in landscape: "
                        "shifting it up 241 pt pushes it 23 pt above the visible top [KB003]")
    # Without kb-lsp the build goes on, with a warning that says what to install.
    if any(Path(folder, "kb-lsp").exists() for folder in ("/usr/bin", "/bin", "/opt/homebrew/bin", "/usr/local/bin")):
        return  # installed on this machine: the script finds it
    proc = subprocess.run(["bash", "-c", xcode_script()], env=dict(env, PATH="/usr/bin:/bin"),
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and proc.stdout.startswith("warning: kb-lsp is not installed")


def adoption_commands() -> list[str]:
    section = ci_section()
    block = re.search(r"```sh\n(.*?)```", section[section.index("### Adopting kb-lsp"):], re.S).group(1)
    return [line.split("#")[0].strip() for line in block.splitlines() if line.strip()]


def test_the_adoption_commands_pass_until_a_new_finding_comes(repository: Path):
    write, check = adoption_commands()
    assert "--write-baseline" in write and "--baseline" in check
    # The examples have errors: without the baseline the step fails.
    assert run_step(check.replace(" --baseline kb-baseline.json", ""), repository) == 1
    assert run_step(write, repository) == 0
    assert run_step(check, repository) == 0
    # Lines moved above every finding: still nothing new.
    for spec in (repository / "specs").glob("*.kbl"):
        spec.write_text("# moved down\n\n" + spec.read_text())
    assert run_step(check, repository) == 0
    # A new error fails the step again.
    (repository / "specs" / "new.kbl").write_text("screen New {\n  feld x\n}\n")
    assert run_step(check, repository) == 1
