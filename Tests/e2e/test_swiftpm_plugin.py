"""The SwiftPM command plugin, as an iOS developer's package uses it: a package that
depends on kb-lsp runs `swift package lint-kbl`, SwiftPM builds kb-lsp from source and
lints the package's specs. (About half a minute: kb-lsp is built in the client package.)"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

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
    output goes (a CI log, `> log 2>&1`), and the result's stdout holds both."""
    return subprocess.run(["swift", "package", "--package-path", str(root), *arguments], cwd=root,
                          stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT if one_stream else subprocess.PIPE,
                          text=True, timeout=900, env=dict(os.environ, NO_COLOR="1"))


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
