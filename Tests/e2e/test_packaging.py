"""Packaging: the Homebrew formula, the CI workflow, `make install`/`make uninstall`, and
the Linux release binary that needs no Swift toolchain.

- Formula/kb-lsp.rb passes `ruby -c`; loaded the way Homebrew loads formulae (module_eval
  of its text under its path) with a stand-in for Homebrew's Formula class, it builds this
  clone's checked-out branch with `make install` and depends on json-c; the copy that
  docs/install.md writes into another tap names this clone; its `test do` block passes
  against a real `make install` and fails against an empty prefix.
- .github/workflows/ci.yml has an ubuntu and a macos job whose run steps are exactly the
  commands of the README's first ```sh block.
- `make install PREFIX=…` (a real run: it builds the release binary) installs the binary,
  the docs and the Vim and Neovim files at the paths docs/install.md gives, where Vim and
  Neovim find them; `make uninstall` removes them and nothing else, and the folders
  `make install` made (listed in share/doc/kb-lsp/installed-folders.txt), not those that
  were there before.
- On Linux the installed binary loads no Swift library (ldd) and lints examples/ as the
  debug binary does with a bare environment (env -i) and with the toolchain's libraries
  hidden under an empty tmpfs (unshare --mount; skipped where that is not permitted).
- The libraries the installed binary loads (readelf -d on Linux, otool -L on macOS) are
  those docs/install.md's table names, and the README names those beyond the C library.

Ruby and Vim are installed through Tests/lib.sh when missing.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from rawlsp import debug_path, server_path

REPO = Path(__file__).resolve().parents[2]
FORMULA = REPO / "Formula" / "kb-lsp.rb"
WORKFLOW = REPO / ".github" / "workflows" / "ci.yml"
INSTALL_DOC = REPO / "docs" / "install.md"
LINUX = sys.platform.startswith("linux")
# The build inside `make install` is the long part: about a minute from nothing on two cores.
MAKE_TIMEOUT = 480
TIMEOUT = 60
# Libraries of the Swift toolchain that a binary built without --static-swift-stdlib loads.
SWIFT_LIBRARY = re.compile(r"\blib(swift\w*|Foundation\w*|dispatch|BlocksRuntime)\.so")


# -- helpers ----------------------------------------------------------------------------------

def run(command: list[str], **options) -> subprocess.CompletedProcess:
    options.setdefault("cwd", REPO)
    options.setdefault("timeout", TIMEOUT)
    return subprocess.run(command, stdin=subprocess.DEVNULL, capture_output=True, text=True, **options)


def lib_install(*names: str) -> subprocess.CompletedProcess:
    """Installs system packages (Debian names) with Tests/lib.sh's os_install."""
    return run(["bash", "-c", '. Tests/lib.sh && os_install "$@"', "lib.sh", *names], timeout=600)


def make(*arguments: str, timeout: int = MAKE_TIMEOUT) -> subprocess.CompletedProcess:
    """`make ARGUMENTS` in the repository, without what an outer make or the environment
    would pass down (this suite usually runs under `make test`)."""
    env = {key: value for key, value in os.environ.items()
           if key not in {"MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES", "PREFIX", "DESTDIR",
                          "SWIFT_BUILD_FLAGS"}}
    return run(["make", *arguments], env=env, timeout=timeout)


def output_of(result: subprocess.CompletedProcess) -> str:
    return f"exit status {result.returncode}\n--- stdout\n{result.stdout[-4000:]}\n--- stderr\n{result.stderr[-4000:]}"


def checked_out_branch() -> str:
    """The branch of this clone (as the formula reads it), "main" when there is none."""
    try:
        head = (REPO / ".git" / "HEAD").read_text()
    except OSError:
        return "main"
    match = re.match(r"ref: refs/heads/(\S+)", head)
    return match.group(1) if match else "main"


def editor_sources() -> dict[str, Path]:
    """What `make install` puts under PREFIX (relative paths) and where each comes from."""
    files: dict[str, Path] = {"bin/kb-lsp": REPO / ".build" / "release" / "kb-lsp"}
    docs = [REPO / "docs" / "diagnostics.md", REPO / "docs" / "language.md", REPO / "LICENSE"]
    for doc in docs:
        if doc.is_file():
            files[f"share/doc/kb-lsp/{doc.name}"] = doc

    def package(folder: str) -> list[Path]:
        root = REPO / "editors" / folder
        return sorted(path for path in root.rglob("*") if path.is_file()
                      and not path.name.startswith(".") and not path.name.startswith("README"))

    for source in package("vim"):
        relative = source.relative_to(REPO / "editors" / "vim").as_posix()
        files[f"share/vim/vimfiles/{relative}"] = source
        files[f"share/nvim/site/{relative}"] = source  # Neovim needs the Vim package too
    for source in package("nvim"):  # Neovim's own files win where a name is shared
        files[f"share/nvim/site/{source.relative_to(REPO / 'editors' / 'nvim').as_posix()}"] = source
    return files


# Where `make install` lists the folders it made, for `make uninstall`.
FOLDERS_LIST = "share/doc/kb-lsp/installed-folders.txt"


def folders_under(root: Path) -> set[str]:
    return {path.relative_to(root).as_posix() for path in root.rglob("*") if path.is_dir() and not path.is_symlink()}


def files_under(root: Path) -> set[str]:
    return {path.relative_to(root).as_posix() for path in root.rglob("*") if path.is_file() or path.is_symlink()}


@pytest.fixture(scope="module")
def ruby() -> str:
    path = shutil.which("ruby")
    if path is None:
        installed = lib_install("ruby")
        path = shutil.which("ruby")
        if path is None:
            pytest.fail("ruby is missing and Tests/lib.sh could not install it:\n" + output_of(installed))
    return path


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """A real `make install` into a fresh prefix (it builds the release binary)."""
    prefix = tmp_path_factory.mktemp("prefix").resolve()
    result = make("install", f"PREFIX={prefix}")
    assert result.returncode == 0, "make install failed:\n" + output_of(result)
    return prefix


# -- (a) the Homebrew formula -------------------------------------------------------------------

# Loads a formula the way Homebrew's Formulary does (module_eval of the file's text under its
# path) with a stand-in Formula class that records the DSL. Mode "install" runs `install` with
# a `system` that records the commands; mode "test" runs the `test do` block against PREFIX.
# Prints JSON; exits non-zero when the test block fails. Ruby 2.6 (macOS's) and later.
FORMULA_LOADER = r'''
require "json"
require "open3"
require "pathname"
require "tmpdir"

class Formula
  class << self
    def dsl
      @dsl ||= []
    end

    attr_reader :test_block

    def test(&block)
      @test_block = block
    end

    %i[desc homepage license head url sha256 version depends_on uses_from_macos].each do |name|
      define_method(name) { |*args| dsl << [name.to_s, args] }
    end
  end

  attr_reader :commands, :prefix

  def initialize(prefix)
    @prefix = Pathname(prefix)
    @commands = []
  end

  def bin; prefix/"bin"; end
  def share; prefix/"share"; end
  def doc; share/"doc/kb-lsp"; end

  def testpath
    @testpath ||= Pathname(Dir.mktmpdir)
  end

  def system(*args)
    @commands << args.map(&:to_s)
    true
  end

  def shell_output(command, result = 0)
    out, status = Open3.capture2(command)
    raise "#{command}: exit status #{status.exitstatus}, not #{result}\n#{out}" unless status.exitstatus == result
    out
  end

  def assert_match(expected, actual)
    found = expected.is_a?(Regexp) ? expected.match(actual) : actual.include?(expected)
    raise "#{expected.inspect} not found in #{actual.inspect}" unless found
  end

  def assert_equal(expected, actual)
    raise "expected #{expected.inspect}, got #{actual.inspect}" unless expected == actual
  end

  def assert_path_exists(path)
    raise "#{path} does not exist" unless File.exist?(path)
  end
end

def plain(value)
  case value
  when Symbol then ":#{value}"
  when Hash then value.map { |k, v| [k.to_s, plain(v)] }.to_h
  when Array then value.map { |v| plain(v) }
  else value
  end
end

path, mode, prefix = ARGV
namespace = Module.new
namespace.module_eval(File.read(path), path)
formula_class = namespace.const_get(:KbLsp)
formula = formula_class.new(prefix)
result = { "dsl" => plain(formula_class.dsl), "source" => formula_class::SOURCE,
           "branch" => formula_class::BRANCH }
if mode == "install"
  formula.install
  result["commands"] = formula.commands
elsif mode == "test"
  formula.instance_exec(&formula_class.test_block)
  result["test"] = "passed"
end
puts JSON.generate(result)
'''


def load_formula(ruby: str, tmp_path: Path, formula: Path, mode: str, prefix: Path) -> subprocess.CompletedProcess:
    loader = tmp_path / "load_formula.rb"
    loader.write_text(FORMULA_LOADER)
    return run([ruby, str(loader), str(formula), mode, str(prefix)], cwd=tmp_path)


def dsl_calls(loaded: dict, name: str) -> list[list]:
    return [args for called, args in loaded["dsl"] if called == name]


def test_formula_is_valid_ruby(ruby: str):
    result = run([ruby, "-c", str(FORMULA)])
    assert result.returncode == 0 and "Syntax OK" in result.stdout, output_of(result)


def test_formula_builds_this_clone_with_make_install(ruby: str, tmp_path: Path):
    prefix = tmp_path / "Cellar" / "kb-lsp" / "HEAD-abc1234"
    result = load_formula(ruby, tmp_path, FORMULA, "install", prefix)
    assert result.returncode == 0, output_of(result)
    loaded = json.loads(result.stdout)
    assert loaded["source"] == str(REPO)
    assert dsl_calls(loaded, "head") == [[f"file://{REPO}", {"using": ":git", "branch": checked_out_branch()}]]
    assert dsl_calls(loaded, "url") == [], "the formula is head-only"
    depends = dsl_calls(loaded, "depends_on")
    assert ["json-c"] in depends, f"json-c must be a run-time dependency: {depends}"
    assert ["libxml2"] in dsl_calls(loaded, "uses_from_macos"), "libxml2 reads storyboards: macOS's own"
    assert [{"pkgconf": ":build"}] in depends
    assert [{"macos": ":sonoma"}] in depends
    assert loaded["commands"] == [["make", "install", f"PREFIX={prefix}", "SWIFT_BUILD_FLAGS=--disable-sandbox"]]


def test_makefile_takes_the_formulas_variables():
    """`make -n install` with the formula's arguments: the build gets --disable-sandbox and
    the copies go to PREFIX."""
    result = make("-n", "install", "PREFIX=/opt/kb-test-prefix", "SWIFT_BUILD_FLAGS=--disable-sandbox", timeout=TIMEOUT)
    assert result.returncode == 0, output_of(result)
    builds = [line for line in result.stdout.splitlines() if re.search(r"\bbuild\b.*-c release", line)]
    assert builds and all("--disable-sandbox" in line for line in builds), result.stdout
    assert '"/opt/kb-test-prefix/bin/kb-lsp"' in result.stdout
    assert ("--static-swift-stdlib" in builds[0]) == LINUX


def test_formula_copy_from_install_doc_names_this_clone(ruby: str, tmp_path: Path):
    """The `sed` line docs/install.md gives for copying the formula into another tap."""
    blocks = re.findall(r"```sh\n(.*?)```", INSTALL_DOC.read_text(), re.S)
    tap_block = next((block for block in blocks if "brew tap-new" in block), None)
    assert tap_block is not None, "docs/install.md shows no `brew tap-new` block"
    sed = [line for line in tap_block.splitlines() if line.startswith("sed ")]
    assert len(sed) == 1, tap_block
    source_lines = [line for line in FORMULA.read_text().splitlines() if line.startswith("  SOURCE = ")]
    assert len(source_lines) == 1, "the formula must name its clone on one `  SOURCE = ` line"

    tap = tmp_path / "tap"
    (tap / "Formula").mkdir(parents=True)
    result = run(["bash", "-euc", f'tap="$1"\n{sed[0]}', "bash", str(tap)], env=dict(os.environ, PWD=str(REPO)))
    assert result.returncode == 0, output_of(result)
    copy = tap / "Formula" / "kb-lsp.rb"
    original, copied = FORMULA.read_text().splitlines(), copy.read_text().splitlines()
    changed = [(a, b) for a, b in zip(original, copied) if a != b]
    assert len(original) == len(copied) and len(changed) == 1 and changed[0][0] == source_lines[0], changed

    loaded = load_formula(ruby, tmp_path, copy, "install", tmp_path / "prefix")
    assert loaded.returncode == 0, output_of(loaded)
    assert json.loads(loaded.stdout)["source"] == str(REPO)
    assert dsl_calls(json.loads(loaded.stdout), "head")[0][0] == f"file://{REPO}"


def test_formula_test_block_passes_on_an_installed_prefix(ruby: str, installed: Path, tmp_path: Path):
    result = load_formula(ruby, tmp_path, FORMULA, "test", installed)
    assert result.returncode == 0, output_of(result)
    assert json.loads(result.stdout)["test"] == "passed"


def test_formula_test_block_fails_without_kb_lsp(ruby: str, tmp_path: Path):
    empty = tmp_path / "empty-prefix"
    (empty / "bin").mkdir(parents=True)
    result = load_formula(ruby, tmp_path, FORMULA, "test", empty)
    assert result.returncode != 0, "the formula's test passed with no kb-lsp installed"


# -- (b) the CI workflow ------------------------------------------------------------------------

def readme_commands() -> list[str]:
    """The commands of the README's first ```sh block, comments dropped."""
    block = re.search(r"```sh\n(.*?)```", (REPO / "README.md").read_text(), re.S)
    assert block, "README.md has no ```sh block"
    return [line.split("#", 1)[0].strip() for line in block.group(1).splitlines() if line.split("#", 1)[0].strip()]


def matrix_runs(job: dict) -> list[dict]:
    """The job once per matrix entry, with ${{ matrix.X }} filled in (only `include`
    entries and plain lists of values are expanded)."""
    matrix = (job.get("strategy") or {}).get("matrix") or {}
    entries = list(matrix.get("include") or [])
    axes = {key: values for key, values in matrix.items() if key not in {"include", "exclude"}}
    for key, values in axes.items():
        entries = [dict(entry, **{key: value}) for entry in (entries or [{}]) for value in values]
    entries = entries or [{}]

    def fill(value, entry):
        if isinstance(value, str):
            return re.sub(r"\$\{\{\s*matrix\.([\w-]+)\s*\}\}", lambda m: str(entry.get(m.group(1), "")), value)
        if isinstance(value, dict):
            return {key: fill(item, entry) for key, item in value.items()}
        if isinstance(value, list):
            return [fill(item, entry) for item in value]
        return value

    return [fill({key: value for key, value in job.items() if key != "strategy"}, entry) for entry in entries]


def test_readme_commands_are_make_and_make_test():
    assert readme_commands() == ["make", "make test"]


def test_workflow_runs_the_readme_commands_on_ubuntu_and_macos():
    workflow = yaml.safe_load(WORKFLOW.read_text())
    triggers = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
    assert triggers and "push" in triggers and "pull_request" in triggers, triggers
    runs = [(name, run) for name, job in workflow["jobs"].items() for run in matrix_runs(job)]
    systems = [str(run["runs-on"]) for _, run in runs]
    assert any(system.startswith("ubuntu") for system in systems), systems
    assert any(system.startswith("macos") for system in systems), systems
    for name, job in workflow["jobs"].items():
        if "matrix" in (job.get("strategy") or {}):
            assert job["strategy"].get("fail-fast") is False, f"job {name}: fail-fast must be false"
    for name, run in runs:
        steps = run["steps"]
        assert [step["run"].strip() for step in steps if "run" in step] == readme_commands(), f"job {name}"
        assert steps[0].get("uses") == "actions/checkout@v6", f"job {name}: {steps[0]}"
        if str(run["runs-on"]).startswith("ubuntu"):
            assert str(run.get("container", "")).startswith("swift:6"), f"job {name}: {run.get('container')}"
        if str(run["runs-on"]).startswith("macos"):
            assert not run.get("container"), f"job {name}: macOS runners take no container"
            xcode = re.fullmatch(r"/Applications/Xcode_(\d+)[\d.]*\.app/Contents/Developer",
                                 str((run.get("env") or {}).get("DEVELOPER_DIR", "")))
            assert xcode and int(xcode.group(1)) >= 16, f"job {name}: DEVELOPER_DIR must select Xcode 16+ (Swift 6)"


# -- (c) make install and make uninstall --------------------------------------------------------

def test_make_install_puts_the_files_at_the_documented_paths(installed: Path):
    expected = editor_sources()
    assert files_under(installed) == set(expected) | {FOLDERS_LIST}
    # Into an empty prefix, every folder is one it made.
    listed = (installed / FOLDERS_LIST).read_text().splitlines()
    assert listed == sorted(str(installed / folder) for folder in folders_under(installed))
    for relative, source in expected.items():
        target = installed / relative
        assert target.read_bytes() == source.read_bytes(), f"{relative} differs from {source}"
        mode = target.stat().st_mode & 0o777
        assert mode == (0o755 if relative == "bin/kb-lsp" else 0o644), f"{relative}: mode {oct(mode)}"
    # The binary finds its docs from its real path.
    real = Path(os.path.realpath(installed / "bin" / "kb-lsp"))
    assert (real.parent / ".." / "share" / "doc" / "kb-lsp" / "diagnostics.md").is_file()
    # docs/install.md gives these places.
    doc = INSTALL_DOC.read_text()
    for place in ["PREFIX/bin/kb-lsp", "PREFIX/share/doc/kb-lsp/", "PREFIX/share/vim/vimfiles/",
                  "PREFIX/share/nvim/site/", f"PREFIX/{FOLDERS_LIST}"]:
        assert f"`{place}`" in doc, f"docs/install.md does not name {place}"
    version = run([str(installed / "bin" / "kb-lsp"), "--version"])
    assert version.returncode == 0 and version.stdout == run([server_path(), "--version"]).stdout


def editor_environment(home: Path) -> dict[str, str]:
    """A user with no configuration of their own."""
    for name in ["config", "data", "state", "cache"]:
        (home / name).mkdir(parents=True, exist_ok=True)
    return dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
                XDG_DATA_HOME=str(home / "data"), XDG_STATE_HOME=str(home / "state"),
                XDG_CACHE_HOME=str(home / "cache"), XDG_CONFIG_DIRS=str(home / "none"))


def test_neovim_finds_the_installed_files(installed: Path, tmp_path: Path):
    nvim = shutil.which("nvim")
    if nvim is None:
        if os.environ.get("KB_E2E_REQUIRE_NVIM"):
            pytest.fail("nvim is not installed")
        pytest.skip("nvim is not installed (Tests/e2e/run.sh installs it)")
    shutil.copy(REPO / "examples" / "sign-in-shift.kbl", tmp_path / "screen.kbl")
    script = ("lua local ok = pcall(require, 'kbl'); vim.fn.writefile({vim.bo.filetype, vim.b.current_syntax or '',"
              " vim.bo.commentstring, vim.bo.indentexpr, tostring(ok),"
              " tostring(#vim.api.nvim_get_runtime_file('lsp/kbl.lua', false))}, 'result.txt')")

    def nvim_sees(data_dirs: Path) -> list[str]:
        result_file = tmp_path / "result.txt"
        result_file.unlink(missing_ok=True)
        env = dict(editor_environment(tmp_path / "home"), XDG_DATA_DIRS=str(data_dirs))
        result = run([nvim, "--headless", "-i", "NONE", "-n", "-c", script, "-c", "qa!", "screen.kbl"],
                     cwd=tmp_path, env=env)
        assert result.returncode == 0, output_of(result)
        return result_file.read_text().splitlines()

    # Neovim reads DIR/nvim/site for each DIR of XDG_DATA_DIRS: PREFIX/share here.
    assert nvim_sees(installed / "share") == ["kbl", "kbl", "# %s", "GetKblIndent(v:lnum)", "true", "1"]
    # Without the installed files none of this is there.
    assert nvim_sees(tmp_path / "nothing") != ["kbl", "kbl", "# %s", "GetKblIndent(v:lnum)", "true", "1"]


def full_vim() -> str | None:
    """A Vim with syntax and autocommands (not vim-tiny), installed when missing."""
    def found() -> str | None:
        vim = shutil.which("vim")
        if vim is None:
            return None
        version = run([vim, "--version"]).stdout
        return vim if "+syntax" in version and "+autocmd" in version else None

    if found() is None:
        lib_install("vim")
    return found()


def test_vim_finds_the_installed_files(installed: Path, tmp_path: Path):
    vim = full_vim()
    if vim is None:
        pytest.fail("no Vim with +syntax, and Tests/lib.sh could not install one")
    runtime_file = tmp_path / "vimruntime.txt"
    run([vim, "-es", "-u", "NONE", "-i", "NONE", "-c", f"call writefile([$VIMRUNTIME], '{runtime_file}')", "-c", "qa!"])
    runtime = runtime_file.read_text().strip()
    assert Path(runtime, "syntax", "syntax.vim").is_file(), f"no Vim runtime at {runtime!r}"
    shutil.copy(REPO / "examples" / "sign-in-shift.kbl", tmp_path / "screen.kbl")
    (tmp_path / "vimrc").write_text("filetype plugin indent on\nsyntax on\n")
    probe = ("call writefile([&filetype, get(b:, 'current_syntax', ''), &commentstring, &indentexpr,"
             " exists('g:loaded_kbl_lsp')], 'result.txt')")

    def vim_sees(vim_dir: Path) -> list[str]:
        result_file = tmp_path / "result.txt"
        result_file.unlink(missing_ok=True)
        # A Vim installed in PREFIX has $VIM = PREFIX/share/vim and reads $VIM/vimfiles.
        env = dict(editor_environment(tmp_path / "home"), VIM=str(vim_dir), VIMRUNTIME=runtime)
        run([vim, "-N", "-u", str(tmp_path / "vimrc"), "-i", "NONE", "-n", "-X", "-es", "-c", probe, "-c", "qa!",
             "screen.kbl"], cwd=tmp_path, env=env)
        return result_file.read_text().splitlines() if result_file.exists() else []

    assert vim_sees(installed / "share" / "vim") == ["kbl", "kbl", "# %s", "GetKblIndent(v:lnum)", "1"]
    assert vim_sees(tmp_path / "nothing") != ["kbl", "kbl", "# %s", "GetKblIndent(v:lnum)", "1"]


def test_make_uninstall_removes_what_install_put_and_nothing_else(installed: Path, tmp_path: Path):
    prefix = tmp_path / "prefix"
    foreign = ["bin/other-tool", "share/doc/other/README", "share/vim/vimfiles/syntax/other.vim",
               "share/nvim/site/plugin/other.lua", "share/nvim/site/lua/other.lua"]
    for relative in foreign:
        (prefix / relative).parent.mkdir(parents=True, exist_ok=True)
        (prefix / relative).write_text("not kb-lsp's\n")
    result = make("install", f"PREFIX={prefix}")
    assert result.returncode == 0, output_of(result)
    assert files_under(prefix) == set(editor_sources()) | set(foreign) | {FOLDERS_LIST}
    result = make("uninstall", f"PREFIX={prefix}", timeout=TIMEOUT)
    assert result.returncode == 0, output_of(result)
    assert files_under(prefix) == set(foreign)
    assert all((prefix / relative).read_text() == "not kb-lsp's\n" for relative in foreign)
    # The folders that held only kb-lsp's files are gone; the shared ones stay.
    for gone in ["share/doc/kb-lsp", "share/vim/vimfiles/ale_linters", "share/nvim/site/lsp",
                 "share/vim/vimfiles/ftdetect", "share/nvim/site/ftplugin"]:
        assert not (prefix / gone).exists(), f"{gone} is left behind"
    assert (prefix / "share/nvim/site/lua").is_dir()


def test_make_uninstall_removes_the_folders_install_made_and_only_those(installed: Path, tmp_path: Path):
    # A prefix that did not exist, below a folder that did not either: all of it goes.
    fresh = tmp_path / "fresh" / "prefix"
    for _ in range(2):  # installed again over itself (an upgrade), it still knows what it made
        result = make("install-files", f"PREFIX={fresh}", timeout=TIMEOUT)
        assert result.returncode == 0, output_of(result)
    result = make("uninstall", f"PREFIX={fresh}", timeout=TIMEOUT)
    assert result.returncode == 0, output_of(result)
    assert not (tmp_path / "fresh").exists(), f"left behind: {sorted(folders_under(tmp_path / 'fresh'))}"
    # A prefix with folders of its own, empty ones included: they stay, the rest goes.
    prefix = tmp_path / "prefix with a space"
    own = {"bin", "share", "share/vim", "share/vim/vimfiles", "share/vim/vimfiles/ftdetect"}
    for folder in own:
        (prefix / folder).mkdir(parents=True, exist_ok=True)
    result = make("install-files", f"PREFIX={prefix}", timeout=TIMEOUT)
    assert result.returncode == 0, output_of(result)
    listed = set((prefix / FOLDERS_LIST).read_text().splitlines())
    assert listed == {str(prefix / folder) for folder in folders_under(prefix) - own}
    result = make("uninstall", f"PREFIX={prefix}", timeout=TIMEOUT)
    assert result.returncode == 0, output_of(result)
    assert files_under(prefix) == set() and folders_under(prefix) == own


def test_destdir_stages_the_install_under_prefix(installed: Path, tmp_path: Path):
    stage = tmp_path / "stage"
    result = make("install-files", "PREFIX=/usr/local", f"DESTDIR={stage}", timeout=TIMEOUT)
    assert result.returncode == 0, output_of(result)
    assert files_under(stage) == {f"usr/local/{relative}" for relative in [*editor_sources(), FOLDERS_LIST]}
    # Staged, the folders are the package's: none is listed as made, none of the stage's
    # paths would mean anything on the machine the package is installed on.
    assert (stage / "usr" / "local" / FOLDERS_LIST).read_text() == ""
    result = make("uninstall", "PREFIX=/usr/local", f"DESTDIR={stage}", timeout=TIMEOUT)
    assert result.returncode == 0, output_of(result)
    assert files_under(stage) == set()


# -- (d) the Linux binary needs no Swift toolchain -----------------------------------------------

linux_only = pytest.mark.skipif(not LINUX, reason="the static Swift runtime is a Linux build (macOS has the runtime built in)")


def ldd(binary: Path | str) -> str:
    result = run(["ldd", str(binary)])
    assert result.returncode == 0, output_of(result)
    return result.stdout


def lint_examples(command: list[str]) -> tuple[int, str]:
    result = run([*command, "lint", "examples"])
    return result.returncode, result.stdout


@linux_only
def test_installed_linux_binary_loads_no_swift_library(installed: Path):
    libraries = ldd(installed / "bin" / "kb-lsp")
    assert not SWIFT_LIBRARY.search(libraries), "the installed kb-lsp loads Swift libraries:\n" + libraries
    assert "libjson-c" in libraries, libraries
    assert "not found" not in libraries, libraries


@linux_only
def test_installed_linux_binary_runs_in_a_bare_environment(installed: Path):
    expected = lint_examples([server_path()])
    assert expected[0] == 1 and "examples/" in expected[1], "the debug binary should find the examples' errors"
    # env -i: no LD_LIBRARY_PATH, nothing from this environment.
    bare = lint_examples(["env", "-i", "PATH=/usr/bin:/bin", str(installed / "bin" / "kb-lsp")])
    assert bare == expected


def toolchain_library_dir() -> Path | None:
    """The folder of the toolchain's libswiftCore.so: where the debug binary loads it from,
    else the toolchain's runtime resource folder."""
    match = re.search(r"libswiftCore\.so => (\S+)", ldd(debug_path()))
    if match:
        return Path(match.group(1)).parent
    swiftc = shutil.which("swiftc")
    if swiftc:
        info = run([swiftc, "-print-target-info"])
        if info.returncode == 0:
            linux = Path(json.loads(info.stdout)["paths"]["runtimeResourcePath"]) / "linux"
            if (linux / "libswiftCore.so").exists():
                return linux
    return None


def hidden_toolchain_run(library_dir: Path, binary: str) -> subprocess.CompletedProcess:
    """BINARY lint examples, in a mount namespace where an empty tmpfs covers LIBRARY_DIR."""
    script = 'mount -t tmpfs -o size=64k kb-lsp-hidden "$1" && cd "$2" && exec env -i PATH=/usr/bin:/bin "$3" lint examples'
    return run(["unshare", "--mount", "--propagation", "private", "sh", "-c", script, "sh",
                str(library_dir), str(REPO), binary])


@linux_only
def test_installed_linux_binary_runs_with_the_toolchain_libraries_hidden(installed: Path):
    library_dir = toolchain_library_dir()
    if library_dir is None:
        pytest.skip("no Swift toolchain library folder found to hide (neither the debug binary nor swiftc names one)")
    if shutil.which("unshare") is None:
        pytest.skip("unshare (util-linux) is not installed")
    probe = run(["unshare", "--mount", "--propagation", "private", "true"])
    if probe.returncode != 0:
        pytest.skip(f"unshare --mount is not permitted here (needs CAP_SYS_ADMIN): {probe.stderr.strip()}")
    expected = lint_examples([server_path()])
    # The debug binary cannot start there: the libraries really are out of reach.
    hidden_debug = hidden_toolchain_run(library_dir, debug_path())
    assert hidden_debug.returncode != 0 and "libswift" in hidden_debug.stderr, output_of(hidden_debug)
    hidden = hidden_toolchain_run(library_dir, str(installed / "bin" / "kb-lsp"))
    assert (hidden.returncode, hidden.stdout) == expected, output_of(hidden)


# -- (e) what the binary loads, as docs/install.md and the README say -------------------------

C_LIBRARY_ROW = "the C library"


def documented_libraries() -> dict[str, list[tuple[str, str]]]:
    """System -> (library, what it is) of docs/install.md's table under <!-- libraries -->;
    macOS's own libraries are one entry, "system"."""
    text = INSTALL_DOC.read_text(encoding="utf-8")
    assert "<!-- libraries -->\n" in text, "docs/install.md has no <!-- libraries --> table"
    table = text.split("<!-- libraries -->\n", 1)[1].split("\n\n", 1)[0].splitlines()[2:]
    found: dict[str, list[tuple[str, str]]] = {}
    for row in table:
        system, libraries, what = [cell.strip() for cell in row.strip("|").split("|")]
        names = re.findall(r"`([^`]+)`", libraries) or (["system"] if libraries == "the system's" else [])
        assert names, f"docs/install.md: a row of the libraries table names none: {row}"
        found.setdefault(system, []).extend((name, what) for name in names)
    return found


def loaded_libraries(binary: Path) -> list[str] | None:
    """The shared libraries BINARY names (readelf -d's NEEDED on Linux, otool -L on macOS),
    each as its name without versions and suffix (libjson-c, ld-linux-x86-64); on macOS the
    system's own (under /usr/lib or /System) as "system". None when the tool is missing."""
    if LINUX:
        if shutil.which("readelf") is None:
            return None
        result = run(["readelf", "-d", str(binary)])
        assert result.returncode == 0, output_of(result)
        return [re.match(r"(.+?)\.so", name).group(1)
                for name in re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", result.stdout)]
    if shutil.which("otool") is None:
        return None
    result = run(["otool", "-L", str(binary)])
    assert result.returncode == 0, output_of(result)
    paths = [line.split(" (", 1)[0].strip() for line in result.stdout.splitlines()[1:] if line.strip()]
    return ["system" if path.startswith(("/usr/lib/", "/System/")) else Path(path).name.split(".", 1)[0]
            for path in paths]


def test_the_docs_name_what_the_binary_loads(installed: Path):
    loaded = loaded_libraries(installed / "bin" / "kb-lsp")
    if loaded is None:
        pytest.skip("neither readelf (binutils) nor otool is installed")
    documented = documented_libraries()["Linux" if LINUX else "macOS"]
    names = [name for name, _ in documented]

    def documents(name: str, library: str) -> bool:  # ld-linux names ld-linux-x86-64, ld-linux-aarch64
        return library == name or library.startswith(name + "-")

    undocumented = sorted({library for library in loaded if not any(documents(name, library) for name in names)})
    assert not undocumented, f"docs/install.md does not name {undocumented}; the binary loads {loaded}"
    unloaded = [name for name in names if not any(documents(name, library) for library in loaded)]
    assert not unloaded, f"docs/install.md names {unloaded}, which the binary does not load ({loaded})"
    # The README names every library beyond the C library and the system's, on either system.
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    ci = " ".join(readme.split("\n## Use in CI\n", 1)[1].split("\n### ", 1)[0].split())
    for system, rows in documented_libraries().items():
        for name, what in rows:
            if name != "system" and C_LIBRARY_ROW not in what:
                assert name.removeprefix("lib") in ci, f"README.md's Use in CI does not name {name} ({system})"


# -- (f) what `make` prints, as the README says -------------------------------------------------

def test_make_succeeds_and_ends_as_the_readme_says(installed: Path):
    result = make()
    assert result.returncode == 0, output_of(result)
    last_lines = result.stdout.rstrip("\n").splitlines()[-2:]
    summary = run([server_path(), "lint", "examples"]).stdout.rstrip("\n").splitlines()[-1]
    assert last_lines[0] == summary, output_of(result)
    assert re.fullmatch(r"[1-9]\d* errors? and [1-9]\d* warnings? in \d+ files", summary), summary
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    after = re.sub(r"\s+", " ", readme.split("```", 2)[2].split("\n\n", 2)[1])  # the paragraph after the block
    assert f"`{summary}`" in after, f"README.md does not say that `make` ends with {summary!r}: {after}"
    assert last_lines[1] in after.replace("`", ""), f"README.md does not quote make's last line {last_lines[1]!r}"
    assert "on purpose" in after and "exit status 0" in after, after
