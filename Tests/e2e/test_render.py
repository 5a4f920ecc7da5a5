"""`kb-lsp render` end to end: well-formed SVG with the sizes browsers need, rendered to
PNG by rsvg-convert and probed where the spec's arithmetic puts the keyboard and a covered
field, nothing drawn outside the device outlines; and the command line's manners."""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from kbcli import CODES, EXAMPLES, EXAMPLES_DIR, REPO, WARNING_CODES, kb
from pngprobe import read_png

SVG = "{http://www.w3.org/2000/svg}"

# iphone-8 (375 × 667, keyboard 216/162, status bar 20/0), a 44 pt accessory bar:
# portrait keyboard top 667 - 216 - 44 = 407, the keyboard itself from 451.
PROBE_SPEC = """\
screen Probe {
  device iphone-8
  navigation-bar 44 32
  accessory 44
  avoid shift padding 8
  field hidden "Hidden" top 380 height 60
  view form outlets {
    textarea note "Note" bottom 0 height 200
  }
  label tail "Below the screen" top 700 height 300
}
"""


def parse_svg(text: str) -> ET.Element:
    root = ET.fromstring(text.encode())
    assert root.tag == SVG + "svg"
    return root


def glasses(root: ET.Element) -> dict[str, dict[str, float]]:
    """Each orientation's screen rectangle (the nested <svg class="glass">)."""
    found = {}
    for element in root.iter(SVG + "svg"):
        if element.get("class") == "glass":
            found[element.get("data-orientation")] = {key: float(element.get(key)) for key in ("x", "y", "width", "height")}
    return found


def devices(root: ET.Element) -> list[dict[str, float]]:
    return [{key: float(rect.get(key)) for key in ("x", "y", "width", "height")}
            for rect in root.iter(SVG + "rect") if rect.get("class") == "device"]


@pytest.mark.parametrize("example", EXAMPLES)
def test_examples_render_to_well_formed_svg_with_sizes(example: str) -> None:
    proc = kb("render", str(EXAMPLES_DIR / example))
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')
    root = parse_svg(proc.stdout)
    width, height = float(root.get("width")), float(root.get("height"))
    assert root.get("viewBox") == f"0 0 {root.get('width')} {root.get('height')}"
    assert width > 300 and height > 300
    assert root.find(SVG + "title") is not None and root.find(SVG + "style") is not None
    # Every screen fits in the document.
    for glass in glasses(root).values():
        assert glass["x"] + glass["width"] <= width and glass["y"] + glass["height"] <= height
    assert "prefers-color-scheme: dark" in proc.stdout
    # Same input, same bytes.
    assert kb("render", str(EXAMPLES_DIR / example)).stdout == proc.stdout


def rsvg() -> str:
    path = shutil.which("rsvg-convert")
    if path is None:
        pytest.fail("rsvg-convert is not installed (Debian: librsvg2-bin; Tests/e2e/run.sh installs it)")
    return path


def test_rendered_png_has_the_keyboard_the_covered_field_and_nothing_outside(tmp_path: Path) -> None:
    spec = tmp_path / "probe.kbl"
    spec.write_text(PROBE_SPEC)
    svg_path, png_path = tmp_path / "probe.svg", tmp_path / "probe.png"
    proc = kb("render", str(spec), "-o", str(svg_path))
    assert proc.returncode == 0 and proc.stdout == "", proc.stderr
    root = parse_svg(svg_path.read_text())
    subprocess.run([rsvg(), "--background-color=none", "-o", str(png_path), str(svg_path)], check=True, timeout=60)
    picture = read_png(png_path)
    assert (picture.width, picture.height) == (round(float(root.get("width"))), round(float(root.get("height"))))

    screens = glasses(root)
    portrait, landscape = screens["portrait"], screens["landscape"]
    assert (portrait["width"], portrait["height"]) == (375, 667)
    assert (landscape["width"], landscape["height"]) == (667, 375)

    def at(glass: dict[str, float], x: float, y: float) -> tuple[int, int, int, int]:
        return picture.pixel(glass["x"] + x, glass["y"] + y)

    # The keyboard's rows, 3 pt in from the screen's edge (elements are inset 6 pt): the
    # keyboard's grey (#424a53 at 50 %) over the white screen.
    keyboard_grey = tuple(round(0.5 * c + 0.5 * 255) for c in (0x42, 0x4A, 0x53))
    for glass, keyboard_top, screen_height in ((portrait, 451, 667), (landscape, 213, 375)):
        for y in (keyboard_top + 4, (keyboard_top + screen_height) / 2 + 17, screen_height - 4):
            r, g, b, a = at(glass, 3, y)
            assert a == 255 and all(abs(got - want) <= 4 for got, want in zip((r, g, b), keyboard_grey)), (y, (r, g, b))
        # Above the keyboard and its accessory bar: the white screen.
        assert at(glass, 3, keyboard_top - 44 - 4)[:3] == (255, 255, 255)

    # 'hidden' (64 + 380 = 444 to 504) is covered by the accessory bar (407–451) and the
    # keyboard, and nothing moves it (no outlets, KB004): red inside its rectangle, near
    # its right edge (x 6–369; the note inside the form ends at 361), under both.
    for y in (448, 500):
        r, g, b, _ = at(portrait, 375 - 6 - 5, y)
        assert r > g + 35 and r > b + 35, (y, (r, g, b))

    # Nothing outside the device outlines: the textarea's ghost goes far above the top
    # in landscape and the label runs below the screen, but both are clipped.
    outlines = devices(root)
    assert len(outlines) == 2
    top = min(d["y"] for d in outlines)
    bottom = max(d["y"] + d["height"] for d in outlines)
    for y in range(int(top), int(bottom) + 20, 3):
        for x in range(0, picture.width, 3):
            inside = any(d["x"] - 1 <= x <= d["x"] + d["width"] + 1 and d["y"] - 1 <= y <= d["y"] + d["height"] + 1
                         for d in outlines)
            if not inside:
                assert picture.pixel(x, y)[3] == 0, (x, y, picture.pixel(x, y))


# iphone-16 (393 × 852 pt, keyboard 336, status bar 59, home indicator 34): IQKeyboardManager
# pads the keyboard to 336 + 10 + 34 = 380 pt, its dashed line at 852 - 380 = 472; resize lays
# the screen out again in [59, 516], where the button pinned 16 pt above the bottom is at 450–500.
NEW_STRATEGIES_SPEC = """\
screen Padded {
  device iphone-16
  orientations portrait
  avoid iqkeyboardmanager
  field low "Low" top 420 height 44
}
screen Raised {
  device iphone-16
  orientations portrait
  avoid resize
  button save "Save" bottom 16 height 50
}
"""


def test_rendered_png_has_the_padded_keyboard_the_keyboard_up_layout_and_the_home_indicator(tmp_path: Path) -> None:
    spec = tmp_path / "new.kbl"
    spec.write_text(NEW_STRATEGIES_SPEC)
    svg_path, png_path = tmp_path / "new.svg", tmp_path / "new.png"
    proc = kb("render", str(spec), "-o", str(svg_path))
    assert proc.returncode == 0, proc.stderr
    root = parse_svg(svg_path.read_text())
    subprocess.run([rsvg(), "--background-color=none", "-o", str(png_path), str(svg_path)], check=True, timeout=60)
    picture = read_png(png_path)
    padded, raised = [{key: float(e.get(key)) for key in ("x", "y")}
                      for e in root.iter(SVG + "svg") if e.get("class") == "glass"]

    def at(glass: dict[str, float], x: float, y: float) -> tuple[int, int, int, int]:
        return picture.pixel(glass["x"] + x, glass["y"] + y)

    # The padded keyboard top: amber (#bf8700) at the screen's left edge (the line's first
    # dash), white a little above it.
    r, g, b, _ = at(padded, 2, 471.5)
    assert r > b + 100 and g > b + 60, (r, g, b)
    assert at(padded, 2, 460)[:3] == (255, 255, 255)

    # The home-indicator strip (818–852), over the keyboard: darker than the keyboard just
    # above it, and the indicator in its middle dark.
    for glass in (padded, raised):
        strip, keyboard = at(glass, 390, 827), at(glass, 390, 800)
        assert sum(strip[:3]) < sum(keyboard[:3]) - 30, (strip, keyboard)
        assert max(at(glass, 196.5, 841.5)[:3]) < 90

    # resize: the button's outline where the keyboard-up layout puts it, pink (#bf3989) on
    # its left edge; its frame with the keyboard down (752–802) is under the keyboard.
    pink = [at(raised, 6, y) for y in range(452, 499)]
    assert any(r > g + 60 and b > g + 20 for r, g, b, _ in pink), pink
    assert at(raised, 200, 440)[:3] == (255, 255, 255)


def test_one_screen_one_orientation_to_a_file(tmp_path: Path) -> None:
    out = tmp_path / "shipping.svg"
    proc = kb("render", str(EXAMPLES_DIR / "shipping-inset.kbl"), "--screen", "GiftMessage",
              "--orientation", "landscape", "-o", str(out))
    assert proc.returncode == 0, proc.stderr
    root = parse_svg(out.read_text())
    screens = [e for e in root.iter(SVG + "svg") if e.get("class") == "glass"]
    assert [(e.get("data-screen"), e.get("data-orientation")) for e in screens] == [("GiftMessage", "landscape")]
    # iOS 8 with the iOS 7 swap: the content moves down, drawn as a move down.
    text = out.read_text()
    assert "↓ " in text and "↑ " not in text.split("<g class=\"legend\">")[0]


def test_every_screen_stacked_without_screen_option() -> None:
    proc = kb("render", str(EXAMPLES_DIR / "shipping-inset.kbl"))
    root = parse_svg(proc.stdout)
    screens = [(e.get("data-screen"), e.get("data-orientation")) for e in root.iter(SVG + "svg") if e.get("class") == "glass"]
    assert screens == [("ShippingAddress", "portrait"), ("ShippingAddress", "landscape"),
                       ("GiftMessage", "portrait"), ("GiftMessage", "landscape")]
    ys = [float(e.get("y")) for e in root.iter(SVG + "svg") if e.get("class") == "glass"]
    assert ys[2] > ys[0] + 667


def test_standard_input_and_mistakes() -> None:
    spec = "screen S {\n  field f top 10 height 44\n}\n"
    proc = kb("render", "-", input=spec)
    assert proc.returncode == 0 and 'data-screen="S"' in proc.stdout
    proc = kb("render", "-", "--screen", "Nope", input=spec)
    assert proc.returncode == 2 and "has no screen 'Nope'; it declares S" in proc.stderr and proc.stdout == ""
    proc = kb("render", "-", input="screen Broken {\n  field a top 1 height 44 ;\n}\n")
    assert proc.returncode == 1 and "screen 'Broken' has errors" in proc.stderr and "<stdin>:2:27: error:" in proc.stderr
    assert proc.stdout == ""
    proc = kb("render", "-", "--orientation", "landscape", input="screen P {\n  orientations portrait\n  field f top 10 height 44\n}\n")
    assert proc.returncode == 1 and "not analysed in landscape" in proc.stderr
    assert kb("render", "-", "--orientation", "sideways", input=spec).returncode == 2
    assert kb("render").returncode == 2
    assert kb("render", "missing.kbl").returncode == 2
    help_text = kb("render", "--help")
    assert help_text.returncode == 0 and "kb-lsp render FILE" in help_text.stdout
    assert kb("help", "render").stdout == help_text.stdout
    assert "kb-lsp render FILE" in kb("--help").stdout


def test_the_same_spec_gives_the_same_bytes_from_any_working_directory(tmp_path: Path) -> None:
    """The title (`<title>` and `aria-label`) names the file, not the path as typed."""
    spec = EXAMPLES_DIR / "sign-in-shift.kbl"
    named = [kb("render", "examples/sign-in-shift.kbl", cwd=REPO),
             kb("render", "sign-in-shift.kbl", cwd=EXAMPLES_DIR),
             kb("render", "./examples/../examples/sign-in-shift.kbl", cwd=REPO),
             kb("render", str(spec), cwd=tmp_path)]
    assert [proc.returncode for proc in named] == [0, 0, 0, 0], [proc.stderr for proc in named]
    assert all(proc.stdout == named[0].stdout for proc in named), "the bytes depend on how the path is typed"
    root = parse_svg(named[0].stdout)
    assert root.get("aria-label") == "sign-in-shift.kbl: SignIn"
    assert root.find(SVG + "title").text == "sign-in-shift.kbl: SignIn"
    out = tmp_path / "picture.svg"
    assert kb("render", "sign-in-shift.kbl", "-o", str(out), cwd=EXAMPLES_DIR).returncode == 0
    assert out.read_text() == named[0].stdout
    assert 'aria-label="&lt;stdin&gt;: SignIn"' in kb("render", "-", input=spec.read_text()).stdout


# One screen per error code with the code in it: render refuses the spec's errors (the
# screen is not analysed) and draws the keyboard's.
ERROR_SPECS = {
    "KB004": "avoid shift\n  field a bottom 0 height 44",
    "KB005": "avoid scroll\n  field a bottom 0 height 44",
    "KB100": "field a top 1 height 44 ;",
    "KB101": "device nowhere\n  field a top 1 height 44",
    "KB102": "field a top 1 height 44\n  field a top 60 height 44",
    "KB103": "field a below nobody height 44",
    "KB104": "field a top 1",
    "KB105": "field a top 1 height 2000000",
    "KB106": "size 1 2\n  field a top 1 height 44",
}


def error_screen(code: str) -> str:
    return "screen S {\n  " + ERROR_SPECS[code] + "\n}\n"


def render_sections() -> dict[str, str]:
    """Where the docs say what `kb-lsp render` does with errors: README's and
    rendering.md's sections on the command, decisions.md's on the pictures, its help."""
    def section(path: Path, heading: str) -> str:
        text = path.read_text(encoding="utf-8")
        start = text.index("\n" + heading + "\n")
        end = text.find("\n## ", start + 1)
        return text[start:end if end >= 0 else len(text)]

    return {"README.md": section(REPO / "README.md", "## Pictures: `kb-lsp render`"),
            "docs/rendering.md": section(REPO / "docs" / "rendering.md", "## `kb-lsp render`"),
            "docs/decisions.md": section(REPO / "docs" / "decisions.md", "## Pictures"),
            "kb-lsp render --help": kb("render", "--help").stdout}


def test_render_refuses_the_specs_errors_and_draws_the_keyboards(tmp_path: Path) -> None:
    # KB300 is a storyboard's or xib's, not a spec's: render draws specs.
    # KB310 is information about an app's code, not an error of a spec.
    assert set(ERROR_SPECS) == set(CODES) - WARNING_CODES - {"KB300", "KB310"}, "every error code of specs needs its screen here"
    refused = set()
    for code in ERROR_SPECS:
        linted = kb("lint", "--format", "json", "-", input=error_screen(code))
        assert code in linted.stdout and linted.returncode == 1, (code, linted.stdout)
        proc = kb("render", "-", input=error_screen(code))
        if proc.returncode == 1:
            assert proc.stdout == "" and f"[{code}]" in proc.stderr, (code, proc.stderr)
            refused.add(code)
        else:
            assert proc.returncode == 0, (code, proc.stderr)
            assert 'class="el k-field f-covered"' in proc.stdout, f"{code}: the covered field is not drawn red"
    # An example with KB005 errors is drawn, its field red, status 0.
    example = kb("render", str(EXAMPLES_DIR / "profile-scroll.kbl"))
    assert example.returncode == 0 and "promoCode" in example.stdout and "f-covered" in example.stdout
    # What the docs say: the spec's errors, KB100–KB106, keep a screen from being drawn;
    # KB004 and KB005 do not.
    for where, text in render_sections().items():
        ranges = re.findall(r"KB(1\d\d)(?:–| to )KB(1\d\d)", text)
        assert len(ranges) == 1, f"{where} does not say (once) which codes keep a screen from being drawn"
        first, last = map(int, ranges[0])
        documented = {f"KB{number}" for number in range(first, last + 1)}
        assert documented == refused, f"{where} says {sorted(documented)} refuse a screen; the binary refuses {sorted(refused)}"
        drawn = set(ERROR_SPECS) - refused
        assert all(code in text for code in drawn), f"{where} does not say that {sorted(drawn)} are drawn"
