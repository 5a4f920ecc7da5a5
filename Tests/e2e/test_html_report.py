"""`kb-lsp lint --format html` end to end: one self-contained page whose links all
resolve inside it, whose pictures are well-formed SVG, opened in headless Chromium
without a console error and screenshot."""

from __future__ import annotations

import json
import re
import os
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest

from kbcli import EXAMPLES, lint, kb

# Links may point at an anchor of the page, or at the docs of the diagnostic codes.
DOCS_PREFIXES = ("https://github.com/", "docs/")


class Anchors(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: set[str] = set()
        self.links: list[str] = []
        self.loaded: list[str] = []  # anything the page would fetch

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if values.get("id"):
            self.ids.add(values["id"])
        if tag == "a" and values.get("href") is not None:
            self.links.append(values["href"])
        if values.get("src") or tag in ("link", "script", "iframe", "object"):
            self.loaded.append(tag)


# Where macOS keeps the browsers (GitHub's macOS runners have Google Chrome there).
MAC_BROWSERS = ("/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
                "/Applications/Chromium.app/Contents/MacOS/Chromium")


def chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    for path in MAC_BROWSERS:
        if os.access(path, os.X_OK):
            return path
    pytest.fail("Chromium is not installed (Debian: chromium; Tests/e2e/run.sh installs it)")


def open_in_chromium(page: Path, screenshot: Path, profile: Path) -> list[str]:
    """Opens `page` headless, screenshots it, and returns the console messages logged."""
    proc = subprocess.run(
        [chromium(), "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--hide-scrollbars",
         f"--user-data-dir={profile}", "--enable-logging=stderr", "--v=0",
         f"--screenshot={screenshot}", "--window-size=1280,1600", page.as_uri()],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)
    assert proc.returncode == 0, proc.stderr.decode(errors="replace")[-2000:]
    log = proc.stderr.decode(errors="replace")
    return [line for line in log.splitlines() if ":CONSOLE" in line]


def outer_svgs(html: str) -> list[str]:
    """The page's <svg> elements that are not inside another (nested ones are the screens)."""
    found, depth, start = [], 0, 0
    for match in re.finditer(r"<svg\b|</svg>", html):
        if match.group() == "<svg":
            if depth == 0:
                start = match.start()
            depth += 1
        else:
            depth -= 1
            if depth == 0:
                found.append(html[start:match.end()])
    return found


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("html") / "report.html"
    proc = lint("--format", "html", "--output-file", str(out), "examples")
    # The examples have errors (KB005): status 1, the text report on standard output.
    assert proc.returncode == 1, proc.stderr
    assert "in 15 files" in proc.stdout
    return out


def test_the_page_is_self_contained_and_every_link_resolves(report: Path) -> None:
    html = report.read_text()
    assert html.startswith("<!DOCTYPE html>")
    anchors = Anchors()
    anchors.feed(html)
    assert anchors.loaded == []
    assert len(anchors.links) > 20 and sum(link.startswith("#KB") for link in anchors.links) >= 5
    for link in anchors.links:
        if link.startswith("#"):
            assert link[1:] in anchors.ids, link
        else:
            assert link.startswith(DOCS_PREFIXES), link
    # Every file of the summary, every finding's code explained.
    for example in EXAMPLES:
        assert f">examples/{example}</a>" in html
    for code in set(re.findall(r'href="#(KB\d{3})"', html)):
        assert f'<article id="{code}">' in html
    # Each picture is well-formed SVG with its sizes.
    pictures = outer_svgs(html)
    assert len(pictures) >= 11
    for picture in pictures:
        root = ET.fromstring(picture)
        assert root.get("viewBox") and root.get("width") and root.get("height")


def test_chromium_opens_it_without_console_errors(report: Path, tmp_path: Path) -> None:
    screenshot = tmp_path / "report.png"
    console = open_in_chromium(report, screenshot, tmp_path / "profile")
    assert console == []
    assert png_size(screenshot) == (1280, 1600)
    assert screenshot.stat().st_size > 20_000  # something was drawn


def test_the_console_check_sees_errors(tmp_path: Path) -> None:
    """The check above can fail: a page with a script error is caught."""
    page = tmp_path / "broken.html"
    page.write_text("<!DOCTYPE html><title>x</title><script>console.error('kb-lsp probe'); undefinedCall();</script>")
    console = open_in_chromium(page, tmp_path / "broken.png", tmp_path / "profile")
    assert any("kb-lsp probe" in line for line in console), console
    assert any("undefinedCall" in line for line in console), console


def test_html_to_standard_output() -> None:
    proc = kb("lint", "--format", "html", "-", input="screen S {\n  field f top 500 height 44\n}\n")
    assert proc.returncode == 0
    assert proc.stdout.startswith("<!DOCTYPE html>") and "KB001" in proc.stdout and "<figure>" in proc.stdout


def test_every_finding_is_a_line_inside_a_link_to_its_explanation(report: Path) -> None:
    """Each finding of the JSON report is on the page as a line inside a link to its code's
    explanation; a screen's findings are grouped by code, one link per code:
    `<a href="#KB001" title="…">KB001 12:7 error: …\nKB001 14:7 error: …</a>`."""
    html = report.read_text()
    findings = json.loads(lint("--format", "json", "examples").stdout)
    lines, links = [], 0
    for block in re.findall(r'<div class="lines">(.*?)</div>', html, re.S):
        for href, body in re.findall(r'<a href="#(KB\d+)" title="[^"<]*">([^<]*)</a>', block):
            assert all(line.startswith(href + " ") for line in body.split("\n"))
            lines += body.split("\n")
            links += 1
        assert re.sub(r'<a href="#KB\d+" title="[^"<]*">[^<]*</a>', "", block) == ""
    expected = [f'{d["code"]} {d["line"]}:{d["column"]} {d["severity"]}: '
                + d["message"].replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                for file in findings["files"] for d in file["diagnostics"]]
    assert len(expected) > 30
    assert sorted(lines) == sorted(expected)
    assert links < len(expected)
    for code in {d["code"] for file in findings["files"] for d in file["diagnostics"]}:
        assert f'<article id="{code}">' in html
    # The table of files is in blocks, each laid out only when scrolled to.
    assert html.count('<div class="rows"') == 1 and ".rows{content-visibility:auto}" in html


def test_a_documents_screens_have_their_pictures_per_device(tmp_path: Path) -> None:
    # A storyboard checked on two devices: one picture per device, headed with it, beside
    # that device's findings only, drawn as `kb-lsp render` draws it.
    shutil.copy(Path(__file__).resolve().parents[2] / "examples" / "sign-in.storyboard", tmp_path / "sign-in.storyboard")
    (tmp_path / ".kblint.json").write_text(json.dumps({"interface-builder": {"devices": ["iphone-se", "iphone-16"]}}))
    out = tmp_path / "report.html"
    proc = lint("--format", "html", "--output-file", str(out), str(tmp_path / "sign-in.storyboard"))
    assert proc.returncode == 0, proc.stderr
    html = out.read_text()
    sections = re.split(r'<h3 id="file-0-screen-\d+">', html)[1:]
    assert [section.split("</h3>")[0] for section in sections] == \
        ["SignInViewController on iphone-se", "SignInViewController on iphone-16"]
    for section, device, other in zip(sections, ("iphone-se", "iphone-16"), ("iphone-16", "iphone-se")):
        picture = outer_svgs(section)[0]
        root = ET.fromstring(picture)
        texts = [text.text for text in root.iter("{http://www.w3.org/2000/svg}text")]
        assert f"{device} 375×667 pt · avoid none" in texts or f"{device} 393×852 pt · avoid none" in texts, texts
        assert "textField emailField" in texts and "“Email”" in texts
        findings = section.split("<div class=\"findings\">")[1].split("</div>\n</div>")[0]
        assert f"landscape on {device}" in findings and f"on {other}" not in findings, findings
