"""The SARIF checks of sarif_checks.py: a real document from the binary passes them, and
each of many deliberately broken copies of it fails with a problem naming the path of what
was broken. The last tests follow the writer's known departures (KNOWN_DEPARTURES and
what the checks would find in documents no other test checks): strict xfails, which fail
as soon as the writer is fixed, so the marker and the waiver go with the fix."""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path
from typing import Any, Callable

import pytest

from kbcli import CODES, EXAMPLES_DIR, lint
from sarif_checks import KNOWN_DEPARTURES, assert_valid_sarif, sarif_problems

ODD_NAME = "my specs/odd, name é.kbl"
ODD_URI = "my%20specs/odd%2C%20name%20%C3%A9.kbl"


def sarif_in(root: Path, *args: str, input: str | None = None) -> dict:
    proc = lint("--format", "sarif", *args, cwd=root, input=input)
    assert proc.returncode in (0, 1, 2), proc.stderr
    return json.loads(proc.stdout)


def repository(root: Path) -> Path:
    root = root.resolve()
    (root / ".git").mkdir(parents=True)
    return root


@pytest.fixture(scope="module")
def real(tmp_path_factory) -> dict:
    """`kb-lsp lint --format sarif . no-such.kbl` in a repository holding the examples
    (keyboard findings) and a spec with a syntax error under a name that needs
    percent-encoding; the missing path makes a tool execution notification."""
    root = repository(tmp_path_factory.mktemp("sarif"))
    (root / "specs").mkdir()
    # A fixed set, so that the indexes the broken copies use stay put as examples are added.
    for name in ("chat-none.kbl", "checkout-fraction.kbl", "feedback-too-tall.kbl", "profile-scroll.kbl",
                 "settings-clean.kbl", "sign-in-shift.kbl"):
        shutil.copyfile(EXAMPLES_DIR / name, root / "specs" / name)
    (root / ODD_NAME).parent.mkdir()
    (root / ODD_NAME).write_text("screen S {\n  label l top 10 height 20 %\n}\n")
    return sarif_in(root, ".", "no-such.kbl")


@pytest.fixture
def doc(real: dict) -> dict:
    """A copy of the real document to break."""
    return copy.deepcopy(real)


def test_the_real_document_covers_what_the_writer_writes(real: dict):
    run = real["runs"][0]
    results = run["results"]
    assert len(results) >= 4
    assert results[0]["ruleId"] == "KB100" and "properties" not in results[0]
    assert results[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == ODD_URI
    assert results[3]["ruleId"] == "KB002" and "properties" in results[3], "results[3] is a keyboard finding"
    assert results[3]["ruleIndex"] == 1
    assert run["invocations"][0]["executionSuccessful"] is False
    assert run["invocations"][0]["toolExecutionNotifications"][0]["level"] == "error"


def test_a_real_document_passes(real: dict):
    assert sarif_problems(real) == []
    assert_valid_sarif(real)


def test_a_clean_run_passes(tmp_path: Path):
    root = repository(tmp_path)
    shutil.copyfile(EXAMPLES_DIR / "settings-clean.kbl", root / "clean.kbl")
    document = sarif_in(root, ".")
    assert document["runs"][0]["results"] == []
    assert "toolExecutionNotifications" not in document["runs"][0]["invocations"][0]
    assert_valid_sarif(document)


def test_a_file_outside_the_repository_passes(tmp_path: Path):
    """Outside the repository the location is an absolute file:/// URI with no base id."""
    root = repository(tmp_path / "repo")
    outside = tmp_path / "outside dir"
    outside.mkdir()
    shutil.copyfile(EXAMPLES_DIR / "chat-none.kbl", outside / "chat.kbl")
    document = sarif_in(root, str(outside / "chat.kbl"))
    artifact = document["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
    assert artifact == {"uri": "file://" + str(outside.resolve()).replace(" ", "%20") + "/chat.kbl"}
    assert_valid_sarif(document)


def test_an_insertion_point_passes(doc: dict):
    """endColumn is exclusive (SARIF section 3.30.8): equal columns are an empty region."""
    region = doc["runs"][0]["results"][3]["locations"][0]["physicalLocation"]["region"]
    region["endLine"], region["endColumn"] = region["startLine"], region["startColumn"]
    assert sarif_problems(doc) == []


def test_a_region_over_several_lines_may_end_left_of_its_start(doc: dict):
    region = doc["runs"][0]["results"][3]["locations"][0]["physicalLocation"]["region"]
    region["startColumn"], region["endLine"], region["endColumn"] = 9, region["startLine"] + 2, 1
    assert sarif_problems(doc) == []


def test_assert_valid_sarif_says_where(doc: dict):
    doc["runs"][0]["results"][3]["locations"][0]["physicalLocation"]["region"]["startLine"] = 0
    with pytest.raises(AssertionError) as failure:
        assert_valid_sarif(doc)
    assert "runs[0].results[3].locations[0].physicalLocation.region.startLine: startLine is 0" in str(failure.value)


def test_every_problem_is_reported_in_document_order(doc: dict):
    doc["version"] = "2.0.0"
    doc["runs"][0]["results"][3]["level"] = "warn"
    doc["runs"][0]["results"][0]["message"]["text"] = ""
    assert [p.path for p in sarif_problems(doc)] == [
        "version", "runs[0].results[0].message.text", "runs[0].results[3].level"]


# -- broken copies -------------------------------------------------------------------------

R3 = "runs[0].results[3]"
LOC3 = f"{R3}.locations[0].physicalLocation"
DRIVER = "runs[0].tool.driver"
BASE = 'runs[0].originalUriBaseIds["%SRCROOT%"]'
INVOCATION = "runs[0].invocations[0]"


def at(document: Any, path: str) -> Any:
    """The value at a dotted path such as "runs.0.results.3" (no keys with dots); "" is
    the document."""
    for part in path.split(".") if path else []:
        document = document[int(part)] if isinstance(document, list) else document[part]
    return document


def put(path: str, key: str, value: Any) -> Callable[[dict], None]:
    def edit(document: dict) -> None:
        at(document, path)[key] = value
    return edit


def drop(path: str, key: str) -> Callable[[dict], None]:
    def edit(document: dict) -> None:
        del at(document, path)[key]
    return edit


def both(*edits: Callable[[dict], None]) -> Callable[[dict], None]:
    def edit(document: dict) -> None:
        for each in edits:
            each(document)
    return edit


def same_line_hash_as_results_3(document: dict) -> None:
    """results[4] becomes another result of results[3]'s rule in its file, with the same
    primaryLocationLineHash, as GitHub's own line hashes would give a second orientation."""
    results = at(document, "runs.0.results")
    twin = copy.deepcopy(results[3])
    twin["message"]["text"] += " (the other orientation)"
    results[4] = twin


def two_locations(document: dict) -> None:
    result = at(document, "runs.0.results.3")
    result["locations"].append(copy.deepcopy(result["locations"][0]))


def duplicate_last_rule_id(document: dict) -> None:
    rules = at(document, "runs.0.tool.driver.rules")
    rules[-1]["id"] = rules[-2]["id"]   # the last code takes the one before it; neither has results here


def repeat_a_tag(document: dict) -> None:
    tags = at(document, "runs.0.tool.driver.rules.0.properties.tags")
    tags.append(tags[0])


SPOT = "runs.0.results.3.locations.0.physicalLocation"
BROKEN = [
    # (id, edit, the paths of the problems it makes, a fragment of the first message)
    ("wrong-version", put("", "version", "2.0.0"), ["version"], '"2.1.0"'),
    ("schema-not-a-uri", put("", "$schema", "sarif-2.1.0.json"), ["$schema"], "not an absolute URI"),
    ("schema-of-another-format", put("", "$schema", "https://json.schemastore.org/package.json"), ["$schema"],
     "SARIF 2.1.0 schema"),
    ("unknown-top-level-key", put("", "runz", []), ["runz"], "unknown key 'runz'"),
    ("no-runs", drop("", "runs"), ["runs"], "lacks 'runs'"),
    ("two-runs", lambda d: d["runs"].append(copy.deepcopy(d["runs"][0])), ["runs"], "exactly one run"),
    ("rule-index-at-another-rule", put("runs.0.results.3", "ruleIndex", 2), [f"{R3}.ruleIndex"],
     "ruleIndex 2 points at rule 'KB003', not at 'KB002'"),
    ("rule-index-past-the-rules", put("runs.0.results.3", "ruleIndex", 99), [f"{R3}.ruleIndex"], f"past the {len(CODES)} rules"),
    ("rule-index-boolean", put("runs.0.results.3", "ruleIndex", True), [f"{R3}.ruleIndex"], "not a boolean"),
    ("rule-id-of-no-rule", put("runs.0.results.3", "ruleId", "KB999"), [f"{R3}.ruleId", f"{R3}.ruleIndex"],
     "names no rule"),
    ("level-warn", put("runs.0.results.3", "level", "warn"), [f"{R3}.level"],
     'the result level is "warn"; it should be one of error, warning, note'),
    ("level-none-without-kind", put("runs.0.results.3", "level", "none"), [f"{R3}.level"], '"none"'),
    ("start-line-0", put(f"{SPOT}.region", "startLine", 0), [f"{LOC3}.region.startLine"], "startLine is 0"),
    ("start-column-0", put(f"{SPOT}.region", "startColumn", 0), [f"{LOC3}.region.startColumn"], "at least 1"),
    ("end-column-before-start-column", both(put(f"{SPOT}.region", "startColumn", 9),
                                            put(f"{SPOT}.region", "endColumn", 8)),
     [f"{LOC3}.region.endColumn"], "endColumn 8 is before startColumn 9 on line 22"),
    ("end-line-before-start-line", put(f"{SPOT}.region", "endLine", 21), [f"{LOC3}.region.endLine"],
     "endLine 21 is before startLine 22"),
    ("line-as-string", put(f"{SPOT}.region", "endLine", "22"), [f"{LOC3}.region.endLine"], "not a string"),
    ("line-as-float", put(f"{SPOT}.region", "endLine", 22.0), [f"{LOC3}.region.endLine"], "should be an integer"),
    ("region-key-typo", put(f"{SPOT}.region", "endColum", 5), [f"{LOC3}.region.endColum"],
     "unknown key 'endColum' in region"),
    ("no-region", drop(SPOT, "region"), [f"{LOC3}.region"], "lacks 'region'"),
    ("unknown-uri-base-id", put(f"{SPOT}.artifactLocation", "uriBaseId", "%SRCROOT"),
     [f"{LOC3}.artifactLocation.uriBaseId"], "'%SRCROOT' is not a key of originalUriBaseIds"),
    ("relative-uri-without-base-id", drop(f"{SPOT}.artifactLocation", "uriBaseId"),
     [f"{LOC3}.artifactLocation.uriBaseId"], "has no uriBaseId"),
    ("uri-not-percent-encoded", put(f"{SPOT}.artifactLocation", "uri", "my specs/é.kbl"),
     [f"{LOC3}.artifactLocation.uri"], "not a percent-encoded relative reference"),
    ("uri-lower-case-percent", put(f"{SPOT}.artifactLocation", "uri", "specs/%c3%a9.kbl"),
     [f"{LOC3}.artifactLocation.uri"], "upper-case"),
    ("uri-not-utf8", put(f"{SPOT}.artifactLocation", "uri", "specs/%E9.kbl"),
     [f"{LOC3}.artifactLocation.uri"], "not UTF-8"),
    ("uri-with-dot-dot", put(f"{SPOT}.artifactLocation", "uri", "specs/../x.kbl"),
     [f"{LOC3}.artifactLocation.uri"], "'..' segment"),
    ("uri-colon-in-first-segment", put(f"{SPOT}.artifactLocation", "uri", "a:b.kbl"),
     [f"{LOC3}.artifactLocation.uri", f"{LOC3}.artifactLocation.uriBaseId"], "is not a file:/// URI"),
    ("uri-absolute-path", put(f"{SPOT}.artifactLocation", "uri", "/specs/x.kbl"),
     [f"{LOC3}.artifactLocation.uri"], "relative reference"),
    ("absolute-uri-with-base-id", put(f"{SPOT}.artifactLocation", "uri", "file:///tmp/x.kbl"),
     [f"{LOC3}.artifactLocation.uriBaseId"], "has a uriBaseId"),
    ("absolute-uri-with-host", both(put(f"{SPOT}.artifactLocation", "uri", "file://host/x.kbl"),
                                    drop(f"{SPOT}.artifactLocation", "uriBaseId")),
     [f"{LOC3}.artifactLocation.uri"], "not a file:/// URI"),
    ("http-uri", both(put(f"{SPOT}.artifactLocation", "uri", "https://example.com/x.kbl"),
                      drop(f"{SPOT}.artifactLocation", "uriBaseId")),
     [f"{LOC3}.artifactLocation.uri"], "not a file:/// URI"),
    ("two-locations", two_locations, [f"{R3}.locations"], "has 2 elements"),
    ("no-message-text", drop("runs.0.results.3.message", "text"), [f"{R3}.message.text"],
     "the result message lacks 'text'"),
    ("empty-message-text", put("runs.0.results.3.message", "text", " "), [f"{R3}.message.text"], "is empty"),
    ("message-markdown", put("runs.0.results.3.message", "markdown", "**x**"), [f"{R3}.message.markdown"],
     "unknown key"),
    ("fingerprint-not-a-string", put("runs.0.results.3.partialFingerprints", "kbLspFinding/v1", 7),
     [f'{R3}.partialFingerprints["kbLspFinding/v1"]'], "should be a string, not a number"),
    ("fingerprint-unversioned", put("runs.0.results.3", "partialFingerprints", {"kbLspFinding": "ab"}),
     [f"{R3}.partialFingerprints.kbLspFinding"], "version component"),
    ("no-fingerprints", drop("runs.0.results.3", "partialFingerprints"), [f"{R3}.partialFingerprints"], "lacks"),
    ("line-hash-shared", same_line_hash_as_results_3, ["runs[0].results[4].partialFingerprints.primaryLocationLineHash"],
     "GitHub would show them as one alert"),
    ("keyboard-finding-without-properties", drop("runs.0.results.3", "properties"), [f"{R3}.properties"],
     "keyboard finding (KB002) lacks its properties"),
    ("spec-finding-with-properties", lambda d: at(d, "runs.0.results.0").update(
        properties=copy.deepcopy(at(d, "runs.0.results.3.properties"))),
     ["runs[0].results[0].properties"], "KB100 is not a keyboard finding"),
    ("orientation-sideways", put("runs.0.results.3.properties", "orientation", "sideways"),
     [f"{R3}.properties.orientation"], "portrait, landscape"),
    ("amount-not-a-number", put("runs.0.results.3.properties", "amount", "220"), [f"{R3}.properties.amount"],
     "finite number"),
    ("duplicate-rule-id", duplicate_last_rule_id, [f"{DRIVER}.rules[{len(CODES) - 1}].id"],
     f"rule id '{CODES[-2]}' is also the id of rules[{len(CODES) - 2}]"),
    ("empty-rule-id", put("runs.0.tool.driver.rules.12", "id", ""), [f"{DRIVER}.rules[12].id"], "is empty"),
    ("rule-name-too-long", put("runs.0.tool.driver.rules.0", "name", "N" * 256), [f"{DRIVER}.rules[0].name"],
     "256 characters long; GitHub allows at most 255"),
    ("short-description-too-long", put("runs.0.tool.driver.rules.0.shortDescription", "text", "x" * 1025),
     [f"{DRIVER}.rules[0].shortDescription.text"], "1025 characters long; GitHub allows at most 1024"),
    ("short-description-markdown", put("runs.0.tool.driver.rules.0.shortDescription", "markdown", "x"),
     [f"{DRIVER}.rules[0].shortDescription.markdown"], "unknown key"),
    ("no-help-markdown", drop("runs.0.tool.driver.rules.0.help", "markdown"),
     [f"{DRIVER}.rules[0].help.markdown"], "help lacks 'markdown'"),
    ("empty-help-text", put("runs.0.tool.driver.rules.0.help", "text", ""), [f"{DRIVER}.rules[0].help.text"],
     "is empty"),
    ("default-level-none", put("runs.0.tool.driver.rules.0.defaultConfiguration", "level", "none"),
     [f"{DRIVER}.rules[0].defaultConfiguration.level"], "one of error, warning, note"),
    ("bad-precision", put("runs.0.tool.driver.rules.0.properties", "precision", "very high"),
     [f"{DRIVER}.rules[0].properties.precision"], "very-high, high, medium, low"),
    ("bad-problem-severity", put("runs.0.tool.driver.rules.0.properties", "problem.severity", "note"),
     [f'{DRIVER}.rules[0].properties["problem.severity"]'], "error, warning, recommendation"),
    ("problem-severity-disagrees", put("runs.0.tool.driver.rules.0.defaultConfiguration", "level", "error"),
     [f'{DRIVER}.rules[0].properties["problem.severity"]'], "disagrees with the default level 'error'"),
    ("problem-severity-as-nested-object", both(drop("runs.0.tool.driver.rules.0.properties", "problem.severity"),
                                               put("runs.0.tool.driver.rules.0.properties", "problem",
                                                   {"severity": "warning"})),
     [f"{DRIVER}.rules[0].properties.problem", f'{DRIVER}.rules[0].properties["problem.severity"]'],
     "unknown key 'problem'"),
    ("tags-not-strings", put("runs.0.tool.driver.rules.0.properties", "tags", ["keyboard", 3]),
     [f"{DRIVER}.rules[0].properties.tags[1]"], "a tag should be a string"),
    ("repeated-tag", repeat_a_tag, [f"{DRIVER}.rules[0].properties.tags[2]"], "repeats tags[0]"),
    ("semantic-version-two-parts", put("runs.0.tool.driver", "semanticVersion", "0.1"),
     [f"{DRIVER}.semanticVersion"], "not a Semantic Versioning 2.0.0 version"),
    ("semantic-version-leading-zero", put("runs.0.tool.driver", "semanticVersion", "0.01.0"),
     [f"{DRIVER}.semanticVersion"], "Semantic Versioning"),
    ("no-rules", put("runs.0.tool.driver", "rules", []),
     [f"{DRIVER}.rules"] + [f"runs[0].results[{i}].{key}" for i in range(10) for key in ("ruleId", "ruleIndex")],
     "rules is empty"),
    ("base-uri-without-slash", put('runs.0.originalUriBaseIds.%SRCROOT%', "uri", "file:///tmp/repo"),
     [f"{BASE}.uri"], "does not end with '/'"),
    ("base-uri-relative", put('runs.0.originalUriBaseIds.%SRCROOT%', "uri", "repo/"),
     [f"{BASE}.uri"], "not an absolute URI"),
    ("base-uri-double-slash", put('runs.0.originalUriBaseIds.%SRCROOT%', "uri", "file:///tmp/repo//"),
     [f"{BASE}.uri"], "empty path segment"),
    ("base-with-description", put('runs.0.originalUriBaseIds.%SRCROOT%', "description", {"text": "root"}),
     [f"{BASE}.description"], "unknown key 'description'"),
    ("column-kind-bytes", put("runs.0", "columnKind", "utf8Bytes"), ["runs[0].columnKind"],
     "utf16CodeUnits, unicodeCodePoints"),
    ("execution-successful-string", put("runs.0.invocations.0", "executionSuccessful", "false"),
     [f"{INVOCATION}.executionSuccessful"], "should be a boolean, not a string"),
    ("successful-with-an-error", put("runs.0.invocations.0", "executionSuccessful", True),
     [f"{INVOCATION}.executionSuccessful"], "means the run failed"),
    ("failed-without-a-reason", drop("runs.0.invocations.0", "toolExecutionNotifications"),
     [f"{INVOCATION}.executionSuccessful"], "no toolExecutionNotifications say why"),
    ("notification-level-fatal", put("runs.0.invocations.0.toolExecutionNotifications.0", "level", "fatal"),
     [f"{INVOCATION}.toolExecutionNotifications[0].level"], "error, warning, note, none"),
    ("notification-without-text", drop("runs.0.invocations.0.toolExecutionNotifications.0.message", "text"),
     [f"{INVOCATION}.toolExecutionNotifications[0].message.text"], "lacks 'text'"),
    ("results-not-an-array", put("runs.0", "results", {}), ["runs[0].results"], "should be an array"),
]


@pytest.mark.parametrize(("edit", "paths", "fragment"), [case[1:] for case in BROKEN], ids=[case[0] for case in BROKEN])
def test_a_broken_copy_fails_naming_the_path(doc: dict, edit: Callable[[dict], None], paths: list[str], fragment: str):
    edit(doc)
    problems = sarif_problems(doc)
    assert [p.path for p in problems] == paths, "\n".join(map(str, problems))
    assert fragment in problems[0].message, str(problems[0])
    with pytest.raises(AssertionError, match=r"SARIF breaks"):
        assert_valid_sarif(doc)


def test_a_broken_copy_that_is_not_an_object():
    assert [str(p) for p in sarif_problems([])] == ["(document): the SARIF log should be an object, not an array"]


# -- braces in messages (SARIF section 3.11.5) -----------------------------------------------

@pytest.mark.parametrize(("text", "fragment"), [
    ("unmatched '}'", "a single '}' at index 11"),
    ("this '{' is never closed", "a single '{' at index 6"),
    ("expected {0} here", "the placeholder {0}"),
])
def test_a_single_brace_in_a_message_is_found(doc: dict, text: str, fragment: str):
    doc["runs"][0]["results"][3]["message"]["text"] = text
    problems = sarif_problems(doc, waive=())
    assert [p.path for p in problems if p.check == "message-braces"] == [f"{R3}.message.text"]
    assert fragment in problems[-1].message


def test_doubled_braces_in_a_message_pass(doc: dict):
    doc["runs"][0]["results"][3]["message"]["text"] = "unmatched '}}' after {{ and {{0}}"
    assert [p for p in sarif_problems(doc, waive=()) if p.check == "message-braces"] == []


# -- the writer's known departures ------------------------------------------------------------

def test_waivers_hide_only_their_own_problems(doc: dict):
    """A waiver names one check and subject: waiving KB003's description length would
    not hide KB001's."""
    waiver = {("github-length-limit", "KB003.fullDescription.text")}
    doc["runs"][0]["tool"]["driver"]["rules"][0]["fullDescription"]["text"] = "x" * 2000
    assert [p.path for p in sarif_problems(doc, waive=waiver)] == [f"{DRIVER}.rules[0].fullDescription.text"]
    doc["runs"][0]["tool"]["driver"]["rules"][0]["fullDescription"]["text"] = "x"
    doc["runs"][0]["tool"]["driver"]["rules"][2]["fullDescription"]["text"] = "x" * 2000
    assert sarif_problems(doc, waive=waiver) == []


def test_rule_descriptions_fit_githubs_limits(real: dict):
    assert [str(p) for p in sarif_problems(real, waive=()) if p.check != "message-braces"] == []


@pytest.mark.xfail(strict=True, raises=AssertionError,
                   reason="result message text is written with single braces (SARIF section 3.11.5; "
                          "waived in KNOWN_DEPARTURES)")
def test_braces_in_result_messages_are_doubled(tmp_path: Path):
    root = repository(tmp_path)
    (root / "b.kbl").write_text("screen S {\n  label l top 10 height 20\n}\n}\n")
    document = sarif_in(root, ".")
    assert [r["message"]["text"] for r in document["runs"][0]["results"]] == ["unmatched '}}'"]
    assert [str(p) for p in sarif_problems(document, waive=()) if p.check == "message-braces"] == []


@pytest.mark.xfail(strict=True, raises=AssertionError,
                   reason="notification message text is written with single braces (SARIF section 3.11.5; "
                          "waived in KNOWN_DEPARTURES)")
def test_braces_in_notification_messages_are_doubled(tmp_path: Path):
    root = repository(tmp_path)
    shutil.copyfile(EXAMPLES_DIR / "chat-none.kbl", root / "chat.kbl")
    (root / ".kblint.json").write_text('{"severity": ["KB001"]}')
    document = sarif_in(root, ".")
    assert [str(p) for p in sarif_problems(document, waive=()) if p.check == "message-braces"] == []


@pytest.mark.xfail(strict=True, raises=AssertionError,
                   reason="standard input is located by the relative reference 'stdin' with no uriBaseId "
                          "(SARIF section 3.4.4); GitHub would look for a file 'stdin'")
def test_standard_input_has_a_location_sarif_can_resolve(tmp_path: Path):
    root = repository(tmp_path)
    document = sarif_in(root, "-", input=(EXAMPLES_DIR / "chat-none.kbl").read_text())
    assert document["runs"][0]["results"], "chat-none.kbl has findings"
    assert [str(p) for p in sarif_problems(document)] == []
