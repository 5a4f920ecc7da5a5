#!/usr/bin/env bash
# Editor-integration tests: runs every Tests/editors/*/run.sh in turn (VS Code grammar and
# extension, Vim with ALE, Neovim configs, Emacs's eglot, Emacs's lsp-mode). Each installs what
# it needs when missing (lsp-mode skips where no system package has it) and uses $KB_LSP when
# set, otherwise builds kb-lsp. Exits non-zero if any of them fails.
set -uo pipefail
cd "$(dirname "$0")/../.."
. Tests/lib.sh
use_kb_lsp editors
status=0
for suite in Tests/editors/*/run.sh; do
  [ -e "$suite" ] || continue
  echo "editors: $suite"
  bash "$suite" </dev/null || { echo "editors: $suite FAILED" >&2; status=1; }
done
exit "$status"
