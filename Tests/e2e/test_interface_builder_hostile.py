"""Bad input named .storyboard or .xib (ib.md section 1): each is one KB300 on the line it is
about, or, for a readable document with broken parts, the rest of it analysed; the other
files of the run are linted as usual; never a crash or a hang (every run has a time limit).
The files are generated here, in temporary folders."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

import ibdocs
from ibdocs import field, scene, storyboard
from kbcli import kb, lint, lint_json
from rawlsp import server_path

GOOD = ibdocs.sign_in_storyboard()
GOOD_LINE = ibdocs.where_is(GOOD, "Abc-pw-002")[0]
LIMIT = 64 * 1024 * 1024


def lint_beside(tmp_path: Path, name: str, content: str | bytes, *args: str, timeout: float = 30) -> dict:
    """Lints a folder holding the bad file and Good.storyboard, as JSON; checks that the run
    ended normally and that Good.storyboard got its two findings; returns the bad file's
    diagnostics under "bad" and the whole document under "document"."""
    folder = tmp_path / "project"
    folder.mkdir(exist_ok=True)
    (folder / "Good.storyboard").write_text(GOOD)
    (folder / name).write_bytes(content.encode() if isinstance(content, str) else content)
    proc = lint("--format", "json", *args, ".", cwd=folder, timeout=timeout)
    assert proc.returncode in (0, 1), proc.stderr
    assert proc.stderr == ""
    document = json.loads(proc.stdout)
    files = {f["path"].removeprefix("./"): f["diagnostics"] for f in document["files"]}
    assert set(files) == {"Good.storyboard", name}
    good = files["Good.storyboard"]
    assert [(d["code"], d["line"], d["orientation"]) for d in good] == [("KB001", GOOD_LINE, "portrait"),
                                                                        ("KB001", GOOD_LINE, "landscape")]
    return {"bad": files[name], "document": document}


def kb300(diagnostics: list[dict]) -> dict:
    """The one diagnostic of an unreadable document: a KB300 error on column 1."""
    assert [d["code"] for d in diagnostics] == ["KB300"], diagnostics
    [d] = diagnostics
    assert d["severity"] == "error" and d["column"] == 1 and d["endLine"] == d["line"]
    assert d["message"].startswith("not a readable iOS Interface Builder document: ")
    assert not d["message"].endswith("…")
    return d


ARCHIVE = ('<?xml version="1.0" encoding="UTF-8"?>\n'
           '<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">\n'
           '\t<data>\n\t\t<int key="IBDocument.SystemTarget">1552</int>\n\t</data>\n</archive>\n')
MACOS = GOOD.replace('targetRuntime="iOS.CocoaTouch"', 'targetRuntime="MacOSX.Cocoa"').replace(
    "CocoaTouch.Storyboard.XIB", "Cocoa.Storyboard.XIB")
TRUNCATED = GOOD[:len(GOOD) // 2]


@pytest.mark.parametrize("name, content, line, words", [
    ("NotXML.storyboard", "this is not XML\nat all\n", 1, "not well-formed XML"),
    ("Truncated.storyboard", TRUNCATED, TRUNCATED.count("\n") + 1, "not well-formed XML"),
    ("Wide.storyboard", GOOD.encode("utf-16"), 1, "UTF-16"),
    ("Binary.xib", bytes(range(256)) * 16, 1, "binary data"),
    ("Latin1.xib", GOOD.replace("Sign", "Sign\xe9").encode("latin-1"), None, "not UTF-8"),
    ("Old.xib", ARCHIVE, 2, "an Interface Builder 3 archive (Xcode 4 or earlier)"),
    ("Mac.storyboard", MACOS, 2, "a macOS document (targetRuntime MacOSX.Cocoa)"),
    ("Empty.xib", "", 1, "the file is empty"),
], ids=["not XML", "truncated", "UTF-16 with BOM", "binary", "Latin-1", "archive xib", "macOS storyboard", "empty"])
def test_unreadable_documents_are_one_kb300_on_the_right_line(tmp_path: Path, name: str, content, line, words: str):
    d = kb300(lint_beside(tmp_path, name, content)["bad"])
    assert words in d["message"]
    if line is not None:
        assert d["line"] == line
    # The same line from kb-lsp layout, with status 1.
    proc = kb("layout", name, cwd=tmp_path / "project", timeout=30)
    assert proc.returncode == 1
    assert proc.stdout.startswith(f"{name}:{d['line']}:1: error: {d['message']} [KB300]")


XXE = ('<?xml version="1.0" encoding="UTF-8"?>\n'
       '<!DOCTYPE document [\n'
       '<!ENTITY xxe SYSTEM "file:///etc/passwd">\n'
       ']>\n' + GOOD.split("\n", 1)[1].replace('id="Abc-em-001"', 'placeholder="&xxe;" id="Abc-em-001"'))


def test_external_entities_are_refused_and_never_read(tmp_path: Path):
    result = lint_beside(tmp_path, "XXE.storyboard", XXE)
    d = kb300(result["bad"])
    assert d["line"] == 2 and "DTD" in d["message"]
    passwd = [line.split(":")[0] + ":x:" for line in Path("/etc/passwd").read_text().splitlines() if line.count(":") >= 6]
    assert passwd, "no /etc/passwd to compare with"
    folder = tmp_path / "project"
    outputs = [json.dumps(result["document"])]
    for format in ("text", "sarif", "github", "gitlab", "xcode"):
        outputs.append(lint("--format", format, ".", cwd=folder).stdout)
    lint("--format", "html", "-o", "report.html", ".", cwd=folder)
    outputs.append((folder / "report.html").read_text())
    layout = kb("layout", "--format", "json", "XXE.storyboard", cwd=folder)
    outputs += [layout.stdout, layout.stderr]
    for output in outputs:
        assert not any(entry in output for entry in passwd[:3]), "the content of /etc/passwd was read"
        assert "root:" not in output


def billion_laughs(levels: int = 10) -> str:
    entities = ' <!ENTITY lol0 "lol">\n' + "".join(
        f' <!ENTITY lol{i} "{f"&lol{i - 1};" * 10}">\n' for i in range(1, levels))
    return ('<?xml version="1.0"?>\n<!DOCTYPE document [\n' + entities + ']>\n'
            '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" '
            f'targetRuntime="iOS.CocoaTouch">\n<scenes><!-- &lol{levels - 1}; --></scenes>\n'
            f'<label text="&lol{levels - 1};" id="lol-00-000"/>\n</document>\n')


def test_billion_laughs_is_refused_fast(tmp_path: Path):
    started = time.monotonic()
    d = kb300(lint_beside(tmp_path, "Laughs.storyboard", billion_laughs(), timeout=20)["bad"])
    assert time.monotonic() - started < 10
    assert d["line"] == 2


def test_a_file_over_64_mib_is_refused_unread(tmp_path: Path):
    padding = "<!--" + "x" * (LIMIT + 10) + "-->\n"
    content = GOOD.replace("<document ", padding + "<document ", 1)
    d = kb300(lint_beside(tmp_path, "Huge.storyboard", content)["bad"])
    size = len(content.encode())
    assert d["line"] == 1
    assert f"the file has {size} bytes, more than the {LIMIT} bytes (64 MiB) kb-lsp reads of a storyboard or xib" in d["message"]


def test_a_storyboard_of_12_mb_is_read_whole_in_memory_linear_in_it(tmp_path: Path):
    """Real storyboards reach tens of megabytes (ib.md section 1 has no size limit): 4,500
    sign-in scenes, each with its password field covered in both orientations, every one
    found; the process's peak memory stays a small multiple of the file."""
    count = 4500
    content = storyboard(*(ibdocs.sign_in(f"S{i:04d}", f"SignIn{i}") for i in range(count)))
    size = len(content.encode())
    assert 10 * 1024 * 1024 < size < LIMIT
    folder = tmp_path / "big"
    folder.mkdir()
    (folder / "Big.storyboard").write_text(content)
    # A fresh Python whose only child is kb-lsp: its children's peak is kb-lsp's.
    probe = ("import json, resource, subprocess, sys\n"
             "run = subprocess.run(sys.argv[1:], capture_output=True, text=True)\n"
             "peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss\n"
             "print(json.dumps({'status': run.returncode, 'peak': peak * (1 if sys.platform == 'darwin' else 1024), "
             "'out': run.stdout, 'err': run.stderr}))\n")
    done = subprocess.run([sys.executable, "-c", probe, server_path(), "lint", "--format", "json", "Big.storyboard"],
                          cwd=folder, capture_output=True, text=True, timeout=120)
    result = json.loads(done.stdout)
    assert result["status"] == 0 and result["err"] == "", result["err"]
    diagnostics = json.loads(result["out"])["files"][0]["diagnostics"]
    assert not [d for d in diagnostics if d["code"] != "KB001"]
    assert len({d["screen"] for d in diagnostics}) == count and len(diagnostics) == 2 * count
    assert result["peak"] < 12 * size, f"{result['peak']} bytes at peak for a file of {size}"


# -- readable documents with broken parts: analysed all the same --------------------------------

def broken(old: str, new: str) -> str:
    assert old in GOOD
    return GOOD.replace(old, new, 1)


PASSWORD_BOTTOM = 'secondAttribute="bottom" constant="40"'


@pytest.mark.parametrize("name, content", [
    ("Dangling.storyboard", broken('secondItem="Abc-rt-000-sa" secondAttribute="top" constant="20"',
                                   'secondItem="Nop-no-000" secondAttribute="top" constant="20"')),
    ("NoID.storyboard", broken(' id="Abc-em-001"', "")),
    ("DuplicateID.storyboard", broken(' id="Abc-em-001"', ' id="Abc-pw-002"')),
    ("Ratio.storyboard", broken(PASSWORD_BOTTOM, 'secondAttribute="bottom" multiplier="1:0" constant="40"')),
    ("NaN.storyboard", broken(PASSWORD_BOTTOM, 'secondAttribute="bottom" constant="NaN"')),
    ("Overflow.storyboard", broken(PASSWORD_BOTTOM, 'secondAttribute="bottom" constant="1e400"')),
    ("Infinity.storyboard", broken(PASSWORD_BOTTOM, 'secondAttribute="bottom" constant="-inf"')),
    ("Priority.storyboard", broken(PASSWORD_BOTTOM, 'secondAttribute="bottom" constant="40" priority="NaN"')),
], ids=["constraint naming no element", "element without id", "two elements with one id", "multiplier 1:0",
        "NaN constant", "1e400 constant", "infinite constant", "NaN priority"])
def test_broken_parts_do_not_stop_the_analysis(tmp_path: Path, name: str, content: str):
    diagnostics = lint_beside(tmp_path, name, content)["bad"]
    assert "KB300" not in {d["code"] for d in diagnostics}
    # What cannot be used is said (KB303) on the line that was broken, and left out.
    changed = next(number for number, (old, new) in enumerate(zip(GOOD.split("\n"), content.split("\n")), 1) if old != new)
    unusable = [d for d in diagnostics if d["code"] == "KB303"]
    assert unusable and all(d["severity"] == "warning" for d in unusable), diagnostics
    # On the broken element, or, for an id given twice, on the second element with it; the
    # constraints and outlets that named an id now gone are said too.
    assert changed in [d["line"] for d in unusable] or any("has the id" in d["message"] for d in unusable), diagnostics
    # The password field (line 21 of every variant) is still found and analysed.
    line = ibdocs.where_is(GOOD, "Abc-pw-002")[0]
    assert any(d["code"] == "KB001" and d["line"] == line for d in diagnostics), diagnostics
    layout = kb("layout", "--format", "json", name, cwd=tmp_path / "project")
    assert layout.returncode == 0, layout.stderr
    for view in json.loads(layout.stdout)["screens"][0]["views"]:
        assert isinstance(view["top"], (int, float)) and isinstance(view["height"], (int, float))
    assert_imports_cleanly(tmp_path / "project" / name)


def test_a_multiplier_of_0_on_a_position_is_left_out_and_said(tmp_path: Path):
    """`safe.bottom = password.bottom × 0 + 40` would pin the safe area's bottom at 40: UIKit
    refuses such a constraint when it loads the storyboard, so kb-lsp leaves it out (KB303)
    rather than reporting the conflict it would make."""
    content = broken(PASSWORD_BOTTOM, 'secondAttribute="bottom" multiplier="0" constant="40"')
    diagnostics = lint_beside(tmp_path, "Zero.storyboard", content)["bad"]
    assert [d for d in diagnostics if d["code"] == "KB302"] == []
    unusable = [d for d in diagnostics if d["code"] == "KB303"]
    assert [d["line"] for d in unusable] == [ibdocs.where_is(GOOD, "Abc-c3-003")[0]]
    assert "multiplies a position by 0" in unusable[0]["message"] and "'Abc-c3-003'" in unusable[0]["message"]


def embedder(controller: str, root: str, target: str, identifier: str, y: float) -> str:
    """A screen with a container view embedding `target`, and a field at `y`."""
    subviews = (f'                            <containerView opaque="NO" contentMode="scaleToFill" '
                f'translatesAutoresizingMaskIntoConstraints="NO" id="{root}-cv">\n'
                '                                <rect key="frame" x="0.0" y="100" width="375" height="400"/>\n'
                '                                <connections>\n'
                f'                                    <segue destination="{target}" kind="embed" id="{root}-sg"/>\n'
                '                                </connections>\n'
                '                            </containerView>\n' + field(f"{root}-fd", y))
    return scene(controller, root, identifier=identifier, subviews=subviews)


def test_a_cycle_of_embed_segues_ends(tmp_path: Path):
    text = storyboard(embedder("Cyc-vc-000", "Cyc-rt-000", "Cya-vc-000", "Top", 600),
                      embedder("Cya-vc-000", "Cya-rt-000", "Cyb-vc-000", "A", 300),
                      embedder("Cyb-vc-000", "Cyb-rt-000", "Cya-vc-000", "B", 300))
    diagnostics = lint_beside(tmp_path, "Cycle.storyboard", text)["bad"]
    # The one screen (A and B are embedded) is analysed: its own field at 600 is covered.
    assert any(d["code"] == "KB001" and d["line"] == ibdocs.where_is(text, "Cyc-rt-000-fd")[0] for d in diagnostics)
    layout = json.loads(kb("layout", "--format", "json", "Cycle.storyboard", cwd=tmp_path / "project").stdout)
    assert [s["name"] for s in layout["screens"]] == ["Top"]
    ids = [v["id"] for v in layout["screens"][0]["views"]]
    assert len(ids) == len(set(ids)), "a view of the cycle was laid out twice"
    assert_imports_cleanly(tmp_path / "project" / "Cycle.storyboard")


def many_views(count: int) -> str:
    labels = "".join(f'<label text="x" id="L{i:05d}"><rect key="frame" x="0" y="{i % 600}" width="10" height="10"/></label>\n'
                     for i in range(count))
    return GOOD.replace("                            <textField", labels + "                            <textField", 1)


def test_a_document_with_20000_views_is_linted_in_time(tmp_path: Path):
    """More views than kb-lsp solves the constraints of (600): the screen keeps its saved
    frames, says so once (KB303 on its controller), and is analysed all the same."""
    content = many_views(20_000)
    assert len(content.encode()) < LIMIT
    diagnostics = lint_beside(tmp_path, "Many.storyboard", content, timeout=30)["bad"]
    assert any(d["code"] == "KB001" for d in diagnostics)
    too_many = [d for d in diagnostics if d["code"] == "KB303"]
    assert [d["line"] for d in too_many] == [ibdocs.where_is(GOOD, "Abc-vc-000")[0]]
    assert "20003 views, more than the 600" in too_many[0]["message"]
    assert_imports_cleanly(tmp_path / "project" / "Many.storyboard")


def assert_imports_cleanly(path: Path) -> None:
    """`kb-lsp import` of a document with broken parts: KBL with no KB1xx error."""
    imported = kb("import", path.name, cwd=path.parent, timeout=30)
    assert imported.returncode == 0 and imported.stderr == "", imported.stderr
    assert not [d for d in lint_json("-", input=imported.stdout)["files"][0]["diagnostics"] if d["code"].startswith("KB1")]
