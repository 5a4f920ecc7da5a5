#!/usr/bin/env bash
# Neovim integration test of editors/nvim: lsp/kbl.lua's fields, filetype detection with
# the shipped files, lua/kbl.lua's configuration and root directories, and
# require('kbl').setup() starting kb-lsp (one client per project root, diagnostics, a
# storyboard's diagnostics and hover, clean exit). Then runs it again with /bin/false as the server and expects it to fail.
# (Tests/e2e/test_neovim.py drives a full LSP session through the same configuration.)
#
#   KB_LSP=.build/release/kb-lsp bash Tests/editors/nvim/run.sh
#
# Installs neovim with apt-get when missing; builds kb-lsp (debug) unless KB_LSP names a
# binary. Non-interactive; exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/../../.."
. Tests/lib.sh
REPO="$PWD"
HERE="$REPO/Tests/editors/nvim"

log() { echo "nvim: $*"; }

if ! command -v nvim >/dev/null 2>&1; then
  log "installing neovim with apt-get…"
  apt_install neovim
fi

use_kb_lsp nvim
log "testing $KB_LSP with $(nvim --version | head -n 1)"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/kbl-nvim.XXXXXX")"
trap '[ -n "${KBL_KEEP:-}" ] || rm -rf "$WORK"' EXIT

# What `kb-lsp lint --format json` finds in the storyboard, from the real binary:
# storyboard.lua expects Neovim to show the same (also in the run with /bin/false).
KBL_STORYBOARD_LINT="$(cd "$REPO/examples" && "$KB_LSP" lint --format json sign-in.storyboard || true)"
export KBL_STORYBOARD_LINT

# Runs test.lua in a fresh scratch directory, with editors/vim and editors/nvim put on the
# runtimepath before startup (--cmd), as a user's configuration would. Prints the results
# into NAME/results.txt and returns Neovim's status.
#   run_nvim NAME SERVER WAIT_MS
run_nvim() {
  local name="$1" server="$2" wait_ms="$3"
  local dir="$WORK/$name"
  mkdir -p "$dir/work" "$dir/home"
  local status=0
  (cd "$dir" && HOME="$dir/home" XDG_CONFIG_HOME="$dir/home/.config" XDG_DATA_HOME="$dir/home/.local/share" \
    XDG_STATE_HOME="$dir/home/.local/state" XDG_CACHE_HOME="$dir/home/.cache" \
    KBL_REPO="$REPO" KBL_WORK="$dir/work" KB_LSP="$server" KBL_WAIT_MS="$wait_ms" \
    timeout --kill-after=5 60 nvim --headless --clean -i NONE -n \
      --cmd "set runtimepath^=$REPO/editors/vim,$REPO/editors/nvim" \
      -c "luafile $HERE/test.lua" </dev/null >"$dir/results.txt" 2>"$dir/nvim.log") || status=$?
  return "$status"
}

status=0
log "1. the editors/nvim configuration with kb-lsp"
if run_nvim real "$KB_LSP" 20000 && [ "$(tail -n 1 "$WORK/real/results.txt")" = done ] \
  && ! grep -q '^not ok' "$WORK/real/results.txt" && [ "$(grep -c '^ok' "$WORK/real/results.txt")" -ge 40 ]; then
  sed "s/^/  /" "$WORK/real/results.txt"
  log "PASS ($(grep -c '^ok' "$WORK/real/results.txt") checks)"
else
  sed "s/^/  /" "$WORK/real/results.txt"
  sed "s/^/  nvim: /" "$WORK/real/nvim.log"
  log "FAIL" >&2
  status=1
fi

# A normal startup (no --clean) with Tests/editors/nvim/init.lua as the user's init.lua,
# which calls require('kbl').setup() before the plugins load, and a spec named on the
# command line.
log "2. startup with an init.lua calling require('kbl').setup()"
dir="$WORK/startup"
mkdir -p "$dir/home/.config/nvim" "$dir/work"
cp "$HERE/init.lua" "$dir/home/.config/nvim/init.lua"
cp "$REPO/examples/sign-in-shift.kbl" "$dir/work/"
startup_status=0
(cd "$dir/work" && HOME="$dir/home" XDG_CONFIG_HOME="$dir/home/.config" XDG_DATA_HOME="$dir/home/.local/share" \
  XDG_STATE_HOME="$dir/home/.local/state" XDG_CACHE_HOME="$dir/home/.cache" XDG_CONFIG_DIRS="$dir/none" \
  XDG_DATA_DIRS="/usr/local/share:/usr/share" KBL_REPO="$REPO" KB_LSP="$KB_LSP" \
  timeout --kill-after=5 60 nvim --headless -i NONE -n -c "luafile $HERE/startup.lua" sign-in-shift.kbl \
  </dev/null >"$dir/results.txt" 2>"$dir/nvim.log") || startup_status=$?
sed "s/^/  /" "$dir/results.txt"
if [ "$startup_status" -eq 0 ] && [ "$(tail -n 1 "$dir/results.txt")" = done ] && ! grep -q '^not ok' "$dir/results.txt"; then
  log "PASS"
else
  sed "s/^/  nvim: /" "$dir/nvim.log"
  log "FAIL" >&2
  status=1
fi

log "3. the test of step 1 with /bin/false as the server (must fail)"
if run_nvim false /bin/false 2000; then
  log "FAIL: the test passed without a working server" >&2
  status=1
elif ! grep -q '^not ok - an initialized kb-lsp client attaches to the open buffer' "$WORK/false/results.txt"; then
  sed "s/^/  /" "$WORK/false/results.txt"
  log "FAIL: the client check did not fail with /bin/false" >&2
  status=1
else
  log "PASS (the client checks failed, as they should)"
fi
exit "$status"
