"""`kb-lsp lint` on Interface Builder documents end to end (ib.md sections 1, 8, 9): storyboards
and xibs found beside KBL specs, findings on the start tag of the field's element, every
report format, baselines and the options that decide the exit status, `.kblint.json`'s
`interface-builder`. The documents are written by ibdocs.py."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

import ibdocs
from kbcli import EXAMPLES_DIR, assert_valid_sarif, diagnostics_by_path, kb, lint, lint_json, parse_annotations

SPEC = "sign-in-shift.kbl"  # an example with warnings only
PASSWORD = "Abc-pw-002"
CODE = "Xib-cd-001"


@pytest.fixture
def repository(tmp_path: Path) -> Path:
    """A repository mixing specs and documents, plus a hidden folder the walk skips:
    ui/Main.storyboard (passwordField covered in both orientations), ui/Login.xib
    (codeField likewise), ui/a-spec.kbl, z/Z.storyboard, .hidden/H.storyboard."""
    root = tmp_path / "app"
    (root / ".git").mkdir(parents=True)
    for folder in ("ui", "z", ".hidden"):
        (root / folder).mkdir()
    (root / "ui" / "Main.storyboard").write_text(ibdocs.sign_in_storyboard())
    (root / "ui" / "Login.xib").write_text(ibdocs.login_xib())
    shutil.copyfile(EXAMPLES_DIR / SPEC, root / "ui" / "a-spec.kbl")
    (root / "z" / "Z.storyboard").write_text(ibdocs.sign_in_storyboard())
    (root / ".hidden" / "H.storyboard").write_text(ibdocs.sign_in_storyboard())
    (root / "ui" / "notes.storyboard.txt").write_text("not a document\n")
    return root


LINTED = ["ui/Login.xib", "ui/Main.storyboard", "ui/a-spec.kbl", "z/Z.storyboard"]


def configure(root: Path, configuration: dict) -> None:
    (root / ".kblint.json").write_text(json.dumps(configuration))


# -- finding documents, placing findings --------------------------------------------------------

def test_lint_finds_documents_beside_specs_in_sorted_order_skipping_hidden_folders(repository: Path):
    document = lint_json(".", cwd=repository)
    paths = [file["path"].removeprefix("./") for file in document["files"]]
    assert paths == LINTED
    assert document["summary"]["files"] == 4
    # Given as paths, documents are read too, in the order given.
    given = lint_json("z/Z.storyboard", "ui/Login.xib", cwd=repository)
    assert [file["path"] for file in given["files"]] == ["z/Z.storyboard", "ui/Login.xib"]


def test_findings_are_on_the_start_tag_of_the_field(repository: Path):
    for path, id, name in [("ui/Main.storyboard", PASSWORD, "passwordField"), ("ui/Login.xib", CODE, "codeField")]:
        line, column = ibdocs.where_is((repository / path).read_text(), id)
        diagnostics = diagnostics_by_path(lint_json(path, cwd=repository))[path]
        assert [(d["code"], d["orientation"]) for d in diagnostics] == [("KB001", "portrait"), ("KB001", "landscape")]
        for d in diagnostics:
            assert (d["line"], d["column"], d["endLine"], d["endColumn"]) == (line, column, line, column + len("textField"))
            assert d["message"].startswith(f"textField '{name}' is covered by the keyboard in {d['orientation']}: ")
            assert d["element"] == name and d["severity"] == "warning"
        # The field near the top (emailField, xib: none) has no finding.
        assert "emailField" not in json.dumps(diagnostics)


def test_text_lines_name_the_device_when_several_are_checked(repository: Path):
    one = lint("ui/Main.storyboard", cwd=repository)
    assert one.returncode == 0, one.stderr
    line, column = ibdocs.where_is((repository / "ui/Main.storyboard").read_text(), PASSWORD)
    assert f"ui/Main.storyboard:{line}:{column}: warning: textField 'passwordField' is covered by the keyboard in landscape: " in one.stdout
    assert " on iphone" not in one.stdout
    configure(repository, {"interface-builder": {"devices": ["iphone-se", "iphone-16", "ipad"]}})
    several = lint("ui/Main.storyboard", cwd=repository).stdout
    for device in ("iphone-se", "iphone-16"):
        for orientation in ("portrait", "landscape"):
            assert f"textField 'passwordField' is covered by the keyboard in {orientation} on {device}: " in several
    # On an iPad (1024 tall) the field pinned 40 above the bottom is covered too; each device is used.
    assert " on ipad: " in several
    assert several.count("[KB001]") == len(re.findall(r" on (iphone-se|iphone-16|ipad): ", several))


def test_json_findings_of_documents_carry_the_device(repository: Path):
    """ib.md section 9: "JSON adds `device` to keyboard diagnostics of documents"."""
    configure(repository, {"interface-builder": {"devices": ["iphone-se", "iphone-16"]}})
    diagnostics = diagnostics_by_path(lint_json("ui/Main.storyboard", cwd=repository))["ui/Main.storyboard"]
    assert len(diagnostics) == 4
    assert sorted(d["device"] for d in diagnostics) == ["iphone-16", "iphone-16", "iphone-se", "iphone-se"]
    # A spec's keyboard findings have no device (their screen names it).
    spec = diagnostics_by_path(lint_json("ui/a-spec.kbl", cwd=repository))["ui/a-spec.kbl"]
    assert spec and all("device" not in d for d in spec)


def test_a_documents_misread_landscape_keyboard_names_its_device(repository: Path):
    """KB007 is about the screen's code: one per checked device, each naming it."""
    configure(repository, {"avoid": "shift", "ios": 7, "orientations": ["landscape"],
                           "interface-builder": {"devices": ["iphone-se", "iphone-16"]}})
    diagnostics = diagnostics_by_path(lint_json("ui/Main.storyboard", cwd=repository))["ui/Main.storyboard"]
    misread = [d for d in diagnostics if d["code"] == "KB007"]
    assert sorted(d.get("device") for d in misread) == ["iphone-16", "iphone-se"]


# -- every report format --------------------------------------------------------------------------

def expected_findings(repository: Path) -> list[tuple[str, dict]]:
    document = lint_json("ui", "z", cwd=repository)
    found = [(path, d) for path, ds in diagnostics_by_path(document).items() for d in ds]
    assert {path for path, _ in found} == {"ui/Login.xib", "ui/Main.storyboard", "ui/a-spec.kbl", "z/Z.storyboard"}
    return found


def test_sarif_carries_document_findings_and_is_valid(repository: Path):
    proc = lint("--format", "sarif", "ui", "z", cwd=repository)
    assert proc.returncode == 0, proc.stderr
    sarif = json.loads(proc.stdout)
    assert_valid_sarif(sarif)
    results = sarif["runs"][0]["results"]
    expected = expected_findings(repository)
    assert len(results) == len(expected)
    for result, (path, d) in zip(results, expected):
        location = result["locations"][0]["physicalLocation"]
        assert location["artifactLocation"]["uri"] == path
        region = location["region"]
        assert (region["startLine"], region["startColumn"]) == (d["line"], d["column"])
        assert result["ruleId"] == d["code"] and result["message"]["text"] == d["message"]
    assert any(r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].endswith(".xib") for r in results)


def test_github_annotations_carry_document_findings(repository: Path):
    proc = lint("--format", "github", "ui", "z", cwd=repository)
    annotations, summary = parse_annotations(proc.stdout)
    expected = expected_findings(repository)
    assert [(a["file"], a["line"], a["col"], a["endColumn"], a["title"], a["message"]) for a in annotations] == \
        [(p, d["line"], d["column"], d["endColumn"], d["code"], d["message"]) for p, d in expected]
    assert all(a["command"] == "warning" for a in annotations)
    assert "warning" in summary


def test_gitlab_issues_carry_document_findings(repository: Path):
    issues = json.loads(lint("--format", "gitlab", "ui", "z", cwd=repository).stdout)
    expected = expected_findings(repository)
    assert [(i["location"]["path"], i["location"]["lines"]["begin"], i["check_name"]) for i in issues] == \
        [(p, d["line"], d["code"]) for p, d in expected]
    assert len({i["fingerprint"] for i in issues}) == len(issues)


def test_xcode_lines_have_absolute_paths_to_documents(repository: Path):
    lines = lint("--format", "xcode", "ui", "z", cwd=repository).stdout.splitlines()
    expected = expected_findings(repository)
    assert lines == [f"{repository / p}:{d['line']}:{d['column']}: warning: {d['message']} [{d['code']}]" for p, d in expected]


def test_html_page_lists_document_findings_and_draws_them(repository: Path):
    proc = lint("--format", "html", "-o", "report.html", "ui", "z", cwd=repository)
    assert proc.returncode == 0, proc.stderr
    page = (repository / "report.html").read_text()
    assert page.lstrip().lower().startswith("<!doctype html")
    for path, d in expected_findings(repository):
        assert path in page
        assert d["message"].replace("'", "&#39;") in page or d["message"] in page
    # Each document's screen is drawn, as a spec's is.
    assert page.count("<svg") >= 3


# -- baselines, exit status, severities -----------------------------------------------------------

def test_baseline_silences_document_findings(repository: Path):
    written = lint("--write-baseline", "kb-baseline.json", ".", cwd=repository)
    assert written.returncode == 0, written.stderr
    baseline = (repository / "kb-baseline.json").read_text()
    assert "Main.storyboard" in baseline and "Login.xib" in baseline
    document = lint_json("--baseline", "kb-baseline.json", ".", cwd=repository)
    assert all(not file["diagnostics"] for file in document["files"])
    assert document["summary"]["baselined"] == len(expected_findings(repository))
    assert lint("--strict", "--baseline", "kb-baseline.json", ".", cwd=repository).returncode == 0
    # A new finding in a document is not in the baseline.
    (repository / "ui" / "New.storyboard").write_text(ibdocs.sign_in_storyboard())
    after = lint_json("--baseline", "kb-baseline.json", ".", cwd=repository)
    assert [f["path"].removeprefix("./") for f in after["files"] if f["diagnostics"]] == ["ui/New.storyboard"]


def test_strict_max_warnings_and_quiet_count_document_findings(repository: Path):
    target = ["ui/Main.storyboard", "ui/Login.xib"]
    assert lint(*target, cwd=repository).returncode == 0
    strict = lint("--strict", *target, cwd=repository)
    assert strict.returncode == 1
    assert lint("--max-warnings", "4", *target, cwd=repository).returncode == 0
    over = lint("--max-warnings", "3", *target, cwd=repository)
    assert over.returncode == 1 and "4 warnings, more than --max-warnings 3 allows" in over.stderr
    # --quiet: only the error of an unreadable document is shown, the warnings still count.
    (repository / "ui" / "Broken.xib").write_text("<document>\n<objects>\n")
    quiet = lint("--quiet", "ui", cwd=repository)
    assert quiet.returncode == 1
    shown = quiet.stdout.splitlines()
    assert len(shown) == 2 and shown[0].startswith("ui/Broken.xib:") and "error: not a readable iOS Interface Builder" in shown[0]
    assert shown[1].startswith("1 error")


CONFLICT = ibdocs.storyboard(ibdocs.scene(
    "Cnf-vc-000", "Cnf-rt-000", identifier="ConflictViewController",
    subviews=ibdocs.field("Cnf-fd-001", 40),
    constraints=(ibdocs.pin_top("Cnf-fd-001", 20, "Cnf-rt-000-sa", "Cnf-c1-001")
                 + ibdocs.height("Cnf-fd-001", 34, "Cnf-c2-002") + ibdocs.height("Cnf-fd-001", 50, "Cnf-c3-003"))))


def test_severities_from_the_configuration_apply_to_documents(repository: Path):
    (repository / "ui" / "Conflict.storyboard").write_text(CONFLICT)
    before = diagnostics_by_path(lint_json("ui", cwd=repository))
    conflict = before["ui/Conflict.storyboard"]
    assert {d["code"] for d in conflict} == {"KB302"} and all(d["severity"] == "warning" for d in conflict)
    assert all("'Cnf-c2-002'" in d["message"] and "'Cnf-c3-003'" in d["message"] for d in conflict)
    line, column = ibdocs.where_is(CONFLICT, "Cnf-vc-000")
    assert {(d["line"], d["column"]) for d in conflict} == {(line, column)}
    configure(repository, {"severity": {"KB302": "error", "KB001": "off"}})
    after = lint_json("ui", cwd=repository)
    found = [d for ds in diagnostics_by_path(after).values() for d in ds]
    assert "KB302" in {d["code"] for d in found} and "KB001" not in {d["code"] for d in found}
    assert all(d["severity"] == "error" for d in found if d["code"] == "KB302")
    assert lint("ui/Conflict.storyboard", cwd=repository).returncode == 1


def test_shards_partition_a_mixed_tree(repository: Path):
    everything = [f["path"] for f in lint_json(".", cwd=repository)["files"]]
    shards = []
    for index in (1, 2, 3):
        proc = lint("--format", "json", "--shard", f"{index}/3", ".", cwd=repository)
        assert proc.returncode in (0, 1), proc.stderr
        shards.append([f["path"] for f in json.loads(proc.stdout)["files"]])
    union = [path for shard in shards for path in shard]
    assert sorted(union) == sorted(everything) and len(set(union)) == len(union)
    assert all(shard == sorted(shard, key=everything.index) for shard in shards)
    assert any(p.endswith(".xib") for p in union) and any(p.endswith(".kbl") for p in union)


# -- .kblint.json's interface-builder -------------------------------------------------------------

@pytest.mark.parametrize("section, key, words", [
    ({"devices": ["iphone-sx"]}, "interface-builder.devices[0]", "unknown device 'iphone-sx'"),
    ({"devices": ["iphone-se", "ipad-mini-9"]}, "interface-builder.devices[1]", "unknown device 'ipad-mini-9'"),
    ({"devicez": ["iphone-se"]}, "interface-builder.devicez", "unknown key"),
    ({"devices": "iphone-se"}, "interface-builder.devices", "expected a non-empty array"),
    ({"devices": []}, "interface-builder.devices", "expected a non-empty array"),
    ({"devices": [7]}, "interface-builder.devices[0]", ""),
    ({"avoid": ["resize"]}, "interface-builder.avoid", "expected an object"),
    ({"avoid": {"SignInViewController": "bogus"}}, "interface-builder.avoid.SignInViewController", "unknown strategy"),
    ({"avoid": {"SignInViewController": 3}}, "interface-builder.avoid.SignInViewController", ""),
    (3, "interface-builder", "expected an object"),
])
def test_bad_interface_builder_configuration_is_an_error_naming_the_key(repository: Path, section, key: str, words: str):
    configure(repository, {"interface-builder": section})
    for command in (["lint", "ui/Main.storyboard"], ["layout", "ui/Main.storyboard"]):
        proc = kb(*command, cwd=repository)
        assert proc.returncode == 2, (command, proc.stdout)
        assert proc.stdout == ""
        assert f"key '{key}'" in proc.stderr and words in proc.stderr, proc.stderr


def test_interface_builder_devices_may_be_configured_devices(repository: Path):
    configure(repository, {"devices": {"tall-phone": {"size": [375, 1000], "keyboard": [300, 200], "status-bar": [20, 0]}},
                           "interface-builder": {"devices": ["tall-phone", "iphone-se"]}})
    proc = lint("ui/Main.storyboard", cwd=repository)
    assert proc.returncode == 0, proc.stderr
    # Pinned 40 above the bottom of a 1000-pt screen: bottom 960, the keyboard's top 700.
    assert "textField 'passwordField' is covered by the keyboard in portrait on tall-phone: it reaches 260 pt " in proc.stdout
    assert "textField 'passwordField' is covered by the keyboard in portrait on iphone-se: it reaches 220 pt " in proc.stdout


def test_avoid_by_screen_name_changes_the_strategy(repository: Path):
    before = lint_json("ui/Main.storyboard", cwd=repository)
    assert len(before["files"][0]["diagnostics"]) == 2
    configure(repository, {"interface-builder": {"avoid": {"SignInViewController": "iqkeyboardmanager",
                                                           "NoSuchScreen": "resize"}}})
    layout = json.loads(kb("layout", "--format", "json", "ui/Main.storyboard", cwd=repository).stdout)
    assert layout["screens"][0]["strategy"] == "iqkeyboardmanager"
    after = lint_json("ui/Main.storyboard", cwd=repository)["files"][0]["diagnostics"]
    assert not any(d["code"] == "KB001" and d["orientation"] == "portrait" for d in after)
