"""`kb-lsp render` on storyboards and xibs, end to end: each screen drawn once per checked
device at the frames kb-lsp solved, rasterised by rsvg-convert and probed where the
document's arithmetic puts the views, the bars and the keyboard; and the command line's
manners with documents (test_render.py has KBL's)."""

from __future__ import annotations

import json
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

from kbcli import EXAMPLES_DIR, REPO, kb
from pngprobe import Picture, read_png
from test_render import SVG, glasses, parse_svg, rsvg

FIXTURES = REPO / "Tests" / "Fixtures" / "interface-builder"
# The keyboard's grey (#424a53 at 50 %) over the white screen.
KEYBOARD_GREY = tuple(round(0.5 * c + 0.5 * 255) for c in (0x42, 0x4A, 0x53))


def rendered(document: Path, tmp_path: Path, *options: str) -> tuple[ET.Element, Picture]:
    svg_path, png_path = tmp_path / "picture.svg", tmp_path / "picture.png"
    proc = kb("render", str(document), "-o", str(svg_path), *options)
    assert proc.returncode == 0 and proc.stdout == "" and proc.stderr == "", proc.stderr
    subprocess.run([rsvg(), "--background-color=none", "-o", str(png_path), str(svg_path)], check=True, timeout=60)
    return parse_svg(svg_path.read_text()), read_png(png_path)


def screen_glasses(root: ET.Element) -> dict[tuple[str, str], dict[str, float]]:
    """Each screen's rectangle per orientation, by (screen, orientation)."""
    return {(element.get("data-screen"), element.get("data-orientation")):
            {key: float(element.get(key)) for key in ("x", "y", "width", "height")}
            for element in root.iter(SVG + "svg") if element.get("class") == "glass"}


def near(colour: tuple[int, ...], want: tuple[int, ...], tolerance: int = 4) -> bool:
    return all(abs(got - expected) <= tolerance for got, expected in zip(colour[:3], want))


def test_a_storyboard_is_drawn_at_its_solved_frames(tmp_path: Path) -> None:
    # examples/sign-in.storyboard on its iPhone SE (375 × 667; keyboard 260 portrait, 200
    # landscape): the email field at x 24–351, y 181–215 in portrait, 161–195 in landscape.
    root, picture = rendered(EXAMPLES_DIR / "sign-in.storyboard", tmp_path)
    assert root.findtext(SVG + "title") == "sign-in.storyboard: SignInViewController"
    screens = glasses(root)
    portrait, landscape = screens["portrait"], screens["landscape"]
    assert (portrait["width"], portrait["height"], landscape["width"], landscape["height"]) == (375, 667, 667, 375)

    def at(glass: dict[str, float], x: float, y: float) -> tuple[int, int, int, int]:
        return picture.pixel(glass["x"] + x, glass["y"] + y)

    # Clear in portrait: green (#1a7f37 at 18 %) inside its box, near the right end; white
    # left of the box, where a KBL box (inset 6 pt) would be.
    r, g, b, _ = at(portrait, 345, 210)
    assert g > r + 10 and g > b + 5, (r, g, b)
    assert at(portrait, 12, 198)[:3] == (255, 255, 255)
    assert at(portrait, 362, 198)[:3] == (255, 255, 255)
    # Covered in landscape (KB001): red above the keyboard's top (175), the keyboard below it.
    r, g, b, _ = at(landscape, 600, 168)
    assert r > g + 35 and r > b + 35, (r, g, b)
    assert near(at(landscape, 3, 180), KEYBOARD_GREY) and near(at(landscape, 3, 370), KEYBOARD_GREY)
    assert at(landscape, 3, 170)[:3] == (255, 255, 255)
    # Named as the findings name it, with the words the view shows.
    words = [text.text for text in root.iter(SVG + "text")]
    assert words.count("textField emailField") == 2 and words.count("“Email”") == 2, words
    assert "“Sign In”" in words


def test_a_tab_bar_a_navigation_bar_and_the_keyboard_up_layout(tmp_path: Path) -> None:
    # login-scroll-tabs.storyboard on its iPhone 16 (393 × 852, keyboard 336/209, status bar
    # 59/0, home indicator 34/21): navigation bar 44, tab bar 49 at 769–818 in portrait.
    root, picture = rendered(FIXTURES / "login-scroll-tabs.storyboard", tmp_path)
    screens = screen_glasses(root)
    login = screens[("LoginViewController", "portrait")]

    def at(glass: dict[str, float], x: float, y: float) -> tuple[int, int, int, int]:
        return picture.pixel(glass["x"] + x, glass["y"] + y)

    # The navigation bar (#d8dee4) under the status bar, at the left edge.
    assert near(at(login, 3, 80), (0xD8, 0xDE, 0xE4))
    # The tab bar under the keyboard: darker than the keyboard over the white screen above it.
    assert sum(at(login, 3, 790)[:3]) < sum(at(login, 3, 700)[:3]) - 30
    assert near(at(login, 3, 700), KEYBOARD_GREY)
    texts = [text.text for text in root.iter(SVG + "text")]
    assert texts.count("tab bar") == 4, texts
    # The centred logo (72 wide at 160.5) and the centred 160-pt "Forgot password?" button
    # keep their places: white beside them, their grey outline at their edges.
    assert at(login, 150, 170)[:3] == (255, 255, 255) and at(login, 240, 170)[:3] == (255, 255, 255)
    assert max(at(login, 160.5, 170)[:3]) < 200
    # avoid resize: in landscape the scroll view ends at the keyboard's top (393 - 209 =
    # 184) with the keyboard up: its outline's bottom edge pink (#bf3989) in row 183.
    landscape = screens[("LoginViewController", "landscape")]
    row = [at(landscape, x, 183.4) for x in range(0, 852, 2)]
    assert any(r > g + 60 and b > g + 20 for r, g, b, _ in row), row[:20]
    # The form's fields, under the keyboard in landscape, are scrolled into view (blue).
    fixed = [group for group in root.iter(SVG + "g") if "f-fixed" in (group.get("class") or "").split()
             and (group.findtext(SVG + "title") or "").startswith("textField 'emailField'")]
    assert fixed, "the email field is not drawn as moved into view"


def test_a_sheet_starts_below_the_screen_that_presents_it(tmp_path: Path) -> None:
    # sheet.storyboard: ComposeNoteViewController is a page sheet on an iPhone SE, 20 pt
    # down in portrait, with no status bar of its own.
    root, picture = rendered(FIXTURES / "sheet.storyboard", tmp_path, "--screen", "ComposeNoteViewController",
                             "--orientation", "portrait")
    sheet = screen_glasses(root)[("ComposeNoteViewController", "portrait")]
    assert len(screen_glasses(root)) == 1
    behind = picture.pixel(sheet["x"] + 3, sheet["y"] + 10)
    assert near(behind, (0x8C, 0x95, 0x9F)), behind
    assert picture.pixel(sheet["x"] + 3, sheet["y"] + 24)[:3] == (255, 255, 255)


def test_every_checked_device_and_the_same_bytes_from_anywhere(tmp_path: Path) -> None:
    shutil.copy(EXAMPLES_DIR / "sign-in.storyboard", tmp_path / "sign-in.storyboard")
    (tmp_path / ".kblint.json").write_text(json.dumps({"interface-builder": {"devices": ["iphone-se", "iphone-16"]}}))
    proc = kb("render", str(tmp_path / "sign-in.storyboard"))
    assert proc.returncode == 0, proc.stderr
    root = parse_svg(proc.stdout)
    captions = [text.text or "" for text in root.iter(SVG + "text") if text.get("class") == "sub"]
    assert [caption.split(" ")[0] for caption in captions if " pt · avoid " in caption] == \
        ["iphone-se", "iphone-se", "iphone-16", "iphone-16"]
    assert root.findtext(SVG + "title") == "sign-in.storyboard: SignInViewController"
    elsewhere = kb("render", "sign-in.storyboard", cwd=tmp_path)
    assert elsewhere.returncode == 0 and elsewhere.stdout == proc.stdout


def test_render_of_a_document_refuses_what_it_cannot_draw(tmp_path: Path) -> None:
    unknown = kb("render", str(FIXTURES / "login-scroll-tabs.storyboard"), "--screen", "Checkout")
    assert unknown.returncode == 2 and unknown.stdout == ""
    assert "has no screen 'Checkout'; it has LoginViewController, OrdersViewController" in unknown.stderr
    only = kb("render", str(FIXTURES / "login-scroll-tabs.storyboard"), "--screen", "OrdersViewController")
    assert only.returncode == 0 and {name for name, _ in screen_glasses(parse_svg(only.stdout))} == {"OrdersViewController"}
    broken = tmp_path / "Broken.storyboard"
    broken.write_text('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">\n<scenes>\n')
    out = tmp_path / "broken.svg"
    proc = kb("render", str(broken), "-o", str(out))
    assert proc.returncode == 1 and not out.exists(), proc.stderr
    assert "Broken.storyboard:" in proc.stderr and "[KB300]" in proc.stderr
    xib = kb("render", str(FIXTURES / "login.xib"))
    assert xib.returncode == 0 and len(screen_glasses(parse_svg(xib.stdout))) == 2, xib.stderr
