"""What `make` and the test runners do on a machine that lacks json-c: install it with
apt-get on Debian and Ubuntu, with Homebrew on macOS, and elsewhere say what to install.
Each system is played by a PATH of its own: a folder of links to the few real tools the
recipes need, plus stand-ins (`uname` saying Darwin, a `brew` that records its arguments)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def system(tmp_path: Path, *, darwin: bool = False, brew: bool = False) -> dict[str, str]:
    """An environment whose PATH has the shell's basics and no pkg-config, apt-get or brew
    (unless `brew`); on `darwin`, uname says Darwin."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in ("sh", "bash", "id", "uname", "make", "cat", "dirname", "mkdir", "ln", "rm", "sed", "head"):
        real = shutil.which(tool)
        assert real, f"{tool} is needed by this test"
        (bin_dir / tool).symlink_to(real)
    if darwin:
        (bin_dir / "uname").unlink()
        (bin_dir / "uname").write_text("#!/bin/sh\necho Darwin\n")
        (bin_dir / "uname").chmod(0o755)
    if brew:
        (bin_dir / "brew").write_text(f'#!/bin/sh\necho "$@" >> "{tmp_path}/brew.log"\n')
        (bin_dir / "brew").chmod(0o755)
    # A Swift that is there (make checks for it first).
    (bin_dir / "swift").write_text("#!/bin/sh\nexit 0\n")
    (bin_dir / "swift").chmod(0o755)
    return {"PATH": str(bin_dir), "HOME": str(tmp_path)}


def make_deps(env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(["make", "-s", "deps"], cwd=REPO, env=env, stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, timeout=60)


def test_make_says_what_to_install_where_it_cannot(tmp_path: Path):
    proc = make_deps(system(tmp_path))
    assert proc.returncode != 0
    assert "json-c" in proc.stderr and "pkgconf" in proc.stderr
    assert "install them with your package manager" in proc.stderr


def test_make_installs_json_c_with_homebrew_on_macos(tmp_path: Path):
    proc = make_deps(system(tmp_path, darwin=True, brew=True))
    assert (tmp_path / "brew.log").read_text().split() == ["install", "json-c", "pkgconf"]
    # The stand-in installed nothing, so pkg-config still cannot find json-c: said so.
    assert proc.returncode != 0 and "pkg-config" in proc.stderr


def test_make_asks_for_homebrew_on_a_mac_without_it(tmp_path: Path):
    proc = make_deps(system(tmp_path, darwin=True))
    assert proc.returncode != 0
    assert "install Homebrew" in proc.stderr


def test_make_asks_for_swift_first(tmp_path: Path):
    env = system(tmp_path)
    os.unlink(Path(env["PATH"]) / "swift")
    proc = make_deps(env)
    assert proc.returncode != 0 and "install Swift 6" in proc.stderr


def os_install(env: dict[str, str], *names: str) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", "-c", '. Tests/lib.sh && os_install "$@"', "lib.sh", *names], cwd=REPO,
                          env=env, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60)


def test_the_test_runners_name_what_to_install_elsewhere(tmp_path: Path):
    proc = os_install(system(tmp_path), "neovim", "vim")
    assert proc.returncode != 0
    assert "install these with your package manager (Debian names): neovim vim" in proc.stderr


def test_the_test_runners_use_homebrew_names_on_macos(tmp_path: Path):
    env = system(tmp_path, darwin=True, brew=True)
    proc = os_install(env, "neovim", "nodejs", "pkg-config", "libjson-c-dev", "python3-pip")
    assert proc.returncode == 0, proc.stderr
    logged = (tmp_path / "brew.log").read_text().splitlines()[-1].split()
    assert logged == ["install", "--quiet", "neovim", "node", "pkgconf", "json-c"]
