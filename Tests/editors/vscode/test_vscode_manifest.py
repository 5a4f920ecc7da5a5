"""The extension's manifest and the files it contributes agree with each other."""

from __future__ import annotations

import json
import re

import pytest

from kbl_vscode_support import EXAMPLES, EXT, load_json

JSON_FILES = [
    "package.json",
    "language-configuration.json",
    "syntaxes/kbl.tmLanguage.json",
    "snippets/kbl.json",
]


@pytest.fixture(scope="module")
def manifest() -> dict:
    return load_json(EXT / "package.json")


@pytest.mark.parametrize("name", JSON_FILES)
def test_file_is_strict_json(name):
    text = (EXT / name).read_text(encoding="utf-8")
    # VS Code reads these with a lenient parser; keep them strict JSON (no comments or
    # trailing commas) so every tool can read them.
    json.loads(text)


def test_identity_and_entry_point(manifest):
    assert manifest["name"] == "kbl"
    assert manifest["displayName"] == "KBL (kb-lsp)"
    assert manifest["version"] == "0.1.0"
    assert manifest["publisher"]
    assert manifest["engines"]["vscode"] == "^1.82.0"
    assert manifest["main"] == "./extension.js"
    assert (EXT / manifest["main"]).is_file()
    assert manifest["activationEvents"] == [
        "onLanguage:kbl", "workspaceContains:**/*.storyboard", "workspaceContains:**/*.xib"]
    assert manifest["dependencies"]["vscode-languageclient"] == "^9.0.1"
    assert "@vscode/vsce" in manifest["devDependencies"]
    assert manifest["scripts"]["package"] == "vsce package"
    assert "typescript" not in json.dumps(manifest).lower()


def test_contributed_paths_exist(manifest):
    contributes = manifest["contributes"]
    paths = ([lang["configuration"] for lang in contributes["languages"]]
             + [g["path"] for g in contributes["grammars"]]
             + [s["path"] for s in contributes["snippets"]])
    assert len(paths) == 3
    for rel in paths:
        assert rel.startswith("./"), rel
        assert (EXT / rel).is_file(), f"package.json contributes a missing file: {rel}"


def test_language_grammar_and_snippets_agree(manifest):
    contributes = manifest["contributes"]
    (language,) = contributes["languages"]
    assert language["id"] == "kbl"
    assert language["extensions"] == [".kbl"]
    assert "KBL" in language["aliases"]
    (grammar_entry,) = contributes["grammars"]
    grammar = load_json(EXT / grammar_entry["path"])
    assert grammar_entry["language"] == language["id"]
    assert grammar_entry["scopeName"] == grammar["scopeName"] == "source.kbl"
    (snippets,) = contributes["snippets"]
    assert snippets["language"] == language["id"]
    # every example is a file the language claims
    assert EXAMPLES and all(p.suffix in language["extensions"] for p in EXAMPLES)
    # the extension starts for the language it contributes
    assert f"onLanguage:{language['id']}" in manifest["activationEvents"]
    source = (EXT / "extension.js").read_text(encoding="utf-8")
    assert f"language: '{language['id']}'" in source


def test_storyboards_and_xibs_are_attached_by_file_name(manifest):
    # Interface Builder documents are XML to VS Code: the client takes them by their file
    # names (files only), never by the xml language, and the extension starts in a workspace
    # that holds one. The extension contributes no language or grammar for them.
    source = (EXT / "extension.js").read_text(encoding="utf-8")
    selector = re.search(r"documentSelector: \[(.*?)\]", source, re.S).group(1)
    entries = re.findall(r"\{([^}]*)\}", selector)
    patterns = [e for e in entries if "pattern:" in e]
    assert sorted(re.sub(r"\s+", " ", e).strip() for e in patterns) == [
        "scheme: 'file', pattern: '**/*.storyboard'", "scheme: 'file', pattern: '**/*.xib'"]
    assert "xml" not in selector
    for suffix in ("storyboard", "xib"):
        assert f"workspaceContains:**/*.{suffix}" in manifest["activationEvents"]
    assert "onLanguage:xml" not in manifest["activationEvents"]
    assert all(".storyboard" not in lang["extensions"] and ".xib" not in lang["extensions"]
               for lang in manifest["contributes"]["languages"])


def test_settings(manifest):
    properties = manifest["contributes"]["configuration"]["properties"]
    path = properties["kbl.server.path"]
    assert path["type"] == "string"
    assert path["default"] == "kb-lsp"
    assert "PATH" in path["description"]
    trace = properties["kbl.trace.server"]
    assert trace["type"] == "string"
    assert trace["enum"] == ["off", "messages", "verbose"]
    assert trace["default"] == "off"
    assert trace["scope"] == "window"


def test_restart_command_is_contributed_and_registered(manifest):
    commands = {c["command"]: c for c in manifest["contributes"]["commands"]}
    assert "kbl.restartServer" in commands
    assert commands["kbl.restartServer"]["title"]
    source = (EXT / "extension.js").read_text(encoding="utf-8")
    assert "registerCommand('kbl.restartServer'" in source


def test_language_configuration():
    config = load_json(EXT / "language-configuration.json")
    assert config["comments"] == {"lineComment": "#"}
    assert config["brackets"] == [["{", "}"]]
    pairs = {(p["open"], p["close"]) for p in config["autoClosingPairs"]}
    assert pairs == {("{", "}"), ('"', '"')}
    assert sorted(map(tuple, config["surroundingPairs"])) == [('"', '"'), ("{", "}")]
    word = re.compile(config["wordPattern"])
    assert [m.group(0) for m in word.finditer("device iphone-8-plus status-bar 50% 0.2")] == [
        "device", "iphone-8-plus", "status-bar", "50%", "0.2"]


def _brace_depths(text: str):
    """(line, depth before the line, depth after it) for every line, by lexing per spec:
    braces outside strings and comments."""
    depth = 0
    token = re.compile(r'"(?:[^"\\\n]|\\.)*"?|#.*|[{}]')
    for line in text.split("\n"):
        before = depth
        for m in token.finditer(line):
            if m.group(0) == "{":
                depth += 1
            elif m.group(0) == "}":
                depth -= 1
        yield line, before, depth


EXTRA_BLOCKS = """\
screen Odd { }
screen Braces {
  label a "a { b" top 0 height 10   # a } in a comment {
  view v {
    field f "F" top 0 height 10 }
  scroll s top 0 bottom 0 {   # trailing comment
  }
}
"""


@pytest.mark.parametrize("name,text", [(p.name, p.read_text(encoding="utf-8")) for p in EXAMPLES]
                         + [("extra", EXTRA_BLOCKS)])
def test_indentation_and_folding_follow_braces(name, text):
    config = load_json(EXT / "language-configuration.json")
    increase = re.compile(config["indentationRules"]["increaseIndentPattern"])
    decrease = re.compile(config["indentationRules"]["decreaseIndentPattern"])
    start = re.compile(config["folding"]["markers"]["start"])
    end = re.compile(config["folding"]["markers"]["end"])
    opened = closed = 0
    stack = []
    for number, (line, before, after) in enumerate(_brace_depths(text), 1):
        opens_block = after > before
        closes_block = after < before
        assert bool(increase.search(line)) == opens_block, (number, line)
        assert bool(start.search(line)) == opens_block, (number, line)
        assert bool(end.search(line)) == closes_block, (number, line)
        if line.strip().startswith("}"):
            assert decrease.search(line), (number, line)
        else:
            assert not decrease.search(line), (number, line)
        if opens_block:
            stack.append(number)
            opened += 1
        if closes_block:
            assert stack, f"{name}:{number}: a folding end marker without a start"
            stack.pop()
            closed += 1
    assert not stack and opened == closed
    if "{" in text:
        assert opened > 0


def test_vscodeignore_keeps_runtime_files_out_of_the_ignore_list():
    ignore = (EXT / ".vscodeignore").read_text(encoding="utf-8").split()
    for needed in ("extension.js", "package.json", "language-configuration.json",
                   "syntaxes/kbl.tmLanguage.json", "snippets/kbl.json", "README.md"):
        assert needed not in ignore
    assert "node_modules/**" not in ignore  # vscode-languageclient ships inside the .vsix


def test_packaging_does_not_prompt(manifest):
    # vsce asks "Do you want to continue? [y/N]" without a repository field or a LICENSE
    # file; the manifest answers both so `vsce package` runs unattended.
    assert manifest.get("repository") or manifest["vsce"]["allowMissingRepository"] is True
    assert (EXT / "LICENSE").exists() or manifest["vsce"]["skipLicense"] is True
    # and vsce refuses README links it cannot make absolute without a repository URL
    readme = (EXT / "README.md").read_text(encoding="utf-8")
    links = re.findall(r"(!?)\[([^\]\[]*|!\[[^\]\[]*]\([^\)]+\))\]\(([^\)]+)\)", readme)
    relative = [link for _, _, link in links
                if not re.match(r"^\w+://", link) and not link.startswith(("#", "mailto:"))]
    assert not relative or manifest.get("repository"), f"relative README links: {relative}"


def test_untrusted_workspaces_cannot_pick_the_server(manifest):
    untrusted = manifest["capabilities"]["untrustedWorkspaces"]
    assert untrusted["supported"] == "limited"
    assert "kbl.server.path" in untrusted["restrictedConfigurations"]


def test_readme_documents_build_settings_and_troubleshooting():
    readme = (EXT / "README.md").read_text(encoding="utf-8")
    for needed in ("npm install", "vsce package", "kbl-0.1.0.vsix",
                   "code --install-extension kbl-0.1.0.vsix", ".build/release/kb-lsp",
                   "kbl.server.path", "kbl.trace.server", "--extensionDevelopmentPath",
                   "F5", "KBL: Restart Language Server", "Output"):
        assert needed in readme, needed
    settings = re.search(r"```json\n(.*?)```", readme, re.S)
    assert settings, "a JSON settings example"
    assert "kbl.server.path" in json.loads(settings.group(1))
    # the scope table names every scope the grammar promises
    grammar = load_json(EXT / "syntaxes" / "kbl.tmLanguage.json")
    for scope in ("comment.line.number-sign.kbl", "string.quoted.double.kbl",
                  "keyword.declaration.kbl", "entity.name.type.kbl", "storage.type.kbl",
                  "variable.other.element.kbl", "constant.language.strategy.kbl",
                  "constant.language.orientation.kbl", "keyword.other.property.kbl",
                  "constant.numeric.kbl", "constant.numeric.percentage.kbl",
                  "punctuation.section.block.begin.kbl"):
        assert scope in readme and scope in json.dumps(grammar), scope
