#!/usr/bin/env bash
# Emacs integration test: eglot, as the system's Emacs ships it (Debian 12: Emacs 28 with
# elpa-eglot 1.9; Emacs 29 and later have it built in), set up as editors/README.md says,
# drives kb-lsp headless through a session on a small spec and a storyboard (diagnostics,
# hover, code actions, shutdown and exit) and checks that every capability and result is
# one eglot announced it can take (test.el).
#
#   KB_LSP=.build/release/kb-lsp bash Tests/editors/emacs/run.sh
#
# Installs emacs-nox (and elpa-eglot where Emacs lacks it) with apt-get, or Emacs with
# Homebrew, when missing; builds kb-lsp (debug) unless KB_LSP names a binary.
set -euo pipefail
cd "$(dirname "$0")/../../.."
. Tests/lib.sh
HERE="$PWD/Tests/editors/emacs"

log() { echo "emacs: $*"; }

has_eglot() {
  command -v emacs >/dev/null 2>&1 && emacs --batch -Q --eval \
    '(progn (dolist (d (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/*")) (add-to-list (quote load-path) d)) (require (quote eglot)))' \
    </dev/null >/dev/null 2>&1
}

if ! has_eglot; then
  log "installing Emacs and eglot…"
  if [ "$KBL_OS" = Darwin ]; then apt_install emacs; else apt_install emacs-nox elpa-eglot || apt_install emacs-nox; fi
fi
has_eglot || { log "FAIL: this Emacs has no eglot (Emacs 29 has it built in; Debian packages it as elpa-eglot)" >&2; exit 1; }

use_kb_lsp emacs
log "testing $KB_LSP with $(emacs --version | head -n 1)"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/kbl-emacs.XXXXXX")"
trap '[ -n "${KBL_KEEP:-}" ] || rm -rf "$WORK"' EXIT
printf 'screen SignIn {\n  field email "Email" bottom 20 height 44\n}\n' > "$WORK/spec.kbl"
cp examples/sign-in.storyboard "$WORK/"
printf '<?xml version="1.0"?>\n<note>not a storyboard</note>\n' > "$WORK/other.xml"
# The recipes in editors/README.md name `kb-lsp`: the binary under test is that, on PATH.
mkdir -p "$WORK/bin" && ln -s "$KB_LSP" "$WORK/bin/kb-lsp"
status=0
(cd "$WORK" && HOME="$WORK" KB_LSP="$KB_LSP" PATH="$WORK/bin:$PATH" timeout --kill-after=5 60 emacs --batch -Q -l "$HERE/test.el" \
  </dev/null >"$WORK/results.txt" 2>"$WORK/emacs.log") || status=$?
sed "s/^/  /" "$WORK/results.txt"
if [ "$status" -eq 0 ] && results_pass "$WORK/results.txt" 12; then
  log "PASS ($(grep -c '^ok' "$WORK/results.txt") checks)"
else
  sed "s/^/  emacs: /" "$WORK/emacs.log" | tail -n 40
  log "FAIL (exit $status)" >&2
  exit 1
fi
