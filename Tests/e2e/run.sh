#!/usr/bin/env bash
# End-to-end tests of the kb-lsp binary: pytest-lsp (Neovim and VS Code capability
# profiles), raw JSON-RPC over stdio, a headless Neovim, rsvg-convert and headless
# Chromium for the pictures, valgrind. Installs what is missing (neovim, librsvg2-bin,
# chromium and valgrind from Debian, pytest-lsp from PyPI), builds kb-lsp unless KB_LSP
# names a binary, then runs pytest with warnings as errors. Non-interactive; exits
# non-zero on any failure.
#
#   bash Tests/e2e/run.sh [PYTEST ARGS...]
#   KB_LSP=.build/release/kb-lsp bash Tests/e2e/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
. Tests/lib.sh

export DEBIAN_FRONTEND=noninteractive PIP_DISABLE_PIP_VERSION_CHECK=1 PYTHONDONTWRITEBYTECODE=1

if ! command -v nvim >/dev/null 2>&1; then
  echo "e2e: installing neovim with apt-get…"
  apt_install neovim
fi
# rsvg-convert renders kb-lsp render's SVG to PNG for probing; Chromium opens the HTML report.
if ! command -v rsvg-convert >/dev/null 2>&1; then
  echo "e2e: installing librsvg2-bin (rsvg-convert) with apt-get…"
  apt_install librsvg2-bin
fi
if ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1 \
   && ! command -v google-chrome >/dev/null 2>&1 \
   && ! [ -x "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome" ] \
   && ! [ -x "/Applications/Chromium.app/Contents/MacOS/Chromium" ]; then
  echo "e2e: installing chromium with apt-get…"
  apt_install chromium
fi

# valgrind for test_leaks.py (Linux only: valgrind does not run on current macOS, where
# those tests are skipped with a message).
if [ "$KBL_OS" = Linux ] && ! command -v valgrind >/dev/null 2>&1; then
  echo "e2e: installing valgrind with apt-get…"
  apt_install valgrind
fi

# Versions this suite was written against (pytest-lsp 1.0 needs pygls 2).
# PyYAML reads the README's CI workflows. SARIF is checked by our own sarif_checks.py.
# scipy (its HiGHS LP solver) checks the AutoLayout solver in test_autolayout_lp.py.
PY_PACKAGES=(pytest-lsp==1.0.1 pygls==2.1.1 lsprotocol==2025.0.0 pytest-asyncio==1.5.0 "pytest>=8.4,<10"
             PyYAML==6.0.3 scipy==1.17.1)
if ! python3 -c 'import pytest, pytest_lsp, pytest_asyncio, yaml, scipy' >/dev/null 2>&1; then
  echo "e2e: installing ${PY_PACKAGES[*]} with pip…"
  pip_install "${PY_PACKAGES[@]}"
fi

use_kb_lsp e2e
export KB_LSP KB_E2E_REQUIRE_NVIM=1
echo "e2e: testing $KB_LSP with $(nvim --version | head -n 1), pytest-lsp $(python3 -c 'import importlib.metadata as m; print(m.version("pytest-lsp"))')"

# pytest.ini in Tests/e2e sets filterwarnings = error; -W error says it again. The time
# limit keeps a hung server from stalling CI: the suite takes a few minutes (most of it
# building the release binary for the packaging tests, valgrind and the soak test), and far longer on a busy machine.
# kb-lsp keeps large projects' skims in $XDG_CACHE_HOME/kb-lsp: the tests' go to a folder of
# their own, removed after, not to the user's cache.
XDG_CACHE_HOME="$(mktemp -d)"
export XDG_CACHE_HOME
trap 'rm -rf "$XDG_CACHE_HOME"' EXIT
status=0
timeout --kill-after=10 1800 python3 -m pytest -W error -p no:cacheprovider Tests/e2e "$@" </dev/null || status=$?
if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
  echo "e2e: pytest did not finish within 1800 s" >&2
fi
exit "$status"
