#!/usr/bin/env python3
"""Random, valid KBL 1.1 specs and the findings of the engine before KBL 1.2.

The fixture `specs.jsonl` beside this script holds, one JSON object a line, each spec's
text and the diagnostics `kb-lsp lint --format json` printed for it with the binary built
at commit ac0ba5e (KBL 1.1, before the 1.2 rework of the keyboard engine).
Tests/KeyboardAnalysisTests/KBL11EquivalenceTests.swift analyses every spec again with
today's engine and expects exactly those findings.

    python3 generate.py                  # print the specs, separated by blank-line banners
    python3 generate.py --spec 17        # print spec 17 only
    python3 generate.py /path/to/kb-lsp  # lint them with that binary, write specs.jsonl
                                         # and the counts line of README.md

Regenerate only with a binary of the engine being compared against (built at ac0ba5e:
`git worktree add /tmp/old ac0ba5e && cd /tmp/old && swift build -c release`), never with
the engine under test: the fixture is the old engine's word. The specs depend on SEED and
COUNT alone (SplitMix64, as Tests/TestSupport/SeededRandom.swift; standard library only).

Every spec must be valid: writing the fixture fails if the binary reports anything but
KB001-KB007 for a spec.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

SEED = 0x6B62_6C31_3165_71  # "kbl11eq"
COUNT = 500
HERE = Path(__file__).resolve().parent
FIXTURE = HERE / "specs.jsonl"
README = HERE / "README.md"
COUNTS_PREFIX = "Findings in the fixture:"
KEYBOARD_CODES = [f"KB00{n}" for n in range(1, 8)]

BUILT_IN = {  # name: (width, height, keyboard portrait, landscape) as language.md lists them
    "iphone-4": (320, 480, 216, 162),
    "iphone-5": (320, 568, 216, 162),
    "iphone-8": (375, 667, 216, 162),
    "iphone-8-plus": (414, 736, 226, 162),
}
STRATEGIES = ["none", "shift", "slide", "scroll", "inset", "fraction"]
TITLES = ['"Email"', '"Password"', '"Full name"', '"Say \\"hi\\""', '"C:\\\\path"', '"Café"',
          '"名前"', '"📧 Mail"', '"# not a comment"', '""']
FIELD_WORDS = ["email", "password", "name", "phone", "code", "search", "city", "street",
               "amount", "promo", "pin", "query", "subject", "reply"]
AREA_WORDS = ["note", "body", "message", "comments", "bio"]
LEAF_WORDS = {"label": ["title", "hint", "heading", "terms"], "button": ["send", "save", "next"],
              "image": ["logo", "photo", "banner"]}
CONTAINER_WORDS = {"view": ["form", "card", "panel", "box"], "scroll": ["list", "content", "pane"]}
MASK = (1 << 64) - 1


class SplitMix64:
    """The generator of Tests/TestSupport/SeededRandom.swift."""

    def __init__(self, seed: int):
        self.state = seed & MASK

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        return self.next() % bound

    def between(self, low: int, high: int) -> int:
        return low + self.below(high - low + 1)

    def chance(self, percent: int) -> bool:
        return self.below(100) < percent

    def pick(self, items):
        return items[self.below(len(items))]

    def shuffled(self, items: list) -> list:
        items = list(items)
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
        return items


class SpecGenerator:
    """One clean spec at a time: canonical layout (two spaces a level), every 1.1 construct."""

    def __init__(self, seed: int):
        self.random = SplitMix64(seed)

    # Numbers: mostly whole, sometimes with a fraction written as KBL allows (`12.5`, `0.25`).
    def number(self, low: int, high: int) -> str:
        value = self.random.between(low, high)
        if self.random.chance(12) and value < high:
            return f"{value}.{self.random.pick(['5', '25', '75'])}"
        return str(value)

    def length(self, low: int, high: int, percent: int = 20) -> str:
        if self.random.chance(percent):
            whole = self.random.between(0, 90)
            return f"{whole}{self.random.pick(['', '', '.5'])}%"
        return self.number(low, high)

    def spec(self) -> str:
        self.lines: list[str] = []
        devices = list(BUILT_IN)
        custom: list[str] = []
        for _ in range(self.random.pick([0, 0, 0, 1, 1, 2])):
            # Now and then a file redefines a built-in device, as a file may.
            name = (self.random.pick(list(BUILT_IN)) if self.random.chance(8)
                    else f"{self.random.pick(['phone', 'tall', 'mini', 'pad'])}-{self.random.below(100)}")
            if name in custom:
                continue
            custom.append(name)
            self.device(name)
        devices += [name for name in custom if name not in devices]
        names: set[str] = set()
        for _ in range(self.random.pick([1, 1, 2, 2, 3])):
            name = f"{self.random.pick(['Login', 'Checkout', 'Chat', 'Profile', 'Search', 'Notes'])}{self.random.below(100)}"
            if name in names:
                continue
            names.add(name)
            self.screen(name, devices, custom)
        return "\n".join(self.lines) + "\n"

    def emit(self, depth: int, words: list[str]) -> None:
        line = "  " * depth + " ".join(words)
        if self.random.chance(6):
            line += f"  # {self.random.pick(['note', 'todo: check', 'from the storyboard', 'kept'])}"
        self.lines.append(line)

    def device(self, name: str) -> None:
        self.emit(0, ["device", name, "{"])
        properties = [["size", self.number(280, 500), self.number(460, 1000)]]
        if self.random.chance(85):
            properties.append(["keyboard", self.number(150, 320), self.number(100, 220)])
        if self.random.chance(75):
            properties.append(["status-bar", self.number(0, 50), self.number(0, 30)])
        for words in self.random.shuffled(properties):
            self.emit(1, words)
        self.emit(0, ["}"])
        self.lines.append("")

    def screen(self, name: str, devices: list[str], custom: list[str]) -> None:
        if self.random.chance(15):
            self.lines.append(f"# {name}: {self.random.pick(['sign-in form', 'from the app', 'iOS 7 code'])}")
        self.emit(0, ["screen", name, "{"])
        strategy = self.random.pick(STRATEGIES)
        properties = []
        if self.random.chance(70):
            # A file's own device more often than not, when it has one.
            device = self.random.pick(custom) if custom and self.random.chance(60) else self.random.pick(devices)
            properties.append(["device", device])
        if self.random.chance(35):
            properties.append(["orientations"] + self.random.pick(
                [["portrait"], ["landscape"], ["portrait", "landscape"], ["landscape", "portrait"]]))
        if self.random.chance(60):
            properties.append(["navigation-bar", self.number(0, 64), self.number(0, 44)])
        if self.random.chance(45):
            properties.append(["accessory", self.number(0, 60)])
        if self.random.chance(60):
            properties.append(["ios", str(self.random.between(6, 12))])
        if strategy != "none" or self.random.chance(60):
            properties.append(["avoid", strategy] + self.options(strategy))
        # Properties first, as people write them; now and then one after the elements.
        late = properties.pop(self.random.below(len(properties))) if properties and self.random.chance(10) else None
        for words in self.random.shuffled(properties):
            self.emit(1, words)
        self.strategy = strategy
        self.count = 0
        self.used: set[str] = set()
        self.elements(1, self.random.between(1, 5))
        if late:
            self.emit(1, late)
        self.emit(0, ["}"])
        self.lines.append("")

    def options(self, strategy: str) -> list[str]:
        options: list[list[str]] = []
        if strategy in ("shift", "slide", "scroll") and self.random.chance(50):
            options.append(["padding", self.number(0, 30)])
        if strategy in ("shift", "inset") and self.random.chance(40):
            options.append(["landscape-swap"])
        if strategy in ("slide", "fraction") and self.random.chance(55):
            assume = ["assume", self.number(100, 350)]
            if self.random.chance(50):
                assume.append(self.number(80, 250))
            options.append(assume)
        if strategy == "fraction":
            minimum = maximum = None
            if self.random.chance(50):
                minimum = self.random.pick(["0", "0.1", "0.15", "0.2", "0.25", "0.3", "0.4", "0.5"])
            if self.random.chance(50):
                maximum = self.random.pick(["0.55", "0.6", "0.7", "0.75", "0.8", "0.9", "1"])
            if minimum is not None:
                options.append(["min", minimum])
            if maximum is not None:
                options.append(["max", maximum])
        return [word for option in self.random.shuffled(options) for word in option]

    def name(self, words: list[str]) -> str:
        self.count += 1
        while True:
            name = f"{self.random.pick(words)}{self.random.below(50)}"
            if name not in self.used:
                self.used.add(name)
                return name

    def elements(self, depth: int, count: int) -> None:
        """`count` siblings at `depth` (1 in the screen), containers with their blocks."""
        siblings: list[str] = []
        for _ in range(count):
            kind = self.kind(depth)
            container = kind in ("view", "scroll")
            if kind == "field":
                name = self.name(FIELD_WORDS)
            elif kind == "textarea":
                name = self.name(AREA_WORDS)
            elif container:
                name = self.name(CONTAINER_WORDS[kind])
            else:
                name = self.name(LEAF_WORDS[kind])
            words = [kind, name]
            if self.random.chance(40):
                words.append(self.random.pick(TITLES))
            placement = self.placement(kind, siblings, depth)
            outlets = kind == "view" and self.random.chance(75 if self.strategy == "shift" else 30)
            if outlets:
                placement.insert(self.random.below(len(placement) + 1), ["outlets"])
            words += [word for part in placement for word in part]
            siblings.append(name)
            if container and self.random.chance(92):
                self.emit(depth, words + ["{"])
                self.elements(depth + 1, self.random.between(1, 3))
                self.emit(depth, ["}"])
            else:
                self.emit(depth, words)

    def kind(self, depth: int) -> str:
        # The containers the strategy needs, most of the time: KB004 and KB005 come from
        # the fields left outside them, and nested ones from depth 2 and 3.
        if depth <= 3 and self.random.chance({1: 40, 2: 25, 3: 12}[depth]):
            wanted = {"shift": "view", "scroll": "scroll", "inset": "scroll"}.get(self.strategy)
            if wanted and self.random.chance(70):
                return wanted
            return self.random.pick(["view", "scroll"])
        return self.random.pick(["field", "field", "field", "textarea", "label", "button", "image"])

    def height(self, kind: str) -> str:
        if kind == "field":
            return self.length(24, 64, percent=8)
        if kind == "textarea":
            return self.length(60, 320, percent=15)
        if kind in ("view", "scroll"):
            return self.length(40, 700, percent=30)
        return self.length(10, 120 if self.random.chance(85) else 450, percent=10)

    def placement(self, kind: str, siblings: list[str], depth: int) -> list[list[str]]:
        """An element's vertical position and height, valid by language.md#rules: each
        placement with its values."""
        container = kind in ("view", "scroll")
        choices = ["top", "top", "top", "bottom", "bottom", "top-bottom", "center"]
        if siblings:
            choices += ["below", "below", "below"]
        if container:
            choices += ["fill"]
        choice = self.random.pick(choices)
        # Low in the box or far past it, as often as near the top: covered, pushed off screen.
        top_limit = self.random.pick([120, 120, 250, 400, 700]) if depth == 1 else self.random.pick([60, 150, 400])
        if choice == "fill":
            return []
        if choice == "top-bottom":
            # Both edges, in either order; no height (a container's too).
            return self.random.shuffled([["top", self.length(0, top_limit)], ["bottom", self.length(0, 200)]])
        if choice == "top":
            position = ["top", self.length(0, top_limit)]
        elif choice == "bottom":
            position = ["bottom", self.length(0, 150)]
        elif choice == "below":
            position = ["below", self.random.pick(siblings[-3:])]
            if self.random.chance(60):
                position.append(self.length(0, 40, percent=10))
        else:
            position = ["center"]
        # A container placed by top or below may go without a height: it stretches.
        if container and choice in ("top", "below") and self.random.chance(35):
            return [position]
        sized = [position, ["height", self.height(kind)]]
        return self.random.shuffled(sized) if self.random.chance(20) else sized


def specs() -> list[str]:
    generator = SpecGenerator(SEED)
    return [generator.spec() for _ in range(COUNT)]


FIELDS = ["code", "line", "column", "endLine", "endColumn", "message", "screen", "element",
          "orientation", "amount", "shift"]


def lint(binary: str, texts: list[str]) -> list[list[dict]]:
    """Each spec's diagnostics from `binary lint --format json`, with the defaults (an
    empty configuration, whatever .kblint.json lies above the temporary directory)."""
    with tempfile.TemporaryDirectory(prefix="kbl11-equivalence-") as directory:
        config = os.path.join(directory, "empty.json")
        Path(config).write_text("{}\n")
        paths = []
        for index, text in enumerate(texts):
            path = os.path.join(directory, f"spec-{index:04}.kbl")
            Path(path).write_bytes(text.encode("utf-8"))
            paths.append(path)
        result = subprocess.run([binary, "lint", "--format", "json", "--config", config, *paths],
                                capture_output=True, check=False)
        if result.returncode not in (0, 1):
            sys.exit(f"{binary} lint failed ({result.returncode}): {result.stderr.decode()}")
        report = json.loads(result.stdout)
    files = report["files"]
    assert [f["path"] for f in files] == paths, "the report's files are not the specs, in order"
    return [[{key: d[key] for key in FIELDS if key in d} for d in f["diagnostics"]] for f in files]


def write_fixture(binary: str) -> None:
    texts = specs()
    found = lint(binary, texts)
    counts = {code: 0 for code in KEYBOARD_CODES}
    for index, (text, diagnostics) in enumerate(zip(texts, found)):
        for diagnostic in diagnostics:
            if diagnostic["code"] not in counts:
                sys.exit(f"spec {index} is not valid KBL 1.1: {diagnostic}\n{text}")
            counts[diagnostic["code"]] += 1
    missing = [code for code, n in counts.items() if n < 50]
    if missing:
        sys.exit(f"too few findings of {', '.join(missing)}: {counts}")
    with open(FIXTURE, "w", encoding="utf-8", newline="\n") as out:
        for index, (text, diagnostics) in enumerate(zip(texts, found)):
            out.write(json.dumps({"index": index, "spec": text, "diagnostics": diagnostics},
                                 ensure_ascii=False, separators=(",", ":")) + "\n")
    total = sum(counts.values())
    line = (f"{COUNTS_PREFIX} {len(texts)} specs, {total} diagnostics: "
            + ", ".join(f"{code} {n}" for code, n in counts.items()) + ".")
    readme = README.read_text(encoding="utf-8").split("\n")
    readme = [line if row.startswith(COUNTS_PREFIX) else row for row in readme]
    README.write_text("\n".join(readme), encoding="utf-8")
    print(line)
    print(f"wrote {FIXTURE} ({FIXTURE.stat().st_size} bytes)")


def main(arguments: list[str]) -> None:
    if arguments[:1] == ["--spec"]:
        sys.stdout.write(specs()[int(arguments[1])])
    elif arguments:
        write_fixture(arguments[0])
    else:
        for index, text in enumerate(specs()):
            sys.stdout.write(f"# ---- spec {index}\n{text}")


if __name__ == "__main__":
    main(sys.argv[1:])
