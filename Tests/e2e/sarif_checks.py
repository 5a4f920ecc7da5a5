"""Our own checks of the SARIF that `kb-lsp lint --format sarif` writes.

The repository does not carry the official SARIF schema (it stands alone and holds no
third-party file), and a schema would not check much of what matters anyway: that a
result's ruleIndex points at the rule its ruleId names, that a relative location has a
base id the run defines, that a region does not end before it starts, or GitHub code
scanning's own limits. So this module checks, property by property, every property the
writer (Sources/Linting/Reports/SARIFReport.swift and ArtifactPaths.swift) emits, against:

* the OASIS standard "Static Analysis Results Interchange Format (SARIF) Version 2.1.0"
  (with Errata 01), cited below as "SARIF section N" with the section's title, and
* GitHub's "SARIF support for code scanning", cited as "GitHub" with the object's name:
  what it reads, which properties it requires (an empty string does not count), its
  enumerations and its size limits.

Where the two differ we apply the stricter rule. The writer is the only producer of these
documents, so a key it never writes is a typo or an unreviewed change and is rejected.

`assert_valid_sarif(document)` is the entry point; `sarif_problems(document)` returns the
problems, each naming where it is (`runs[0].results[3].locations[0]...`).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from typing import Any, Iterable

__all__ = ["KNOWN_DEPARTURES", "Problem", "assert_valid_sarif", "sarif_problems"]


@dataclass(frozen=True)
class Problem:
    """One broken rule: where (a path such as `runs[0].results[3].level`), what, and which
    check found it. `subject` identifies the problem for KNOWN_DEPARTURES."""
    path: str
    message: str
    check: str
    subject: str | None = None

    def __str__(self) -> str:
        return f"{self.path or '(document)'}: {self.message}"


# Departures of the current writer from the rules below, reported and waiting for a fix in
# Sources/Linting/Reports. assert_valid_sarif tolerates exactly these (check, subject) pairs;
# test_sarif_checks.py has a strict xfail test per entry, which fails once the writer is
# fixed, so the entry is removed with the fix.
KNOWN_DEPARTURES: frozenset[tuple[str, str]] = frozenset({
    # Message text (results' and notifications') is written as is, so a brace in it, as in
    # "unmatched '}'" or a .kblint.json error quoting {"KB006": "off"}, is not doubled.
    ("message-braces", "message.text"),
})


def sarif_problems(document: Any, waive: Iterable[tuple[str, str]] = KNOWN_DEPARTURES) -> list[Problem]:
    """Every problem found in `document` (a parsed SARIF log), in document order, except
    those whose (check, subject) is in `waive`."""
    waived = frozenset(waive)
    checker = _Checker()
    checker.sarif_log(document)
    return [p for p in checker.problems if p.subject is None or (p.check, p.subject) not in waived]


def assert_valid_sarif(document: Any, waive: Iterable[tuple[str, str]] = KNOWN_DEPARTURES) -> None:
    """Fails (AssertionError) listing every problem in `document`, each with its path."""
    problems = sarif_problems(document, waive)
    if problems:
        shown = "\n".join(f"  {p}" for p in problems[:30])
        more = f"\n  … and {len(problems) - 30} more" if len(problems) > 30 else ""
        raise AssertionError(f"SARIF breaks {len(problems)} rule(s) of SARIF 2.1.0 or GitHub code scanning:\n"
                             f"{shown}{more}")


# -- values the standard and GitHub allow ------------------------------------------------

SARIF_VERSION = "2.1.0"
# SARIF section 3.27.10 (result level property). With no `kind` (it defaults to "fail",
# section 3.27.9) a result's level cannot be "none", which is only for other kinds.
RESULT_LEVELS = ("error", "warning", "note")
# SARIF section 3.50.3 (reportingConfiguration level property) allows "none" too; GitHub's
# reportingDescriptor table allows only these for defaultConfiguration.level.
DEFAULT_LEVELS = ("error", "warning", "note")
# SARIF section 3.58.6 (notification level property).
NOTIFICATION_LEVELS = ("error", "warning", "note", "none")
# SARIF section 3.14.27 (columnKind property).
COLUMN_KINDS = ("utf16CodeUnits", "unicodeCodePoints")
# GitHub, reportingDescriptor object: properties.precision and properties.problem.severity.
PRECISIONS = ("very-high", "high", "medium", "low")
PROBLEM_SEVERITIES = ("error", "warning", "recommendation")
# The GitHub severity that says the same as a rule's default level.
PROBLEM_SEVERITY_OF_LEVEL = {"error": "error", "warning": "warning", "note": "recommendation"}
# The final path segment of the published SARIF 2.1.0 schemas (json.schemastore.org and
# docs.oasis-open.org).
SCHEMA_FILE_NAMES = ("sarif-2.1.0.json", "sarif-schema-2.1.0.json")
ORIENTATIONS = ("portrait", "landscape")

# GitHub's limits ("SARIF support for code scanning": reportingDescriptor object, and the
# table of maximum values). Upload rejects a file over a maximum; of the tags it keeps 10.
MAX_RUNS = 20
MAX_RESULTS_PER_RUN = 25_000
MAX_RULES_PER_RUN = 25_000
MAX_TAGS_KEPT = 10
MAX_RULE_ID = 255        # upload fails with "sarif identifier exceeds maximum length of 255 characters"
MAX_RULE_NAME = 255
MAX_DESCRIPTION = 1024   # shortDescription.text and fullDescription.text

# Keys of each object the writer emits: (required, optional).
SARIF_LOG_KEYS = ({"$schema", "version", "runs"}, set())
RUN_KEYS = ({"tool", "originalUriBaseIds", "columnKind", "invocations", "results"}, set())
TOOL_KEYS = ({"driver"}, set())
DRIVER_KEYS = ({"name", "version", "semanticVersion", "rules"}, set())
RULE_KEYS = ({"id", "name", "shortDescription", "fullDescription", "help", "defaultConfiguration", "properties"}, set())
RULE_PROPERTY_KEYS = ({"tags", "precision", "problem.severity"}, set())
TEXT_KEYS = ({"text"}, set())
HELP_KEYS = ({"text", "markdown"}, set())
CONFIGURATION_KEYS = ({"level"}, set())
BASE_LOCATION_KEYS = ({"uri"}, set())
INVOCATION_KEYS = ({"executionSuccessful"}, {"toolExecutionNotifications"})
NOTIFICATION_KEYS = ({"level", "message"}, set())
RESULT_KEYS = ({"ruleId", "ruleIndex", "level", "message", "locations", "partialFingerprints"},
               {"properties", "relatedLocations"})
# The line of the app's keyboard code behind a finding (code.md section 6).
RELATED_LOCATION_KEYS = ({"id", "physicalLocation", "message"}, set())
RELATED_REGION_KEYS = ({"startLine"}, set())
LOCATION_KEYS = ({"physicalLocation"}, set())
PHYSICAL_LOCATION_KEYS = ({"artifactLocation", "region"}, set())
ARTIFACT_LOCATION_KEYS = ({"uri"}, {"uriBaseId"})
REGION_KEYS = ({"startLine", "startColumn", "endLine", "endColumn"}, set())
# A storyboard's or xib's findings also name the device.
KEYBOARD_PROPERTY_KEYS = ({"screen", "element", "orientation", "amount", "shift"}, {"device"})
# KB007 is about a whole screen: no element, no shift.
SCREEN_PROPERTY_KEYS = ({"screen", "orientation", "amount"}, set())
SCREEN_RULES = {"KB007"}

# -- URI syntax (RFC 3986, which SARIF section 3.10.1 "URI-valued properties" requires) ------

_UNRESERVED = r"A-Za-z0-9._~\-"
_SUB_DELIMS = "!$&'()*+,;="
_PCHAR = rf"(?:[{_UNRESERVED}{re.escape(_SUB_DELIMS)}:@]|%[0-9A-Fa-f]{{2}})"
_PCHAR_NO_COLON = rf"(?:[{_UNRESERVED}{re.escape(_SUB_DELIMS)}@]|%[0-9A-Fa-f]{{2}})"
_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*")
_ABSOLUTE_URI = re.compile(r"(?P<scheme>[^:/?#]+):(?://(?P<authority>[^/?#]*))?(?P<path>[^?#]*)"
                           r"(?:\?(?P<query>[^#]*))?(?:#(?P<fragment>.*))?", re.DOTALL)
_AUTHORITY = re.compile(rf"(?:[{_UNRESERVED}{re.escape(_SUB_DELIMS)}:@\[\]]|%[0-9A-Fa-f]{{2}})*")
_PATH = re.compile(rf"(?:{_PCHAR}|/)*")
_QUERY = re.compile(rf"(?:{_PCHAR}|[/?])*")
# A relative-path reference: its first segment has no ":" (it would read as a scheme), it
# does not start with "/" (SARIF section 3.4.3, uri property), no query, no fragment.
_RELATIVE_PATH = re.compile(rf"{_PCHAR_NO_COLON}+(?:/{_PCHAR}*)*")
_PERCENT = re.compile(r"%(..)", re.DOTALL)

# Semantic Versioning 2.0.0, from its grammar: numeric identifiers have no leading zeros.
_NUMBER = r"(?:0|[1-9][0-9]*)"
_PRERELEASE_ID = r"(?:0|[1-9][0-9]*|[0-9]*[A-Za-z-][0-9A-Za-z-]*)"
_BUILD_ID = r"[0-9A-Za-z-]+"
_SEMVER = re.compile(rf"{_NUMBER}\.{_NUMBER}\.{_NUMBER}(?:-{_PRERELEASE_ID}(?:\.{_PRERELEASE_ID})*)?"
                     rf"(?:\+{_BUILD_ID}(?:\.{_BUILD_ID})*)?")

_IDENTIFIER = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")
_VERSIONED_NAME = re.compile(r"[^/]+(?:/[^/]+)*/v(?:0|[1-9][0-9]*)")
_PLACEHOLDER = re.compile(r"\{[0-9]+\}")


def _key(path: str, key: str) -> str:
    if _IDENTIFIER.fullmatch(key):
        return f"{path}.{key}" if path else key
    return f"{path}[{json.dumps(key)}]"


def _index(path: str, index: int) -> str:
    return f"{path}[{index}]"


def _kind(value: Any) -> str:
    """How a JSON value is described in messages."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _show(value: Any) -> str:
    """A JSON value as it would be written, shortened for a message."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _percent_problem(text: str) -> str | None:
    """Percent-encodings are `%` and two upper-case hex digits (SARIF section 3.10.1: the
    normalized form), and the bytes they spell are UTF-8 (SARIF section 3.10.4,
    Internationalized Resource Identifiers)."""
    for match in _PERCENT.finditer(text):
        digits = match[1]
        if not re.fullmatch(r"[0-9A-F]{2}", digits):
            return f"bad percent-encoding {match[0]!r} (two upper-case hex digits, SARIF section 3.10.1)"
    if text.count("%") != len(_PERCENT.findall(text)):
        return "a '%' not followed by two hex digits"
    raw = bytearray()
    i = 0
    while i < len(text):
        if text[i] == "%":
            raw.append(int(text[i + 1:i + 3], 16))
            i += 3
        else:
            raw.extend(text[i].encode("utf-8"))
            i += 1
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return "its percent-encoded bytes are not UTF-8 (SARIF section 3.10.4)"
    return None


def _segments_problem(path: str, directory: bool) -> str | None:
    """SARIF section 3.10.2 (normalizing file scheme URIs): no "." or ".." segments and no
    empty segments. A directory (a base id) ends in "/", a file does not."""
    segments = path.split("/")
    if segments and segments[0] == "":
        segments = segments[1:]
    if directory:
        if path != "/" and (not segments or segments[-1] != ""):
            return "does not end with '/'"
        segments = segments[:-1]
    for segment in segments:
        if segment in (".", "..", "%2E", "%2E%2E"):
            return f"has a {segment!r} segment"
        if segment == "":
            return "has an empty path segment ('//')"
    return None


class _Checker:
    def __init__(self) -> None:
        self.problems: list[Problem] = []

    # -- reporting and primitive checks ----------------------------------------------------

    def fail(self, path: str, message: str, check: str, subject: str | None = None) -> None:
        self.problems.append(Problem(path, message, check, subject))

    def keys(self, path: str, value: Any, keys: tuple[set[str], set[str]], what: str) -> bool:
        """`value` is an object with every required key and no other than the optional
        ones. The writer is the only producer: an unknown key is a typo."""
        if not isinstance(value, dict):
            self.fail(path, f"{what} should be an object, not {_kind(value)}", "type")
            return False
        required, optional = keys
        for key in value:
            if key not in required and key not in optional:
                self.fail(_key(path, key), f"unknown key {key!r} in {what} (kb-lsp writes only "
                          f"{', '.join(sorted(required | optional))})", "unknown-key")
        for key in sorted(required):
            if key not in value:
                self.fail(_key(path, key), f"{what} lacks {key!r}", "missing")
        return True

    def string(self, path: str, value: Any, what: str, limit: int | None = None, limit_source: str = "",
               subject: str | None = None) -> bool:
        """A non-empty string (GitHub: "The empty string is not supported for required
        properties"; SARIF sections 3.11.8 and 3.12.3 want non-empty message text)."""
        if not isinstance(value, str):
            self.fail(path, f"{what} should be a string, not {_kind(value)}", "type")
            return False
        if not value.strip():
            self.fail(path, f"{what} is empty", "empty")
            return False
        if limit is not None and len(value) > limit:
            self.fail(path, f"{what} is {len(value)} characters long; {limit_source} allows at most {limit}",
                      "github-length-limit", subject)
        return True

    def integer(self, path: str, value: Any, what: str, minimum: int) -> bool:
        """A JSON integer (not a boolean, not 1.0) of at least `minimum`."""
        if type(value) is not int:
            self.fail(path, f"{what} should be an integer, not {_kind(value)} {_show(value)}", "type")
            return False
        if value < minimum:
            self.fail(path, f"{what} is {value}; it should be at least {minimum}", "range")
            return False
        return True

    def one_of(self, path: str, value: Any, allowed: tuple[str, ...], what: str) -> bool:
        if value not in allowed or not isinstance(value, str):
            self.fail(path, f"{what} is {_show(value)}; it should be one of {', '.join(allowed)}", "enum")
            return False
        return True

    def array(self, path: str, value: Any, what: str) -> bool:
        if not isinstance(value, list):
            self.fail(path, f"{what} should be an array, not {_kind(value)}", "type")
            return False
        return True

    def message_text(self, path: str, value: Any, what: str) -> None:
        """The text of a message object. SARIF section 3.11.8 (text property): a non-empty
        string. SARIF section 3.11.5 (messages with placeholders): "{n}" is a placeholder
        for an element of `arguments` (which kb-lsp never writes), and a literal brace is
        written doubled, "{{" or "}}"."""
        if not self.string(path, value, what):
            return
        i = 0
        while i < len(value):
            c = value[i]
            if c in "{}" and value[i + 1:i + 2] == c:
                i += 2
                continue
            if c == "{" and (placeholder := _PLACEHOLDER.match(value, i)):
                self.fail(path, f"{what} has the placeholder {placeholder[0]} but the message has no arguments "
                          "(SARIF section 3.11.5, messages with placeholders)", "message-braces", "message.text")
                return
            if c in "{}":
                self.fail(path, f"{what} has a single {c!r} at index {i}; SARIF section 3.11.5 (messages with "
                          f"placeholders) wants a literal brace written {c * 2!r}", "message-braces", "message.text")
                return
            i += 1

    # -- sarifLog ------------------------------------------------------------------------

    def sarif_log(self, log: Any) -> None:
        """SARIF section 3.13 (sarifLog object); GitHub, sarifLog object."""
        if not self.keys("", log, SARIF_LOG_KEYS, "the SARIF log"):
            return
        if "version" in log and log["version"] != SARIF_VERSION:
            # SARIF section 3.13.2 (version property); GitHub supports only 2.1.0.
            self.fail("version", f"version is {_show(log['version'])}; it should be \"{SARIF_VERSION}\" "
                      "(SARIF section 3.13.2)", "version")
        if "$schema" in log:
            self.schema_uri("$schema", log["$schema"])
        if "runs" in log:
            runs = log["runs"]
            # SARIF section 3.13.4 (runs property) allows null and []; GitHub requires runs
            # and rejects more than 20; kb-lsp writes exactly one.
            if self.array("runs", runs, "runs"):
                if len(runs) != 1:
                    self.fail("runs", f"runs has {len(runs)} elements; kb-lsp writes exactly one run "
                              f"(GitHub accepts at most {MAX_RUNS})", "count")
                for i, run in enumerate(runs):
                    self.run(_index("runs", i), run)

    def schema_uri(self, path: str, value: Any) -> None:
        """SARIF section 3.13.3 ($schema property): an absolute URI from which a JSON schema
        for this version can be obtained; GitHub requires it."""
        if not self.string(path, value, "$schema"):
            return
        problem = self.absolute_uri_problem(value)
        if problem:
            self.fail(path, f"$schema {value!r} is not an absolute URI: {problem} (SARIF section 3.13.3)", "uri")
            return
        parts = _ABSOLUTE_URI.fullmatch(value)
        assert parts
        if parts["scheme"] not in ("http", "https") or parts["path"].rsplit("/", 1)[-1] not in SCHEMA_FILE_NAMES:
            self.fail(path, f"$schema {value!r} does not name a SARIF 2.1.0 schema (an http(s) URI ending in "
                      f"{' or '.join(SCHEMA_FILE_NAMES)})", "uri")

    @staticmethod
    def absolute_uri_problem(value: str) -> str | None:
        parts = _ABSOLUTE_URI.fullmatch(value)
        if not parts or not _SCHEME.fullmatch(parts["scheme"]):
            return "it has no scheme"
        if parts["authority"] is not None and not _AUTHORITY.fullmatch(parts["authority"]):
            return "its authority has characters a URI cannot hold"
        if not _PATH.fullmatch(parts["path"]):
            return "its path has characters a URI cannot hold unencoded"
        for part in ("query", "fragment"):
            if parts[part] is not None and not _QUERY.fullmatch(parts[part]):
                return f"its {part} has characters a URI cannot hold unencoded"
        return _percent_problem(value)

    # -- run ------------------------------------------------------------------------------

    def run(self, path: str, run: Any) -> None:
        """SARIF section 3.14 (run object); GitHub, run object."""
        if not self.keys(path, run, RUN_KEYS, "a run"):
            return
        rules: list = []
        if "tool" in run and self.keys(_key(path, "tool"), run["tool"], TOOL_KEYS, "tool"):
            if "driver" in run["tool"]:
                rules = self.driver(_key(_key(path, "tool"), "driver"), run["tool"]["driver"])
        base_ids: set[str] = set()
        if "originalUriBaseIds" in run:
            base_ids = self.original_uri_base_ids(_key(path, "originalUriBaseIds"), run["originalUriBaseIds"])
        if "columnKind" in run:
            # SARIF section 3.14.27 (columnKind property): required when there are results
            # in text artifacts.
            self.one_of(_key(path, "columnKind"), run["columnKind"], COLUMN_KINDS, "columnKind")
        if "invocations" in run:
            self.invocations(_key(path, "invocations"), run["invocations"])
        if "results" in run:
            self.results(_key(path, "results"), run["results"], rules, base_ids)

    def driver(self, path: str, driver: Any) -> list:
        """SARIF section 3.19 (toolComponent object): name (section 3.19.8), semanticVersion
        (section 3.19.12, Semantic Versioning 2.0.0), version (section 3.19.13), rules
        (section 3.19.23). GitHub, toolComponent object: name and rules required. Returns
        the rules, for the results to refer to."""
        if not self.keys(path, driver, DRIVER_KEYS, "tool.driver"):
            return []
        if "name" in driver:
            self.string(_key(path, "name"), driver["name"], "the tool name")
        if "version" in driver:
            self.string(_key(path, "version"), driver["version"], "the tool version")
        if "semanticVersion" in driver:
            version = driver["semanticVersion"]
            if self.string(_key(path, "semanticVersion"), version, "semanticVersion") \
                    and not _SEMVER.fullmatch(version):
                self.fail(_key(path, "semanticVersion"), f"semanticVersion {version!r} is not a Semantic Versioning "
                          "2.0.0 version (SARIF section 3.19.12)", "semver")
        rules = driver.get("rules")
        if "rules" not in driver or not self.array(_key(path, "rules"), rules, "rules"):
            return []
        if not rules:
            self.fail(_key(path, "rules"), "rules is empty; GitHub requires the rules and kb-lsp lists every code",
                      "count")
        if len(rules) > MAX_RULES_PER_RUN:
            self.fail(_key(path, "rules"), f"{len(rules)} rules; GitHub accepts at most {MAX_RULES_PER_RUN}", "count")
        first_with_id: dict[str, int] = {}
        for i, rule in enumerate(rules):
            rule_id = self.rule(_index(_key(path, "rules"), i), rule)
            if rule_id is None:
                continue
            if rule_id in first_with_id:
                # SARIF section 3.19.23 tolerates repeated ids; GitHub wants "a unique
                # identifier for the rule", and results name rules by id.
                self.fail(_key(_index(_key(path, "rules"), i), "id"),
                          f"rule id {rule_id!r} is also the id of rules[{first_with_id[rule_id]}]", "duplicate")
            else:
                first_with_id[rule_id] = i
        return rules

    def rule(self, path: str, rule: Any) -> str | None:
        """SARIF section 3.49 (reportingDescriptor object): id (section 3.49.3), name
        (section 3.49.7), shortDescription and fullDescription (sections 3.49.9 and 3.49.10,
        multiformatMessageString objects, section 3.12), help (section 3.49.13),
        defaultConfiguration (section 3.49.14, a reportingConfiguration object, section
        3.50). GitHub, reportingDescriptor object: id, shortDescription.text,
        fullDescription.text and help.text required; name up to 255 characters and the
        descriptions up to 1024; properties.tags, properties.precision and
        properties.problem.severity from fixed sets. Returns the id."""
        if not self.keys(path, rule, RULE_KEYS, "a rule"):
            return None
        rule_id = rule.get("id")
        if "id" in rule and not self.string(_key(path, "id"), rule_id, "the rule id", MAX_RULE_ID, "GitHub"):
            rule_id = None
        subject = rule_id if isinstance(rule_id, str) else path
        if "name" in rule:
            self.string(_key(path, "name"), rule["name"], "the rule name", MAX_RULE_NAME, "GitHub",
                        f"{subject}.name")
        for key in ("shortDescription", "fullDescription"):
            if key in rule and self.keys(_key(path, key), rule[key], TEXT_KEYS, key) and "text" in rule[key]:
                self.string(_key(_key(path, key), "text"), rule[key]["text"], f"{key}.text", MAX_DESCRIPTION,
                            "GitHub", f"{subject}.{key}.text")
        if "help" in rule and self.keys(_key(path, "help"), rule["help"], HELP_KEYS, "help"):
            for key in ("text", "markdown"):
                if key in rule["help"]:
                    self.string(_key(_key(path, "help"), key), rule["help"][key], f"help.{key}")
        level = None
        configuration = rule.get("defaultConfiguration")
        if "defaultConfiguration" in rule and self.keys(_key(path, "defaultConfiguration"), configuration,
                                                         CONFIGURATION_KEYS, "defaultConfiguration"):
            if "level" in configuration and self.one_of(_key(_key(path, "defaultConfiguration"), "level"),
                                                        configuration["level"], DEFAULT_LEVELS,
                                                        "defaultConfiguration.level"):
                level = configuration["level"]
        if "properties" in rule:
            self.rule_properties(_key(path, "properties"), rule["properties"], level)
        return rule_id if isinstance(rule_id, str) else None

    def rule_properties(self, path: str, properties: Any, level: str | None) -> None:
        """The rule's property bag (SARIF section 3.8, property bags), as GitHub reads it:
        tags (SARIF section 3.8.2: unique strings; GitHub keeps 10), precision and
        "problem.severity" (a key with a dot, as CodeQL writes it). The GitHub severity
        says the same as the rule's default level."""
        if not self.keys(path, properties, RULE_PROPERTY_KEYS, "the rule's properties"):
            return
        if "tags" in properties and self.array(_key(path, "tags"), properties["tags"], "tags"):
            tags = properties["tags"]
            for i, tag in enumerate(tags):
                if self.string(_index(_key(path, "tags"), i), tag, "a tag") and tags.index(tag) != i:
                    self.fail(_index(_key(path, "tags"), i), f"tag {tag!r} repeats tags[{tags.index(tag)}] "
                              "(SARIF section 3.8.2 wants unique tags)", "duplicate")
            if len(tags) > MAX_TAGS_KEPT:
                self.fail(_key(path, "tags"), f"{len(tags)} tags; GitHub keeps only {MAX_TAGS_KEPT}", "count")
        if "precision" in properties:
            self.one_of(_key(path, "precision"), properties["precision"], PRECISIONS, "precision")
        if "problem.severity" in properties:
            severity = properties["problem.severity"]
            if self.one_of(_key(path, "problem.severity"), severity, PROBLEM_SEVERITIES, "problem.severity") \
                    and level is not None and PROBLEM_SEVERITY_OF_LEVEL[level] != severity:
                self.fail(_key(path, "problem.severity"), f"problem.severity {severity!r} disagrees with the default "
                          f"level {level!r} (GitHub would show {PROBLEM_SEVERITY_OF_LEVEL[level]!r})", "consistency")

    def original_uri_base_ids(self, path: str, bases: Any) -> set[str]:
        """SARIF section 3.14.14 (originalUriBaseIds property): each value an
        artifactLocation (section 3.4) whose uri is absolute here (so without a uriBaseId),
        ends with a single "/", has no query, fragment or ".." segment. Returns the ids."""
        if not isinstance(bases, dict):
            self.fail(path, f"originalUriBaseIds should be an object, not {_kind(bases)}", "type")
            return set()
        if not bases:
            self.fail(path, "originalUriBaseIds is empty (SARIF section 3.6 wants it absent then)", "empty")
        for base_id, location in bases.items():
            where = _key(path, base_id)
            if not base_id:
                self.fail(where, "a URI base id is empty", "empty")
            if not self.keys(where, location, BASE_LOCATION_KEYS, f"the location of base id {base_id!r}"):
                continue
            uri = location.get("uri")
            if "uri" not in location or not self.string(_key(where, "uri"), uri, "the base URI"):
                continue
            problem = self.file_uri_problem(uri, directory=True)
            if problem:
                self.fail(_key(where, "uri"), f"base URI {uri!r} {problem} (SARIF section 3.14.14)", "uri")
        return {base_id for base_id in bases if base_id}

    def file_uri_problem(self, uri: str, directory: bool) -> str | None:
        """An absolute `file:///` URI (SARIF section 3.10.2, normalizing file scheme URIs:
        no host for a local path, no dot or empty segments), with no query or fragment."""
        problem = self.absolute_uri_problem(uri)
        if problem:
            return f"is not an absolute URI: {problem}"
        parts = _ABSOLUTE_URI.fullmatch(uri)
        assert parts
        if parts["scheme"] != "file" or parts["authority"] != "" or not parts["path"].startswith("/"):
            return "is not a file:/// URI"
        if parts["query"] is not None or parts["fragment"] is not None:
            return "has a query or a fragment"
        return _segments_problem(parts["path"], directory)

    # -- invocations ----------------------------------------------------------------------

    def invocations(self, path: str, invocations: Any) -> None:
        """SARIF section 3.20 (invocation object): executionSuccessful (section 3.20.14, a
        boolean, required) and toolExecutionNotifications (section 3.20.21: notification
        objects, section 3.58; any at level "error" means the run failed). kb-lsp writes one
        invocation, and a failed one says why in at least one notification."""
        if not self.array(path, invocations, "invocations"):
            return
        if len(invocations) != 1:
            self.fail(path, f"invocations has {len(invocations)} elements; kb-lsp writes exactly one", "count")
        for i, invocation in enumerate(invocations):
            where = _index(path, i)
            if not self.keys(where, invocation, INVOCATION_KEYS, "an invocation"):
                continue
            successful = invocation.get("executionSuccessful")
            if "executionSuccessful" in invocation and not isinstance(successful, bool):
                self.fail(_key(where, "executionSuccessful"), f"executionSuccessful should be a boolean, not "
                          f"{_kind(successful)} {_show(successful)} (SARIF section 3.20.14)", "type")
                successful = None
            notifications = invocation.get("toolExecutionNotifications", [])
            levels = []
            if self.array(_key(where, "toolExecutionNotifications"), notifications, "toolExecutionNotifications"):
                for j, notification in enumerate(notifications):
                    levels.append(self.notification(_index(_key(where, "toolExecutionNotifications"), j), notification))
            if successful is True and "error" in levels:
                self.fail(_key(where, "executionSuccessful"), "executionSuccessful is true but a notification has "
                          "level \"error\", which means the run failed (SARIF section 3.20.21)", "consistency")
            if successful is False and not levels:
                self.fail(_key(where, "executionSuccessful"), "executionSuccessful is false but no "
                          "toolExecutionNotifications say why", "consistency")

    def notification(self, path: str, notification: Any) -> str | None:
        """SARIF section 3.58 (notification object): message (section 3.58.5, a message
        object, section 3.11) and level (section 3.58.6). Returns the level."""
        if not self.keys(path, notification, NOTIFICATION_KEYS, "a notification"):
            return None
        level = None
        if "level" in notification and self.one_of(_key(path, "level"), notification["level"], NOTIFICATION_LEVELS,
                                                    "the notification level"):
            level = notification["level"]
        if "message" in notification and self.keys(_key(path, "message"), notification["message"], TEXT_KEYS,
                                                    "the notification message"):
            if "text" in notification["message"]:
                self.message_text(_key(_key(path, "message"), "text"), notification["message"]["text"],
                                  "the notification message text")
        return level

    # -- results --------------------------------------------------------------------------

    def results(self, path: str, results: Any, rules: list, base_ids: set[str]) -> None:
        """SARIF section 3.14.23 (results property): an array, [] when nothing was found
        (GitHub requires it). GitHub rejects more than 25,000 results in a run."""
        if not self.array(path, results, "results"):
            return
        if len(results) > MAX_RESULTS_PER_RUN:
            self.fail(path, f"{len(results)} results; GitHub accepts at most {MAX_RESULTS_PER_RUN}", "count")
        seen: dict[tuple, int] = {}
        for i, result in enumerate(results):
            self.result(_index(path, i), result, rules, base_ids)
            # GitHub merges results of one rule and file that share primaryLocationLineHash.
            try:
                uri = result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
                key = (result["ruleId"], uri, result["partialFingerprints"]["primaryLocationLineHash"])
            except (KeyError, IndexError, TypeError):
                continue
            if key in seen:
                self.fail(_key(_key(_index(path, i), "partialFingerprints"), "primaryLocationLineHash"),
                          f"the same as results[{seen[key]}]'s, for the same rule and file: GitHub would "
                          "show them as one alert", "fingerprint")
            seen.setdefault(key, i)

    def result(self, path: str, result: Any, rules: list, base_ids: set[str]) -> None:
        """SARIF section 3.27 (result object): ruleId (section 3.27.5) names a rule of the
        driver; ruleIndex (section 3.27.6) is that rule's array index (section 3.7.4);
        level (section 3.27.10); message (section 3.27.11); locations (section 3.27.12);
        partialFingerprints (section 3.27.17). GitHub, result object: message.text,
        locations and partialFingerprints required; only the first location is used."""
        if not self.keys(path, result, RESULT_KEYS, "a result"):
            return
        rule = None
        rule_id = result.get("ruleId")
        if "ruleId" in result and self.string(_key(path, "ruleId"), rule_id, "ruleId"):
            matching = [r for r in rules if isinstance(r, dict) and r.get("id") == rule_id]
            if not matching:
                self.fail(_key(path, "ruleId"), f"ruleId {rule_id!r} names no rule of tool.driver.rules "
                          "(SARIF section 3.27.5)", "reference")
        if "ruleIndex" in result:
            index = result["ruleIndex"]
            if self.integer(_key(path, "ruleIndex"), index, "ruleIndex", 0):
                if index >= len(rules):
                    self.fail(_key(path, "ruleIndex"), f"ruleIndex {index} is past the {len(rules)} rules "
                              "(SARIF section 3.27.6)", "reference")
                else:
                    rule = rules[index] if isinstance(rules[index], dict) else None
                    if rule is not None and isinstance(rule_id, str) and rule.get("id") != rule_id:
                        self.fail(_key(path, "ruleIndex"), f"ruleIndex {index} points at rule {rule.get('id')!r}, "
                                  f"not at {rule_id!r} as ruleId says (SARIF sections 3.27.6 and 3.52)", "reference")
                        rule = None
        if "level" in result:
            self.one_of(_key(path, "level"), result["level"], RESULT_LEVELS, "the result level")
        if "message" in result and self.keys(_key(path, "message"), result["message"], TEXT_KEYS, "the result message"):
            if "text" in result["message"]:
                self.message_text(_key(_key(path, "message"), "text"), result["message"]["text"],
                                  "the result message text")
        if "locations" in result:
            self.locations(_key(path, "locations"), result["locations"], base_ids)
        if "partialFingerprints" in result:
            self.partial_fingerprints(_key(path, "partialFingerprints"), result["partialFingerprints"])
        if "relatedLocations" in result:
            self.related_locations(_key(path, "relatedLocations"), result["relatedLocations"], base_ids)
        if rule is not None:
            tags = rule.get("properties", {}).get("tags", []) if isinstance(rule.get("properties"), dict) else []
            keyboard = isinstance(tags, list) and "keyboard" in tags
            if keyboard and "properties" not in result:
                self.fail(_key(path, "properties"), f"a keyboard finding ({rule_id}) lacks its properties "
                          "(screen, element, orientation, amount, shift)", "missing")
            elif not keyboard and "properties" in result:
                self.fail(_key(path, "properties"), f"{rule_id} is not a keyboard finding, yet the result has "
                          "properties", "unknown-key")
        if "properties" in result:
            self.keyboard_properties(_key(path, "properties"), result["properties"],
                                     SCREEN_PROPERTY_KEYS if rule_id in SCREEN_RULES else KEYBOARD_PROPERTY_KEYS)

    def locations(self, path: str, locations: Any, base_ids: set[str]) -> None:
        """Exactly one location (SARIF section 3.27.12: more only when the problem needs a
        change at every one; GitHub uses only the first), a location object (section
        3.28) with a physicalLocation (section 3.29) holding an artifactLocation (section
        3.4) and a region (section 3.30)."""
        if not self.array(path, locations, "locations"):
            return
        if len(locations) != 1:
            self.fail(path, f"locations has {len(locations)} elements; a kb-lsp result has exactly one", "count")
        for i, location in enumerate(locations):
            where = _index(path, i)
            if not self.keys(where, location, LOCATION_KEYS, "a location"):
                continue
            physical = location.get("physicalLocation")
            where = _key(where, "physicalLocation")
            if "physicalLocation" not in location or not self.keys(where, physical, PHYSICAL_LOCATION_KEYS,
                                                                   "physicalLocation"):
                continue
            if "artifactLocation" in physical:
                self.artifact_location(_key(where, "artifactLocation"), physical["artifactLocation"], base_ids)
            if "region" in physical:
                self.region(_key(where, "region"), physical["region"])

    def related_locations(self, path: str, related: Any, base_ids: set[str]) -> None:
        """SARIF section 3.27.22 (relatedLocations): location objects (section 3.28), each
        with an id (section 3.28.2: a non-negative integer, unique in the array), a message
        (section 3.28.5) and a physicalLocation whose region has at least its startLine."""
        if not self.array(path, related, "relatedLocations"):
            return
        ids = []
        for i, location in enumerate(related):
            where = _index(path, i)
            if not self.keys(where, location, RELATED_LOCATION_KEYS, "a related location"):
                continue
            if self.integer(_key(where, "id"), location["id"], "the related location's id", 0):
                ids.append(location["id"])
            if self.keys(_key(where, "message"), location["message"], TEXT_KEYS, "the related location's message"):
                self.message_text(_key(_key(where, "message"), "text"), location["message"].get("text"), "its text")
            physical = location["physicalLocation"]
            inner = _key(where, "physicalLocation")
            if not self.keys(inner, physical, PHYSICAL_LOCATION_KEYS, "physicalLocation"):
                continue
            self.artifact_location(_key(inner, "artifactLocation"), physical["artifactLocation"], base_ids)
            if self.keys(_key(inner, "region"), physical["region"], RELATED_REGION_KEYS, "a related region"):
                self.integer(_key(_key(inner, "region"), "startLine"), physical["region"]["startLine"], "startLine", 1)
        if len(ids) != len(set(ids)):
            self.fail(path, "related locations share an id (SARIF section 3.28.2)", "reference")

    def artifact_location(self, path: str, artifact: Any, base_ids: set[str]) -> None:
        """SARIF section 3.4 (artifactLocation object). A relative reference (section
        3.4.3, uri property: no leading "/", percent-encoded per section 3.10) has a
        uriBaseId (section 3.4.4) that originalUriBaseIds defines (section 3.14.14); an
        absolute URI is a file:/// URI and has no uriBaseId."""
        if not self.keys(path, artifact, ARTIFACT_LOCATION_KEYS, "artifactLocation"):
            return
        uri = artifact.get("uri")
        if "uri" not in artifact or not self.string(_key(path, "uri"), uri, "the artifact URI"):
            return
        base_id = artifact.get("uriBaseId")
        if "uriBaseId" in artifact and not self.string(_key(path, "uriBaseId"), base_id, "uriBaseId"):
            return
        scheme = re.match(r"([A-Za-z][A-Za-z0-9+.-]*):", uri)
        if scheme:
            problem = self.file_uri_problem(uri, directory=False)
            if problem:
                self.fail(_key(path, "uri"), f"URI {uri!r} {problem}", "uri")
            if base_id is not None:
                self.fail(_key(path, "uriBaseId"), f"the absolute URI {uri!r} has a uriBaseId "
                          "(SARIF section 3.4.4 wants none)", "uri")
            return
        if not _RELATIVE_PATH.fullmatch(uri):
            self.fail(_key(path, "uri"), f"{uri!r} is not a percent-encoded relative reference (RFC 3986 "
                      "relative-path; SARIF sections 3.4.3 and 3.10.1)", "uri")
        else:
            problem = _percent_problem(uri) or _segments_problem(uri, directory=False)
            if problem:
                self.fail(_key(path, "uri"), f"relative reference {uri!r}: {problem}", "uri")
        if base_id is None:
            self.fail(_key(path, "uriBaseId"), f"the relative reference {uri!r} has no uriBaseId, so nothing says "
                      "what it is relative to (SARIF section 3.4.4)", "missing")
        elif base_id not in base_ids:
            self.fail(_key(path, "uriBaseId"), f"uriBaseId {base_id!r} is not a key of originalUriBaseIds "
                      f"({', '.join(sorted(base_ids)) or 'none'}) (SARIF section 3.14.14)", "reference")

    def region(self, path: str, region: Any) -> None:
        """SARIF section 3.30 (region object), a text region by line and column (section
        3.30.2): startLine (section 3.30.5) and endLine (section 3.30.7) are positive line
        numbers, endLine not before startLine; startColumn (section 3.30.6) is a positive
        column; endColumn (section 3.30.8) is one past the region's last character, so it
        is at least 1 and, on a single line, at least startColumn (equal for an empty
        region, an insertion point). GitHub requires all four."""
        if not self.keys(path, region, REGION_KEYS, "region"):
            return
        valid = {}
        for key in ("startLine", "startColumn", "endLine", "endColumn"):
            if key in region and self.integer(_key(path, key), region[key], key, 1):
                valid[key] = region[key]
        if "startLine" in valid and "endLine" in valid and valid["endLine"] < valid["startLine"]:
            self.fail(_key(path, "endLine"), f"endLine {valid['endLine']} is before startLine {valid['startLine']}",
                      "range")
        elif len(valid) == 4 and valid["endLine"] == valid["startLine"] and valid["endColumn"] < valid["startColumn"]:
            self.fail(_key(path, "endColumn"), f"endColumn {valid['endColumn']} is before startColumn "
                      f"{valid['startColumn']} on line {valid['startLine']} (endColumn is exclusive: at least "
                      "startColumn, SARIF section 3.30.8)", "range")

    def partial_fingerprints(self, path: str, fingerprints: Any) -> None:
        """SARIF section 3.27.17 (partialFingerprints property): an object of string values
        whose names are versioned hierarchical strings (section 3.5.4.2); kb-lsp versions
        its own name ("kbLspFinding/v1"). GitHub requires them, does not support empty
        strings, and tracks alerts by the one it names primaryLocationLineHash (unversioned,
        as GitHub documents it), which must be unique per result in a file."""
        if not isinstance(fingerprints, dict):
            self.fail(path, f"partialFingerprints should be an object, not {_kind(fingerprints)}", "type")
            return
        if not fingerprints:
            self.fail(path, "partialFingerprints is empty", "empty")
        for name, value in fingerprints.items():
            if name != "primaryLocationLineHash" and not _VERSIONED_NAME.fullmatch(name):
                self.fail(_key(path, name), f"fingerprint name {name!r} does not end in a version component "
                          "(\"/v1\"; SARIF section 3.5.4.2)", "fingerprint")
            self.string(_key(path, name), value, "a partial fingerprint")

    def keyboard_properties(self, path: str, properties: Any, keys=KEYBOARD_PROPERTY_KEYS) -> None:
        """The property bag (SARIF section 3.8) of a keyboard finding: the screen and
        element (strings; an element may be unnamed), the orientation, and the amount and
        the field's shift in points (finite numbers); KB007's has no element or shift."""
        if not self.keys(path, properties, keys, "a keyboard finding's properties"):
            return
        if "screen" in properties:
            self.string(_key(path, "screen"), properties["screen"], "the screen")
        if "element" in properties and not isinstance(properties["element"], str):
            self.fail(_key(path, "element"), f"the element should be a string, not {_kind(properties['element'])}",
                      "type")
        if "orientation" in properties:
            self.one_of(_key(path, "orientation"), properties["orientation"], ORIENTATIONS, "the orientation")
        for key in ("amount", "shift"):
            value = properties.get(key)
            if key in properties and (type(value) not in (int, float) or not math.isfinite(value)):
                self.fail(_key(path, key), f"{key} should be a finite number, not {_kind(value)} {_show(value)}",
                          "type")
