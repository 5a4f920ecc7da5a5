#!/usr/bin/env bash
# Vim integration test of editors/vim: headless Vim (not Neovim) with the shipped package
# and Debian's ALE checks filetype detection, the ftplugin, syntax groups, indentation, the
# vim-lsp registration and the ALE linter against a real kb-lsp (the KB003 warning on
# `note` in examples/sign-in-shift.kbl, KB001 in examples/chat-none.kbl, the diagnostics
# and a hover of examples/sign-in.storyboard, whose filetype keeps Vim's XML support).
# Then it runs the ALE part again with /bin/false as the server and expects it to fail, so
# a test that cannot see the server cannot pass.
#
#   KB_LSP=.build/release/kb-lsp bash Tests/editors/vim/run.sh
#
# Installs vim and vim-ale with apt-get when missing; builds kb-lsp (debug) unless KB_LSP
# names a binary. Non-interactive; exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/../../.."
. Tests/lib.sh
REPO="$PWD"
HERE="$REPO/Tests/editors/vim"

log() { echo "vim: $*"; }

find_ale() {
  # Where vim-ale puts ALE's runtime files (/usr/share/vim-ale on Debian 12; on macOS the
  # clone Tests/lib.sh makes, as no package manager there has ALE).
  vim_ale_dir
}
# Debian's /usr/bin/vim may be vim-tiny, which has no syntax, timers or jobs: the test
# needs a Vim with +job (Debian's vim package).
vim_has_job() {
  local version
  version="$(vim --version 2>/dev/null)" || return 1
  case "$version" in *+job*) return 0 ;; *) return 1 ;; esac
}
ALE_DIR="${KBL_ALE_DIR:-}"
if [ -z "$ALE_DIR" ]; then ALE_DIR="$(find_ale || true)"; fi
if ! vim_has_job || [ -z "$ALE_DIR" ]; then
  log "installing vim and vim-ale…"
  apt_install vim vim-ale
  [ -n "$ALE_DIR" ] || ALE_DIR="$(find_ale)"
fi
[ -f "$ALE_DIR/autoload/ale.vim" ] || { echo "vim: ALE not found (KBL_ALE_DIR=$ALE_DIR)" >&2; exit 2; }
vim_has_job || { echo "vim: $(command -v vim || echo vim) has no +job (install vim, not vim-tiny)" >&2; exit 2; }
VIM_VERSION="$(vim --version)"

use_kb_lsp vim
log "testing $KB_LSP with ${VIM_VERSION%%$'\n'*} and ALE from $ALE_DIR"

# The strategies, options and device properties kb-lsp knows, read once from the real
# binary: test.vim checks the syntax file colours every one of them (also in the runs
# with servers that do not work, below).
KBL_WORDS="$(python3 "$REPO/Tests/editors/kbl_words.py" "$KB_LSP")" \
  || { echo "vim: could not read KBL's words from $KB_LSP" >&2; exit 2; }
export KBL_WORDS

WORK="$(mktemp -d "${TMPDIR:-/tmp}/kbl-vim.XXXXXX")"
trap '[ -n "${KBL_KEEP:-}" ] || rm -rf "$WORK"' EXIT

# What `kb-lsp lint --format json` finds in the storyboard, from the real binary: test.vim
# expects ALE to show the same (also in the runs with servers that do not work, below).
KBL_STORYBOARD_LINT="$(cd "$REPO/examples" && "$KB_LSP" lint --format json sign-in.storyboard || true)"
export KBL_STORYBOARD_LINT

# Runs test.vim once in a fresh scratch directory; prints the results; returns Vim's status.
#   run_vim NAME SERVER WAIT_MS
run_vim() {
  local name="$1" server="$2" wait_ms="$3"
  local dir="$WORK/$name"
  mkdir -p "$dir/examples" "$dir/project/screens" "$dir/home"
  cp "$REPO"/examples/*.kbl "$dir/examples/"
  cp "$REPO/examples/sign-in-shift.kbl" "$dir/"
  cp "$REPO/examples/chat-none.kbl" "$REPO/examples/sign-in.storyboard" "$dir/project/screens/"
  printf '<?xml version="1.0"?>\n<note>not a storyboard</note>\n' >"$dir/project/screens/other.xml"
  echo '{}' >"$dir/project/.kblint.json"
  local status=0
  # -es: silent Ex mode, no terminal needed; ALE's jobs, channels and timers still run
  # while test.vim waits with :sleep. HOME is a scratch directory so no user files count.
  (cd "$dir" && HOME="$dir/home" KBL_REPO="$REPO" KBL_ALE_DIR="$ALE_DIR" KB_LSP="$server" \
    KBL_WORK="$dir" KBL_RESULTS="$dir/results.txt" KBL_WAIT_MS="$wait_ms" \
    timeout --kill-after=5 60 vim -N -u "$HERE/vimrc" -i NONE -n -X -es -S "$HERE/test.vim" \
    </dev/null >"$dir/vim.log" 2>&1) || status=$?
  if [ -f "$dir/results.txt" ]; then sed "s/^/  /" "$dir/results.txt"; fi
  if [ -s "$dir/vim.log" ]; then sed "s/^/  vim: /" "$dir/vim.log"; fi
  return "$status"
}

# Checks a results file: it must be complete ("done" last) and hold no "not ok" line.
status=0
log "1. the editors/vim package with ALE and kb-lsp"
if run_vim real "$KB_LSP" 20000 && results_pass "$WORK/real/results.txt" 60; then
  log "PASS ($(grep -c '^ok' "$WORK/real/results.txt") checks)"
else
  log "FAIL" >&2
  status=1
fi

# editors/vim installed as README says, as a package under ~/.vim/pack/*/start, with a
# vimrc that only turns filetype plugins and syntax on: startup must find ftdetect/ too.
log "2. editors/vim as a start package"
pkg="$WORK/package"
mkdir -p "$pkg/home/.vim/pack/kbl/start"
ln -s "$REPO/editors/vim" "$pkg/home/.vim/pack/kbl/start/kbl"
printf 'filetype plugin indent on\nsyntax on\n' >"$pkg/home/.vimrc"
cp "$REPO/examples/sign-in-shift.kbl" "$pkg/"
(cd "$pkg" && HOME="$pkg/home" timeout --kill-after=5 30 vim -N -u "$pkg/home/.vimrc" -i NONE -n -X -es \
  -c 'call writefile([&filetype, get(b:, "current_syntax", ""), &commentstring, &indentexpr, exists("g:loaded_kbl_lsp")], "result.txt")' \
  -c 'qall!' sign-in-shift.kbl </dev/null >/dev/null 2>&1) || true
expected="$(printf 'kbl\nkbl\n# %%s\nGetKblIndent(v:lnum)\n1')"
if [ -f "$pkg/result.txt" ] && [ "$(cat "$pkg/result.txt")" = "$expected" ]; then
  log "PASS (filetype, syntax, ftplugin, indent and plugin loaded from the package)"
else
  log "FAIL: got [$(tr '\n' ' ' <"$pkg/result.txt" 2>/dev/null)], expected [$(echo "$expected" | tr '\n' ' ')]" >&2
  status=1
fi

# The same test with servers that do not work: Vim must exit non-zero. /bin/false exits
# at once (ALE may even fail to write the initialize request: E631); the "silent" server
# reads everything and never answers, so the editor checks must still pass and exactly the
# "server:" checks must fail.
log "3. the test of step 1 with /bin/false as the server (must fail)"
if run_vim false /bin/false 2000 >/dev/null; then
  log "FAIL: the test passed without a working server" >&2
  status=1
elif ! [ -f "$WORK/false/results.txt" ] || [ "$(tail -n 1 "$WORK/false/results.txt")" != done ] \
  || ! grep -q '^not ok' "$WORK/false/results.txt"; then
  log "FAIL: no complete results file with failures from the run with /bin/false" >&2
  status=1
else
  log "PASS (it failed, as it should: $(grep -m 1 '^not ok' "$WORK/false/results.txt" | cut -c 1-100))"
fi

log "4. the test of step 1 with a server that never answers (must fail)"
silent="$WORK/silent-server"
printf '#!/bin/sh\nexec cat >/dev/null\n' >"$silent"
chmod +x "$silent"
if run_vim silent "$silent" 2000 >/dev/null; then
  log "FAIL: the test passed without a working server" >&2
  status=1
elif ! [ -f "$WORK/silent/results.txt" ] || [ "$(tail -n 1 "$WORK/silent/results.txt")" != done ]; then
  log "FAIL: no complete results file from the run with the silent server" >&2
  status=1
elif ! grep -q '^not ok - server: ALE reports kb-lsp diagnostics for sign-in-shift.kbl' "$WORK/silent/results.txt" \
  || grep '^not ok' "$WORK/silent/results.txt" | grep -q -v '^not ok - server: '; then
  log "FAIL: unexpected results with the silent server:" >&2
  grep '^not ok' "$WORK/silent/results.txt" >&2 || true
  status=1
else
  log "PASS (exactly the server checks failed: $(grep -c '^not ok' "$WORK/silent/results.txt"))"
fi
exit "$status"
