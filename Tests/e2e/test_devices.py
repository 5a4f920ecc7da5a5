"""`kb-lsp devices`: the device catalogue as a table and as JSON, with the devices of the
nearest .kblint.json marked as configured and the built-in names they shadow."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from kbcli import REPO, kb, lint_json

BUILT_IN_SOURCE = REPO / "Sources" / "KeyboardAnalysis" / "BuiltInDevices.swift"


def built_in_names() -> dict[str, list[str]]:
    """Each built-in device's name and aliases, read from the engine's source, not from
    the binary: `device("iphone-se", …, aliases: ["iphone-se-2", …])` or `faceID(…)`."""
    text = BUILT_IN_SOURCE.read_text(encoding="utf-8")
    body = text[text.index("static let all"):text.index("private static func device")]
    calls = list(re.finditer(r'\b(?:device|faceID)\("([a-z0-9-]+)"', body))
    found: dict[str, list[str]] = {}
    for call, following in zip(calls, calls[1:] + [None]):
        segment = body[call.end():following.start() if following else len(body)]
        aliases = re.search(r"aliases: \[([^\]]*)\]", segment)
        found[call.group(1)] = re.findall(r'"([a-z0-9-]+)"', aliases.group(1)) if aliases else []
    # iphone8 is declared above the table and named in it.
    iphone8 = re.search(r'static let iphone8 = device\("([a-z0-9-]+)"', text)
    assert iphone8 and "iphone8," in body
    found[iphone8.group(1)] = []
    return found


def parse_table(stdout: str) -> list[dict]:
    """The table's rows: the marks, then the columns (two or more spaces apart)."""
    lines = stdout.split("\n")
    header = lines[0]
    assert re.split(r"\s{2,}", header.strip()) == ["NAME", "SIZE", "KEYBOARD", "STATUS BAR", "HOME INDICATOR", "OTHER NAMES"]
    rows = []
    for line in lines[1:]:
        if not line.strip():
            break
        cells = re.split(r"\s{2,}", line[3:].rstrip())
        cells += [""] * (6 - len(cells))
        rows.append({"marks": line[:2], "name": cells[0], "size": cells[1], "keyboard": cells[2],
                     "status bar": cells[3], "home indicator": cells[4], "other names": cells[5]})
    return rows


def devices(*args: str, cwd: Path) -> tuple[str, dict]:
    text = kb("devices", *args, cwd=cwd)
    assert text.returncode == 0 and text.stderr == "", text.stderr
    document = kb("devices", "--format", "json", *args, cwd=cwd)
    assert document.returncode == 0 and document.stderr == "", document.stderr
    return text.stdout, json.loads(document.stdout)


def number(value: float) -> str:
    return str(int(value)) if value == int(value) else str(value)


def assert_json_matches_table(table: list[dict], document: dict) -> None:
    assert len(table) == len(document["devices"])
    for row, device in zip(table, document["devices"]):
        assert row["name"].split(" ")[0] == device["name"]
        assert row["marks"] == ("*" if device["default"] else " ") + ("+" if device["source"] == "configured" else " ")
        assert row["size"] == f'{number(device["size"]["width"])}x{number(device["size"]["height"])}'
        for column, key in [("keyboard", "keyboard"), ("status bar", "statusBar"), ("home indicator", "homeIndicator")]:
            assert row[column] == f'{number(device[key]["portrait"])}/{number(device[key]["landscape"])}', (device["name"], column)
        others = [name.split(" ")[0] for name in row["other names"].split(", ") if name and not name.startswith("shadows")]
        assert others == device["otherNames"]
        for key in ("size", "keyboard", "statusBar", "homeIndicator"):
            assert all(isinstance(value, (int, float)) and not isinstance(value, bool) for value in device[key].values())


def test_the_table_lists_every_built_in_name_and_alias(tmp_path: Path):
    stdout, document = devices(cwd=tmp_path)
    rows = parse_table(stdout)
    expected = built_in_names()
    assert {row["name"]: [n for n in row["other names"].split(", ") if n] for row in rows} == expected
    assert document["configuration"] is None
    assert all(device["source"] == "built-in" for device in document["devices"])
    # iphone-8 is the default, and the only row marked so.
    assert [row["name"] for row in rows if row["marks"].startswith("*")] == ["iphone-8"]
    assert document["defaultDevice"] == "iphone-8"
    # The numbers are explained.
    words = " ".join(stdout.split())
    for explained in ["STATUS BAR the top safe-area inset", "HOME INDICATOR the bottom safe-area inset",
                      "the QuickType bar and the home-indicator strip included"]:
        assert explained in words


def test_every_listed_name_is_a_device_the_linter_knows(tmp_path: Path):
    stdout, document = devices(cwd=tmp_path)
    names = [name for device in document["devices"] for name in [device["name"], *device["otherNames"]]]
    spec = "".join(f"screen S{index} {{\n  device {name}\n}}\n" for index, name in enumerate(names))
    result = lint_json("-", cwd=tmp_path, input=spec)
    assert [d["code"] for file in result["files"] for d in file["diagnostics"] if d["code"] == "KB101"] == []
    # And a name that is not listed is unknown.
    unknown = lint_json("-", cwd=tmp_path, input="screen S {\n  device iphone-99\n}\n")
    assert [d["code"] for d in unknown["files"][0]["diagnostics"]] == ["KB101"]


def test_json_matches_the_table(tmp_path: Path):
    stdout, document = devices(cwd=tmp_path)
    assert_json_matches_table(parse_table(stdout), document)
    iphone16 = next(device for device in document["devices"] if device["name"] == "iphone-16")
    assert iphone16["homeIndicator"] == {"portrait": 34, "landscape": 21}
    assert iphone16["keyboard"] == {"portrait": 336, "landscape": 209}
    assert iphone16["size"] == {"width": 393, "height": 852}


CONFIGURATION = {
    "device": "desk-phone",
    "devices": {
        "desk-phone": {"size": [400, 800], "keyboard": [300, 200], "status-bar": [50, 0], "home-indicator": [30, 20]},
        "iphone-15": {"size": [393, 852], "keyboard": [346, 209]},
        "iphone-x": {"size": [375, 812]},
    },
}


def test_a_configured_device_appears_marked_with_what_it_shadows(tmp_path: Path):
    (tmp_path / ".kblint.json").write_text(json.dumps(CONFIGURATION))
    (tmp_path / "specs").mkdir()
    # The nearest file, from a directory below it.
    stdout, document = devices(cwd=tmp_path / "specs")
    rows = parse_table(stdout)
    assert_json_matches_table(rows, document)
    assert document["configuration"] == str(tmp_path / ".kblint.json")
    assert f"+ configured in {tmp_path / '.kblint.json'}" in stdout
    by_name = {device["name"]: device for device in document["devices"] if device["source"] == "configured"}
    assert list(by_name) == ["desk-phone", "iphone-15", "iphone-x"]
    desk = by_name["desk-phone"]
    assert desk["default"] and desk["homeIndicator"] == {"portrait": 30, "landscape": 20} and desk["shadows"] == []
    assert by_name["iphone-15"]["shadows"] == ["iphone-15"] and by_name["iphone-x"]["shadows"] == ["iphone-x"]
    # The built-in rows say which of their names are shadowed.
    built_in = {device["name"]: device for device in document["devices"] if device["source"] == "built-in"}
    assert built_in["iphone-16"]["shadowedNames"] == ["iphone-15"]
    assert built_in["iphone-x"]["shadowedNames"] == ["iphone-x"]
    assert not built_in["iphone-8"]["default"]
    table = {row["name"]: row for row in rows}
    assert table["desk-phone"]["marks"] == "*+"
    assert table["desk-phone"]["home indicator"] == "30/20"
    assert "iphone-15 (shadowed)" in table["iphone-16"]["other names"]
    assert "iphone-x (shadowed)" in table
    assert "shadows the built-in iphone-15 (iphone-16's other name)" in table["iphone-15"]["other names"]
    assert "shadows the built-in iphone-x" in table["iphone-x"]["other names"]
    # What it says is what the linter does: the default screen is desk-phone's (content top 50).
    spec = "screen S {\n  orientations portrait\n  field f top 500 height 44\n}\n"
    linted = lint_json("-", cwd=tmp_path / "specs", input=spec)
    assert [d["code"] for d in linted["files"][0]["diagnostics"]] == ["KB001"]


def test_config_names_the_file(tmp_path: Path):
    config = tmp_path / "ci.json"
    config.write_text(json.dumps(CONFIGURATION))
    (tmp_path / "elsewhere").mkdir()
    stdout, document = devices("--config", str(config), cwd=tmp_path / "elsewhere")
    assert document["configuration"] == str(config)
    assert "desk-phone" in stdout
    # A relative name is from the current directory.
    assert devices("--config=../ci.json", cwd=tmp_path / "elsewhere")[1] == document


def test_an_alias_as_the_default_marks_its_device(tmp_path: Path):
    (tmp_path / ".kblint.json").write_text(json.dumps({"device": "iphone-15-pro"}))
    stdout, document = devices(cwd=tmp_path)
    assert [device["name"] for device in document["devices"] if device["default"]] == ["iphone-16"]
    assert document["defaultDevice"] == "iphone-15-pro"
    assert '"device": "iphone-15-pro" in the configuration' in stdout
    assert "(it declares no device)" in stdout


@pytest.mark.parametrize("configuration, key", [
    ('{"devices": {"p": {"size": [1, 2], "home-indicator": [-1, 0]}}}', "devices.p.home-indicator[0]"),
    ('{"device": "no-such-phone"}', "device"),
    ('{"avoid": "sideways"}', "avoid"),
    ("{oops", None),
])
def test_a_bad_configuration_is_one_error_and_status_2(tmp_path: Path, configuration: str, key: str | None):
    (tmp_path / ".kblint.json").write_text(configuration)
    proc = kb("devices", cwd=tmp_path)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.startswith(f"kb-lsp: error: bad configuration: {tmp_path / '.kblint.json'}")
    assert len(proc.stderr.strip().split("\n")) == 1
    if key:
        assert f"key '{key}'" in proc.stderr


@pytest.mark.parametrize("arguments, message", [
    (["--format", "yaml"], "unknown format 'yaml'; expected text or json"),
    (["extra"], "takes no operand"),
    (["--bogus"], "unknown option '--bogus'"),
    (["--config"], "'--config' needs a value"),
    (["--config="], "'--config' needs a file"),
])
def test_bad_usage_is_status_2(tmp_path: Path, arguments: list[str], message: str):
    proc = kb("devices", *arguments, cwd=tmp_path)
    assert proc.returncode == 2 and proc.stdout == ""
    assert message in proc.stderr and "usage: kb-lsp devices" in proc.stderr


def test_help():
    proc = kb("devices", "--help")
    assert proc.returncode == 0 and proc.stderr == ""
    assert proc.stdout.startswith("kb-lsp devices — ") and "USAGE:" in proc.stdout
    words = " ".join(proc.stdout.split())
    for explained in ["--format", "--config", "the QuickType bar and the home-indicator strip included",
                      "STATUS BAR the top safe-area inset", "HOME INDICATOR the bottom safe-area inset", "EXIT STATUS"]:
        assert explained in words
    assert kb("help", "devices").stdout == proc.stdout
    assert "kb-lsp devices" in kb("--help").stdout
