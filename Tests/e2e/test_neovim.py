"""Headless Neovim as the client: nvim_e2e.lua starts kb-lsp through the shipped Neovim
configuration (editors/nvim: filetype detection, require('kbl').setup()), drives it through
Neovim's own LSP client (root directory, diagnostics, hover, incremental edits, formatting,
completion, rename, shutdown) and exits non-zero on failure."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from rawlsp import server_path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]


def run_nvim(script: str, home: Path, cwd: Path, **variables: str) -> None:
    """Headless Neovim running SCRIPT (a file beside this one) with kb-lsp, its state under
    HOME; fails with its output unless the script says it passed."""
    nvim = shutil.which("nvim")
    if nvim is None:
        if os.environ.get("KB_E2E_REQUIRE_NVIM"):
            pytest.fail("nvim is not installed (apt-get install neovim)")
        pytest.skip("nvim is not installed (Tests/e2e/run.sh installs it)")
    env = dict(os.environ, KB_LSP=server_path(), HOME=str(home),
               XDG_STATE_HOME=str(home / "state"), XDG_DATA_HOME=str(home / "data"),
               XDG_CACHE_HOME=str(home / "cache"), XDG_CONFIG_HOME=str(home / "config"), **variables)
    run = subprocess.run(
        [nvim, "--headless", "--clean", "-u", "NONE", "-i", "NONE", "-n", "-c", f"luafile {HERE / script}"],
        cwd=cwd, env=env, stdin=subprocess.DEVNULL, capture_output=True, timeout=120,
    )
    output = run.stdout.decode(errors="replace") + run.stderr.decode(errors="replace")
    assert run.returncode == 0, f"nvim exited with {run.returncode}:\n{output}"
    assert "nvim-e2e: PASS" in output, output


def test_neovim_headless(tmp_path: Path):
    # A project whose root is marked by .kblint.json, with the spec one level below it.
    tmp_path = tmp_path.resolve()
    (tmp_path / ".kblint.json").write_text("{}\n")
    (tmp_path / "specs").mkdir()
    spec = tmp_path / "specs" / "sign-in-shift.kbl"
    shutil.copy(REPO / "examples" / "sign-in-shift.kbl", spec)
    run_nvim("nvim_e2e.lua", tmp_path, tmp_path, KBL_SPEC=str(spec), KBL_ROOT=str(tmp_path))


def test_neovim_sees_a_fixed_swift_file_when_the_storyboard_is_written(tmp_path: Path):
    """Neovim cannot watch files for a server: the fix is found by the sources' stamps."""
    project = tmp_path.resolve() / "shop"
    shutil.copytree(REPO / "examples" / "checkout-app", project / "App")
    (project / ".git").mkdir()
    run_nvim("nvim_keyboard_code.lua", tmp_path.resolve(), project,
             KBL_STORYBOARD=str(project / "App" / "Base.lproj" / "Checkout.storyboard"),
             KBL_SWIFT=str(project / "App" / "CartViewController.swift"))
