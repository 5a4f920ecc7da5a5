"""The module graph: the README's architecture table is what Package.swift declares, and
no source file imports a module of ours that its module may not import."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

TARGET_START = re.compile(r'\.(target|executableTarget|systemLibrary|testTarget|plugin)\(')
IMPORT = re.compile(r'^\s*(?:@testable\s+|@_exported\s+|@preconcurrency\s+)?import\s+(?:(?:struct|class|enum|func|var)\s+)?(\w+)', re.M)


def package_targets() -> dict[str, dict]:
    """Every target of Package.swift: its kind, its dependencies, its path."""
    manifest = (REPO / "Package.swift").read_text()
    targets = {}
    for start in TARGET_START.finditer(manifest):
        # The call's text, to its matching parenthesis.
        depth, end = 0, start.end() - 1
        for end in range(start.end() - 1, len(manifest)):
            depth += {"(": 1, ")": -1}.get(manifest[end], 0)
            if depth == 0:
                break
        call = manifest[start.end():end]
        name = re.match(r'\s*name:\s*"([^"]+)"', call).group(1)
        kind = start.group(1)
        deps = re.search(r"dependencies:\s*\[(.*?)\]", call, re.S)
        path = re.search(r'path:\s*"([^"]+)"', call)
        targets[name] = {
            "kind": kind,
            "deps": set(re.findall(r'"([^"]+)"', deps.group(1))) if deps else set(),
            "path": path.group(1) if path else ("Tests/" if kind == "testTarget" else
                                                 "Plugins/" if kind == "plugin" else "Sources/") + name,
        }
    return targets


def readme_table() -> dict[str, set[str]]:
    readme = (REPO / "README.md").read_text()
    section = readme[readme.index("## Architecture"):]
    section = section[:section.find("\n## ", 1)] if "\n## " in section[1:] else section
    table = {}
    for row in re.findall(r"^\| `([^`]+)` \|[^|]*\| ([^|]+) \|$", section, re.M):
        name, allowed = row
        table[name] = set() if allowed.strip() == "—" else {m.strip() for m in allowed.split(",")}
    return table


def imports_of(directory: Path) -> dict[str, set[str]]:
    """Module → the files that import it (relative to the repository when inside it),
    for every Swift file under directory."""
    found: dict[str, set[str]] = {}
    for source in sorted(directory.rglob("*.swift")):
        shown = source.relative_to(REPO) if source.is_relative_to(REPO) else source
        for module in IMPORT.findall(source.read_text()):
            found.setdefault(module, set()).add(str(shown))
    return found


def forbidden_imports(name: str, allowed: set[str], ours: set[str], directory: Path) -> list[str]:
    return [f"{file} imports {module}, which {name} may not import"
            for module, files in sorted(imports_of(directory).items())
            if module in ours and module != name and module not in allowed for file in sorted(files)]


def test_the_readme_table_is_what_package_swift_declares():
    targets = package_targets()
    table = readme_table()
    products = {name for name, t in targets.items() if t["kind"] in ("target", "executableTarget", "systemLibrary")}
    products.discard("TestSupport")
    assert set(table) == products, "the README's table and Package.swift name different modules"
    for name in sorted(products):
        assert table[name] == targets[name]["deps"], f"{name}: the README says {sorted(table[name])}, Package.swift {sorted(targets[name]['deps'])}"


def test_no_module_imports_one_it_may_not():
    targets = package_targets()
    ours = set(targets)
    problems = []
    for name, target in targets.items():
        if target["kind"] == "systemLibrary":
            continue
        allowed = target["deps"] | ({"PackagePlugin"} if target["kind"] == "plugin" else set())
        problems += forbidden_imports(name, allowed, ours, REPO / target["path"])
    assert not problems, "\n".join(problems)


def test_only_json_value_imports_json_c():
    users = {name for name, t in package_targets().items() if "CJSON" in t["deps"]}
    assert users == {"JSONValue"}
    assert set(imports_of(REPO / "Sources").get("CJSON", set())) <= {str(p.relative_to(REPO)) for p in (REPO / "Sources/JSONValue").glob("*.swift")}


def test_the_layers_stay_apart():
    """What the architecture promises, whatever Package.swift says: the parser and the
    analysis know nothing of LSP, JSON or the disk; LSP knows nothing of KBL."""
    deps = {name: t["deps"] for name, t in package_targets().items()}
    assert deps["SpecParser"] <= {"Diagnostics", "PlainText"}
    assert deps["KeyboardAnalysis"] <= {"Diagnostics", "SpecParser", "PlainText"}
    assert not deps["LSP"] & {"SpecParser", "KeyboardAnalysis", "Diagnostics", "ProjectConfiguration"}
    assert "LSP" not in deps["Linting"]
    # PlainText is the leaf; the OS layer and the catalogue stand on it alone.
    assert deps["PlainText"] == set()
    for base in ("Platform", "Diagnostics"):
        assert deps[base] <= {"PlainText"}


def test_the_checker_catches_a_forbidden_import(tmp_path: Path):
    (tmp_path / "a.swift").write_text("import Testing\n@testable import LSP\nimport SpecParser\n")
    problems = forbidden_imports("Mod", {"Diagnostics"}, {"LSP", "Mod", "Diagnostics"}, tmp_path)
    assert len(problems) == 1 and "imports LSP, which Mod may not import" in problems[0]


def test_no_source_file_is_longer_than_300_lines():
    """One concept a file, each at most 300 lines: a file that grows past that is split
    where its concepts part (Sources/SpecParser's parser was, for issue 26)."""
    long = [f"{path.relative_to(REPO)}: {count} lines"
            for path in sorted((REPO / "Sources").rglob("*.swift"))
            if (count := len(path.read_text(encoding="utf-8").splitlines())) > 300]
    assert not long, "\n".join(long)
