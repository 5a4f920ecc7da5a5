# Shared by the test runners (Tests/e2e/run.sh, Tests/editors/*/run.sh) and by
# Tests/e2e/test_packaging.py: source it from the repository root. Works on Debian and
# Ubuntu (apt-get), on macOS (Homebrew), and elsewhere says what to install by hand.

SUDO=""
[ "$(id -u)" = 0 ] || SUDO=sudo

KBL_OS="$(uname -s)"
# Where the helpers keep what they fetch outside a package manager (ALE on macOS).
KBL_CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/kb-lsp-tests"
# ALE as Debian 12 packages it (vim-ale 3.3.0); macOS gets the same tag from its repository.
KBL_ALE_VERSION=v3.3.0

# brew_name DEBIAN-NAME: the Homebrew formula for a Debian package name; empty when macOS
# needs nothing for it (ALE is fetched apart, see ale_fetch).
brew_name() {
  case "$1" in
    nodejs) echo node ;;
    pkg-config) echo pkgconf ;;
    libjson-c-dev) echo json-c ;;
    librsvg2-bin) echo librsvg ;;
    python3) echo python ;;
    # pip and venv come with Homebrew's Python; ALE is no formula (ale_fetch clones it).
    python3-pip | python3-venv | vim-ale) ;;
    *) echo "$1" ;;
  esac
}

# os_install DEBIAN-NAME...: installs system packages named as Debian names them, quietly
# and without questions: with apt-get on Debian and Ubuntu, with Homebrew on macOS (the
# names mapped by brew_name). Elsewhere it says what to install and fails.
os_install() {
  if [ "$KBL_OS" = Darwin ]; then
    local formulae=() name mapped
    for name in "$@"; do
      mapped="$(brew_name "$name")"
      [ -z "$mapped" ] || formulae+=("$mapped")
      [ "$name" != vim-ale ] || ale_fetch || return 1
    done
    [ "${#formulae[@]}" -gt 0 ] || return 0
    if ! command -v brew >/dev/null 2>&1; then
      echo "lib.sh: Homebrew is not installed: install it (https://brew.sh), or install ${formulae[*]} yourself, then run this again" >&2
      return 1
    fi
    HOMEBREW_NO_INSTALL_CLEANUP=1 HOMEBREW_NO_ENV_HINTS=1 brew install --quiet "${formulae[@]}" </dev/null >/dev/null
  elif command -v apt-get >/dev/null 2>&1; then
    if [ -n "$SUDO" ] && ! command -v sudo >/dev/null 2>&1; then
      echo "lib.sh: installing $* needs root: run as root, install sudo, or install them yourself (apt-get install $*)" >&2
      return 1
    fi
    $SUDO apt-get update -qq </dev/null
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" </dev/null >/dev/null
  else
    echo "lib.sh: cannot install packages on this system (no apt-get, not macOS with Homebrew)." >&2
    echo "lib.sh: install these with your package manager (Debian names): $*" >&2
    return 1
  fi
}

# apt_install DEBIAN-NAME...: the name the runners call; the same as os_install.
apt_install() {
  os_install "$@"
}

# ale_fetch: on macOS, where no package manager has ALE, clones it (the tag Debian 12
# ships) into the cache once. vim_ale_dir finds it there.
ale_fetch() {
  local dir="$KBL_CACHE/ale-$KBL_ALE_VERSION"
  [ -f "$dir/autoload/ale.vim" ] && return 0
  command -v git >/dev/null 2>&1 || { echo "lib.sh: fetching ALE needs git" >&2; return 1; }
  rm -rf "$dir" && mkdir -p "$KBL_CACHE"
  git -c advice.detachedHead=false clone -q --depth 1 --branch "$KBL_ALE_VERSION" \
    https://github.com/dense-analysis/ale.git "$dir" </dev/null
}

# vim_ale_dir: prints where ALE's runtime files are (Debian's vim-ale package, else the
# clone of ale_fetch); prints nothing when ALE is not installed.
vim_ale_dir() {
  local dir=""
  if command -v dpkg >/dev/null 2>&1; then
    dir="$(dpkg -L vim-ale 2>/dev/null | sed -n 's|/autoload/ale\.vim$||p' | head -n 1)"
  fi
  if [ -z "$dir" ] && [ -f "$KBL_CACHE/ale-$KBL_ALE_VERSION/autoload/ale.vim" ]; then
    dir="$KBL_CACHE/ale-$KBL_ALE_VERSION"
  fi
  [ -z "$dir" ] || echo "$dir"
}

# pip_install PACKAGE...: installs Python packages, also where python3 has no pip yet
# (Debian's python3, as in the swift:*-bookworm images: python3-pip comes from apt) and
# where pip refuses an externally managed Python (Debian 12, Homebrew): there it installs
# with PIP_BREAK_SYSTEM_PACKAGES, as these are throwaway test machines.
pip_install() {
  if ! command -v python3 >/dev/null 2>&1; then
    echo "lib.sh: installing python3…"
    os_install python3 python3-pip python3-venv || return 1
  fi
  if ! python3 -m pip --version >/dev/null 2>&1; then
    echo "lib.sh: $(command -v python3) has no pip: installing python3-pip…"
    os_install python3-pip python3-venv || return 1
    if ! python3 -m pip --version >/dev/null 2>&1; then
      # A python3 that is not the system's (pyenv, a venv) may still lack pip.
      python3 -m ensurepip --upgrade >/dev/null 2>&1 || true
    fi
    python3 -m pip --version >/dev/null 2>&1 \
      || { echo "lib.sh: $(command -v python3) still has no pip: install pip for it, then run this again" >&2; return 1; }
  fi
  PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_ROOT_USER_ACTION=ignore python3 -m pip install -q "$@" </dev/null 2>/dev/null \
    || PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_ROOT_USER_ACTION=ignore PIP_BREAK_SYSTEM_PACKAGES=1 python3 -m pip install -q "$@" </dev/null
}

# The runners call GNU `timeout`, which macOS lacks: there, put coreutils' gtimeout on PATH
# under that name (installing coreutils with Homebrew when needed).
if [ "$KBL_OS" = Darwin ] && ! command -v timeout >/dev/null 2>&1; then
  if ! command -v gtimeout >/dev/null 2>&1; then
    echo "lib.sh: installing coreutils (for timeout)…"
    os_install coreutils || true
  fi
  if command -v gtimeout >/dev/null 2>&1; then
    mkdir -p "$KBL_CACHE/bin"
    ln -sf "$(command -v gtimeout)" "$KBL_CACHE/bin/timeout"
    PATH="$KBL_CACHE/bin:$PATH"
    export PATH
  fi
fi

# use_kb_lsp SUITE: exports KB_LSP as an absolute path to the binary under test; builds
# the release binary users install (`make release`, the flags of `make install`, which the
# packaging tests run anyway) when KB_LSP is not set. Exits with status 2 when there is none.
# Not the debug build: a lint inside this repository reads its ~600 Swift files as a
# project's code (code.md), 20 times slower in a debug build, and the suites run it
# thousands of times.
use_kb_lsp() {
  if [ -z "${KB_LSP:-}" ]; then
    make release </dev/null >/dev/null || exit 2
    KB_LSP="$PWD/.build/release/kb-lsp"
  fi
  KB_LSP="$(cd "$(dirname "$KB_LSP")" && pwd)/$(basename "$KB_LSP")"
  [ -x "$KB_LSP" ] || { echo "$1: no kb-lsp binary at $KB_LSP" >&2; exit 2; }
  export KB_LSP
}

# results_pass FILE MIN: whether an editor suite's results (one "ok ..." or "not ok ..."
# line per check, then "done") ran to the end, with no failure and at least MIN checks.
results_pass() {
  [ -f "$1" ] && [ "$(tail -n 1 "$1")" = done ] && ! grep -q '^not ok' "$1" \
    && [ "$(grep -c '^ok' "$1")" -ge "$2" ]
}
