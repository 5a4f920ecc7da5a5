# Shared by the test runners (Tests/e2e/run.sh, Tests/editors/*/run.sh): source it from
# the repository root.

SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo

# apt_install PACKAGE...: installs Debian packages, quietly and without questions.
apt_install() {
  $SUDO apt-get update -qq </dev/null
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" </dev/null >/dev/null
}

# pip_install PACKAGE...: installs Python packages, also where pip refuses a system Python.
pip_install() {
  PIP_DISABLE_PIP_VERSION_CHECK=1 python3 -m pip install -q "$@" </dev/null \
    || PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_BREAK_SYSTEM_PACKAGES=1 python3 -m pip install -q "$@" </dev/null
}

# use_kb_lsp SUITE: exports KB_LSP as an absolute path to the binary under test; builds
# the debug binary when KB_LSP is not set. Exits with status 2 when there is none.
use_kb_lsp() {
  if [ -z "${KB_LSP:-}" ]; then
    swift build --product kb-lsp </dev/null || exit 2
    KB_LSP="$PWD/.build/debug/kb-lsp"
  fi
  KB_LSP="$(cd "$(dirname "$KB_LSP")" && pwd)/$(basename "$KB_LSP")"
  [ -x "$KB_LSP" ] || { echo "$1: no kb-lsp binary at $KB_LSP" >&2; exit 2; }
  export KB_LSP
}
