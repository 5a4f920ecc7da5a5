#!/usr/bin/env bash
# Tests of the VS Code extension in editors/vscode: JSON manifests and contributed files,
# the TextMate grammar (Oniguruma regexes; every example tokenized with the expected
# scopes), snippets expanded and linted by kb-lsp, and extension.js driven under node with
# stand-ins for the vscode API. Installs the pinned Python packages when missing, uses
# $KB_LSP when set (otherwise builds kb-lsp), then runs pytest with warnings as errors.
# Non-interactive; exits non-zero on any failure.
#
#   bash Tests/editors/vscode/run.sh [PYTEST ARGS...]
#   KB_LSP=.build/release/kb-lsp bash Tests/editors/vscode/run.sh
set -euo pipefail
cd "$(dirname "$0")/../../.."
. Tests/lib.sh

export PIP_DISABLE_PIP_VERSION_CHECK=1 PYTHONDONTWRITEBYTECODE=1

# Versions this suite was written against.
PY_PACKAGES=()
python3 -c 'import pytest' >/dev/null 2>&1 || PY_PACKAGES+=("pytest==9.0.3")
python3 -c 'import onigurumacffi' >/dev/null 2>&1 || PY_PACKAGES+=("onigurumacffi==1.5.0")
if [ "${#PY_PACKAGES[@]}" -gt 0 ]; then
  echo "vscode: installing ${PY_PACKAGES[*]} with pip…"
  pip_install "${PY_PACKAGES[@]}"
fi

use_kb_lsp vscode
if command -v node >/dev/null 2>&1; then
  echo "vscode: testing with $KB_LSP and node $(node --version)"
else
  echo "vscode: testing with $KB_LSP; node is not installed, the extension.js tests will skip"
fi

exec timeout --kill-after=10 300 python3 -m pytest -W error -p no:cacheprovider Tests/editors/vscode "$@" </dev/null
