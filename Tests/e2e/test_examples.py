"""The examples: each tutorial technique the strategies model (seeds 000 to 004), and each
of today's techniques of KBL 1.2 (IQKeyboardManager, the keyboard layout guide), has an
example that fails the way its code fails on a device, with its diagnostics pinned exactly
(computed by hand, below) and a leading comment that says what the code did; the README's
"Examples" table lists exactly the files in examples/, with the codes each one gets."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from kbcli import DOCUMENT_EXAMPLES, EXAMPLES, EXAMPLES_DIR, REPO, lint_json

# (code, line, column, screen, element, orientation, amount, shift); KB007 has no element
# and no shift.
Pin = tuple[str, int, int, str, "str | None", str, float, "float | None"]


@dataclass(frozen=True)
class Seed:
    file: str
    avoid: list[str]           # the file's `avoid` lines, in order
    technique: list[str]       # what the leading comment must say the code did (regexes)
    finds: list[str]           # ... and what kb-lsp finds
    diagnostics: list[Pin]


SEEDS = {
    # iphone-8, navigation bar 44/32, shift padding 5, iOS 8 with landscape-swap: in
    # landscape the code reads Kr = 667 (KB007 on the option), so KTr = 375 - 667 = -292
    # and every field shifts by bottom + 292 + 5; its top lands at -(44 + 297), 373 pt
    # above CT = 32. name 98..142, email 150..194, password 202..246. Portrait: Kr = 216,
    # KTr = 451, password ends at 278: no shift, nothing to report.
    "000": Seed("sign-up-shift-swap.kbl", ["shift landscape-swap"],
                [r"constraints?", r"IBOutlets?", r"iOS 7", r"landscape-swap", r"\b5 pt\b"], ["KB007", "KB003"], [
        ("KB007", 16, 15, "SignUp", None, "landscape", 667, None),
        ("KB003", 20, 11, "SignUp", "name", "landscape", 373, 439),
        ("KB003", 21, 11, "SignUp", "email", "landscape", 373, 491),
        ("KB003", 22, 11, "SignUp", "password", "landscape", 373, 543),
    ]),
    # iphone-8, navigation bar 44/32, accessory 44, Ka = 216, P = 10: KT = 407 (portrait),
    # 169 (landscape). A top-level field slides when y > 216 - 44 - 10 = 162, to end at 206.
    # Landscape: email 142..186 stays (17 covered); phone 194..238 slides 194 + 54 - 216 = 32
    # and ends at 206 (37 covered). code sits 12 pt into a box at the bottom (557 in
    # portrait, 265 in landscape): y = 12 never slides; it ends at 613 / 321.
    "001": Seed("gift-card-slide.kbl", ["slide assume 216 padding 10"],
                [r"slides? the view", r"\b216\b", r"padding of 10", r"relative to the field's own superview"], ["KB002"], [
        ("KB002", 22, 9, "RedeemGiftCard", "email", "landscape", 17, 0),
        ("KB002", 23, 9, "RedeemGiftCard", "phone", "landscape", 37, 32),
        ("KB002", 25, 11, "RedeemGiftCard", "code", "portrait", 206, 0),
        ("KB002", 25, 11, "RedeemGiftCard", "code", "landscape", 152, 0),
    ]),
    # iphone-8, navigation bar 44/32, fraction 0.2..0.8 of 216/162; a 120 pt summary above
    # the scroll, so the band starts at the scroll's top: 184 (portrait), 152 (landscape).
    # Portrait (CT 64, C 603): fullName 192..236, f = (214 - 64 - 120.6) / 361.8, shift
    # floor(216 f) = 17, top 175: 9 above. Landscape (CT 32, C 343): fullName 160..204,
    # shift floor(162 * 81.4 / 205.8) = 64 (56 above); email 212..256, 105 (45); phone
    # 264..308, 145 (33); arrival 316..360 shifts 162 to 154..198, inside 152..213.
    "002": Seed("booking-fraction-scroll.kbl", ["fraction min 0.2 max 0.8 assume 216 162"],
                [r"midline", r"fraction", r"scroll view", r"content offset", r"\b216\b", r"\b162\b"], ["KB003"], [
        ("KB003", 19, 11, "BookRoom", "fullName", "portrait", 9, 17),
        ("KB003", 19, 11, "BookRoom", "fullName", "landscape", 56, 64),
        ("KB003", 20, 11, "BookRoom", "email", "landscape", 45, 105),
        ("KB003", 21, 11, "BookRoom", "phone", "landscape", 33, 145),
    ]),
    # iphone-8, navigation bar 44/32, iOS 8. ShippingAddress (no swap): the scroll starts at
    # CT; y is measured in the scroll. Portrait: Kr = 216, aRect ends at 451; postcode
    # y 360 (424..468) and phone y 412 (476..520) are not scrolled: 17 and 69 covered;
    # instructions y 464 scrolls 248 to 280..368. Landscape: Kr = 162, aRect ends at 213;
    # every field (y >= 256) scrolls y - 162 and lands at 32 + 162 = 194: 44 pt fields end
    # at 238 (25 past KT = 213), instructions at 282 (69). GiftMessage (landscape-swap):
    # Kr = 667 in landscape (KB007), no origin is inside aRect, shift = y - 667 < 0: to
    # (y 196) ends at 32 + 667 + 44 = 743, message (y 248) at 819, against 213.
    "003": Seed("shipping-inset.kbl", ["inset", "inset landscape-swap"],
                [r"Apple", r"content inset", r"origin", r"minus the keyboard's height", r"navigation bar",
                 r"landscape-swap", r"iOS 8"], ["KB002", "KB007"], [
        ("KB002", 27, 11, "ShippingAddress", "street", "landscape", 25, 94),
        ("KB002", 28, 11, "ShippingAddress", "city", "landscape", 25, 146),
        ("KB002", 29, 11, "ShippingAddress", "postcode", "portrait", 17, 0),
        ("KB002", 29, 11, "ShippingAddress", "postcode", "landscape", 25, 198),
        ("KB002", 30, 11, "ShippingAddress", "phone", "portrait", 69, 0),
        ("KB002", 30, 11, "ShippingAddress", "phone", "landscape", 25, 250),
        ("KB002", 31, 14, "ShippingAddress", "instructions", "landscape", 69, 302),
        ("KB007", 40, 15, "GiftMessage", None, "landscape", 667, None),
        ("KB002", 44, 11, "GiftMessage", "to", "landscape", 530, -471),
        ("KB002", 45, 14, "GiftMessage", "message", "landscape", 606, -419),
    ]),
    # tall-phone 390 x 844, keyboard 291/209, navigation bar 44/32, fraction of 216/162:
    # the card fields at the bottom slide the whole assumed height and stay covered.
    "004": Seed("checkout-fraction.kbl", ["fraction min 0.2 max 0.8 assume 216 162"],
                [r"sliding text fields", r"fraction", r"moves the view up", r"\b216\b", r"\b162\b"],
                # an example older than the codes in comments: it says what happens
                [r"card fields at the bottom stay covered"], [
        ("KB002", 22, 9, "Checkout", "cardNumber", "portrait", 11, 216),
        ("KB002", 23, 9, "Checkout", "cvv", "portrait", 63, 216),
        ("KB002", 23, 9, "Checkout", "cvv", "landscape", 35, 162),
    ]),
}


# KBL 1.2: today's keyboard code on today's iPhones (built-in devices with a home indicator).
TODAY = {
    # iphone-16 (393 x 852, keyboard 336/209, status bar 59/0, home indicator 34/21),
    # navigation bar 44/32, the library's toolbar as accessory 44, distance 10, version 8.
    # The scroll fills the safe area under the bars: 103..818 (portrait), 32..372 (landscape).
    # Portrait: Kr = 380, KT = 472, cover = 380 + 10 + 34 = 424, Hs - cover = 428. note
    # (a textarea: no bottom margin) 325..445: move = trunc(min(325 - 103, 445 - 428)) = 17,
    # taken by the scroll; the fields above need no move. Landscape: Kr = 253, KT = 140,
    # cover = 253 + 10 + 21 = 284, Hs - cover = 109; name 90..134, email 142..186 and
    # password 194..238 end at 88 (109 - 21, the field's margin); note 254..374:
    # move = min(254 - 32, 374 - 109) = 222, its top at the guide (32), its bottom at 152,
    # 12 pt past KT.
    "iqkeyboardmanager": Seed("sign-up-iqkeyboardmanager.kbl", ["iqkeyboardmanager"],
                              [r"IQKeyboardManager", r"toolbar", r"distance", r"safe area", r"top guide",
                               r"\b78 pt\b|\b52 pt\b"], ["KB002"], [
        ("KB002", 26, 14, "SignUp", "note", "landscape", 12, 222),
    ]),
    # iphone-14 (390 x 844, keyboard 336/209, status bar 47/0, home indicator 34/21),
    # navigation bar 44/32. Keyboard-up box: [91, min(810, 508)] (portrait), [32, min(369,
    # 181)] (landscape). subject hangs from the top: 227..271 / 168..212 in both layouts;
    # landscape KT = 181: 31 pt covered. message: 758..802 -> 456..500 (shift 302), 317..361
    # -> 129..173 (shift 188): no finding.
    "resize": Seed("chat-keyboard-guide.kbl", ["resize"],
                   [r"keyboard layout guide", r"keyboardLayoutGuide", r"laid out again", r"no code moves"],
                   ["KB002"], [
        ("KB002", 19, 9, "SupportChat", "subject", "landscape", 31, 0),
    ]),
}

# Every example pinned above, by what it shows.
PINNED = {**SEEDS, **TODAY}


def leading_comment(name: str) -> str:
    """The `#` lines the file starts with, without their `#`."""
    lines = []
    for line in (EXAMPLES_DIR / name).read_text().split("\n"):
        if not line.startswith("#"):
            break
        lines.append(line[1:].strip())
    return " ".join(lines)


def avoid_lines(name: str) -> list[str]:
    lines = [line.split("#")[0].split() for line in (EXAMPLES_DIR / name).read_text().split("\n")]
    return [" ".join(words[1:]) for words in lines if words and words[0] == "avoid"]


def pins(name: str) -> list[Pin]:
    document = lint_json(f"examples/{name}")
    assert [file["path"] for file in document["files"]] == [f"examples/{name}"]
    found = []
    for d in document["files"][0]["diagnostics"]:
        assert d["severity"] == "warning", d
        if d["code"] == "KB007":
            assert "element" not in d and "shift" not in d, d
        else:
            assert "element" in d and "shift" in d, d
        found.append((d["code"], d["line"], d["column"], d["screen"], d.get("element"), d["orientation"],
                      d["amount"], d.get("shift")))
    return found


@pytest.mark.parametrize("seed", sorted(PINNED))
def test_each_seed_fails_as_its_code_does(seed: str):
    example = PINNED[seed]
    assert pins(example.file) == example.diagnostics


@pytest.mark.parametrize("seed", sorted(PINNED))
def test_each_seed_example_says_what_the_code_did(seed: str):
    example = PINNED[seed]
    assert avoid_lines(example.file) == example.avoid
    comment = leading_comment(example.file)
    missing = [pattern for pattern in example.technique if not re.search(pattern, comment, re.I)]
    assert not missing, f"{example.file}: the leading comment does not say {missing}"
    missing = [pattern for pattern in example.finds if not re.search(pattern, comment)]
    assert not missing, f"{example.file}: the leading comment does not say that kb-lsp finds {missing}"


def test_the_seed_examples_are_there():
    assert [example.file for example in PINNED.values() if example.file not in EXAMPLES] == []


OLD_DEVICES = {"iphone-4", "iphone-5", "iphone-8", "iphone-8-plus"}


@pytest.mark.parametrize("name", sorted(TODAY))
def test_todays_examples_run_on_a_current_iphone(name: str):
    """Each 1.2 example runs on a built-in device of today: no device block of its own,
    and no 1.0 phone (those have the iOS 7 keyboard and no home indicator)."""
    file = TODAY[name].file
    text = (EXAMPLES_DIR / file).read_text()
    assert not re.search(r"^device\s", text, re.M), f"{file} declares its own device"
    devices = re.findall(r"^\s+device\s+(\S+)", text, re.M)
    assert devices and not set(devices) & OLD_DEVICES, devices
    unknown = [d for d in lint_json(f"examples/{file}")["files"][0]["diagnostics"] if d["code"] == "KB101"]
    assert unknown == []


def test_every_example_is_valid_kbl():
    document = lint_json("examples")
    paths = [file["path"] for file in document["files"]]
    assert paths == [f"examples/{name}" for name in sorted(EXAMPLES + DOCUMENT_EXAMPLES)] and len(paths) >= 12
    syntax = [(file["path"], d["code"]) for file in document["files"] for d in file["diagnostics"]
              if d["code"].startswith("KB1") or d["code"].startswith("KB3")]
    assert syntax == []


# The storyboards, pinned as the specs are (the arithmetic is in each file's leading comment):
# sign-in on its iPhone SE, landscape (no status bar, keyboard 200, its top at 175): email
# 161..195 (20 pt covered), password 207..241 (66 pt below the keyboard's top); portrait's
# keyboard top is 407, below the button. chat-composer on its iPhone 11, landscape: the
# order field at 180..214 stays under the keyboard's top at 205 by 9 pt while the composer,
# whose bottom constraint is an outlet (avoid resize), rides on the keyboard.
DOCUMENT_PINS = {
    "sign-in.storyboard": [
        ("KB001", 40, 30, "SignInViewController", "emailField", "landscape", 20, 0),
        ("KB001", 45, 30, "SignInViewController", "passwordField", "landscape", 66, 0),
    ],
    "chat-composer.storyboard": [
        ("KB002", 94, 30, "ChatViewController", "orderField", "landscape", 9, 0),
    ],
    # Checked with its controllers' code (rule 1a): CartViewController.swift sets the promo
    # field's bottom constant to the keyboard's height less 10, so its bottom ends 10 pt under
    # the keyboard in both orientations (portrait 417 against 407, landscape 185 against 175);
    # ShippingFormViewController.m is Apple's guide: the postcode field's origin (380 in the
    # scroll) lies inside the view less the keyboard (407) in portrait, so nothing scrolls and
    # 434 - 407 = 27 pt stay covered; in landscape the content scrolls by 380 - 200 = 180,
    # leaving the field at 200..234 under the keyboard's top at 175.
    "checkout-app/Base.lproj/Checkout.storyboard": [
        ("KB002", 43, 30, "Checkout", "promoField", "portrait", 10, 230),
        ("KB002", 43, 30, "Checkout", "promoField", "landscape", 10, 170),
        ("KB002", 94, 38, "Shipping", "postcodeField", "portrait", 27, 0),
        ("KB002", 94, 38, "Shipping", "postcodeField", "landscape", 59, 180),
    ],
}


@pytest.mark.parametrize("name", sorted(DOCUMENT_PINS))
def test_each_storyboard_example_finds_what_its_comment_says(name: str):
    assert name in DOCUMENT_EXAMPLES
    diagnostics = lint_json(f"examples/{name}")["files"][0]["diagnostics"]
    got = [(d["code"], d["line"], d["column"], d["screen"], d.get("element"), d["orientation"], d["amount"], d.get("shift"))
           for d in diagnostics]
    assert got == DOCUMENT_PINS[name]
    assert all(d["device"] == ("iphone-11" if name == "chat-composer.storyboard" else "iphone-se") for d in diagnostics)


def examples_section() -> str:
    readme = (REPO / "README.md").read_text()
    start = readme.index("\n## Examples\n")
    end = readme.find("\n## ", start + 1)
    return readme[start:end if end >= 0 else len(readme)]


def table_rows() -> list[list[str]]:
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")]
            for line in examples_section().split("\n") if line.startswith("|")]
    assert rows[0] == ["file", "strategy", "what kb-lsp finds"] and set(rows[1][0]) <= {"-", ":"}
    return rows[2:]


def test_the_readme_table_lists_exactly_the_examples():
    listed = []
    for row in table_rows():
        match = re.fullmatch(r"`([^`]+\.(?:kbl|storyboard|xib))`", row[0])
        assert match, row
        listed.append(match[1])
    assert len(listed) == len(set(listed)), listed
    assert [name for name in listed if not (EXAMPLES_DIR / name).is_file()] == []
    assert [name for name in EXAMPLES + DOCUMENT_EXAMPLES if name not in listed] == []


def test_the_readme_table_gives_the_codes_each_example_gets():
    rows = table_rows()
    assert rows
    document = lint_json("examples")
    got = {file["path"].removeprefix("examples/"): {d["code"] for d in file["diagnostics"]} for file in document["files"]}
    for row in rows:
        name = row[0].strip("`")
        assert set(re.findall(r"KB\d{3}", row[2])) == got[name], row


def test_the_readme_says_each_seed_failure_is_reproduced():
    prose = "\n".join(line for line in examples_section().split("\n") if not line.startswith("|"))
    assert "tutorials" in prose
    assert [example.file for example in PINNED.values() if f"`{example.file}`" not in prose] == []
