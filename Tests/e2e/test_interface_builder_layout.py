"""Strategy detection (ib.md section 6) seen through `kb-lsp layout --format json`'s
`strategy` and through lint's findings, and `kb-lsp layout` itself (section 9): its JSON,
its text, its options and exit statuses."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import ibdocs
from ibdocs import field, height, pin_bottom, pin_top, scene, storyboard
from kbcli import kb, lint_json

ROOT, GUIDE = "Lay-rt-000", "Lay-rt-000-sa"
EMAIL, PASSWORD = "Lay-em-001", "Lay-pw-002"


def layout_json(path: Path, *args: str) -> dict:
    proc = kb("layout", "--format", "json", *args, str(path.name), cwd=path.parent)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    return json.loads(proc.stdout)


def strategy(path: Path) -> str:
    screens = layout_json(path)["screens"]
    assert len(screens) == 1
    return screens[0]["strategy"]


def write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(text)
    return folder / name


def form(*, outlets: dict[str, str] | None = None, guides: str = "", extra: str = "", subviews: str | None = None,
         tag: str = "viewController", root_tag: str = "view") -> str:
    """The sign-in form of ibdocs.sign_in: `email` 20 below the safe area's top,
    `password` 40 above its bottom (constraint `Lay-pb-003`), covered in both orientations."""
    constraints = (pin_top(EMAIL, 20, GUIDE, "Lay-et-001") + height(EMAIL, 34, "Lay-eh-002")
                   + pin_bottom(PASSWORD, 40, GUIDE, "Lay-pb-003") + height(PASSWORD, 34, "Lay-ph-004") + extra)
    return storyboard(scene("Lay-vc-000", ROOT, identifier="FormViewController", tag=tag, root_tag=root_tag,
                            subviews=field(EMAIL, 40) + field(PASSWORD, 593) if subviews is None else subviews,
                            constraints=constraints, guides=guides,
                            outlets={"emailField": EMAIL, "passwordField": PASSWORD, **(outlets or {})}))


KEYBOARD_GUIDE = f'                        <keyboardLayoutGuide key="keyboard" id="{ROOT}-kb"/>\n'
TABLE = storyboard(scene("Tab-vc-000", "Tab-rt-000", identifier="ListViewController", tag="tableViewController",
                         root_tag="tableView", root_attributes='alwaysBounceVertical="YES" dataMode="prototypes" '))


# -- strategies --------------------------------------------------------------------------------

def test_table_view_controller_scrolls(tmp_path: Path):
    assert strategy(write(tmp_path, "List.storyboard", TABLE)) == "scroll"


def test_keyboard_layout_guide_resizes_and_the_field_rides_up(tmp_path: Path):
    constraint = (f'                            <constraint firstItem="{ROOT}-kb" firstAttribute="top" secondItem="{PASSWORD}" '
                  'secondAttribute="bottom" constant="8" id="Lay-kg-005"/>\n')
    text = form(guides=KEYBOARD_GUIDE, extra=constraint).replace(pin_bottom(PASSWORD, 40, GUIDE, "Lay-pb-003"), "")
    path = write(tmp_path, "Guide.storyboard", text)
    assert strategy(path) == "resize"
    # Keyboard down, the guide's top is the safe area's bottom (667); up, the keyboard's top (407).
    down = {v["id"]: v for v in layout_json(path, "--device", "iphone-se")["screens"][0]["views"]}
    up = layout_json(path, "--device", "iphone-se", "--keyboard", "up")
    assert up["geometry"] == {"device": "iphone-se", "orientation": "portrait", "keyboard": "up", "saved": False}
    views = {v["id"]: v for v in up["screens"][0]["views"]}
    assert down[PASSWORD]["top"] == pytest.approx(667 - 8 - 34)
    assert views[PASSWORD]["top"] == pytest.approx(407 - 8 - 34)
    assert views[EMAIL]["top"] == pytest.approx(40)
    assert lint_json("Guide.storyboard", cwd=tmp_path)["files"][0]["diagnostics"] == []


def test_bottom_constraint_outlet_that_moves_a_field_resizes(tmp_path: Path):
    path = write(tmp_path, "Outlet.storyboard", form(outlets={"bottomConstraint": "Lay-pb-003"}))
    assert strategy(path) == "resize"
    up = {v["id"]: v for v in layout_json(path, "--device", "iphone-se", "--keyboard", "up")["screens"][0]["views"]}
    assert up[PASSWORD]["top"] == pytest.approx(407 - 40 - 34)
    assert lint_json("Outlet.storyboard", cwd=tmp_path)["files"][0]["diagnostics"] == []
    # Without the outlet the same screen has no keyboard handling, and the field is covered.
    plain = write(tmp_path / "plain", "Outlet.storyboard", form())
    assert strategy(plain) == "none"
    assert len(lint_json("plain/Outlet.storyboard", cwd=tmp_path)["files"][0]["diagnostics"]) == 2


def test_bottom_constraint_outlet_that_moves_only_a_label_is_not_about_the_keyboard(tmp_path: Path):
    label = "Lay-lb-006"
    subviews = field(EMAIL, 40) + field(PASSWORD, 593) + field(label, 640, 20, tag="label")
    extra = pin_bottom(label, 7, GUIDE, "Lay-lb-007") + height(label, 20, "Lay-lh-008")
    path = write(tmp_path, "Version.storyboard", form(outlets={"versionBottom": "Lay-lb-007"}, subviews=subviews, extra=extra))
    assert strategy(path) == "none"


def test_top_and_bottom_outlets_of_one_view_shift(tmp_path: Path):
    box = "Lay-bx-009"
    subviews = (f'                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="{box}">\n'
                '                                <rect key="frame" x="0.0" y="400" width="375" height="227"/>\n'
                '                                <subviews>\n'
                + field(PASSWORD, 193) +
                '                                </subviews>\n'
                '                            </view>\n' + field(EMAIL, 40))
    extra = (pin_top(box, 380, GUIDE, "Lay-bt-010") + pin_bottom(box, 40, GUIDE, "Lay-bb-011")
             + f'                            <constraint firstItem="{PASSWORD}" firstAttribute="top" secondItem="{box}" '
               'secondAttribute="top" constant="153" id="Lay-pt-012"/>\n')
    text = form(outlets={"formTop": "Lay-bt-010", "formBottom": "Lay-bb-011"}, subviews=subviews, extra=extra)
    text = text.replace(pin_bottom(PASSWORD, 40, GUIDE, "Lay-pb-003"), "")
    path = write(tmp_path, "Shift.storyboard", text)
    assert strategy(path) == "shift"
    # One outlet alone is not the technique.
    one = write(tmp_path / "one", "Shift.storyboard", text.replace('<outlet property="formBottom"', '<outlet property="other"')
                .replace('destination="Lay-bb-011"', 'destination="Lay-em-001"'))
    assert strategy(one) == "none"


def test_tpkeyboardavoiding_scroll_view_scrolls(tmp_path: Path):
    scroll = "Lay-sc-013"
    subviews = (f'                            <scrollView contentMode="scaleToFill" customClass="TPKeyboardAvoidingScrollView" '
                f'translatesAutoresizingMaskIntoConstraints="NO" id="{scroll}">\n'
                '                                <rect key="frame" x="0.0" y="20" width="375" height="647"/>\n'
                '                                <subviews>\n' + field(PASSWORD, 573) + '                                </subviews>\n'
                '                            </scrollView>\n' + field(EMAIL, 40))
    extra = pin_top(scroll, 0, GUIDE, "Lay-st-014") + pin_bottom(scroll, 0, GUIDE, "Lay-sb-015")
    path = write(tmp_path, "TP.storyboard", form(subviews=subviews, extra=extra).replace(
        pin_bottom(PASSWORD, 40, GUIDE, "Lay-pb-003"), pin_top(PASSWORD, 573, scroll, "Lay-pb-003")))
    assert strategy(path) == "scroll"
    plain = write(tmp_path / "plain", "TP.storyboard", path.read_text().replace(' customClass="TPKeyboardAvoidingScrollView"', ""))
    assert strategy(plain) == "none"


PODFILE_LOCK = "PODS:\n  - IQKeyboardManagerSwift (6.5.16)\n\nDEPENDENCIES:\n  - IQKeyboardManagerSwift\n\nCOCOAPODS: 1.15.2\n"
PACKAGE_RESOLVED_V1 = {"object": {"pins": [{"package": "IQKeyboardManagerSwift",
                                            "repositoryURL": "https://github.com/hackiftekhar/IQKeyboardManager.git",
                                            "state": {"branch": None, "revision": "0" * 40, "version": "6.5.16"}}]},
                       "version": 1}
PACKAGE_RESOLVED_V2 = {"pins": [{"identity": "iqkeyboardmanager", "kind": "remoteSourceControl",
                                 "location": "https://github.com/hackiftekhar/IQKeyboardManager.git",
                                 "state": {"revision": "1" * 40, "version": "7.1.1"}}], "version": 2}
CARTFILE_RESOLVED = 'github "hackiftekhar/IQKeyboardManager" "v6.5.11"\n'


@pytest.mark.parametrize("lock, text, where", [
    ("Podfile.lock", PODFILE_LOCK, "."),
    ("Package.resolved", json.dumps(PACKAGE_RESOLVED_V1), ".."),
    ("Package.resolved", json.dumps(PACKAGE_RESOLVED_V2), "../../App.xcodeproj/.."),
    ("Cartfile.resolved", CARTFILE_RESOLVED, "../.."),
], ids=["Podfile.lock beside", "Package.resolved v1 in the parent", "Package.resolved v2 at the root", "Cartfile.resolved at the root"])
def test_iqkeyboardmanager_in_a_lock_file_up_to_the_repository_root(tmp_path: Path, lock: str, text: str, where: str):
    repository = tmp_path / "repo"
    (repository / ".git").mkdir(parents=True)
    folder = repository / "App" / "Screens"
    path = write(folder, "Form.storyboard", form())
    assert strategy(path) == "none"
    target = (folder / where).resolve()
    target.mkdir(parents=True, exist_ok=True)
    (target / lock).write_text(text)
    assert strategy(path) == "iqkeyboardmanager"
    # Not a lock file that names another library.
    (target / lock).write_text(text.replace("IQKeyboardManager", "SnapKit").replace("iqkeyboardmanager", "snapkit"))
    assert strategy(path) == "none"


def test_lock_files_above_the_repository_root_do_not_count(tmp_path: Path):
    (tmp_path / "Podfile.lock").write_text(PODFILE_LOCK)
    repository = tmp_path / "repo"
    (repository / ".git").mkdir(parents=True)
    path = write(repository / "App", "Form.storyboard", form())
    assert strategy(path) == "none"
    (repository / "Podfile.lock").write_text(PODFILE_LOCK)
    assert strategy(path) == "iqkeyboardmanager"


def test_rules_apply_in_order(tmp_path: Path):
    repository = tmp_path / "repo"
    (repository / ".git").mkdir(parents=True)
    (repository / ".kblint.json").write_text(json.dumps({"avoid": "slide"}))
    plain = write(repository, "Form.storyboard", form())
    assert strategy(plain) == "slide"  # rule 8: the configuration's avoid
    (repository / "Podfile.lock").write_text(PODFILE_LOCK)
    assert strategy(plain) == "iqkeyboardmanager"  # rule 7 before rule 8
    outlet = write(repository, "Outlet.storyboard", form(outlets={"bottomConstraint": "Lay-pb-003"}))
    assert strategy(outlet) == "resize"  # rule 4 before rule 7
    table = write(repository, "List.storyboard", TABLE)
    assert strategy(table) == "scroll"  # rule 2
    (repository / ".kblint.json").write_text(json.dumps({"avoid": "slide", "interface-builder": {
        "avoid": {"ListViewController": "inset", "FormViewController": "none"}}}))
    assert (strategy(table), strategy(outlet), strategy(plain)) == ("inset", "none", "none")  # rule 1 first


# -- kb-lsp layout ----------------------------------------------------------------------------

VIEW_KEYS = {"id": str, "tag": str, "name": str, "line": int, "top": (int, float), "height": (int, float), "analysed": bool}


def check_shape(document: dict) -> None:
    assert list(document) == ["version", "path", "geometry", "screens"]
    assert document["version"] == 1 and isinstance(document["path"], str)
    geometry = document["geometry"]
    assert set(geometry) == {"device", "orientation", "keyboard", "saved"}
    assert geometry["device"] is None or isinstance(geometry["device"], str)
    assert geometry["orientation"] in ("portrait", "landscape") and geometry["keyboard"] in ("down", "up")
    assert isinstance(geometry["saved"], bool)
    for screen in document["screens"]:
        assert set(screen) == {"name", "line", "strategy", "code", "conflicts", "views"}
        assert screen["code"] is None  # no project code beside the test documents
        assert isinstance(screen["name"], str) and isinstance(screen["line"], int) and isinstance(screen["strategy"], str)
        assert isinstance(screen["conflicts"], list) and all(isinstance(c, str) for c in screen["conflicts"])
        for view in screen["views"]:
            assert set(view) == set(VIEW_KEYS)
            for key, kind in VIEW_KEYS.items():
                assert isinstance(view[key], kind) and not (kind != bool and isinstance(view[key], bool)), (key, view)


def test_layout_json_in_the_saved_geometry(tmp_path: Path):
    text = ibdocs.sign_in_storyboard().replace("Abc", "Lay")
    path = write(tmp_path, "Main.storyboard", text)
    document = layout_json(path)
    check_shape(document)
    assert document["path"] == "Main.storyboard"
    assert document["geometry"] == {"device": "iphone-se", "orientation": "portrait", "keyboard": "down", "saved": True}
    [screen] = document["screens"]
    assert (screen["name"], screen["strategy"], screen["conflicts"]) == ("SignInViewController", "none", [])
    assert screen["line"] == ibdocs.where_is(text, "Lay-vc-000")[0]
    # Document order, the root first; each on its start tag's line; the saved frames back.
    assert [(v["id"], v["tag"], v["name"], v["analysed"]) for v in screen["views"]] == [
        ("Lay-rt-000", "view", "root-Lay-rt-000", False), ("Lay-em-001", "textField", "emailField", True),
        ("Lay-pw-002", "textField", "passwordField", True)]
    assert [v["line"] for v in screen["views"]] == [ibdocs.where_is(text, v["id"])[0] for v in screen["views"]]
    assert [(v["top"], v["height"]) for v in screen["views"]] == [(0, 667), (40, 34), (593, 34)]


@pytest.mark.parametrize("device_line", [None, "retina9_9"], ids=["no device", "an unknown device id"])
def test_layout_device_is_null_in_the_saved_geometry_of_a_document_without_a_known_device(tmp_path: Path, device_line):
    path = write(tmp_path, "Main.storyboard", ibdocs.sign_in_storyboard(device=device_line))
    document = layout_json(path)
    check_shape(document)
    assert document["geometry"]["device"] is None and document["geometry"]["saved"] is True
    # The root's saved size stands in for the device's: the frames come back.
    views = document["screens"][0]["views"]
    assert [(v["top"], v["height"]) for v in views][1:] == [(40, 34), (593, 34)]
    assert "the saved geometry in portrait" in kb("layout", "Main.storyboard", cwd=tmp_path).stdout


def test_layout_conflicts_list_the_irreducible_set(tmp_path: Path):
    from test_interface_builder import CONFLICT
    path = write(tmp_path, "Conflict.storyboard", CONFLICT)
    for args in ([], ["--device", "iphone-16", "--orientation", "landscape"]):
        document = layout_json(path, *args)
        check_shape(document)
        assert document["screens"][0]["conflicts"] == ["Cnf-c2-002", "Cnf-c3-003"]
    assert "required constraints that cannot all hold: Cnf-c2-002, Cnf-c3-003" in kb("layout", "Conflict.storyboard", cwd=tmp_path).stdout


def test_layout_options_choose_the_geometry(tmp_path: Path):
    path = write(tmp_path, "Main.storyboard", ibdocs.sign_in_storyboard())
    landscape = layout_json(path, "--device", "iphone-se", "--orientation", "landscape")
    assert landscape["geometry"] == {"device": "iphone-se", "orientation": "landscape", "keyboard": "down", "saved": False}
    views = landscape["screens"][0]["views"]
    assert [(v["top"], v["height"]) for v in views] == [(0, 375), (20, 34), (375 - 40 - 34, 34)]
    # --orientation alone: the first device the screens are checked on.
    only = layout_json(path, "--orientation", "landscape")
    assert only["geometry"]["device"] == "iphone-se" and only["geometry"]["saved"] is False
    (tmp_path / ".kblint.json").write_text(json.dumps({"interface-builder": {"devices": ["iphone-16", "iphone-se"]}}))
    assert layout_json(path, "--orientation", "portrait")["geometry"]["device"] == "iphone-16"
    tall = layout_json(path, "--device", "iphone-16")
    assert tall["screens"][0]["views"][0]["height"] == 852
    assert tall["screens"][0]["views"][2]["top"] == pytest.approx(852 - 34 - 40 - 34)


def test_layout_text(tmp_path: Path):
    text = ibdocs.sign_in_storyboard()
    write(tmp_path, "Main.storyboard", text)
    proc = kb("layout", "Main.storyboard", cwd=tmp_path)
    assert proc.returncode == 0 and proc.stderr == ""
    lines = proc.stdout.splitlines()
    assert lines[0] == "Main.storyboard: the saved geometry on iphone-se in portrait, keyboard down"
    assert f"screen SignInViewController (line {ibdocs.where_is(text, 'Abc-vc-000')[0]}): avoid none" in lines
    line = ibdocs.where_is(text, "Abc-pw-002")[0]
    assert f"  * line {line}: textField 'passwordField' top 593 height 34" in lines
    assert any(re.fullmatch(r"    line \d+: view 'root-Abc-rt-000' top 0 height 667", line) for line in lines)
    up = kb("layout", "--device", "iphone-se", "--keyboard", "up", "Main.storyboard", cwd=tmp_path).stdout
    assert up.startswith("Main.storyboard: laid out on iphone-se in portrait, keyboard up\n")


def test_layout_of_an_unreadable_document_is_status_1_with_a_kb300_line(tmp_path: Path):
    write(tmp_path, "Broken.storyboard", '<?xml version="1.0"?>\n<document type="x">\n  <scenes>\n')
    proc = kb("layout", "Broken.storyboard", cwd=tmp_path)
    assert proc.returncode == 1
    assert re.fullmatch(r"Broken\.storyboard:\d+:1: error: not a readable iOS Interface Builder document: .+ \[KB300\]\n", proc.stdout)
    # Asked for JSON, standard output stays for the program reading it: the line goes to stderr.
    proc = kb("layout", "--format", "json", "Broken.storyboard", cwd=tmp_path)
    assert proc.returncode == 1 and proc.stdout == ""
    assert re.fullmatch(r"Broken\.storyboard:\d+:1: error: .+ \[KB300\]\n", proc.stderr)
    launch = write(tmp_path, "Launch.storyboard", ibdocs.sign_in_storyboard(extra=' launchScreen="YES"'))
    document = layout_json(launch)
    assert document["screens"] == []


@pytest.mark.parametrize("args, words", [
    (["--device", "iphone-99", "Main.storyboard"], "unknown device 'iphone-99'"),
    (["--orientation", "sideways", "Main.storyboard"], "unknown orientation 'sideways'"),
    (["--keyboard", "half", "Main.storyboard"], "unknown keyboard 'half'"),
    (["--format", "xml", "Main.storyboard"], "unknown format 'xml'"),
    ([], "needs a .storyboard or .xib file"),
    (["Main.storyboard", "Other.storyboard"], "takes one file"),
    (["Missing.storyboard"], "Missing.storyboard"),
    (["--bogus", "Main.storyboard"], "--bogus"),
])
def test_layout_bad_usage_is_status_2(tmp_path: Path, args: list[str], words: str):
    write(tmp_path, "Main.storyboard", ibdocs.sign_in_storyboard())
    proc = kb("layout", *args, cwd=tmp_path)
    assert proc.returncode == 2 and proc.stdout == ""
    assert words in proc.stderr


def test_layout_of_a_xib(tmp_path: Path):
    text = ibdocs.login_xib()
    path = write(tmp_path, "Login.xib", text)
    document = layout_json(path)
    check_shape(document)
    [screen] = document["screens"]
    assert screen["name"] == "LoginViewController"
    assert screen["line"] == ibdocs.where_is(text, "Xib-rt-000")[0]
    assert [(v["name"], v["top"], v["height"]) for v in screen["views"]][1:] == [("codeField", 593, 34)]
