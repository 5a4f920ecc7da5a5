#!/usr/bin/env bash
# Emacs integration test with lsp-mode, as Debian packages it (Debian 12: elpa-lsp-mode 8.0
# on Emacs 28), next to the eglot suite (Tests/editors/emacs): lsp-mode, set up as
# editors/README.md says, drives kb-lsp headless through a session on small specs and a
# storyboard (diagnostics through flymake, hover, completion, a code action applied with
# lsp-execute-code-action, lsp-format-buffer, document symbols, shutdown and exit) and
# checks that every capability and result is one lsp-mode announced it can take (test.el).
#
#   KB_LSP=.build/release/kb-lsp bash Tests/editors/lsp-mode/run.sh
#
# Installs emacs-nox and elpa-lsp-mode with apt-get when lsp-mode cannot be loaded. Where
# no system package has lsp-mode (macOS, a system without apt-get, a release without
# elpa-lsp-mode) it prints "lsp-mode: SKIP (...)" and exits 0, fetching nothing. Builds
# kb-lsp (debug) unless KB_LSP names a binary. KBL_KEEP=1 keeps the scratch directory,
# with lsp-mode's log of the traffic (lsp-io.log) and kb-lsp's standard error
# (kb-lsp-stderr.log).
set -euo pipefail
cd "$(dirname "$0")/../../.."
. Tests/lib.sh
HERE="$PWD/Tests/editors/lsp-mode"

log() { echo "lsp-mode: $*"; }
skip() { log "SKIP ($*)"; exit 0; }

has_lsp_mode() {
  command -v emacs >/dev/null 2>&1 && emacs --batch -Q --eval \
    '(progn (dolist (d (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/*")) (add-to-list (quote load-path) d)) (require (quote lsp-mode)))' \
    </dev/null >/dev/null 2>&1
}

if ! has_lsp_mode; then
  [ "$KBL_OS" != Darwin ] || skip "macOS: no system package has lsp-mode, and this suite fetches nothing itself"
  command -v apt-get >/dev/null 2>&1 || skip "no apt-get here, and lsp-mode is not installed where Debian puts it"
  log "installing Emacs and lsp-mode…"
  if ! apt_install emacs-nox elpa-lsp-mode; then
    apt-cache show elpa-lsp-mode >/dev/null 2>&1 || skip "this release has no elpa-lsp-mode package"
    log "FAIL: could not install emacs-nox and elpa-lsp-mode" >&2
    exit 1
  fi
fi
has_lsp_mode || { log "FAIL: lsp-mode was installed but Emacs cannot load it" >&2; exit 1; }

use_kb_lsp lsp-mode
log "testing $KB_LSP with $(emacs --version | head -n 1) and lsp-mode $(dpkg-query -W -f '${Version}' elpa-lsp-mode 2>/dev/null || echo '(version unknown)')"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/kbl-lsp-mode.XXXXXX")"
trap '[ -n "${KBL_KEEP:-}" ] || rm -rf "$WORK"' EXIT
# The spec of the eglot suite; one with an empty line in its screen, for completion; one
# laid out badly, for formatting. Each screen has its own name.
printf 'screen SignIn {\n  field email "Email" bottom 20 height 44\n}\n' > "$WORK/spec.kbl"
printf 'screen Profile {\n  field name "Name" top 100 height 44\n\n}\n' > "$WORK/complete.kbl"
printf 'screen Settings {\nfield   nick "Nick"   top 100    height 44\n      label t "Hi"\n}\n' > "$WORK/messy.kbl"
cp examples/sign-in.storyboard "$WORK/"
printf '<?xml version="1.0"?>\n<note>not a storyboard</note>\n' > "$WORK/other.xml"
# The recipes in editors/README.md name `kb-lsp`: the binary under test is that, on PATH.
mkdir -p "$WORK/bin" && ln -s "$KB_LSP" "$WORK/bin/kb-lsp"
status=0
# HOME is the scratch directory too: lsp-mode's session file and Emacs's caches go there.
(cd "$WORK" && HOME="$WORK" KB_LSP="$KB_LSP" PATH="$WORK/bin:$PATH" timeout --kill-after=5 60 emacs --batch -Q -l "$HERE/test.el" \
  </dev/null >"$WORK/results.txt" 2>"$WORK/emacs.log") || status=$?
sed "s/^/  /" "$WORK/results.txt"
if [ "$status" -eq 0 ] && results_pass "$WORK/results.txt" 20; then
  log "PASS ($(grep -c '^ok' "$WORK/results.txt") checks)"
else
  sed "s/^/  lsp-mode: /" "$WORK/emacs.log" | tail -n 40
  log "FAIL (exit $status)" >&2
  exit 1
fi
