"""`kb-lsp lint` on projects of our own with keyboard code (code.md), findings worked out by
hand: the checkout example's Swift and Objective-C controllers, the same app made
portrait-only by its Info.plist, and IQKeyboardManager enabled in an AppDelegate."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import ibdocs
from kbcli import kb

REPO = Path(__file__).resolve().parents[2]

PLIST = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
\t<key>UIMainStoryboardFile</key>
\t<string>Checkout</string>
\t<key>UISupportedInterfaceOrientations</key>
\t<array>
\t\t<string>UIInterfaceOrientationPortrait</string>
\t</array>
</dict>
</plist>
"""


def findings(root: Path) -> list[tuple[str, str, str]]:
    """(file name, code, message) of `lint --format json` over the project."""
    report = json.loads(kb("lint", "--format", "json", ".", cwd=root).stdout)
    return [(Path(f["path"]).name, d["code"], d["message"]) for f in report["files"] for d in f["diagnostics"]]


def checkout(tmp_path: Path) -> Path:
    root = tmp_path / "shop"
    shutil.copytree(REPO / "examples" / "checkout-app", root / "App")
    (root / ".git").mkdir()
    return root


def amounts(found: list[tuple[str, str, str]]) -> list[str]:
    return sorted(m.split(" after ")[0].split("covered by the keyboard ")[1] for _, _, m in found)


def test_the_checkout_app_in_both_orientations(tmp_path: Path):
    found = findings(checkout(tmp_path))
    # promo: bottom constant keyboard - 10 instead of keyboard + 20 from the safe area: 10 pt.
    # postcode (Objective-C, Apple's guide with the begin frame): 27 pt in portrait, 59 in landscape.
    assert amounts(found) == ["in landscape by 10 pt", "in landscape by 59 pt", "in portrait by 10 pt", "in portrait by 27 pt"]
    assert {code for _, code, _ in found} == {"KB002"}


def test_a_portrait_only_info_plist_checks_portrait_only(tmp_path: Path):
    root = checkout(tmp_path)
    (root / "App" / "Info.plist").write_text(PLIST)
    assert amounts(findings(root)) == ["in portrait by 10 pt", "in portrait by 27 pt"]
    # The configuration's orientations win over the app's.
    (root / ".kblint.json").write_text('{"orientations": ["portrait", "landscape"]}\n')
    assert len(findings(root)) == 4
    # An Info.plist that is no app's (a framework's) says nothing of the app.
    (root / ".kblint.json").unlink()
    (root / "App" / "Info.plist").write_text(PLIST.replace("UIMainStoryboardFile", "CFBundleName"))
    assert len(findings(root)) == 4


def test_iqkeyboardmanager_enabled_in_the_app_delegate(tmp_path: Path):
    root = tmp_path / "app"
    (root / ".git").mkdir(parents=True)
    # The password field's bottom 40 pt above the safe area: under the keyboard in both
    # orientations when nothing moves it (KB001 twice).
    (root / "Main.storyboard").write_text(ibdocs.storyboard(ibdocs.sign_in().replace(
        'storyboardIdentifier="SignInViewController" ', 'storyboardIdentifier="SignInViewController" customClass="SignInViewController" ')))
    (root / "SignInViewController.swift").write_text(
        "import UIKit\n\nclass SignInViewController: UIViewController {\n"
        "    @IBOutlet weak var emailField: UITextField!\n    @IBOutlet weak var passwordField: UITextField!\n}\n")
    assert [code for _, code, _ in findings(root)] == ["KB001", "KB001"]
    (root / "AppDelegate.swift").write_text(
        "import IQKeyboardManagerSwift\nimport UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n"
        "    func application(_ application: UIApplication,\n"
        "                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n"
        "        IQKeyboardManager.shared.enable = true\n"
        "        IQKeyboardManager.shared.keyboardDistanceFromTextField = 20\n"
        "        return true\n    }\n}\n")
    # Rule 1b: the library lifts the field 20 pt above the keyboard: nothing left covered.
    assert findings(root) == []
    layout = json.loads(kb("layout", "--format", "json", "Main.storyboard", cwd=root).stdout)
    assert [s["strategy"] for s in layout["screens"]] == ["iqkeyboardmanager"]
    # With code reading off, the document alone decides again.
    (root / ".kblint.json").write_text('{"interface-builder": {"code": false}}\n')
    assert [code for _, code, _ in findings(root)] == ["KB001", "KB001"]


def test_render_and_the_html_report_name_the_code_under_the_pictures(tmp_path: Path):
    root = checkout(tmp_path)
    svg = tmp_path / "checkout.svg"
    result = kb("render", "App/Base.lproj/Checkout.storyboard", "-o", str(svg), cwd=root)
    assert result.returncode == 0, result.stderr
    text = svg.read_text()
    assert "code: CartViewController.swift:21 sets promoBottom.constant = keyboard height - 10" in text
    assert "code: ShippingFormViewController.m:26 sets scrollView.contentInset" in text
    report = tmp_path / "report.html"
    kb("lint", "--format", "html", "--output-file", str(report), ".", cwd=root)
    assert "code: CartViewController.swift:21 sets promoBottom.constant" in report.read_text()


def test_a_large_project_keeps_its_skims_between_runs(tmp_path: Path):
    """A project of 1,000 sources or more keeps its skims in $XDG_CACHE_HOME/kb-lsp: the
    next run, from the cache, gives the same report; a fixed controller shows in the run
    after, as in one without the cache; --no-cache writes nothing (README: kb-lsp lint).
    Which sources a run skims again is SkimCacheTests' (Swift)."""
    import os
    import subprocess
    import time

    from rawlsp import server_path

    root = checkout(tmp_path)
    models = root / "App" / "Models"
    models.mkdir()
    for index in range(1000):
        (models / f"Model{index}.swift").write_text(f"struct Model{index} {{ let value = {index} }}\n")
    settled = time.time() - 60
    for path in root.rglob("*"):
        os.utime(path, (settled, settled))

    def run(cache: Path, *extra: str) -> str:
        env = dict(os.environ, XDG_CACHE_HOME=str(cache))
        proc = subprocess.run([server_path(), "lint", "--format", "json", *extra, "."], cwd=root, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
        return proc.stdout.decode()

    cache = tmp_path / "cache"
    first = run(cache)
    kept = list((cache / "kb-lsp").glob("*.skims"))
    assert len(kept) == 1 and kept[0].read_text().count("\n") > 1000
    assert run(cache) == first
    # The Swift controller now keeps its button 20 pt above the keyboard: fixed, on the next run.
    controller = next(root.rglob("CartViewController.swift"))
    text = controller.read_text()
    assert "keyboard" in text and "- 10" in text
    controller.write_text(text.replace("- 10", "+ 20"))
    os.utime(controller, (settled + 1, settled + 1))
    fixed = run(cache)
    assert fixed != first and fixed == run(tmp_path / "other", "--no-cache")
    assert not (tmp_path / "other").exists()
