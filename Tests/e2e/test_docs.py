"""The documentation stays true to the repository and to the engine.

- Every relative link and `#anchor` in README.md, docs/*.md and editors/**/*.md resolves
  inside the repository (absolute http(s) links are left alone), and no file of the
  repository names the folder of the spec that lives beside it.
- Every ```kbl block of docs/language.md goes through `kb-lsp lint -`: it is valid (no
  KB1xx error) unless an `expect` marker says which codes it gets, and then it gets
  exactly those. Other markers tie the prose to the engine: the figures of the worked
  examples (`figures`, `geometry`), the quick fixes (`fix`), the JSON output (`output`),
  the built-in devices (`devices`), the strategies (`strategies`) and the table of codes
  (`codes`).
- The additions of KBL 1.1 and 1.2 are accepted by kb-lsp and documented: their words are
  in the grammar summary, and `slide`, `inset`, `fraction` in a scroll, `ios`,
  `landscape-swap`, KB007 and KB002, `iqkeyboardmanager` (both versions, in a scroll view)
  and `resize` have worked examples.

Markers are HTML comments on the line right above the fence or table they describe:

    <!-- expect: KB103 `password`, KB104 -->   the codes reported, exactly; a code may
                                               name the text its range covers
    <!-- expect: clean -->                      nothing reported at all
    <!-- figures -->        the first table after the block: per field and orientation,
                            any of top, bottom, keyboard top, overlap (from the hover),
                            shift and finding (from the JSON and the hover); a row
                            naming the screen holds its KB007 (no element, no figures)
    <!-- geometry -->       the first table after the block: screen height, content top
                            and keyboard top per orientation (from the screen's hover)
    <!-- fix: TITLE -->     the quick fix TITLE applied to this block gives the next
                            ```kbl block, byte for byte
    <!-- output: json -->   (on a ```json block) `kb-lsp lint --format json -` of the
                            previous ```kbl block
    <!-- devices -->, <!-- strategies -->, <!-- codes -->
                            (on a table) the built-in devices with their other names,
                            the strategies with their options and defaults, every code
"""

from __future__ import annotations

import json
import math
import re
import subprocess
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from urllib.parse import unquote

import pytest

from kbltext import apply_edits
from rawlsp import RawServer, server_path

REPO = Path(__file__).resolve().parents[2]
LANGUAGE = REPO / "docs" / "language.md"
TIMEOUT = 30


# -- Markdown ---------------------------------------------------------------------------

FENCE = re.compile(r"^(```+|~~~+)\s*([\w+-]*)")
INLINE_CODE = re.compile(r"(`+)(.+?)\1")
INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\(\s*<?([^\s)>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE_DEFINITION = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$")
HTML_LINK = re.compile(r"<a\s[^>]*href=\"([^\"]+)\"", re.I)
HTML_ANCHOR = re.compile(r"<a\s[^>]*(?:id|name)=\"([^\"]+)\"", re.I)
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")


def markdown_files() -> list[Path]:
    files = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md")), *sorted((REPO / "editors").rglob("*.md"))]
    return [path for path in files if path.is_file()]


def prose_lines(text: str) -> list[tuple[int, str]]:
    """The lines outside fenced code blocks, numbered from 1."""
    lines = []
    fence = None
    for number, line in enumerate(text.split("\n"), 1):
        match = FENCE.match(line.strip())
        if fence is None and match:
            fence = match.group(1)
            continue
        if fence is not None:
            if line.strip().startswith(fence) and line.strip().strip(fence[0]) == "":
                fence = None
            continue
        lines.append((number, line))
    return lines


def github_slug(heading: str) -> str:
    """The anchor GitHub gives a heading: the rendered text, lower case, without
    punctuation (letters, digits, `_`, `-` and spaces stay), spaces made hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # links and images: their text
    text = re.sub(r"<[^>]+>", "", text)  # inline HTML
    text = text.replace("`", "").lower()
    text = "".join(ch for ch in text if ch.isalnum() or ch in "_- ")
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """Every anchor of a Markdown file: its headings' slugs (repeats get -1, -2, …) and
    explicit `<a id>`/`<a name>`."""
    seen: dict[str, int] = {}
    found = set()
    for _, line in prose_lines(path.read_text(encoding="utf-8")):
        match = HEADING.match(line)
        if match:
            slug = github_slug(match.group(2))
            count = seen.get(slug, 0)
            seen[slug] = count + 1
            found.add(slug if count == 0 else f"{slug}-{count}")
        found.update(HTML_ANCHOR.findall(line))
    return found


def links(path: Path) -> list[tuple[int, str]]:
    """(line, target) of every link outside code: inline links and images, reference
    definitions, HTML `href`s."""
    found = []
    for number, line in prose_lines(path.read_text(encoding="utf-8")):
        definition = REFERENCE_DEFINITION.match(line)
        if definition:
            found.append((number, definition.group(1)))
            continue
        without_code = INLINE_CODE.sub("", line)
        found += [(number, target) for target in INLINE_LINK.findall(without_code)]
        found += [(number, target) for target in HTML_LINK.findall(without_code)]
    return found


def broken_link(source: Path, target: str) -> str | None:
    """Why a link does not resolve inside the repository, or None if it does."""
    if re.match(r"https?://", target, re.I) or target.lower().startswith("mailto:"):
        return None
    if re.match(r"[a-z][a-z0-9+.-]*:", target, re.I) or target.startswith("//"):
        return "an absolute link that is not http(s)"
    path_part, _, anchor = target.partition("#")
    resolved = (source.parent / unquote(path_part)).resolve() if path_part else source.resolve()
    if not resolved.is_relative_to(REPO):
        return "points outside the repository"
    if not resolved.exists():
        return f"{resolved.relative_to(REPO)} does not exist"
    if not anchor:
        return None
    if resolved.suffix.lower() == ".md":
        if unquote(anchor) not in anchors(resolved):
            return f"no heading of {resolved.relative_to(REPO)} has the anchor #{anchor}"
        return None
    if resolved.is_file() and re.fullmatch(r"L\d+(-L\d+)?", anchor):
        return None
    return f"#{anchor} is no anchor of {resolved.relative_to(REPO)}"


@pytest.mark.parametrize("path", markdown_files(), ids=lambda p: str(p.relative_to(REPO)))
def test_relative_links_resolve_inside_the_repository(path: Path):
    problems = [f"{path.relative_to(REPO)}:{line}: ({target}) {why}"
                for line, target in links(path) if (why := broken_link(path, target))]
    assert not problems, "broken links:\n" + "\n".join(problems)


def test_the_link_checker_sees_the_links():
    every = {path: links(path) for path in markdown_files()}
    assert LANGUAGE in every, "docs/language.md is missing"
    assert sum(len(found) for found in every.values()) >= 20
    to_decisions = [target for _, target in every[LANGUAGE] if target.startswith("decisions.md#")]
    assert len(to_decisions) >= 5, "language.md should link to the decisions it follows"
    # Absolute links are left alone; anything else must resolve.
    assert broken_link(LANGUAGE, "https://example.invalid/nowhere#x") is None
    assert broken_link(LANGUAGE, "decisions.md#no-such-heading") is not None
    assert broken_link(LANGUAGE, "no-such-file.md") is not None
    assert broken_link(LANGUAGE, "../../outside.md") is not None
    assert broken_link(LANGUAGE, "#keyboard-analysis") is None
    assert broken_link(LANGUAGE, "#no-such-heading") is not None


@pytest.mark.parametrize("heading, slug", [
    ("Quick fixes (spec §8)", "quick-fixes-spec-8"),
    ("`.kblint.json`: project configuration", "kblintjson-project-configuration"),
    ("KB001", "kb001"),
    ("The `avoid` line: strategies and options", "the-avoid-line-strategies-and-options"),
    ("See [the docs](docs/x.md) — now", "see-the-docs--now"),
])
def test_github_slugs(heading: str, slug: str):
    assert github_slug(heading) == slug


# -- the folder beside the repository ---------------------------------------------------------

# The one reading of the folder beside the repository: the real documents `make corpus` and
# CorpusFloorTests measure when they are there (the corpus alone).
CORPUS_READING = re.compile("shared" + r"""\W+corpus\b""")
# Written in pieces so that this file does not name what it looks for.
OUTSIDE = [
    re.compile(r"\.\.[/\\]" + "shared" + r"\b"),
    re.compile(r"\b" + "shared" + r"/(spec|seeds|data)\b"),
    re.compile(r"""parent\s*/\s*["']""" + "shared" + r"""["']"""),
]


def repository_files() -> list[Path]:
    """The tracked files and the new ones not ignored; the whole tree without git."""
    try:
        listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                                cwd=REPO, capture_output=True, check=True, timeout=TIMEOUT).stdout
        names = [name for name in listed.decode().split("\0") if name]
    except (OSError, subprocess.CalledProcessError):
        names = [str(p.relative_to(REPO)) for p in REPO.rglob("*")
                 if p.is_file() and not any(part.startswith(".") for part in p.relative_to(REPO).parts)]
    return [REPO / name for name in sorted(set(names)) if (REPO / name).is_file()]


def text_of(path: Path) -> str | None:
    data = path.read_bytes()
    if b"\0" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def test_no_file_names_the_folder_beside_the_repository():
    files = repository_files()
    assert LANGUAGE in files and Path(__file__).resolve() in files
    problems = []
    for path in files:
        text = text_of(path)
        if text is None:
            continue
        for number, line in enumerate(text.split("\n"), 1):
            if any(pattern.search(line) for pattern in OUTSIDE) and not CORPUS_READING.search(line):
                problems.append(f"{path.relative_to(REPO)}:{number}: {line.strip()}")
    assert not problems, ("the repository must stand on its own; these lines name the folder beside it:\n"
                          + "\n".join(problems))


def test_the_outside_patterns_match_what_they_should():
    parent, folder = "..", "shared"
    assert any(p.search(f"see [{parent}/{folder}/x]({parent}/{folder}/x)") for p in OUTSIDE)
    assert any(p.search("read " + "shared" + "/spec/kbl.md") for p in OUTSIDE)
    assert any(p.search('SCHEMA = REPO.parent / "' + 'shared" / "data"') for p in OUTSIDE)
    assert not any(p.search("Helpers shared by the integrations") for p in OUTSIDE)
    # The corpus may be named; nothing else beside the repository, not its notes either.
    assert CORPUS_READING.search(f"{parent}/{folder}/corpus/interface-builder")
    assert CORPUS_READING.search(f'REPO.parent / "{folder}" / "corpus"')
    assert not CORPUS_READING.search(f"{parent}/{folder}/spec/ib.md")
    assert not CORPUS_READING.search(f"{parent}/{folder}/notes/ib-corpus.md")


# -- figures that `make bench` (or `make fuzz`) measures ----------------------------------------

# A measured size, time or rate quoted in prose goes stale as the code and the machine
# change: the docs point at `make bench` (or libFuzzer's own output) instead. Limits and
# goals ("at most 4 MiB", "under a second", "the limit, 16 MB") are not measurements.
NUMBER = r"\d[\d,.]*(?:\s*[–-]\s*\d[\d,.]*)?"
QUOTED_FIGURES = {
    "an amount given as about so much": re.compile(
        rf"\b(?:about|around|roughly|nearly|~)\s*{NUMBER}\s*(?:[KMG]i?B|ms|s|seconds?|minutes?)(?![\w/])"),
    "a time something took": re.compile(rf"\b(?:took|takes|taking|take)\s+{NUMBER}\s*(?:ms|s|seconds?|minutes?)\b"),
    "a rate": re.compile(rf"{NUMBER}\s*(?:[a-z]+\s+)?(?:a|per)\s+second\b|{NUMBER}\s*(?:[A-Za-z]+/s)\b"),
    "a page's size": re.compile(rf"\b(?:page|report)\b[^.;]{{0,60}}?\b(?:is|of|weighs)\s+(?:about\s+)?{NUMBER}\s*[KMG]i?B\b"),
}


def quoted_figures(text: str) -> list[str]:
    prose = " ".join(" ".join(line.split()) for _, line in prose_lines(text))
    return [f"{what}: …{prose[max(0, m.start() - 40):m.end() + 10]}…"
            for what, pattern in QUOTED_FIGURES.items() for m in pattern.finditer(prose)]


@pytest.mark.parametrize("path", markdown_files(), ids=lambda path: str(path.relative_to(REPO)))
def test_docs_point_at_the_bench_rather_than_quote_its_figures(path: Path):
    found = quoted_figures(path.read_text(encoding="utf-8"))
    assert not found, (f"{path.relative_to(REPO)} quotes measured figures; say that `make bench` (or `make fuzz`) "
                       "prints them, or compare them in a test:\n" + "\n".join(found))


def test_the_figure_patterns_match_what_they_should():
    stale = ["the page of 2,000 files (63,000 findings) is about\n  8.5 MB (the limit is 16 MB)",
             "memory stays flat (about 15 MB for 500, 2,000, 8,000 or 50,000 files)",
             "the spec target is the slowest (about 70 inputs a\nsecond of up to 2 KB)",
             "`framer` 76,922 in 10 minutes (127 a second)", "the corpus took 1.5–2 s more than an empty page",
             "the server runs ~175 inputs/s", "lint reads 12.5 MB/s", "gives a page of 8.5 MB",
             "about 220 ms for H = 4,000", "a 10,000-line spec is about 300 KB"]
    for text in stale:
        assert quoted_figures(text), f"not caught: {text!r}"
    fine = ["a file may have at most 4 MiB", "prints its size beside the limit, 16 MB",
            "the goal, under one second", "one input taking more than 10 s is a hang",
            "redrawn ten times a second", "a run longer than half a second", "Files over 256 MB are refused",
            "more than 2 GB resident a failure", "the panel is drawn again when typing pauses (250 ms)",
            "`spec` 269,041 executions, `framer` 76,922", "at most 64 files are linted ahead"]
    for text in fine:
        assert not quoted_figures(text), f"caught, but no measurement: {text!r} {quoted_figures(text)}"


# -- docs/language.md: blocks and markers -----------------------------------------------------

MARKER = re.compile(r"^<!--\s*([a-z-]+)\s*(?::\s*(.*?))?\s*-->$")
BLOCK_MARKERS = {"expect", "figures", "geometry", "fix"}
KNOWN_MARKERS = BLOCK_MARKERS | {"output", "devices", "strategies", "codes"}


@dataclass
class Block:
    lang: str
    line: int  # 1-based line of the opening fence
    end: int  # 0-based index of the closing fence line
    text: str
    markers: dict[str, str] = field(default_factory=dict)

    @property
    def id(self) -> str:
        """`line578-SignIn`: where the block starts, and its first screen."""
        screen = re.search(r"^\s*screen\s+(\S+)", self.text, re.M)
        return f"line{self.line}" + (f"-{screen.group(1)}" if screen else "")


@dataclass
class Document:
    lines: list[str]
    blocks: list[Block]
    # marker name -> 0-based index of the line the marker stands on
    table_markers: dict[str, list[int]]


def markers_above(lines: list[str], index: int) -> dict[str, str]:
    found = {}
    at = index - 1
    while at >= 0 and MARKER.match(lines[at].strip()):
        name, value = MARKER.match(lines[at].strip()).groups()
        found[name] = value or ""
        at -= 1
    return found


@lru_cache(maxsize=None)
def language() -> Document:
    lines = LANGUAGE.read_text(encoding="utf-8").split("\n")
    blocks = []
    index = 0
    while index < len(lines):
        match = FENCE.match(lines[index].strip())
        if not match:
            index += 1
            continue
        fence, lang = match.groups()
        end = index + 1
        while end < len(lines) and not (lines[end].strip().startswith(fence) and lines[end].strip().strip(fence[0]) == ""):
            end += 1
        assert end < len(lines), f"docs/language.md:{index + 1}: the code block is never closed"
        text = "\n".join(lines[index + 1:end]) + "\n"
        blocks.append(Block(lang, index + 1, end, text, markers_above(lines, index)))
        index = end + 1
    table_markers: dict[str, list[int]] = {}
    for number, line in enumerate(lines):
        match = MARKER.match(line.strip())
        if match and number + 1 < len(lines) and lines[number + 1].lstrip().startswith("|"):
            table_markers.setdefault(match.group(1), []).append(number)
    return Document(lines, blocks, table_markers)


def kbl_blocks() -> list[Block]:
    return [block for block in language().blocks if block.lang == "kbl"]


def marked(name: str) -> list[Block]:
    return [block for block in kbl_blocks() if name in block.markers]


def table_after(line_index: int, stop_at_fence: bool = True) -> list[dict[str, str]]:
    """The first Markdown table starting after line `line_index` (0-based), before the next
    heading (and the next fence), as rows keyed by the header's lower-case cells."""
    lines = language().lines
    index = line_index + 1
    while index < len(lines) and not lines[index].lstrip().startswith("|"):
        if HEADING.match(lines[index]) or (stop_at_fence and FENCE.match(lines[index])):
            raise AssertionError(f"docs/language.md:{line_index + 1}: no table follows")
        index += 1
    rows = []
    while index < len(lines) and lines[index].lstrip().startswith("|"):
        rows.append([cell.strip() for cell in lines[index].strip().strip("|").split("|")])
        index += 1
    assert len(rows) >= 3 and all(re.fullmatch(r":?-+:?", cell) for cell in rows[1]), \
        f"docs/language.md:{line_index + 1}: malformed table"
    header = [cell.lower() for cell in rows[0]]
    return [dict(zip(header, row)) for row in rows[2:]]


def test_markers_are_known_and_stand_where_they_apply():
    lines = language().lines
    problems = []
    for number, line in enumerate(lines):
        stripped = line.strip()
        if not stripped.startswith("<!--"):
            continue
        match = MARKER.match(stripped)
        if not match or match.group(1) not in KNOWN_MARKERS:
            problems.append(f"{number + 1}: not a known marker: {stripped}")
            continue
        # The marker's run of comment lines must end right above a fence or a table.
        after = number + 1
        while after < len(lines) and MARKER.match(lines[after].strip()):
            after += 1
        target = lines[after] if after < len(lines) else ""
        name = match.group(1)
        if name in BLOCK_MARKERS and not target.startswith("```kbl"):
            problems.append(f"{number + 1}: '{name}' must stand right above a ```kbl block")
        if name == "output" and not target.startswith("```json"):
            problems.append(f"{number + 1}: 'output' must stand right above a ```json block")
        if name in {"devices", "strategies", "codes"} and not target.lstrip().startswith("|"):
            problems.append(f"{number + 1}: '{name}' must stand right above a table")
    assert not problems, "docs/language.md:\n" + "\n".join(problems)


# -- the linter ---------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def workdir(tmp_path_factory) -> Path:
    """An empty directory to lint from: no .kblint.json applies to standard input."""
    return tmp_path_factory.mktemp("docs-lint")


@lru_cache(maxsize=None)
def lint_document(text: str, cwd: str) -> dict:
    proc = subprocess.run([server_path(), "lint", "--format", "json", "-"], cwd=cwd, input=text.encode(),
                          capture_output=True, timeout=TIMEOUT)
    assert proc.returncode in (0, 1), proc.stderr.decode()
    document = json.loads(proc.stdout)
    errors = sum(1 for d in document["files"][0]["diagnostics"] if d["severity"] == "error")
    assert proc.returncode == (1 if errors else 0), "the exit status does not match the errors"
    return document


def lint_block(text: str, cwd: Path) -> list[dict]:
    return lint_document(text, str(cwd))["files"][0]["diagnostics"]


def range_text(text: str, diagnostic: dict) -> str:
    """The source a diagnostic's range covers (1-based lines, columns in code points,
    the end exclusive)."""
    lines = text.split("\n")
    start, end = (diagnostic["line"] - 1, diagnostic["column"] - 1), (diagnostic["endLine"] - 1, diagnostic["endColumn"] - 1)
    if start[0] == end[0]:
        return lines[start[0]][start[1]:end[1]]
    return "\n".join([lines[start[0]][start[1]:], *lines[start[0] + 1:end[0]], lines[end[0]][:end[1]]])


EXPECTED_CODE = re.compile(r"(KB\d{3})(?:\s+`([^`]*)`)?")


def expected_codes(value: str) -> list[tuple[str, str | None]]:
    if value.strip() == "clean":
        return []
    entries = [(code, text) for code, text in EXPECTED_CODE.findall(value)]
    assert entries and EXPECTED_CODE.sub("", value).strip(" ,") == "", f"unreadable expectation: {value!r}"
    return [(code, text or None) for code, text in entries]


def describe(diagnostics: list[dict], text: str) -> str:
    return "\n".join(f"  {d['line']}:{d['column']} {d['code']} `{range_text(text, d)}` {d['message']}" for d in diagnostics)


@pytest.mark.parametrize("block", kbl_blocks(), ids=lambda b: b.id)
def test_kbl_block(block: Block, workdir: Path):
    diagnostics = lint_block(block.text, workdir)
    if "expect" not in block.markers:
        errors = [d for d in diagnostics if d["code"] >= "KB100"]
        assert not errors, (f"docs/language.md:{block.line}: the block has errors; mark it "
                            f"<!-- expect: … --> if they are meant:\n{describe(errors, block.text)}")
        return
    expected = expected_codes(block.markers["expect"])
    reported = {d["code"] for d in diagnostics}
    assert reported == {code for code, _ in expected}, (
        f"docs/language.md:{block.line}: expected {sorted({c for c, _ in expected}) or 'nothing'}, "
        f"got:\n{describe(diagnostics, block.text)}")
    for code, text in expected:
        if text is None:
            continue
        texts = [range_text(block.text, d) for d in diagnostics if d["code"] == code]
        assert text in texts, (f"docs/language.md:{block.line}: no {code} on `{text}`; its ranges cover "
                               f"{texts}")


def test_the_blocks_are_linted():
    blocks = kbl_blocks()
    assert len(blocks) >= 30
    assert len(marked("expect")) >= 15
    assert sum(1 for b in blocks if b.markers.get("expect", "clean") == "clean") >= 5


def explained_codes() -> dict[str, str]:
    """code -> default severity, from `kb-lsp explain`."""
    proc = subprocess.run([server_path(), "explain"], capture_output=True, text=True, timeout=TIMEOUT)
    assert proc.returncode == 0, proc.stderr
    codes = dict(re.findall(r"^(KB\d{3})\s+(error|warning|info\w*)\b", proc.stdout, re.M))
    assert len(codes) >= 13, proc.stdout
    return codes


def test_every_code_has_an_example():
    shown = {code for block in marked("expect") for code, _ in expected_codes(block.markers["expect"])}
    # KB3xx are about storyboards and xibs: docs/interface-builder.md explains them (below).
    missing = sorted(code for code in set(explained_codes()) - shown if not code.startswith("KB3"))
    assert not missing, f"docs/language.md has no example (<!-- expect: … -->) of {missing}"


def test_the_interface_builder_page_names_every_document_code():
    page = (REPO / "docs" / "interface-builder.md").read_text(encoding="utf-8")
    document_codes = sorted(code for code in explained_codes() if code.startswith("KB3"))
    assert document_codes == ["KB300", "KB301", "KB302", "KB303", "KB310", "KB311"]
    assert [code for code in document_codes if f"**{code}**" not in page and code not in page] == []


def test_the_table_of_codes_matches_the_binary():
    markers = language().table_markers.get("codes", [])
    assert len(markers) == 1, "expected one <!-- codes --> table"
    rows = table_after(markers[0], stop_at_fence=False)
    documented = {row["code"].strip("`"): row["severity"].lower() for row in rows}
    assert documented == explained_codes()


# -- the language server, for the figures only the hover shows -----------------------------

@pytest.fixture(scope="module")
def lsp(workdir: Path):
    """One kb-lsp server for the module; each example is opened as a new document."""
    client = RawServer()
    # A client that reads Markdown hovers and takes code action literals, as the docs' figures need.
    client.initialize({"textDocument": {"hover": {"contentFormat": ["markdown", "plaintext"]},
                                        "codeAction": {"codeActionLiteralSupport": {"codeActionKind": {"valueSet": ["quickfix"]}}}}})
    client.opened = 0
    yield client
    try:
        client.request("shutdown")
        client.notify("exit")
        client.wait()
    finally:
        client.kill()


def open_document(lsp, text: str, workdir: Path) -> str:
    lsp.opened += 1
    uri = (workdir / f"example-{lsp.opened}.kbl").as_uri()
    lsp.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "kbl", "version": 1, "text": text}})
    lsp.wait_for_diagnostics(uri)
    return uri


def hover_rows(lsp, uri: str, line: int, character: int) -> tuple[str, list[dict[str, str]]]:
    """The hover's title line and its table rows, keyed by the header's cells."""
    response = lsp.request("textDocument/hover", {"textDocument": {"uri": uri},
                                                     "position": {"line": line, "character": character}})
    result = response.get("result")
    assert result, f"no hover at {line}:{character}"
    value = result["contents"]["value"]
    table = [line for line in value.split("\n") if line.startswith("|")]
    header = [cell.strip() for cell in table[0].strip("|").split("|")]
    rows = [dict(zip(header, (cell.strip() for cell in row.strip("|").split("|")))) for row in table[2:]]
    return value.split("\n")[0], rows


def number(cell: str) -> float | None:
    """A figure as written in a table: `248`, `343.5 pt`; `—`, `none` are None."""
    cell = cell.replace("`", "").replace("pt", "").replace("−", "-").strip()
    if cell in {"—", "-", "none", ""}:
        return None
    return float(cell)


def same(a: float | None, b: float | None) -> bool:
    return (a is None and b is None) or (a is not None and b is not None and abs(a - b) < 1e-9)


FINDING = re.compile(r"(KB\d{3})(?:,?\s*([\d.]+)\s*pt)?")


def findings(cell: str) -> set[tuple[str, float | None]]:
    cell = cell.replace("`", "")
    if cell.strip() in {"—", "-", "none", ""}:
        return set()
    found = {(code, float(amount) if amount else None) for code, amount in FINDING.findall(cell)}
    assert found, f"unreadable finding {cell!r}"
    return found


def element_line(text: str, name: str) -> tuple[int, int]:
    for index, line in enumerate(text.split("\n")):
        match = re.match(r"\s*\w+\s+(" + re.escape(name) + r")\b", line)
        if match:
            return index, match.start(1)
    raise AssertionError(f"no element {name!r} in the block")


HOVER_COLUMNS = {"top": "field top", "bottom": "field bottom", "keyboard top": "keyboard top", "overlap": "overlap"}


def subject_of(diagnostic: dict) -> str:
    """What a figures row names for a diagnostic: its element, or for KB007, which is about
    the screen's code and has no element, the screen."""
    return diagnostic.get("element", diagnostic["screen"])


@pytest.mark.parametrize("block", marked("figures"), ids=lambda b: b.id)
def test_worked_example_figures(block: Block, workdir: Path, lsp):
    rows = table_after(block.end)
    columns = set(rows[0])
    name_column = "field" if "field" in columns else "element"
    assert {name_column, "orientation"} <= columns, f"docs/language.md:{block.line}: the table needs field and orientation"
    assert columns & ({"shift", "finding"} | set(HOVER_COLUMNS)), "the table states no figure"
    diagnostics = [d for d in lint_block(block.text, workdir) if d["code"] < "KB100"]
    uri = open_document(lsp, block.text, workdir)
    where = f"docs/language.md:{block.line}"
    screens = set(re.findall(r"^\s*screen\s+(\S+)", block.text, re.M))
    covered_rows = set()
    for row in rows:
        name = row[name_column].strip("`")
        orientation = row["orientation"]
        covered_rows.add((name, orientation))
        reported = [d for d in diagnostics if subject_of(d) == name and d["orientation"] == orientation]
        if "finding" in row:
            assert findings(row["finding"]) == {(d["code"], d["amount"]) for d in reported}, (
                f"{where}: {name} in {orientation}: the table says {row['finding']!r}, kb-lsp reports "
                f"{[(d['code'], d['amount']) for d in reported]}")
        if "shift" in row:
            for d in reported:
                assert same(number(row["shift"]), d.get("shift")), (
                    f"{where}: {name} in {orientation}: shift {row['shift']!r} in the table, {d.get('shift')} in the JSON")
        if name in screens:
            # A row of the screen (KB007): no element, so no frame, overlap or shift.
            figures = {column: row[column] for column in (*HOVER_COLUMNS, "shift") if column in row}
            assert all(number(cell) is None for cell in figures.values()), (
                f"{where}: the row of screen {name} in {orientation} states figures of an element: {figures}")
            continue
        needs_hover = any(column in row for column in HOVER_COLUMNS) or ("shift" in row and not reported)
        if not needs_hover:
            continue
        line, character = element_line(block.text, name)
        _, hover = hover_rows(lsp, uri, line, character)
        by_orientation = {h["orientation"]: h for h in hover}
        assert orientation in by_orientation, f"{where}: the hover of {name} has no {orientation} row"
        shown = by_orientation[orientation]
        for column, hover_column in HOVER_COLUMNS.items():
            if column in row:
                assert same(number(row[column]), number(shown[hover_column])), (
                    f"{where}: {name} in {orientation}: {column} {row[column]!r} in the table, {shown[hover_column]!r} in the hover")
        if "shift" in row:
            assert same(number(row["shift"]), number(shown["shift"])), (
                f"{where}: {name} in {orientation}: shift {row['shift']!r} in the table, {shown['shift']!r} in the hover")
    if "finding" in columns:
        unlisted = [d for d in diagnostics if (subject_of(d), d["orientation"]) not in covered_rows]
        assert not unlisted, f"{where}: findings missing from the table:\n{describe(unlisted, block.text)}"


@pytest.mark.parametrize("block", marked("geometry"), ids=lambda b: b.id)
def test_screen_geometry(block: Block, workdir: Path, lsp):
    rows = table_after(block.end)
    uri = open_document(lsp, block.text, workdir)
    screen = re.search(r"^screen\s+(\S+)", block.text, re.M)
    line, character = element_line(block.text, screen.group(1))
    _, hover = hover_rows(lsp, uri, line, character)
    by_orientation = {h["orientation"]: h for h in hover}
    assert [row["orientation"] for row in rows] == list(by_orientation)
    for row in rows:
        shown = by_orientation[row["orientation"]]
        for column in ("screen height", "content top", "keyboard top"):
            assert column in row, f"docs/language.md:{block.line}: the table needs a '{column}' column"
            assert same(number(row[column]), number(shown[column])), (
                f"docs/language.md:{block.line}: {row['orientation']} {column}: {row[column]!r} in the table, "
                f"{shown[column]!r} in the hover")


def strategy_of(text: str) -> str:
    match = re.search(r"^\s*avoid\s+(\S+)", text, re.M)
    return match.group(1) if match else "none"


def strategies() -> list[str]:
    """The strategies kb-lsp knows, from its own message for an unknown one."""
    proc = subprocess.run([server_path(), "lint", "-"], input="screen S {\n  avoid nonsense\n}\n",
                          capture_output=True, text=True, timeout=TIMEOUT)
    match = re.search(r"expected ([\w ,]+?) or (\w+)", proc.stdout)
    assert match, proc.stdout
    return [s.strip() for s in match.group(1).split(",")] + [match.group(2)]


def test_every_strategy_has_a_worked_example():
    known = strategies()
    assert "shift" in known and "fraction" in known
    shown = {strategy_of(block.text) for block in marked("figures")}
    missing = sorted(set(known) - shown)
    assert not missing, f"no worked example (<!-- figures -->) of avoid {missing}"


# -- quick fixes -----------------------------------------------------------------------------

def fix_pairs() -> list[tuple[Block, Block]]:
    blocks = kbl_blocks()
    pairs = []
    for index, block in enumerate(blocks):
        if "fix" in block.markers:
            assert index + 1 < len(blocks), f"docs/language.md:{block.line}: no block shows the fixed text"
            pairs.append((block, blocks[index + 1]))
    return pairs


@pytest.mark.parametrize("before, after", fix_pairs(), ids=lambda b: b.id)
def test_quick_fix(before: Block, after: Block, workdir: Path, lsp):
    title = before.markers["fix"]
    uri = open_document(lsp, before.text, workdir)
    last = before.text.count("\n")
    response = lsp.request("textDocument/codeAction", {
        "textDocument": {"uri": uri},
        "range": {"start": {"line": 0, "character": 0}, "end": {"line": last, "character": 0}},
        "context": {"diagnostics": []}})
    actions = {action["title"]: action for action in response["result"]}
    assert title in actions, f"docs/language.md:{before.line}: no quick fix {title!r}; kb-lsp offers {sorted(actions)}"
    edits = [((e["range"]["start"]["line"], e["range"]["start"]["character"]),
              (e["range"]["end"]["line"], e["range"]["end"]["character"]), e["newText"])
             for e in actions[title]["edit"]["changes"][uri]]
    fixed, _ = apply_edits(before.text, edits, "utf-16")
    assert fixed == after.text, (f"docs/language.md:{after.line}: the block after {title!r} is not what the fix "
                                 f"writes; kb-lsp writes:\n{fixed}")


def test_the_quick_fixes_are_shown():
    titles = [before.markers["fix"] for before, _ in fix_pairs()]
    assert len(titles) >= 4
    assert any(t.startswith("Embed ") for t in titles) and any(t.startswith("Add constraint outlets") for t in titles)
    assert {"Remove landscape-swap", "Add landscape-swap"} <= set(titles), "KB007's two fixes are not shown"


# -- JSON output, devices ------------------------------------------------------------------------

def output_pairs() -> list[tuple[Block, Block]]:
    pairs = []
    previous = None
    for block in language().blocks:
        if block.lang == "json" and block.markers.get("output") == "json":
            assert previous is not None, f"docs/language.md:{block.line}: no ```kbl block before this output"
            pairs.append((previous, block))
        if block.lang == "kbl":
            previous = block
    return pairs


@pytest.mark.parametrize("spec, output", output_pairs(), ids=lambda b: b.id)
def test_json_output(spec: Block, output: Block, workdir: Path):
    assert json.loads(output.text) == lint_document(spec.text, str(workdir)), (
        f"docs/language.md:{output.line}: the JSON differs from `kb-lsp lint --format json -` of the block "
        f"at line {spec.line}:\n{json.dumps(lint_document(spec.text, str(workdir)), indent=2)}")


def test_the_json_output_is_shown():
    assert len(output_pairs()) >= 1


def test_the_json_fields_name_every_code():
    """The `code` row of the JSON fields names every code, with `A … B` for the codes the
    binary lists from A to B."""
    rows = [line for line in language().lines if line.startswith("| `code` | string |")]
    assert len(rows) == 1, "docs/language.md has no (single) `code` row in the JSON fields"
    listed = sorted(explained_codes())
    named = set()
    for first, last in re.findall(r"`(KB\d{3})`(?:\s*…\s*`(KB\d{3})`)?", rows[0]):
        assert first in listed and (not last or last in listed), rows[0]
        named.update(listed[listed.index(first):listed.index(last or first) + 1])
    assert named == set(listed), f"the `code` row leaves out {sorted(set(listed) - named)}"


# -- lint's exit status, told alike by its help, the README and the reference ------------------

def exit_statuses() -> dict[str, dict[str, str]]:
    """Where -> status -> what it says of that status: `kb-lsp lint --help`, the README's
    `Exit status:` item and docs/language.md's table."""
    help_text = subprocess.run([server_path(), "lint", "--help"], capture_output=True, text=True,
                               timeout=TIMEOUT).stdout
    section = help_text.split("EXIT STATUS:\n", 1)[1]
    told = {"kb-lsp lint --help": dict(re.findall(r"^\s+([012])\s+(.*?)(?=^\s+[012]\s|\Z)", section, re.M | re.S))}
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    item = re.search(r"^- Exit status: (`0`.*?)(?=^- |^#)", readme, re.M | re.S)
    assert item, "README.md has no `- Exit status:` item"
    told["README.md"] = dict(re.findall(r"`([012])`(.*?)(?=`[012]` |\Z)", item.group(1), re.S))
    table = LANGUAGE.read_text(encoding="utf-8").split("### Exit status\n", 1)[1].split("\n#", 1)[0]
    told["docs/language.md"] = dict(re.findall(r"^\| ([012]) \| (.*) \|$", table, re.M))
    for where, statuses in told.items():
        assert sorted(statuses) == ["0", "1", "2"], f"{where}: {statuses}"
    return told


# What each status must name, as words of the docs; each is run below.
EXIT_CAUSES = {
    "0": ["unless", "--strict", "--max-warnings"],
    "1": ["errors", "--strict", "--max-warnings"],
    "2": ["usage", "configuration", "baseline", "cannot be read", "cannot be written"],
}


def test_lints_exit_statuses_are_told_alike_and_hold(tmp_path: Path):
    for where, statuses in exit_statuses().items():
        for status, words in EXIT_CAUSES.items():
            told = " ".join(statuses[status].split())
            missing = [word for word in words if word not in told]
            assert not missing, f"{where}: status {status} ({told!r}) does not name {missing}"
    warnings_only = str(REPO / "examples" / "chat-none.kbl")
    errors = str(REPO / "examples" / "profile-scroll.kbl")
    bad_configuration = tmp_path / "bad.json"
    bad_configuration.write_text("{ not json")

    def status(*arguments: str) -> int:
        return subprocess.run([server_path(), "lint", *arguments], cwd=tmp_path, capture_output=True,
                              timeout=TIMEOUT).returncode

    assert status(warnings_only) == 0
    assert status("--max-warnings", "2", warnings_only) == 0
    assert status(errors) == 1
    assert status("--strict", warnings_only) == 1
    assert status("--max-warnings", "1", warnings_only) == 1
    assert status("--colour", warnings_only) == 2  # usage
    assert status("--config", str(bad_configuration), warnings_only) == 2  # configuration
    assert status("--baseline", str(tmp_path / "missing.json"), warnings_only) == 2  # baseline
    assert status("--baseline", str(bad_configuration), warnings_only) == 2
    assert status(str(tmp_path / "missing-folder"), warnings_only) == 2  # cannot be read
    assert status("--output-file", str(tmp_path / "no" / "such" / "out.json"), warnings_only) == 2  # cannot be written
    # A baseline holding the warnings hides them from --strict.
    baseline = tmp_path / "baseline.json"
    assert status("--write-baseline", str(baseline), warnings_only) == 0
    assert status("--strict", "--baseline", str(baseline), warnings_only) == 0


def builtin_device_names(lsp, workdir: Path) -> dict[str, str]:
    """Every name of a built-in device -> the device it names (itself, or the device it is
    another name of), from the completion kb-lsp offers after `device`."""
    text = "screen S {\n  device \n}\n"
    uri = open_document(lsp, text, workdir)
    response = lsp.request("textDocument/completion", {"textDocument": {"uri": uri},
                                                        "position": {"line": 1, "character": 9}})
    result = response["result"]
    items = result["items"] if isinstance(result, dict) else result
    names = {}
    for item in items:
        detail = item.get("detail") or ""
        if not detail.startswith("built-in"):
            continue
        alias_of = re.match(r"built-in \(([\w-]+)\)", detail)
        names[item["label"]] = alias_of.group(1) if alias_of else item["label"]
    assert len(names) >= 19, names
    return names


def device_figures(lsp, workdir: Path, name: str) -> dict[str, list[float]]:
    """A device's size, keyboard, status bar and home indicator as kb-lsp lays screens
    out on it: the device's hover gives the size, the screen height, the content top (the
    status bar, with no navigation bar) and the keyboard top; a field pinned to the bottom
    of the safe area ends at `Hs - I`."""
    text = f"screen S {{\n  device {name}\n  field f bottom 0 height 1\n}}\n"
    uri = open_document(lsp, text, workdir)
    title, hover = hover_rows(lsp, uri, 1, 10)
    size = re.search(r"([\d.]+) × ([\d.]+) pt", title)
    assert size, title
    by = {h["orientation"]: h for h in hover}
    _, field_rows = hover_rows(lsp, uri, 2, 8)
    bottoms = {h["orientation"]: number(h["field bottom"]) for h in field_rows}
    orientations = ("portrait", "landscape")
    return {
        "size": [float(size.group(1)), float(size.group(2))],
        "keyboard": [number(by[o]["screen height"]) - number(by[o]["keyboard top"]) for o in orientations],
        "status bar": [number(by[o]["content top"]) for o in orientations],
        "home indicator": [number(by[o]["screen height"]) - bottoms[o] for o in orientations],
    }


def test_the_builtin_devices_table(workdir: Path, lsp):
    markers = language().table_markers.get("devices", [])
    assert len(markers) == 1, "expected one <!-- devices --> table"
    rows = table_after(markers[0], stop_at_fence=False)
    documented_names = {}
    for row in rows:
        name = row["device"].strip("`")
        others = [] if row["other names"] in {"—", "-", ""} else [n.strip().strip("`") for n in row["other names"].split(",")]
        for other in [name, *others]:
            assert other not in documented_names, f"docs/language.md: {other} is in two rows"
            documented_names[other] = name
    assert documented_names == builtin_device_names(lsp, workdir), \
        "docs/language.md: the devices table's names and other names are not kb-lsp's"
    for row in rows:
        name = row["device"].strip("`")
        documented = {
            "size": [number(x) for x in re.split(r"\s*[×x]\s*", row["size"])],
            "keyboard": [number(x) for x in row["keyboard"].split(",")],
            "status bar": [number(x) for x in row["status bar"].split(",")],
            "home indicator": [number(x) for x in row["home indicator"].split(",")],
        }
        assert documented == device_figures(lsp, workdir, name), f"docs/language.md: device {name}"
    # Another name is the same device: one alias per row is enough to show it.
    for row in rows:
        if row["other names"] not in {"—", "-", ""}:
            other = row["other names"].split(",")[0].strip().strip("`")
            assert device_figures(lsp, workdir, other) == device_figures(lsp, workdir, row["device"].strip("`")), other


# -- the strategies table ------------------------------------------------------------------------

def strategy_options(name: str) -> list[str]:
    """The options of a strategy, in kb-lsp's order, from its message for an unknown option."""
    proc = subprocess.run([server_path(), "lint", "-"], input=f"screen S {{\n  avoid {name} no-such-option\n}}\n",
                          capture_output=True, text=True, timeout=TIMEOUT)
    if "takes no options" in proc.stdout:
        return []
    match = re.search(r"it takes (.*?) \[KB100\]", proc.stdout)
    assert match, proc.stdout
    return re.findall(r"'([\w-]+)'", match.group(1))


DOCUMENTED_OPTION = re.compile(r"`([\w-]+)`(?: \(([^()]*)\))?")


def strategies_table() -> list[tuple[str, list[tuple[str, str | None]]]]:
    """(strategy, [(option, default or None)]) of each row of the <!-- strategies --> table."""
    markers = language().table_markers.get("strategies", [])
    assert len(markers) == 1, "expected one <!-- strategies --> table"
    rows = table_after(markers[0], stop_at_fence=False)
    table = []
    for row in rows:
        cell = row["options (default)"]
        options = [] if cell in {"—", "-"} else DOCUMENTED_OPTION.findall(cell)
        assert cell in {"—", "-"} or DOCUMENTED_OPTION.sub("", cell).strip(" ,") == "", f"unreadable options: {cell!r}"
        table.append((row["strategy"].strip("`"), [(option, default or None) for option, default in options]))
    return table


def test_the_strategies_table_matches_the_binary():
    """Names and options as kb-lsp checks them; the defaults are compared with the engine's
    own table by KeyboardAnalysisTests (DocumentedTablesTests)."""
    table = strategies_table()
    assert [name for name, _ in table] == strategies()
    for name, options in table:
        assert [option for option, _ in options] == strategy_options(name), f"avoid {name}"


def test_the_strategy_options_are_read_from_the_binary():
    assert strategy_options("fraction") == ["min", "max", "assume"]
    assert strategy_options("none") == []
    assert DOCUMENTED_OPTION.findall("`padding` (5), `landscape-swap`") == [("padding", "5"), ("landscape-swap", "")]


def test_the_grammar_lists_the_device_properties_of_the_binary(workdir: Path):
    diagnostics = lint_block("device d {\n  size 1 2\n  colour 3\n}\n", workdir)
    match = re.search(r"expected ([\w ,-]+?) or ([\w-]+)$", diagnostics[0]["message"])
    assert match, diagnostics[0]["message"]
    properties = [p.strip() for p in match.group(1).split(",")] + [match.group(2)]
    assert "home-indicator" in properties
    device_lines = re.search(r"^device-line\s*=(.*?);", grammar_summary(), re.M | re.S)
    assert device_lines, "the grammar summary has no device-line"
    assert re.findall(r'line\( "([\w-]+)"', device_lines.group(1)) == properties


# -- arithmetic in the prose ---------------------------------------------------------------------

NUMERIC = re.compile(r"^[\d\s.+\-*/(),]*$")


def evaluate(expression: str) -> float | None:
    """The value of a purely numeric expression (numbers, + - * / ( ), max, min, floor),
    or None for anything with symbols in it."""
    expression = expression.replace("−", "-").replace("×", "*").strip()
    if not NUMERIC.match(re.sub(r"\b(max|min|floor)\(", "(", expression)) or not re.search(r"\d", expression):
        return None
    return float(eval(expression, {"__builtins__": {}}, {"max": max, "min": min, "floor": math.floor}))  # noqa: S307


def chains() -> list[tuple[int, str]]:
    found = []
    for number, line in prose_lines(LANGUAGE.read_text(encoding="utf-8")):
        for _, span in INLINE_CODE.findall(line):
            if re.search(r"\s[=≈]\s", span):
                found.append((number, span))
    return found


def check_chain(span: str) -> str | None:
    """Why `a = b = c` does not hold between its numeric members, or None."""
    parts = re.split(r"\s([=≈])\s", span)
    values = []  # (value, how it was related to the previous numeric member, its text)
    relation = "="
    for index, part in enumerate(parts):
        if index % 2 == 1:
            relation = part if relation == "=" else relation
            continue
        value = evaluate(part)
        if value is not None:
            values.append((value, relation, part.strip()))
            relation = "="
    for (previous, _, text_a), (value, how, text_b) in zip(values, values[1:]):
        if how == "≈":
            decimals = len(text_b.split(".")[1]) if "." in text_b and re.fullmatch(r"[\d.]+", text_b) else 0
            if abs(previous - value) > 0.5 * 10 ** -decimals + 1e-12:
                return f"{text_a} is {previous}, not about {text_b}"
        elif abs(previous - value) > 1e-9:
            return f"{text_a} is {previous}, not {text_b}"
    return None


def test_the_arithmetic_in_the_prose_holds():
    checked = [(n, span) for n, span in chains()
               if sum(1 for i, p in enumerate(re.split(r"\s[=≈]\s", span)) if evaluate(p) is not None) >= 2]
    assert len(checked) >= 25, "fewer worked computations than expected: is the checker still reading them?"
    problems = [f"docs/language.md:{n}: `{span}`: {why}" for n, span in checked if (why := check_chain(span))]
    assert not problems, "\n".join(problems)


def test_the_arithmetic_checker_fails_on_wrong_sums():
    assert check_chain("KT = 667 - 216 - 44 = 407") is None
    assert check_chain("KT = 667 - 216 - 44 = 408") is not None
    assert check_chain("f = 180.9 / 361.8 = 0.5") is None
    assert check_chain("f = 11.4 / 205.8 ≈ 0.0554") is None
    assert check_chain("f = 11.4 / 205.8 ≈ 0.0556") is not None
    assert check_chain("shift = floor(162 * 0.5) = 81") is None
    assert check_chain("shift = max(0, 349 - 189) = 161") is not None


# -- KBL 1.1: supported, and documented -----------------------------------------------------------

# (what, a spec using it, the words the grammar summary must hold for it)
ADDITIONS = [
    ("avoid slide", "screen S {\n  avoid slide padding 12 assume 216 162\n  field f top 0 height 44\n}\n", ['"slide"']),
    ("avoid inset", "screen S {\n  avoid inset landscape-swap\n  scroll s {\n    field f top 0 height 44\n  }\n}\n",
     ['"inset"', '"landscape-swap"']),
    ("ios N", "screen S {\n  ios 7\n  field f top 0 height 44\n}\n", ['"ios" NUM']),
    ("landscape-swap", "screen S {\n  avoid shift landscape-swap\n  view v outlets {\n    field f top 0 height 44\n  }\n}\n",
     ['"landscape-swap"']),
    ("assume with one number", "screen S {\n  avoid fraction assume 216\n  field f top 0 height 44\n}\n",
     ['"assume" NUM [ NUM ]']),
    # KBL 1.2
    ("home-indicator", "device d {\n  size 390 844\n  home-indicator 34 21\n}\nscreen S {\n  device d\n}\n",
     ['"home-indicator" NUM NUM']),
    ("avoid iqkeyboardmanager", "screen S {\n  avoid iqkeyboardmanager distance 20 version 6\n  field f top 0 height 44\n}\n",
     ['"iqkeyboardmanager"', '"distance" NUM', '"version" NUM']),
    ("avoid resize", "screen S {\n  avoid resize\n  field f top 0 height 44\n}\n", ['"resize"']),
]


def grammar_summary() -> str:
    """The ```text block of the Grammar section's summary."""
    text = LANGUAGE.read_text(encoding="utf-8")
    section = re.search(r"^## Grammar\s*$(.*?)(?=^## )", text, re.M | re.S)
    assert section, "docs/language.md has no '## Grammar' section"
    block = re.search(r"^```text\n(.*?)^```", section.group(1), re.M | re.S)
    assert block, "the Grammar section has no ```text summary"
    return block.group(1)


@pytest.mark.parametrize("what, spec, words", ADDITIONS, ids=[a[0] for a in ADDITIONS])
def test_kbl_additions_are_accepted_and_in_the_grammar(what: str, spec: str, words: list[str], workdir: Path):
    errors = [d for d in lint_block(spec, workdir) if d["code"] >= "KB100"]
    assert not errors, f"kb-lsp rejects {what}:\n{describe(errors, spec)}"
    summary = grammar_summary()
    missing = [word for word in words if word not in summary]
    assert not missing, f"the grammar summary of docs/language.md does not show {what}: {missing} missing"


def test_the_page_no_longer_lists_unsupported_additions():
    text = LANGUAGE.read_text(encoding="utf-8")
    assert "kbl-11-additions-not-yet-supported" not in anchors(LANGUAGE)
    assert not re.search(r"not (yet )?(implemented|supported)", text, re.I), \
        "docs/language.md still says some part of the language is not implemented"
    assert re.search(r"\bKBL 1\.2\b", text), "docs/language.md should say which version of KBL it describes"


def test_the_new_strategies_have_worked_examples():
    known = strategies()
    new = {"slide", "inset", "iqkeyboardmanager", "resize"}
    assert new <= set(known), f"kb-lsp does not know the 1.1 and 1.2 strategies: {known}"
    shown = {strategy_of(block.text) for block in marked("figures")}
    assert new <= shown, f"worked examples (<!-- figures -->) show only {sorted(shown)}"


def test_iqkeyboardmanager_has_worked_examples_of_both_versions_and_in_a_scroll():
    blocks = [block for block in marked("figures") if strategy_of(block.text) == "iqkeyboardmanager"]
    versions = {match.group(1) if (match := re.search(r"\bversion\s+(\d+)", block.text)) else "8" for block in blocks}
    assert {"6", "8"} <= versions, f"worked examples of avoid iqkeyboardmanager for versions {sorted(versions)}"
    in_a_scroll = [block for block in blocks if any("scroll" in kinds for kinds in enclosing_kinds(block.text).values())]
    assert in_a_scroll, "no worked example of avoid iqkeyboardmanager with a field in a scroll view"
    devices = {d for block in blocks for d in re.findall(r"^\s+device\s+(\S+)", block.text, re.M)}
    assert devices and not devices & {"iphone-4", "iphone-5", "iphone-8", "iphone-8-plus"}, \
        "the worked examples of avoid iqkeyboardmanager should run on a phone with a home indicator"


def test_resize_shows_both_of_its_findings():
    shown = {code for code in ("KB002", "KB003") for block in figures_showing(code) if strategy_of(block.text) == "resize"}
    assert shown == {"KB002", "KB003"}, f"the worked examples of avoid resize show only {sorted(shown)}"


def enclosing_kinds(text: str) -> dict[str, list[str]]:
    """element name -> the kinds of the containers around it, outermost first, read from
    the block's braces (one statement per line, as KBL has it)."""
    found = {}
    stack: list[str] = []
    for line in text.split("\n"):
        code = line.split("#", 1)[0].strip()
        words = code.split()
        if len(words) >= 2 and words[0] in {"view", "scroll", "field", "textarea", "label", "button", "image"}:
            found[words[1]] = [kind for kind in stack if kind != "screen"]
        for brace in re.findall(r"[{}]", code):
            if brace == "{":
                stack.append(words[0])
            elif stack:
                stack.pop()
    return found


def test_enclosing_kinds_reads_nesting():
    text = ("screen S {\n  view a {\n    scroll b {\n      field f top 0 height 4\n    }\n  }\n"
            "  view e { }\n  field g top 0 height 4 # a { in a comment\n}\n")
    assert enclosing_kinds(text) == {"a": [], "b": ["view"], "f": ["view", "scroll"], "e": [], "g": []}


def figures_showing(code: str) -> list[Block]:
    """The worked examples whose table states a finding with `code`."""
    shown = []
    for block in marked("figures"):
        rows = table_after(block.end)
        if any(code in row.get("finding", "") for row in rows):
            shown.append(block)
    return shown


def test_fraction_inside_a_scroll_has_a_worked_example_using_the_scrolls_band(workdir: Path):
    # With the scroll's visible band (top at 264 pt), sliding the field up 60 pt hides its
    # top; against the content top (64 pt) it would fit.
    spec = ("screen S {\n  navigation-bar 44 32\n  orientations portrait\n  avoid fraction\n"
            "  scroll s top 200 height 300 {\n    field f top 0 height 44\n  }\n}\n")
    assert "KB003" in {d["code"] for d in lint_block(spec, workdir)}, "kb-lsp does not use the scroll's band for fraction"
    in_a_scroll = [block for block in marked("figures") if strategy_of(block.text) == "fraction"
                   and any("scroll" in kinds for name, kinds in enclosing_kinds(block.text).items()
                           if re.search(r"^\s*(field|textarea)\s+" + re.escape(name) + r"\b", block.text, re.M))]
    assert in_a_scroll, "no worked example (<!-- figures -->) of avoid fraction with a field inside a scroll"


def test_ios_and_landscape_swap_have_worked_examples():
    swapped = [b for b in marked("figures") if re.search(r"^\s*avoid\s+\w+.*\blandscape-swap\b", b.text, re.M)]
    versioned = [b for b in marked("figures") if re.search(r"^\s*ios\s+\d+", b.text, re.M)]
    assert swapped, "no worked example (<!-- figures -->) with landscape-swap"
    assert versioned, "no worked example (<!-- figures -->) with an ios line"
    assert {strategy_of(b.text) for b in figures_showing("KB007")} >= {"shift", "inset"}, \
        "KB007 should be worked out in a figures table for both avoid shift and avoid inset"


def test_kb007_is_shown_on_both_of_its_places():
    """KB007 goes on `landscape-swap` when written, else on the strategy's name: an example
    of each."""
    ranges = {text for block in marked("expect") for code, text in expected_codes(block.markers["expect"])
              if code == "KB007"}
    assert "landscape-swap" in ranges, "no example of KB007 on landscape-swap"
    assert ranges & {"shift", "inset"}, "no example of KB007 on the strategy's name"


def test_kb002_is_shown_for_every_strategy_that_can_leave_a_field_covered():
    shown = {strategy_of(block.text) for block in figures_showing("KB002")}
    missing = {"slide", "inset", "fraction", "iqkeyboardmanager", "resize"} - shown
    assert not missing, f"no worked example with KB002 for avoid {sorted(missing)}"


def test_a_negative_shift_is_worked_out():
    negative = [row for block in marked("figures") for row in table_after(block.end)
                if (number(row.get("shift", "—")) or 0) < 0]
    assert negative, "no worked example shows a negative shift (avoid inset moving content down)"
