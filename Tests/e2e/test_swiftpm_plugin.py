"""The SwiftPM plugins, as an iOS developer's package uses them: a package that depends on
kb-lsp runs `swift package lint-kbl`, SwiftPM builds kb-lsp from source and lints the
package's specs; an app's package that puts the build-tool plugin on its target gets the
target's specs, storyboards and xibs linted by `swift build`. (About half a minute each:
kb-lsp is built in each client package.)"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ibdocs import login_xib, sign_in_storyboard, where_is
from kbcli import EXAMPLES_DIR, REPO, lint

CLIENT_MANIFEST = """// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Client",
    dependencies: [.package(path: "{repo}")],
    targets: [.target(name: "App")]
)
"""


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if shutil.which("swift") is None:
        pytest.fail("swift is not on PATH: the plugin test needs the toolchain", pytrace=False)
    root = tmp_path_factory.mktemp("client")
    (root / "Package.swift").write_text(CLIENT_MANIFEST.format(repo=REPO))
    (root / "Sources" / "App").mkdir(parents=True)
    (root / "Sources" / "App" / "App.swift").write_text("public let answer = 42\n")
    (root / "Specs").mkdir()
    for name in ("chat-none.kbl", "profile-scroll.kbl", "settings-clean.kbl"):
        shutil.copy(EXAMPLES_DIR / name, root / "Specs" / name)
    # Built once for the module; later runs reuse it.
    swift_package(root, "lint-kbl", "--help")
    return root


def swift_package(root: Path, *arguments: str, one_stream: bool = False) -> subprocess.CompletedProcess:
    """`swift package ARGUMENTS` in ROOT; with ONE_STREAM, standard error goes where standard
    output goes (a CI log, `> log 2>&1`), and the result's stdout holds both.

    Run again once when `swift package` itself was killed by a signal (a negative status):
    SwiftPM 6.3's host segfaulted once in a full run under load, its backtrace in its own
    libdispatch, while the same call passed alone every time. A crash of the plugin or of
    kb-lsp is no signal of `swift package`: it exits with a status, which is kept."""
    def run() -> subprocess.CompletedProcess:
        return subprocess.run(["swift", "package", "--package-path", str(root), *arguments], cwd=root,
                              stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT if one_stream else subprocess.PIPE,
                              text=True, timeout=900, env=dict(os.environ, NO_COLOR="1"))
    result = run()
    return run() if result.returncode < 0 else result


FOUND_PROBLEMS = "error: kb-lsp lint found problems (see above)\n"


def test_the_plugin_is_listed_for_a_dependent_package(client: Path):
    plugins = swift_package(client, "plugin", "--list")
    assert plugins.returncode == 0, plugins.stderr
    assert "lint-kbl" in plugins.stdout


def test_lint_kbl_lints_the_whole_package_like_kb_lsp_lint(client: Path):
    proc = swift_package(client, "lint-kbl")
    direct = lint(cwd=client)
    # Errors fail the command, with a word of why after the findings.
    assert proc.stdout == direct.stdout + FOUND_PROBLEMS
    assert "Specs/profile-scroll.kbl:16:9: error:" in proc.stdout
    assert proc.returncode != 0


def test_the_word_of_why_comes_after_the_findings_in_a_redirected_log(client: Path):
    """SwiftPM buffers what the plugin prints when its output is not a terminal, and writes
    a thrown error at once: the plugin says why it failed after the findings, on their
    stream, so that a log of both streams reads in order."""
    proc = swift_package(client, "lint-kbl", one_stream=True)
    assert proc.returncode != 0
    log = proc.stdout
    summary = log.find("2 errors and 2 warnings in 3 files\n")
    assert summary >= 0, log
    assert log.count("kb-lsp lint found problems") == 1, log
    assert log.index("kb-lsp lint found problems") > summary, "the failure is told before the findings:\n" + log
    assert log.index("Specs/chat-none.kbl:9:11: warning:") < summary


def test_lint_kbl_passes_its_arguments_to_kb_lsp_lint(client: Path):
    clean = swift_package(client, "lint-kbl", "--strict", "Specs/settings-clean.kbl")
    assert clean.returncode == 0, clean.stderr
    assert clean.stdout == "no problems in 1 file\n"
    warnings = swift_package(client, "lint-kbl", "--strict", "Specs/chat-none.kbl")
    assert warnings.returncode != 0
    xcode = swift_package(client, "lint-kbl", "--format", "xcode", "Specs")
    assert xcode.stdout.splitlines()[0].startswith(str(client / "Specs" / "chat-none.kbl") + ":9:11: warning: ")
    usage = swift_package(client, "lint-kbl", "--colour")
    # SwiftPM passes on what the plugin's process writes to either stream on its output.
    assert usage.returncode != 0 and "unknown option '--colour'" in usage.stdout + usage.stderr
    assert "kb-lsp lint could not run (exit status 2)" in usage.stdout


# The build-tool plugin on an app's target, with the lines docs/install.md gives.

APP_MANIFEST = """// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Shop",
    defaultLocalization: "en",
    dependencies: [
        {dependency}
    ],
    targets: [
        .target(name: "Shop", {plugin}),
    ]
)
"""
XCODE_LINE = re.compile(r"^/.+:\d+:\d+: (error|warning|note): .+ \[KB\d{3}\]$")


def install_lines() -> list[str]:
    """The three lines of docs/install.md for an app's project."""
    text = (REPO / "docs" / "install.md").read_text()
    section = text[text.index("## In an app's project"):]
    return re.search(r"```\n(.*?)```", section, re.S).group(1).splitlines()


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An app's package whose target, Shop, has a storyboard in Base.lproj, a xib and a spec,
    and a storyboard outside it, in Design/; an empty .kblint.json; kb-lsp is a checkout named kb-lsp."""
    if shutil.which("swift") is None:
        pytest.fail("swift is not on PATH: the plugin test needs the toolchain", pytrace=False)
    checkout = tmp_path_factory.mktemp("checkout") / "kb-lsp"
    checkout.symlink_to(REPO, target_is_directory=True)
    dependency, plugin, _ = install_lines()
    dependency = dependency.replace('url: "https://github.com/your-org/kb-lsp.git", branch: "main"', f'path: "{checkout}"')
    root = tmp_path_factory.mktemp("app")
    (root / "Package.swift").write_text(APP_MANIFEST.format(dependency=dependency, plugin=plugin))
    target = root / "Sources" / "Shop"
    for folder in (target / "Base.lproj", target / "Views", target / "Specs", root / "Design"):
        folder.mkdir(parents=True)
    (target / "Shop.swift").write_text("public let shop = \"Shop\"\n")
    (target / "Base.lproj" / "Checkout.storyboard").write_text(sign_in_storyboard())
    (target / "Views" / "Login.xib").write_text(login_xib())
    shutil.copy(EXAMPLES_DIR / "chat-none.kbl", target / "Specs" / "chat.kbl")
    (root / "Design" / "Old.storyboard").write_text(sign_in_storyboard())
    (root / ".kblint.json").write_text("{}\n")
    return root


def swift_build(root: Path) -> subprocess.CompletedProcess:
    """`swift build -v` in ROOT: the commands it runs and their output, on one stream."""
    return subprocess.run(["swift", "build", "-v", "--package-path", str(root)], cwd=root,
                          stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          text=True, timeout=900, env=dict(os.environ, NO_COLOR="1"))


def test_install_md_gives_three_lines_for_an_apps_project():
    dependency, plugin, script = install_lines()
    assert dependency.startswith(".package(url: ") and dependency.endswith("),")
    assert plugin == 'plugins: [.plugin(name: "LintKBLBuildTool", package: "kb-lsp")]'
    # The Run Script's line, as the README's whole script (tested in test_ci_docs.py) has it.
    readme = (REPO / "README.md").read_text()
    assert script.replace("--format xcode ", "--format xcode --strict ") in readme[readme.index("### Xcode"):]


def test_the_build_lints_the_targets_storyboards_xibs_and_specs_as_xcode_issues(app: Path):
    build = swift_build(app)
    assert build.returncode == 0, build.stdout  # warnings only: the build goes on
    target = app / "Sources" / "Shop"
    files = [str(target / "Base.lproj" / "Checkout.storyboard"), str(target / "Specs" / "chat.kbl"),
             str(target / "Views" / "Login.xib")]
    # The command line the plugin gave: the target's files, absolute, in path order; not
    # the storyboard outside the target, nor its Swift source.
    # (SwiftPM names the executable it builds for a plugin kb-lsp-tool.)
    commands = [shlex.split(line) for line in build.stdout.splitlines() if re.search(r"/kb-lsp(-tool)? lint ", line)]
    assert len(commands) == 1, build.stdout
    assert Path(commands[0][0]).name in ("kb-lsp", "kb-lsp-tool")
    assert commands[0][1:] == ["lint", "--format", "xcode", *files]
    # Its output, in the build log: Xcode's issue lines, on the field's start tag.
    issues = [line for line in build.stdout.splitlines() if XCODE_LINE.match(line)]
    board_line, board_column = where_is(sign_in_storyboard(), "Abc-pw-002")
    xib_line, xib_column = where_is(login_xib(), "Xib-cd-001")
    places = [line.split(": ")[0] + ": " + line.split(": ")[1] for line in issues]
    assert places == [f"{files[0]}:{board_line}:{board_column}: warning"] * 2 + [f"{files[1]}:9:11: warning"] * 2 \
        + [f"{files[2]}:{xib_line}:{xib_column}: warning"] * 2, build.stdout
    assert all(line.startswith(f"{files[0]}:{board_line}:{board_column}: warning: textField 'passwordField' ")
               for line in issues[:2])
    # Exactly what `kb-lsp lint --format xcode` prints for those files.
    direct = lint("--format", "xcode", *files, cwd=app)
    assert issues == direct.stdout.splitlines()
    assert "Design/Old.storyboard" not in build.stdout


def test_the_build_lints_again_when_a_storyboard_changes(app: Path):
    swift_build(app)
    storyboard = app / "Sources" / "Shop" / "Base.lproj" / "Checkout.storyboard"
    # The password field moved up, clear of the keyboard in both orientations.
    storyboard.write_text(sign_in_storyboard().replace('secondAttribute="bottom" constant="40"', 'secondAttribute="bottom" constant="300"'))
    build = swift_build(app)
    assert build.returncode == 0, build.stdout
    issues = [line for line in build.stdout.splitlines() if XCODE_LINE.match(line)]
    assert issues and not any(line.startswith(str(storyboard)) for line in issues), build.stdout



def test_the_build_lints_again_when_the_configuration_changes(app: Path):
    """The package's `.kblint.json` is among the command's inputs: when it makes the covered
    fields errors, the next build lints again, and fails. (SwiftPM runs the command only
    when an input changed: a build with no change prints no finding, once the package's
    first builds are done; on this toolchain the second build of a package lints again.)"""
    swift_build(app)
    swift_build(app)
    unchanged = swift_build(app)
    assert not [line for line in unchanged.stdout.splitlines() if XCODE_LINE.match(line)], unchanged.stdout
    configuration = app / ".kblint.json"
    configuration.write_text('{"severity": {"KB001": "error"}}\n')
    try:
        build = swift_build(app)
    finally:
        configuration.write_text("{}\n")
    assert build.returncode != 0, build.stdout
    issues = [line for line in build.stdout.splitlines() if XCODE_LINE.match(line)]
    assert issues and all(": error: " in line for line in issues), build.stdout

# The plugins' Xcode parts, which SwiftPM compiles only in Xcode.

def plugin_api() -> Path:
    """The toolchain's PackagePlugin module: lib/swift/pm/PluginAPI beside swiftc's bin."""
    swiftc = shutil.which("swiftc")
    if swiftc is None:
        pytest.fail("swiftc is not on PATH: the plugin test needs the toolchain", pytrace=False)
    if sys.platform == "darwin":
        swiftc = subprocess.run(["xcrun", "--find", "swiftc"], capture_output=True, text=True, check=True).stdout.strip()
    api = Path(os.path.realpath(swiftc)).parents[1] / "lib" / "swift" / "pm" / "PluginAPI"
    assert api.is_dir(), f"no PluginAPI folder beside {swiftc}"
    return api


def typecheck(plugin: Path, modules: Path) -> subprocess.CompletedProcess:
    """Type-checks a plugin's sources as SwiftPM compiles a plugin of a 6.0 manifest, with the
    modules of MODULES (the XcodeProjectPlugin stand-in) importable."""
    return subprocess.run(["swiftc", "-typecheck", "-parse-as-library", "-package-description-version", "6.0",
                           "-I", str(plugin_api()), "-I", str(modules), *map(str, sorted(plugin.glob("*.swift")))],
                          capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def xcode_project_plugin(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The XcodeProjectPlugin module of Tests/e2e/XcodeProjectPlugin, built."""
    modules = tmp_path_factory.mktemp("modules")
    built = subprocess.run(["swiftc", "-emit-module", "-module-name", "XcodeProjectPlugin", "-parse-as-library",
                            "-package-description-version", "6.0", "-I", str(plugin_api()),
                            "-o", str(modules / "XcodeProjectPlugin.swiftmodule"),
                            str(Path(__file__).parent / "XcodeProjectPlugin" / "XcodeProjectPlugin.swift")],
                           capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr
    return modules


@pytest.mark.parametrize("plugin", ["LintKBL", "LintKBLBuildTool"])
def test_the_plugins_xcode_part_type_checks(plugin: str, xcode_project_plugin: Path):
    sources = REPO / "Plugins" / plugin
    assert "#if canImport(XcodeProjectPlugin)" in "".join(p.read_text() for p in sources.glob("*.swift"))
    checked = typecheck(sources, xcode_project_plugin)
    assert checked.returncode == 0, checked.stderr


def test_the_type_check_sees_the_xcode_part(tmp_path: Path, xcode_project_plugin: Path):
    """A mistake under `#if canImport(XcodeProjectPlugin)` fails the check."""
    broken = tmp_path / "LintKBLBuildTool"
    shutil.copytree(REPO / "Plugins" / "LintKBLBuildTool", broken)
    source = broken / "LintKBLBuildTool.swift"
    source.write_text(source.read_text().replace("target.displayName", "target.name"))
    checked = typecheck(broken, xcode_project_plugin)
    assert checked.returncode != 0 and "value of type 'XcodeTarget' has no member 'name'" in checked.stderr
