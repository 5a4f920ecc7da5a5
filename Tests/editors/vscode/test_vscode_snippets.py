"""Every snippet, expanded as VS Code would with its defaults (and each choice), is KBL
that `kb-lsp lint` accepts without a syntax or structure error (KB1xx)."""

from __future__ import annotations

import itertools
import json
import re
import subprocess

import pytest

from kbl_vscode_support import EXT, kbl_words, load_json

SNIPPETS = load_json(EXT / "snippets" / "kbl.json")
ELEMENT_KINDS = ["view", "scroll", "field", "textarea", "label", "button", "image"]
CONTAINERS = {"view", "scroll"}
FINAL = "\x00"


# -- a small expander for VS Code's snippet syntax --------------------------------------

class Expander:
    """Expands `$1`, `${1}`, `${1:default}` (nested), `${1|a,b|}`, `$0` and escapes.
    `choices` picks the choice of each tab stop (default: the first); `final` replaces
    `$0`. Variables are rejected: their value depends on the editor."""

    def __init__(self, body: str, choices: dict[int, int] | None = None, final: str = ""):
        self.s = body
        self.i = 0
        self.choices = choices or {}
        self.final = final
        self.tabstops: dict[int, list[str]] = {}

    def expand(self) -> str:
        out = self._text(stop="")
        assert self.i == len(self.s), f"unparsed snippet text at {self.i}: {self.s[self.i:]!r}"
        # what is typed at $0 continues the indentation of its line, as in the editor
        at = out.find(FINAL)
        if at >= 0:
            line_start = out.rfind("\n", 0, at) + 1
            indent = re.match(r"[ \t]*", out[line_start:]).group(0)
            out = out.replace(FINAL, self.final.replace("\n", "\n" + indent))
        return out

    def _text(self, stop: str) -> str:
        out = []
        while self.i < len(self.s) and self.s[self.i] not in stop:
            c = self.s[self.i]
            if c == "\\" and self.i + 1 < len(self.s) and self.s[self.i + 1] in "$}\\" + stop:
                out.append(self.s[self.i + 1])
                self.i += 2
            elif c == "$":
                out.append(self._dollar())
            else:
                out.append(c)
                self.i += 1
        return "".join(out)

    def _dollar(self) -> str:
        s = self.s
        self.i += 1
        m = re.compile(r"\d+").match(s, self.i)
        if m:
            self.i = m.end()
            return self._value(int(m.group(0)), None)
        if s.startswith("{", self.i):
            self.i += 1
            m = re.compile(r"\d+").match(s, self.i)
            if not m:
                raise AssertionError(f"a variable in a snippet: {s[self.i - 2:]!r}")
            number = int(m.group(0))
            self.i = m.end()
            if s.startswith("}", self.i):
                self.i += 1
                return self._value(number, None)
            if s.startswith(":", self.i):
                self.i += 1
                default = self._text(stop="}")
                assert s.startswith("}", self.i), "unterminated placeholder"
                self.i += 1
                return self._value(number, default)
            if s.startswith("|", self.i):
                self.i += 1
                options = []
                while True:
                    options.append(self._text(stop=",|"))
                    sep = s[self.i]
                    self.i += 1
                    if sep == "|":
                        break
                assert s.startswith("}", self.i), "unterminated choice"
                self.i += 1
                self.tabstops.setdefault(number, []).extend(options)
                return self._value(number, options[self.choices.get(number, 0)])
            raise AssertionError(f"unsupported snippet syntax at {s[self.i:]!r}")
        raise AssertionError(f"a variable or a lone $ in a snippet: {s[self.i - 1:]!r}")

    def _value(self, number: int, default: str | None) -> str:
        if number == 0:
            return FINAL
        self.tabstops.setdefault(number, [])
        return default if default is not None else ""


def body_of(name: str) -> str:
    body = SNIPPETS[name]["body"]
    return "\n".join(body) if isinstance(body, list) else body


def expand(name: str, choices=None, final: str = "") -> str:
    return Expander(body_of(name), choices, final).expand()


def choice_stops(name: str) -> dict[int, int]:
    """{tab stop: number of choices} of a snippet."""
    stops = {}
    for m in re.finditer(r"\$\{(\d+)\|((?:[^|\\]|\\.)*)\|\}", body_of(name)):
        stops[int(m.group(1))] = len(re.split(r"(?<!\\),", m.group(2)))
    return stops


def avoid_stop() -> int:
    return int(re.search(r"avoid \$\{(\d+)\|", body_of("screen")).group(1))


def lint(kb_lsp: str, text: str) -> dict:
    proc = subprocess.run([kb_lsp, "lint", "--format", "json", "-"], input=text.encode(),
                          capture_output=True, timeout=30)
    assert proc.returncode in (0, 1), proc.stderr.decode()
    report = json.loads(proc.stdout)
    diagnostics = report["files"][0]["diagnostics"]
    structural = [d for d in diagnostics if d["code"].startswith("KB1")]
    assert not structural, f"KB1xx diagnostics for:\n{text}\n{json.dumps(structural, indent=1)}"
    assert report["summary"]["errors"] == 0, f"errors for:\n{text}\n{diagnostics}"
    assert proc.returncode == 0, f"exit {proc.returncode} for:\n{text}\n{diagnostics}"
    return report


def with_spaces(text: str) -> str:
    return text.replace("\t", "  ")


# -- tests ------------------------------------------------------------------------------

def test_snippets_cover_every_declaration_and_element_kind():
    assert set(SNIPPETS) >= {"device", "screen", *ELEMENT_KINDS}
    for name, snippet in SNIPPETS.items():
        assert snippet["prefix"], name
        assert snippet["description"], name
        assert isinstance(snippet["body"], list) and snippet["body"], name
        first_word = body_of(name).split()[0]
        assert first_word == name, f"{name}: expands to `{first_word} …`"


@pytest.mark.parametrize("name", sorted(SNIPPETS))
def test_tab_stops_are_numbered_in_order(name):
    expander = Expander(body_of(name))
    expander.expand()
    numbers = sorted(expander.tabstops)
    assert numbers == list(range(1, len(numbers) + 1)), f"{name}: tab stops {numbers}"
    assert "$0" in body_of(name) or "${0" in body_of(name), f"{name}: no final tab stop"


def test_expander_handles_snippet_syntax():
    e = Expander(r"a ${1:b ${2:c}} ${3|x,y\,z|} \$4 $5${0}", choices={3: 1}, final="F")
    assert e.expand() == "a b c y,z $4 F"
    assert Expander("x {\n\t$0\n}", final="a\nb").expand() == "x {\n\ta\n\tb\n}"
    assert sorted(e.tabstops) == [1, 2, 3, 5]
    with pytest.raises(AssertionError):
        Expander("${TM_FILENAME}").expand()


def test_device_snippet(kb_lsp):
    text = expand("device")
    # it writes every property of a device kb-lsp knows, in kb-lsp's order
    assert re.findall(r"^\t([\w-]+) ", text, re.M) == kbl_words().device_properties
    lint(kb_lsp, text)
    lint(kb_lsp, with_spaces(text))
    assert lint(kb_lsp, text + "\n" + expand("screen").replace("iphone-8", "my-phone"))


def test_screen_snippet_with_every_choice(kb_lsp):
    stops = choice_stops("screen")
    assert len(stops) >= 2, "orientations and avoid are choices"
    combos = list(itertools.product(*(range(n) for n in stops.values())))
    texts = [expand("screen", dict(zip(stops, combo))) for combo in combos]
    seen = set()
    for text in texts:
        lint(kb_lsp, text)
        seen.add(re.search(r"avoid (\w+)", text).group(1))
    # every strategy kb-lsp knows is one of the choices
    assert seen == set(kbl_words().strategies)
    # the iOS version is written out, so a screen for iOS 7 is one edit away
    assert all(re.search(r"^\tios \d+$", text, re.M) for text in texts)


@pytest.mark.parametrize("kind", ELEMENT_KINDS)
def test_element_snippet_in_a_screen(kb_lsp, kind):
    element = expand(kind)
    if kind in CONTAINERS:
        # a container's $0 is its body: put a field there, where the cursor ends up
        element = expand(kind, final=expand("field"))
        assert re.search(r"\{\n\t+field email", element), element
    stop = avoid_stop()
    for strategy in range(choice_stops("screen")[stop]):
        text = expand("screen", {stop: strategy}, final=element)
        assert f"\n\t{kind} " in text
        lint(kb_lsp, text)
        lint(kb_lsp, with_spaces(text))


def test_every_snippet_in_one_file(kb_lsp):
    body = "\n".join([
        expand("view", final=expand("field")),
        expand("scroll", final=expand("textarea")),
        expand("label"),
        expand("button"),
        expand("image"),
    ])
    screen = expand("screen", final=body)
    text = expand("device", final="\n" + screen.replace("iphone-8", "my-phone"))
    report = lint(kb_lsp, text)
    assert report["summary"]["files"] == 1
    # and the file really has all of it: the linter saw every element
    for kind in ELEMENT_KINDS:
        assert re.search(rf"^\s+{kind} \w+", text, re.M), kind
