"""The TextMate grammar: every regex compiles with Oniguruma, and tokenizing the examples
(and a file of edge cases) gives every token the scope the KBL spec implies.

The expected scopes come from a reference reading of KBL's lexical rules and grammar
written here independently of the grammar: a lexer (names, numbers, percentages, strings,
comments, braces) and the statement shapes (`device NAME {`, `KIND NAME [STRING]
PLACEMENT...`, `avoid STRATEGY OPTION...`, ...). The strategies, their options and the
device properties are the ones kb-lsp itself knows (Tests/editors/kbl_words.py), so a
word added to the engine and missing from the grammar fails. Every character of every
token is checked, so a rule that is missing, misnamed or matches inside a longer name
makes the test fail.
"""

from __future__ import annotations

import copy
import json
import re

import onigurumacffi
import pytest

from kbl_textmate import Grammar, compile_for_check, iter_regexes
from kbl_vscode_support import EXAMPLES, EXT, kbl_words, load_json

GRAMMAR_PATH = EXT / "syntaxes" / "kbl.tmLanguage.json"

DECL = "keyword.declaration.kbl"
TYPE = "entity.name.type.kbl"
KIND = "storage.type.kbl"
ELEMENT = "variable.other.element.kbl"
STRATEGY = "constant.language.strategy.kbl"
ORIENT = "constant.language.orientation.kbl"
PROP = "keyword.other.property.kbl"
NUM = "constant.numeric.kbl"
PCT = "constant.numeric.percentage.kbl"
COMMENT = "comment.line.number-sign.kbl"
STRING = "string.quoted.double.kbl"
ESCAPE = "constant.character.escape.kbl"
BAD_ESCAPE = "invalid.illegal.escape.kbl"
OPEN = "punctuation.section.block.begin.kbl"
CLOSE = "punctuation.section.block.end.kbl"
REQUIRED_SCOPES = {DECL, TYPE, KIND, ELEMENT, STRATEGY, ORIENT, PROP, NUM, PCT, COMMENT,
                   STRING, ESCAPE, OPEN, CLOSE}

KINDS = {"view", "scroll", "field", "textarea", "label", "button", "image"}
# From kb-lsp: its strategies, every strategy's options, its device properties.
STRATEGIES = set(kbl_words().strategies)
ORIENTATIONS = {"portrait", "landscape"}
DEVICE_PROPS = set(kbl_words().device_properties)
NUMBER_PROPS = {"navigation-bar", "accessory", "ios"}
OPTIONS = set(kbl_words().all_options)
PLACEMENTS = {"top", "bottom", "center", "height", "outlets"}  # and `below NAME`

# Edge cases: keywords as names, names that contain keywords, hyphens, percentages,
# escapes, '#' and braces inside strings, comments glued to tokens, `}` ending a line.
EDGE_CASES = r"""# edge cases for the grammar (not all of it lints cleanly)
device iphone-8-plus-custom {   # a device named like a built-in one, with more hyphens
  size 414 736
  keyboard 226 162
  status-bar 20 0#glued comment
  home-indicator 34 21
  home-indicators 1 2
}

screen topBar {
  device iphone-8-plus-custom
  orientations landscape portrait
  navigation-bar 44 32
  accessory 44
  avoid fraction min 0.2 max 0.8 assume 216 162 # options
  view top top 0 height 50% outlets {
    field nonexistent "Say \"hi\" \\ # not a comment {" below top 8 height 10.5%
    label heightLabel "bad \n escape" center height 20
    button below-it "B" below nonexistent 4 height 44 }
  scroll scroll bottom 0 height 100 {
    image none top 0 height 1
    textarea landscape "x" top 0 bottom 0#comment right after
    field shifty "é ✓ — unicode" top 2 height 3
  }
  unknown top 10 height 20
  size-class 1 2
  avoid-it none
  orientations-x portrait
  label misc "m" mytop 10 top-margin 4 center-ish heightx 2 below-x top 0 height 1
}
screen Empty { }
screen S2 {
  device iphone-4
  orientations portrait
  avoid shift padding 8
  avoid scroll
  avoid none
  label topBar "topBar" top 0 height 1
}
screen Swaps {
  ios 7
  ios-version 7
  orientations landscape-swap landscape
  avoid shift landscape-swap padding 8
  avoid inset landscape-swap # the iOS 7 workaround
  avoid slide padding 10 assume 216
  avoid insets landscape
  avoid sliders
  scroll ios top 0 height 100 {
    field landscape-swap "Swap" below ios 4 height 44
    field slide "Slide" top 0 height 44 landscape-swap
  }
}
screen Today {
  device iphone-16
  avoid iqkeyboardmanager distance 10 version 6 # KBL 1.2
  avoid resize
  avoid iqkeyboardmanagers distance
  avoid resize-it version
  scroll version top 0 height 100 {
    field distance "Distance" below version 4 height 44
    field resize "Resize" top 0 height 44 distance 3
    field home-indicator "H" top 0 height 1
  }
}
"""

TOKEN = re.compile(r"""
    (?P<comment>\#.*)
  | (?P<string>"(?:[^"\\]|\\.)*"?)
  | (?P<percent>[0-9]+(?:\.[0-9]+)?%)
  | (?P<number>[0-9]+(?:\.[0-9]+)?)
  | (?P<name>[A-Za-z_][A-Za-z0-9_-]*)
  | (?P<open>\{)
  | (?P<close>\})
  | (?P<space>[ \t]+)
  | (?P<other>.)
""", re.X)


def reference_tokens(line: str):
    """[(start, end, kind, text, expected scope or None)] for one line, per the spec."""
    toks = [(m.start(), m.end(), m.lastgroup, m.group(0)) for m in TOKEN.finditer(line)]
    assert not [t for t in toks if t[2] == "other"], f"test text has a stray character: {line!r}"
    words = [t for t in toks if t[2] not in ("space", "comment")]
    expected: dict[int, str | None] = {}
    if words and words[0][2] == "name":
        head = words[0][3]
        rest = words[1:]

        def name_at(i):
            return i < len(rest) and rest[i][2] == "name"

        if head == "device":
            is_decl = any(t[2] == "open" for t in rest)
            expected[0] = DECL if is_decl else PROP
            if name_at(0):
                expected[1] = TYPE
        elif head == "screen":
            expected[0] = DECL
            if name_at(0):
                expected[1] = TYPE
        elif head in DEVICE_PROPS or head in NUMBER_PROPS:
            expected[0] = PROP
        elif head == "orientations":
            expected[0] = PROP
            for i, t in enumerate(rest):
                if t[2] == "name" and t[3] in ORIENTATIONS:
                    expected[i + 1] = ORIENT
        elif head == "avoid":
            expected[0] = PROP
            if name_at(0) and rest[0][3] in STRATEGIES:
                expected[1] = STRATEGY
            for i, t in enumerate(rest[1:], 1):
                if t[2] == "name" and t[3] in OPTIONS:
                    expected[i + 1] = PROP
        elif head in KINDS:
            expected[0] = KIND
            if name_at(0):
                expected[1] = ELEMENT
            i = 1
            while i < len(rest):
                t = rest[i]
                if t[2] == "name" and t[3] == "below":
                    expected[i + 1] = PROP
                    if name_at(i + 1):
                        expected[i + 2] = ELEMENT
                        i += 1
                elif t[2] == "name" and t[3] in PLACEMENTS:
                    expected[i + 1] = PROP
                i += 1
    out = []
    word_index = {id(t): i for i, t in enumerate(words)}
    for t in toks:
        start, end, kind, text = t
        scope = None
        if kind == "name":
            scope = expected.get(word_index[id(t)])
        elif kind == "number":
            scope = NUM
        elif kind == "percent":
            scope = PCT
        elif kind == "string":
            scope = STRING
        elif kind == "comment":
            scope = COMMENT
        elif kind == "open":
            scope = OPEN
        elif kind == "close":
            scope = CLOSE
        out.append((start, end, kind, text, scope))
    return out


def string_scopes(text: str) -> list[set[str]]:
    """The expected leaf scopes of each character of a string token `"..."`."""
    out = [{STRING, "punctuation.definition.string.begin.kbl"}]
    i = 1
    while i < len(text):
        if text[i] == "\\":
            want = ESCAPE if text[i + 1:i + 2] in ('"', "\\") else BAD_ESCAPE
            out += [{STRING, want}] * len(text[i:i + 2])
            i += 2
        elif text[i] == '"':
            out.append({STRING, "punctuation.definition.string.end.kbl"})
            i += 1
        else:
            out.append({STRING})
            i += 1
    return out


def leaf_scopes(scopes: tuple[str, ...]) -> set[str]:
    """The scopes that colour text: all but the root and meta.* scopes."""
    return {s for s in scopes[1:] if not s.startswith("meta.")}


def char_scopes(tokens, length):
    per_char = [()] * length
    for start, end, scopes in tokens:
        for i in range(start, end):
            per_char[i] = scopes
    return per_char


def mismatches(grammar: Grammar, text: str, label: str) -> list[str]:
    """Every character whose scopes differ from the reference reading of the spec."""
    problems = []
    lines = text.split("\n")
    tokenized = grammar.tokenize(text)
    assert len(tokenized) == len(lines) - (1 if text.endswith("\n") else 0)
    for number, (line, tokens) in enumerate(zip(lines, tokenized), 1):
        per_char = char_scopes(tokens, len(line))
        if any(not scopes or scopes[0] != grammar.scope_name for scopes in per_char):
            problems.append(f"{label}:{number}: text outside source.kbl: {line!r}")
            continue
        for start, end, kind, text_, scope in reference_tokens(line):
            where = f"{label}:{number}:{start + 1} {kind} {text_!r}"
            for offset, i in enumerate(range(start, end)):
                leaf = leaf_scopes(per_char[i])
                char = line[i]
                if kind == "comment":
                    allowed = {COMMENT, "punctuation.definition.comment.kbl"} if offset == 0 \
                        else {COMMENT}
                    ok = leaf == allowed
                elif kind == "string":
                    ok = leaf == string_scopes(text_)[offset]
                elif scope is None:
                    ok = not leaf
                else:
                    ok = leaf == {scope}
                if not ok:
                    problems.append(f"{where}: char {char!r} has {sorted(leaf)}, "
                                    f"expected {scope or 'no scope'}")
                    break
        # the spaces between tokens are never coloured
        for m in re.finditer(r"[ \t]+", line):
            covered = any(s <= m.start() < e and k in ("comment", "string")
                          for s, e, k, _, _ in reference_tokens(line))
            if not covered and any(leaf_scopes(per_char[i]) for i in range(m.start(), m.end())):
                problems.append(f"{label}:{number}:{m.start() + 1}: coloured whitespace")
    return problems


@pytest.fixture(scope="module")
def raw_grammar() -> dict:
    return load_json(GRAMMAR_PATH)


@pytest.fixture(scope="module")
def grammar(raw_grammar) -> Grammar:
    return Grammar(raw_grammar)


# -- b. every regex compiles with Oniguruma ------------------------------------------

def test_every_regex_compiles_with_oniguruma(raw_grammar):
    regexes = list(iter_regexes(raw_grammar))
    assert len(regexes) >= 15, "the grammar has suspiciously few rules"
    kinds = {key for _, key, _ in regexes}
    assert {"match", "begin", "end"} <= kinds
    failures = []
    for path, key, regex in regexes:
        try:
            compile_for_check(key, regex)
        except onigurumacffi.OnigError as error:
            failures.append(f"{path}: {regex!r}: {error}")
    assert not failures, "\n".join(failures)


def test_regex_check_catches_a_broken_regex():
    broken = {"patterns": [{"match": "(?<!foo|x)[a-"}, {"begin": "a", "end": "(b"}]}
    errors = 0
    for _, key, regex in iter_regexes(broken):
        try:
            compile_for_check(key, regex)
        except onigurumacffi.OnigError:
            errors += 1
    assert errors == 2


def test_grammar_uses_the_documented_scopes(raw_grammar):
    names = set()

    def walk(node):
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("name", "contentName") and isinstance(value, str) \
                        and node is not raw_grammar:
                    names.add(value)
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
    walk(raw_grammar)
    missing = REQUIRED_SCOPES - names
    assert not missing, f"scopes missing from the grammar: {sorted(missing)}"
    assert all(n.endswith(".kbl") for n in names), sorted(n for n in names if not n.endswith(".kbl"))
    assert raw_grammar["scopeName"] == "source.kbl"


# -- c. tokenizing ---------------------------------------------------------------------

@pytest.mark.parametrize("path", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_example_tokens_match_the_spec(grammar, path):
    problems = mismatches(grammar, path.read_text(encoding="utf-8"), path.name)
    assert not problems, "\n".join(problems[:30])


def test_edge_case_tokens_match_the_spec(grammar):
    problems = mismatches(grammar, EDGE_CASES, "edge-cases")
    assert not problems, "\n".join(problems[:30])


def scope_of(grammar: Grammar, text: str, pattern: str, group: int = 1) -> list[set[str]]:
    """The leaf scopes of each character of `group` in the first match of `pattern`."""
    m = re.search(pattern, text, re.M)
    assert m, f"{pattern!r} not found"
    line_no = text.count("\n", 0, m.start(group))
    line_start = text.rfind("\n", 0, m.start(group)) + 1
    tokens = grammar.tokenize(text)[line_no]
    line_end = text.find("\n", line_start)
    per_char = char_scopes(tokens, (len(text) if line_end < 0 else line_end) - line_start)
    return [leaf_scopes(per_char[i]) for i in range(m.start(group) - line_start,
                                                    m.end(group) - line_start)]


SPOT_CHECKS = [
    # (example, regex, group, scope of every character of the group)
    ("sign-in-shift.kbl", r"^(screen) SignIn", 1, DECL),
    ("sign-in-shift.kbl", r"^screen (SignIn)", 1, TYPE),
    ("sign-in-shift.kbl", r"^(device) tall-phone \{", 1, DECL),
    ("sign-in-shift.kbl", r"^device (tall-phone) \{", 1, TYPE),
    ("sign-in-shift.kbl", r"^\s+(device) tall-phone$", 1, PROP),
    ("sign-in-shift.kbl", r"^\s+device (tall-phone)$", 1, TYPE),
    ("sign-in-shift.kbl", r"^\s+(status-bar) 47", 1, PROP),
    ("sign-in-shift.kbl", r"^\s+(field) email", 1, KIND),
    ("sign-in-shift.kbl", r"^\s+field (email)", 1, ELEMENT),
    ("sign-in-shift.kbl", r"^\s+avoid (shift)", 1, STRATEGY),
    ("sign-in-shift.kbl", r"^\s+avoid shift (padding)", 1, PROP),
    ("sign-in-shift.kbl", r"^\s+(accessory) 44", 1, PROP),
    ("sign-in-shift.kbl", r"^\s+view form (outlets)", 1, PROP),
    ("sign-in-shift.kbl", r'(Welcome back)"', 1, STRING),
    ("sign-in-shift.kbl", r"below (password) 24", 1, ELEMENT),
    ("sign-in-shift.kbl", r"below password 24 (height) (50)", 2, NUM),
    ("sign-in-shift.kbl", r"^\s+size 390 844\s+# (portrait width)", 1, COMMENT),
    ("sign-in-shift.kbl", r"^# (Sign-in: the form)", 1, COMMENT),
    ("chat-none.kbl", r"^\s+device (iphone-8-plus)$", 1, TYPE),
    ("chat-none.kbl", r"^\s+(scroll) messages", 1, KIND),
    ("chat-none.kbl", r"^\s+view inputBar (bottom)", 1, PROP),
    ("checkout-fraction.kbl", r"^\s+avoid (fraction)", 1, STRATEGY),
    ("checkout-fraction.kbl", r"fraction min (0\.2)", 1, NUM),
    ("checkout-fraction.kbl", r"(assume) 216", 1, PROP),
    ("checkout-fraction.kbl", r"# (\"Pay\" sits)", 1, COMMENT),
    ("feedback-too-tall.kbl", r"^\s+(textarea) message", 1, KIND),
    ("feedback-too-tall.kbl", r"^\s+avoid (scroll)$", 1, STRATEGY),
    ("profile-scroll.kbl", r"^\s+scroll (form)", 1, ELEMENT),
    ("profile-scroll.kbl", r"^\s+(image) avatar", 1, KIND),
    ("profile-scroll.kbl", r"^\s+scroll form top 0 bottom 110 (\{)", 1, OPEN),
    ("settings-clean.kbl", r"below (section) 8", 1, ELEMENT),
    ("settings-clean.kbl", r"^\s+(button) signOut", 1, KIND),
    ("settings-clean.kbl", r"^(\})", 1, CLOSE),
    ("edge-cases", r"height (50%) outlets", 1, PCT),
    ("edge-cases", r"height (10\.5%)", 1, PCT),
    ("edge-cases", r"^\s+view (top) top", 1, ELEMENT),
    ("edge-cases", r"^\s+view top (top) 0", 1, PROP),
    ("edge-cases", r"^screen (topBar)", 1, TYPE),
    ("edge-cases", r"^\s+field (nonexistent)", 1, ELEMENT),
    ("edge-cases", r"^\s+button (below-it)", 1, ELEMENT),
    ("edge-cases", r"^\s+(orientations) (landscape) portrait", 2, ORIENT),
    ("edge-cases", r"^\s+orientations landscape (portrait)", 1, ORIENT),
    ("edge-cases", r'(\\")hi', 1, ESCAPE),
    ("edge-cases", r'(\\n) escape', 1, BAD_ESCAPE),
    ("edge-cases", r"^\s+image (none)", 1, ELEMENT),
    ("edge-cases", r"bottom (0)#comment", 1, NUM),
    ("edge-cases", r"bottom 0(#comment right after)", 1, COMMENT),
    ("edge-cases", r"height 44 (\})$", 1, CLOSE),
    ("edge-cases", r"^\s+(ios) 7$", 1, PROP),
    ("edge-cases", r"^\s+ios (7)$", 1, NUM),
    ("edge-cases", r"^\s+avoid shift (landscape-swap) padding", 1, PROP),
    ("edge-cases", r"^\s+avoid (inset) landscape-swap", 1, STRATEGY),
    ("edge-cases", r"^\s+avoid inset (landscape-swap)", 1, PROP),
    ("edge-cases", r"^\s+avoid (slide) padding 10", 1, STRATEGY),
    ("edge-cases", r"^\s+avoid slide padding 10 (assume) 216$", 1, PROP),
    ("edge-cases", r"^\s+orientations landscape-swap (landscape)$", 1, ORIENT),
    ("edge-cases", r"^\s+scroll (ios) top", 1, ELEMENT),
    ("edge-cases", r"^\s+field (landscape-swap) \"Swap\"", 1, ELEMENT),
    ("edge-cases", r"^\s+field landscape-swap \"Swap\" below (ios)", 1, ELEMENT),
    ("edge-cases", r"^\s+field (slide) \"Slide\"", 1, ELEMENT),
    ("edge-cases", r"^\s+(home-indicator) 34 21", 1, PROP),
    ("edge-cases", r"^\s+home-indicator (34) 21", 1, NUM),
    ("edge-cases", r"^\s+avoid (iqkeyboardmanager) distance", 1, STRATEGY),
    ("edge-cases", r"^\s+avoid iqkeyboardmanager (distance) 10", 1, PROP),
    ("edge-cases", r"^\s+avoid iqkeyboardmanager distance 10 (version) 6", 1, PROP),
    ("edge-cases", r"^\s+avoid (resize)$", 1, STRATEGY),
    ("edge-cases", r"^\s+field (distance) \"Distance\" below (version)", 2, ELEMENT),
    ("edge-cases", r"^\s+field (home-indicator) \"H\"", 1, ELEMENT),
    ("sign-up-iqkeyboardmanager.kbl", r"^\s+avoid (iqkeyboardmanager)$", 1, STRATEGY),
    ("chat-keyboard-guide.kbl", r"^\s+avoid (resize)$", 1, STRATEGY),
]


@pytest.mark.parametrize("example,pattern,group,scope", SPOT_CHECKS,
                         ids=[f"{c[0]}:{c[1]}" for c in SPOT_CHECKS])
def test_spot_check(grammar, example, pattern, group, scope):
    text = EDGE_CASES if example == "edge-cases" else \
        next(p for p in EXAMPLES if p.name == example).read_text(encoding="utf-8")
    chars = scope_of(grammar, text, pattern, group)
    for leaf in chars:
        assert scope in leaf, f"{pattern!r}: {leaf}"
    if scope not in (COMMENT, STRING, ESCAPE, BAD_ESCAPE):
        assert all(leaf == {scope} for leaf in chars), chars


def test_the_words_come_from_kb_lsp():
    """The reference reading knows KBL 1.2's words because kb-lsp does."""
    assert {"iqkeyboardmanager", "resize"} <= STRATEGIES
    assert {"distance", "version", "landscape-swap"} <= OPTIONS
    assert "home-indicator" in DEVICE_PROPS
    assert kbl_words().options["resize"] == [] and kbl_words().options["iqkeyboardmanager"] == ["distance", "version"]


def test_examples_use_every_statement_kind():
    """The corpus above exercises every keyword of the spec's grammar (section 3)."""
    corpus = "\n".join(p.read_text(encoding="utf-8") for p in EXAMPLES) + EDGE_CASES
    words = set(re.findall(r"[A-Za-z_][A-Za-z0-9_-]*", corpus))
    keywords = ({"device", "screen", "orientations", "avoid", "below"} | KINDS | STRATEGIES
                | ORIENTATIONS | DEVICE_PROPS | NUMBER_PROPS | OPTIONS | PLACEMENTS)
    assert keywords <= words, sorted(keywords - words)


# -- the checks above fail for a broken grammar ----------------------------------------

def _mutate(raw: dict, old: str, new: str) -> dict:
    text = json.dumps(raw)
    assert old in text, old
    return json.loads(text.replace(old, new))


def _drop_rule(raw: dict, key: str) -> dict:
    mutated = copy.deepcopy(raw)
    mutated["repository"][key] = {"patterns": []}
    return mutated


MUTATIONS = {
    "keywords matched at word boundaries (hyphen splits names)":
        lambda g: _mutate(g, json.dumps("(?![A-Za-z0-9_-])")[1:-1], json.dumps(r"\b")[1:-1]),
    "no percentage rule": lambda g: _mutate(g, "constant.numeric.percentage.kbl",
                                            "constant.numeric.kbl"),
    "no comment rule": lambda g: _drop_rule(g, "comment"),
    "no string rule": lambda g: _drop_rule(g, "string"),
    "strategy scope renamed": lambda g: _mutate(g, "constant.language.strategy.kbl",
                                                "constant.language.kbl"),
    "device reference as a declaration": lambda g: _drop_rule(g, "device-reference"),
    "placements anywhere on an element line": lambda g: _mutate(
        g, json.dumps(r"(?<![A-Za-z0-9_-])(?:top|bottom")[1:-1],
        json.dumps(r"(?:top|bottom")[1:-1]),
    "no slide or inset strategy": lambda g: _mutate(g, "none|shift|slide|scroll|inset|fraction",
                                                    "none|shift|scroll|fraction"),
    "no landscape-swap option": lambda g: _mutate(g, "|assume|landscape-swap)", "|assume)"),
    "no KBL 1.2 strategies": lambda g: _mutate(g, "|fraction|iqkeyboardmanager|resize)", "|fraction)"),
    "no resize strategy": lambda g: _mutate(g, "|iqkeyboardmanager|resize)", "|iqkeyboardmanager)"),
    "no distance or version option": lambda g: _mutate(g, "(?:distance|version|padding", "(?:padding"),
    "no home-indicator property": lambda g: _mutate(g, "|status-bar|home-indicator)", "|status-bar)"),
    "no ios property": lambda g: _mutate(g, "(navigation-bar|accessory|ios)", "(navigation-bar|accessory)"),
    "the orientation matched inside landscape-swap": lambda g: _mutate(
        g, "(?:portrait|landscape)(?![A-Za-z0-9_-])", "(?:portrait|landscape)"),
}


@pytest.mark.parametrize("name", list(MUTATIONS))
def test_a_broken_grammar_is_caught(raw_grammar, name):
    broken = Grammar(MUTATIONS[name](raw_grammar))
    corpus = [(p.name, p.read_text(encoding="utf-8")) for p in EXAMPLES] + [
        ("edge-cases", EDGE_CASES)]
    problems = [p for label, text in corpus for p in mismatches(broken, text, label)]
    assert problems, f"mutation not detected: {name}"


# -- the tokenizer itself ----------------------------------------------------------------

def test_tokenizer_follows_vscode_textmate_rules():
    g = Grammar({
        "scopeName": "source.t",
        "patterns": [
            {"match": "a(b)?", "name": "m.a", "captures": {"1": {"name": "m.b"}}},
            {"begin": "<", "end": ">|$", "name": "m.block", "contentName": "m.inner",
             "beginCaptures": {"0": {"name": "m.open"}}, "patterns": [{"include": "#x"}]},
            {"begin": "\\[(\\w+)", "end": "\\1\\]", "name": "m.ref"},
        ],
        "repository": {"x": {"match": "x|>>", "name": "m.x"}},
    })
    (line,) = g.tokenize("zab <x>> <xa\n")
    assert line == [
        (0, 1, ("source.t",)),
        (1, 2, ("source.t", "m.a")),
        (2, 3, ("source.t", "m.a", "m.b")),
        (3, 4, ("source.t",)),
        (4, 5, ("source.t", "m.block", "m.open")),
        (5, 6, ("source.t", "m.block", "m.inner", "m.x")),
        (6, 7, ("source.t", "m.block")),  # the end wins a tie with an inner pattern
        (7, 9, ("source.t",)),
        (9, 10, ("source.t", "m.block", "m.open")),
        (10, 11, ("source.t", "m.block", "m.inner", "m.x")),
        (11, 12, ("source.t", "m.block", "m.inner")),  # no leak of top-level rules
    ]
    (first,) = g.tokenize("[ab cab] ab]\n")
    assert first == [  # the end is \1\] with \1 = "ab"
        (0, 8, ("source.t", "m.ref")),
        (8, 9, ("source.t",)),
        (9, 10, ("source.t", "m.a")),
        (10, 11, ("source.t", "m.a", "m.b")),
        (11, 12, ("source.t",)),
    ]
    assert [t for t in g.tokenize("[q x\nq]")[1]] == [(0, 2, ("source.t", "m.ref"))]
