"""`kb-lsp import FILE` (ib.md section 9): a document's screens as KBL that parses without
a KB1xx error and that `kb-lsp lint` analyses as it analyses the document, in the geometry
the frames were solved in; shown on every test document. Bad input: a clear error and a
non-zero status."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import ibdocs
from kbcli import KEYBOARD_CODES, REPO, kb, lint_json

DOCUMENTS = sorted([*(REPO / "Tests/Fixtures/interface-builder").glob("*.storyboard"),
                    *(REPO / "Tests/Fixtures/interface-builder").glob("*.xib"),
                    *(REPO / "examples").glob("*.storyboard")])
ELEMENT_KINDS = {"view", "scroll", "field", "textarea", "label", "button", "image"}
ELEMENT_COMMENT = re.compile(r"# line (\d+): (\w+) '([^']+)'")
GEOMETRY = re.compile(r"^# kb-lsp import of .*: its screens on (\S+) in (portrait|landscape),$", re.M)


# The configurations the documents are imported and linted under: the first geometry in
# portrait and in landscape, each strategy for the screens whose document shows none (rule
# 8), options the KBL must write out (padding, ios), and a device of the configuration.
CONFIGURATIONS = {
    "defaults": {},
    "landscape": {"orientations": ["landscape"]},
    "shift, padding 12, ios 7": {"orientations": ["landscape"], "avoid": "shift", "padding": 12, "ios": 7},
    "slide": {"avoid": "slide"},
    "scroll, padding 0": {"orientations": ["landscape"], "avoid": "scroll", "padding": 0},
    "inset, ios 7": {"avoid": "inset", "ios": 7, "orientations": ["landscape"]},
    "fraction": {"avoid": "fraction", "orientations": ["landscape"]},
    "iqkeyboardmanager": {"avoid": "iqkeyboardmanager"},
    "resize in landscape": {"avoid": "resize", "orientations": ["landscape"]},
    "a configured device": {"devices": {"field-phone": {"size": [393, 852], "keyboard": [336, 209], "status-bar": [59, 0],
                                                        "home-indicator": [34, 21]}},
                            "interface-builder": {"devices": ["field-phone", "iphone-se"]}},
}


def imported(path: Path, *options: str) -> tuple[str, str, str]:
    """The KBL of `path`, and the device and orientation its frames were solved on."""
    proc = kb("import", *options, path.name, cwd=path.parent)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    match = GEOMETRY.search(proc.stdout)
    assert match, proc.stdout[:300]
    return proc.stdout, match.group(1), match.group(2)


def findings(diagnostics: list[dict]) -> list[tuple[str, str, str, str]]:
    """The keyboard findings (KB001-KB007), by code, screen, field (none for KB004's and
    KB007's screen-wide findings) and orientation, each once: a document's KB007 is about the
    screen's code and comes once per device it is checked on."""
    return sorted({(d["code"], d.get("screen"), d.get("element"), d.get("orientation"))
                   for d in diagnostics if d["code"] in KEYBOARD_CODES})


def test_every_document_is_imported():
    # The list is not empty by accident: the fixtures and both example storyboards.
    assert len(DOCUMENTS) >= 20
    assert {"chat-composer.storyboard", "sign-in.storyboard", "login.xib"} <= {path.name for path in DOCUMENTS}


@pytest.mark.parametrize("configuration", CONFIGURATIONS.values(), ids=CONFIGURATIONS.keys())
@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda path: path.name)
def test_the_kbl_lints_as_the_document_does(document: Path, configuration: dict, tmp_path: Path):
    settings = tmp_path / "kblint.json"
    settings.write_text(json.dumps(configuration))
    text, device, orientation = imported(document, "--config", str(settings))
    kbl = tmp_path / (document.stem + ".kbl")
    kbl.write_text(text)
    kbl_diagnostics = lint_json("--config", str(settings), kbl.name, cwd=tmp_path)["files"][0]["diagnostics"]
    errors = [d for d in kbl_diagnostics if d["code"].startswith("KB1")]
    assert errors == [], text
    # The document is linted on every device and orientation it is checked on; the KBL
    # only in the first geometry. KB300-KB303 are about reading the document: no KBL has them.
    document_diagnostics = lint_json("--config", str(settings), document.name, cwd=document.parent)["files"][0]["diagnostics"]
    there = [d for d in document_diagnostics if d.get("device", device) == device and d.get("orientation") == orientation]
    assert findings(kbl_diagnostics) == findings(there), text
    assert all(d["orientation"] == orientation for d in kbl_diagnostics if d["code"] in KEYBOARD_CODES)


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda path: path.name)
def test_each_element_names_its_line_in_the_document(document: Path, tmp_path: Path):
    text, _, _ = imported(document)
    source = document.read_text(encoding="utf-8").splitlines()
    elements = [line for line in text.splitlines() if line.strip().split(" ")[0] in ELEMENT_KINDS]
    assert elements
    for line in elements:
        match = ELEMENT_COMMENT.search(line)
        assert match, line
        number, tag, name = int(match.group(1)), match.group(2), match.group(3)
        assert source[number - 1].lstrip().startswith(f"<{tag} "), (line, source[number - 1])
        assert line.split()[1] == name
    # The file is in `kb-lsp format`'s layout already.
    (tmp_path / "Imported.kbl").write_text(text)
    assert kb("format", "--check", "Imported.kbl", cwd=tmp_path).returncode == 0


def test_a_document_with_findings_keeps_them(tmp_path: Path):
    # The comparison above is not empty everywhere: the chat screen's landscape-free
    # finding, and the sign-in form's covered password.
    path = tmp_path / "SignIn.storyboard"
    path.write_text(ibdocs.sign_in_storyboard())
    text, device, orientation = imported(path)
    assert (device, orientation) == ("iphone-se", "portrait")
    assert "field passwordField top 573 height 34 # line" in text
    kbl = tmp_path / "SignIn.kbl"
    kbl.write_text(text)
    assert findings(lint_json(kbl.name, cwd=tmp_path)["files"][0]["diagnostics"]) == [
        ("KB001", "SignInViewController", "passwordField", "portrait")]


def test_a_file_that_is_no_document(tmp_path: Path):
    path = tmp_path / "Notes.storyboard"
    path.write_text("just some text\n")
    proc = kb("import", path.name, cwd=tmp_path)
    assert proc.returncode == 1
    assert "[KB300]" in proc.stdout and "Notes.storyboard:1:1: error:" in proc.stdout


def test_a_missing_file(tmp_path: Path):
    proc = kb("import", "Missing.storyboard", cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert "Missing.storyboard" in proc.stderr and proc.stderr.startswith("kb-lsp: error:")


def test_a_document_with_no_screens(tmp_path: Path):
    path = tmp_path / "Launch.storyboard"
    path.write_text(ibdocs.storyboard(extra=' launchScreen="YES"'))
    proc = kb("import", path.name, cwd=tmp_path)
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert proc.stderr == "kb-lsp: error: Launch.storyboard has no screens: no view controller with a view (a launch screen, a cell's xib)\n"


def test_usage_and_help():
    assert kb("import").returncode == 2
    assert "usage: kb-lsp import FILE" in kb("import").stderr
    assert kb("import", "a.xib", "b.xib").returncode == 2
    help_text = kb("import", "--help")
    assert help_text.returncode == 0 and help_text.stdout.startswith("kb-lsp import — ")
    assert kb("help", "import").stdout == help_text.stdout
    assert "kb-lsp import FILE" in kb("--help").stdout


def test_the_example_of_the_docs_is_what_import_prints():
    docs = (REPO / "docs" / "interface-builder.md").read_text(encoding="utf-8")
    section = docs[docs.index("## `kb-lsp import`"):]
    example = section[section.index("```kbl\n") + len("```kbl\n"):section.index("```\n", section.index("```kbl\n") + 7)]
    text, _, _ = imported(REPO / "examples" / "chat-composer.storyboard")
    assert example in text
