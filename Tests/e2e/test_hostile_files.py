"""Issue 20's hostile files, trees and streams, through the binary: what a probe broke."""

from __future__ import annotations

import json
import os
import re
import resource
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kbcli import REPO, kb, lint
from rawlsp import RawServer, server_path
from rawlsp import encode as encode_message

SPEC = "screen S {\n  field f top 400 height 44\n}\n"

# Numbers a spec could never write: beyond Int (the iOS version crashed converting) or
# near Double's limit (a device size gave an infinite picture).
HUGE_SETTINGS = [
    ('{"ios": 1e19}', "ios"),
    ('{"ios": 9223372036854775807}', "ios"),
    ('{"ios": 1e300}', "ios"),
    ('{"padding": 1.7e308}', "padding"),
    ('{"device": "big", "devices": {"big": {"size": [1.7e308, 100]}}}', "devices.big.size[0]"),
    ('{"devices": {"p": {"size": [320, 568], "keyboard": [1e300, 0]}}}', "devices.p.keyboard[0]"),
]


@pytest.mark.parametrize("settings, key", HUGE_SETTINGS)
def test_a_number_out_of_range_in_the_configuration_is_an_error_not_a_crash(tmp_path: Path, settings: str, key: str):
    (tmp_path / ".kblint.json").write_text(settings)
    (tmp_path / "a.kbl").write_text(SPEC)
    for command in (("lint", "."), ("render", "a.kbl")):
        proc = kb(*command, cwd=tmp_path)
        assert proc.returncode == 2, (command, proc.returncode, proc.stderr[-2000:])
        assert proc.stderr.count("\n") == 1, proc.stderr
        assert f"bad configuration: {tmp_path / '.kblint.json'}: key '{key}': " in proc.stderr, proc.stderr
        assert "out of range" in proc.stderr and "inf" not in proc.stdout


def test_a_number_out_of_range_in_the_configuration_is_one_message_in_the_editor(tmp_path: Path):
    (tmp_path / ".kblint.json").write_text('{"ios": 1e19}')
    server = RawServer()
    try:
        server.initialize()
        uri = (tmp_path / "a.kbl").as_uri()
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "kbl", "version": 1, "text": SPEC}})
        before: list = []
        published = server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics", skipped=before)
        assert [d["code"] for d in published["params"]["diagnostics"]] == ["KB001", "KB001", "KB006"]
        shown = [m for m in before if m.get("method") == "window/showMessage"]
        assert len(shown) == 1 and "key 'ios'" in shown[0]["params"]["message"], shown
        # Still serving.
        assert server.request("shutdown")["result"] is None
    finally:
        server.kill()


def test_lint_still_accepts_the_largest_number_of_a_spec(tmp_path: Path):
    (tmp_path / ".kblint.json").write_text('{"ios": 1000000, "padding": 1000000}')
    (tmp_path / "a.kbl").write_text(SPEC)
    proc = lint(".", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr


# -- format rewrites a file whole or not at all ---------------------------------------------

def _file_size_limit(limit: int):
    """For preexec_fn: writes past `limit` bytes fail (EFBIG), as on a disk that is full."""
    def apply() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    return apply


def test_format_on_a_full_disk_leaves_the_file_whole(tmp_path: Path):
    # Formatting indents every line: the result is larger than the file, and the disk has
    # room for the file only. It was emptied first and left cut mid-line.
    spec = "screen S {\n" + "".join(f"field f{i} top {i} height 44\n" for i in range(2000)) + "}\n"
    path = tmp_path / "a.kbl"
    path.write_text(spec)
    path.chmod(0o640)
    proc = subprocess.run([server_path(), "format", "a.kbl"], cwd=tmp_path, capture_output=True, text=True,
                          preexec_fn=_file_size_limit(len(spec) + 100), timeout=30)
    assert proc.returncode == 2, proc
    assert proc.stderr == "kb-lsp: error: cannot write 'a.kbl': File too large\n"
    assert path.read_text() == spec
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.kbl"]
    # With room, it is rewritten, its mode kept.
    proc = kb("format", "a.kbl", cwd=tmp_path)
    assert (proc.returncode, proc.stdout) == (0, "reformatted a.kbl\n"), proc.stderr
    assert path.read_text().startswith("screen S {\n  field f0 top 0 height 44\n")
    assert path.stat().st_mode & 0o7777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.kbl"]


# The files the commands write as outputs: a report, a baseline, a picture. Each is
# written beside and renamed into place when complete, so a full disk leaves the old one.
OUTPUTS = [
    ("lint", "--format", "sarif", "--output-file", "out", "."),
    ("lint", "--write-baseline", "out", "."),
    ("render", "-o", "out", "a.kbl"),
]


@pytest.mark.parametrize("command", OUTPUTS, ids=["lint --output-file", "lint --write-baseline", "render -o"])
def test_an_output_on_a_full_disk_leaves_the_old_file_whole(tmp_path: Path, command: tuple[str, ...]):
    spec = "screen S {\n" + "".join(f"  field f{i} top {i * 50} height 44\n" for i in range(300)) + "}\n"
    (tmp_path / "a.kbl").write_text(spec)
    out = tmp_path / "out"
    out.write_text("the old output\n")
    out.chmod(0o640)
    # Room for the spec's folder as it is, not for the output: it was emptied and left cut.
    proc = subprocess.run([server_path(), *command], cwd=tmp_path, capture_output=True, text=True,
                          preexec_fn=_file_size_limit(4096), timeout=60)
    assert proc.returncode == 2, proc
    assert "kb-lsp: error: cannot write 'out': File too large\n" in proc.stderr, proc.stderr
    assert out.read_text() == "the old output\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.kbl", "out"]
    # With room, it is replaced whole, its mode kept.
    proc = kb(*command, cwd=tmp_path)
    assert proc.returncode in (0, 1), proc.stderr
    assert out.read_text() != "the old output\n" and out.stat().st_size > 4096
    assert out.stat().st_mode & 0o7777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.kbl", "out"]


def _lint_stopped_mid_report(folder: Path, **options) -> subprocess.Popen:
    """`lint --output-file out .` over specs with more findings than a pipe holds, its
    standard output a pipe nobody reads: it stops on a write there, with the report's
    temporary file open beside `out`, until standard output is read."""
    for index in range(300):
        (folder / f"s{index:03}.kbl").write_text(f"screen S{index} {{\n  field f bottom 10 height 44\n  field g bottom 60 height 44\n}}\n")
    (folder / "out").write_text("the old output\n")
    proc = subprocess.Popen([server_path(), "lint", "--format", "sarif", "--output-file", "out", "."],
                            cwd=folder, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **options)
    deadline = time.monotonic() + 60
    while not list(folder.glob(".out.kb-lsp-*")):
        assert proc.poll() is None and time.monotonic() < deadline, "no temporary output appeared"
        time.sleep(0.005)
    return proc


def _names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if not p.name.endswith(".kbl"))


@pytest.mark.parametrize("ending", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP], ids=["SIGINT", "SIGTERM", "SIGHUP"])
def test_a_signal_in_the_middle_of_an_output_leaves_no_temporary_file(tmp_path: Path, ending: signal.Signals):
    proc = _lint_stopped_mid_report(tmp_path)
    proc.send_signal(ending)
    proc.communicate(timeout=30)
    assert proc.returncode == -ending
    assert _names(tmp_path) == ["out"]
    assert (tmp_path / "out").read_text() == "the old output\n"


def test_a_signal_the_caller_ignores_stays_ignored(tmp_path: Path):
    # A job a script starts in the background ignores SIGINT; nohup ignores SIGHUP.
    def ignore() -> None:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
    proc = _lint_stopped_mid_report(tmp_path, preexec_fn=ignore)
    proc.send_signal(signal.SIGINT)
    proc.send_signal(signal.SIGHUP)
    stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 0, stderr
    assert _names(tmp_path) == ["out"]
    # The report that replaced the old one is whole: every spec's two findings.
    results = json.loads((tmp_path / "out").read_text())["runs"][0]["results"]
    assert len(results) == 2 * 2 * 300 and stdout.decode().endswith("in 300 files\n")


def test_outputs_that_are_not_regular_files_are_written_in_place(tmp_path: Path):
    # A rename over /dev/null (as root, in CI) would replace the device with a file.
    (tmp_path / "a.kbl").write_text(SPEC)
    before = os.stat("/dev/null")
    for command in OUTPUTS:
        proc = kb(*[("/dev/null" if part == "out" else part) for part in command], cwd=tmp_path)
        assert proc.returncode in (0, 1), (command, proc.stderr)
    after = os.stat("/dev/null")
    assert stat.S_ISCHR(after.st_mode) and after.st_rdev == before.st_rdev and after.st_ino == before.st_ino
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.kbl"]
    # A symbolic link is written through to its target, and a hard link keeps both names.
    target = tmp_path / "target.json"
    target.write_text("old\n")
    (tmp_path / "link.json").symlink_to("target.json")
    kb("lint", "--format", "json", "--output-file", "link.json", "a.kbl", cwd=tmp_path)
    assert (tmp_path / "link.json").is_symlink() and target.read_text().startswith('{"version":1')
    os.link(target, tmp_path / "other.json")
    kb("lint", "--format", "sarif", "--output-file", "target.json", "a.kbl", cwd=tmp_path)
    assert (tmp_path / "other.json").read_text() == target.read_text() and '"runs"' in target.read_text()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.kbl", "link.json", "other.json", "target.json"]


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="no /dev/full on this system")
@pytest.mark.parametrize("command", [
    ("lint", "examples/sign-in-shift.kbl"),
    ("lint", "--format", "json", "examples"),
    ("format", "-"),
    ("render", "examples/sign-in-shift.kbl"),
    ("explain",),
    ("explain", "KB001"),
])
def test_a_standard_output_that_cannot_be_written_is_exit_status_2(command: tuple[str, ...]):
    with open("/dev/full", "wb") as full:
        proc = subprocess.run([server_path(), *command], cwd=REPO, stdout=full, stderr=subprocess.PIPE,
                              input=SPEC.encode(), timeout=30)
    assert proc.returncode == 2, (command, proc.returncode, proc.stderr)
    assert proc.stderr.decode() == "kb-lsp: error: cannot write 'standard output': No space left on device\n"


# -- file names cannot drive the terminal or the CI log ---------------------------------------

INJECTION = "x\n::error file=evil.kbl,line=1::INJECTED"
CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f]")


def _assert_printed_safely(text: str, what) -> None:
    assert not CONTROL.search(text), (what, text)
    assert not any(line.startswith("::") for line in text.splitlines()), (what, text)
    assert "INJECTED" in text, (what, text)


def test_control_characters_in_file_names_are_escaped_in_reports_and_errors(tmp_path: Path):
    names = [INJECTION + ".kbl", "esc\x1b[2J\rcr\u0085.kbl"]
    for name in names:
        (tmp_path / name).write_text('screen S {\n    field f "F" top 400 height 44\n}\n')  # to be reformatted
    (tmp_path / (INJECTION + "-broken.kbl")).symlink_to("missing")
    for form in ("text", "xcode"):
        proc = kb("lint", "--format", form, ".", cwd=tmp_path)
        assert proc.returncode == 2, proc
        _assert_printed_safely(proc.stdout, form)
        _assert_printed_safely(proc.stderr, form)
        assert "x\\u{A}::error file=evil.kbl,line=1::INJECTED.kbl:2:" in proc.stdout
        assert "esc\\u{1B}[2J\\u{D}cr\\u{85}.kbl:2:" in proc.stdout
        assert "cannot read './x\\u{A}::error file=evil.kbl,line=1::INJECTED-broken.kbl'" in proc.stderr
    # GitHub's workflow commands: the runner's own escapes (%0A, %3A, %2C) and the other
    # control characters (ESC would colour GitHub's log) printed as in the text report.
    proc = kb("lint", "--format", "github", ".", cwd=tmp_path)
    assert proc.returncode == 2, proc
    assert not CONTROL.search(proc.stdout), proc.stdout
    files = sorted(set(re.findall(r"^::warning file=(.*?),line=", proc.stdout, re.M)))
    assert files == ["esc\\u{1B}[2J%0Dcr\\u{85}.kbl", "x%0A%3A%3Aerror file=evil.kbl%2Cline=1%3A%3AINJECTED.kbl"], proc.stdout
    proc = kb("format", "--check", INJECTION + ".kbl", cwd=tmp_path)
    assert proc.stdout == "would reformat x\\u{A}::error file=evil.kbl,line=1::INJECTED.kbl\n"
    proc = kb("render", INJECTION + "-broken.kbl", cwd=tmp_path)
    assert proc.returncode == 2
    _assert_printed_safely(proc.stderr, "render")


def test_control_characters_in_a_configuration_are_escaped(tmp_path: Path):
    folder = tmp_path / INJECTION
    folder.mkdir()
    (folder / ".kblint.json").write_text('{"devices": {"\\u001b[2J\\n::error::INJECTED": {"size": [1, 2]}}}')
    (folder / "a.kbl").write_text(SPEC)
    proc = kb("lint", ".", cwd=folder)
    assert proc.returncode == 2
    _assert_printed_safely(proc.stderr, "configuration")
    assert "key 'devices.\\u{1B}[2J\\u{A}::error::INJECTED': '\\u{1B}[2J\\u{A}::error::INJECTED' is not a KBL name" in proc.stderr


# -- a file's size is checked before it is read -------------------------------------------------

LIMIT = 4 << 20
BIG = 250 << 20  # under the old whole-read cap of 256 MB: it was read whole, then refused


def _too_large(name: str, size: int) -> str:
    return (f"{name}:1:1: error: this file has {size} bytes; kb-lsp reads files of at most {LIMIT} bytes (4 MiB)"
            " and analyses nothing in a larger one [KB100]")


def _peak_memory_mb(shell_command: str, cwd: Path) -> tuple[float, subprocess.CompletedProcess]:
    """Runs the command in a fresh Python whose only child it is, and returns the
    child's peak resident memory (ru_maxrss: KiB on Linux, bytes on macOS) in MB."""
    probe = ("import resource, subprocess, sys\n"
             f"proc = subprocess.run({shell_command!r}, shell=True, capture_output=True, text=True)\n"
             "sys.stdout.write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss) + '\\n' + proc.stdout)\n"
             "sys.stderr.write(proc.stderr)\n"
             "sys.exit(proc.returncode)\n")
    proc = subprocess.run(["python3", "-c", probe], cwd=cwd, capture_output=True, text=True, timeout=120)
    peak, _, stdout = proc.stdout.partition("\n")
    scale = 1 << 20 if sys.platform == "darwin" else 1 << 10
    return int(peak) / scale, subprocess.CompletedProcess(proc.args, proc.returncode, stdout, proc.stderr)


@pytest.mark.parametrize("how", ["file", "redirected", "piped"])
def test_a_large_spec_is_refused_from_its_size_without_being_read(tmp_path: Path, how: str):
    big = tmp_path / "big.kbl"
    with open(big, "wb") as handle:  # sparse: costs no disk
        handle.truncate(BIG)
    binary = server_path()
    command, name = {
        "file": (f"'{binary}' lint big.kbl", "big.kbl"),
        "redirected": (f"'{binary}' lint - < big.kbl", "<stdin>"),
        "piped": (f"cat big.kbl | '{binary}' lint -", "<stdin>"),
    }[how]
    peak, proc = _peak_memory_mb(command, tmp_path)
    assert proc.returncode == 1, proc.stderr
    assert proc.stdout.splitlines() == [_too_large(name, BIG), "1 error and 0 warnings in 1 file"]
    # The 250 MB were never held (it held them all): what is left is the process itself.
    assert peak < 120, f"peak resident memory {peak:.0f} MB"


def test_render_and_format_of_a_large_spec_say_it_is_too_large(tmp_path: Path):
    big = tmp_path / "big.kbl"
    line = b'screen S {\n  field f "F" top 1 height 44\n}\n'
    big.write_bytes(line * (5 * (1 << 20) // len(line)))
    size = big.stat().st_size
    proc = kb("render", "big.kbl", cwd=tmp_path)
    assert (proc.returncode, proc.stdout) == (1, "")
    assert proc.stderr == _too_large("big.kbl", size) + "\n"  # it said "declares no screen to draw"
    proc = kb("format", "big.kbl", cwd=tmp_path)
    assert proc.returncode == 2
    assert proc.stderr == ("kb-lsp: error: " + _too_large("big.kbl", size).replace(" error:", "")
                           + "; not formatted\n")
    assert big.stat().st_size == size


@pytest.mark.parametrize("command", ["lint", "format"])
def test_standard_input_can_be_named_only_once(command: str):
    # `lint - -` read standard input twice: the second was empty and linted as a file.
    proc = kb(command, "-", "-", input=SPEC)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.startswith("kb-lsp: error: '-' (standard input) can be named only once\n")


# -- the preview folder -------------------------------------------------------------------------

def test_the_preview_folder_is_removed_at_the_end_of_input_too(tmp_path: Path):
    server = RawServer()
    try:
        server.initialize()
        uri = (tmp_path / "a.kbl").as_uri()
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "kbl", "version": 1, "text": SPEC}})
        answer = server.request("workspace/executeCommand", {"command": "kb-lsp.previewScreen", "arguments": [uri, "S"]})
        picture = Path(answer["result"]["uri"].removeprefix("file://"))
        assert picture.is_file()
        # No shutdown, no exit: the editor went away. The folder was left in /tmp.
        server.close_stdin()
        assert server.wait() == 0
        assert not picture.parent.exists()
    finally:
        server.kill()


# -- which .kblint.json applies -------------------------------------------------------------------

def test_the_configuration_search_stops_at_the_repository_root(tmp_path: Path):
    # Above the repository, in /tmp say, anyone may have left a .kblint.json.
    (tmp_path / ".kblint.json").write_text('{"severity": {"KB001": "off", "KB006": "off"}}')
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    (repo / "specs").mkdir()
    (repo / "specs" / "a.kbl").write_text(SPEC)
    proc = lint("--format", "json", ".", cwd=repo / "specs")
    assert proc.returncode == 0, proc.stderr
    assert [d["code"] for d in json.loads(proc.stdout)["files"][0]["diagnostics"]] == ["KB001", "KB001", "KB006"]


@pytest.mark.skipif(os.geteuid() != 0, reason="only the superuser can make a file another user's")
def test_a_configuration_planted_by_another_user_in_a_shared_folder_is_passed_over(tmp_path: Path):
    shared = tmp_path / "tmp"
    (shared / "mine").mkdir(parents=True)
    shared.chmod(0o1777)
    planted = shared / ".kblint.json"
    planted.write_text('{"severity": {"KB001": "off", "KB006": "off"}}')
    os.chown(planted, 65534, 65534)
    (shared / "mine" / "a.kbl").write_text(SPEC)
    proc = lint("--format", "json", ".", cwd=shared / "mine")
    assert proc.returncode == 0, proc.stderr
    assert len(json.loads(proc.stdout)["files"][0]["diagnostics"]) == 3
    # The same file of this user's own applies.
    os.chown(planted, os.geteuid(), os.getegid())
    proc = lint("--format", "json", ".", cwd=shared / "mine")
    assert json.loads(proc.stdout)["files"][0]["diagnostics"] == []


# -- paths go to the system as given --------------------------------------------------------------

UNFORMATTED = 'screen S {\n    field f "F" top 1 height 44\n}\n'
FORMATTED = 'screen S {\n  field f "F" top 1 height 44\n}\n'


def test_dot_dot_after_a_link_is_the_systems_not_lexical(tmp_path: Path):
    # link/../x.kbl is real/x.kbl to the system; lexically it was cwd/x.kbl, rewritten.
    (tmp_path / "real" / "sub").mkdir(parents=True)
    (tmp_path / "cwd").mkdir()
    (tmp_path / "real" / "x.kbl").write_text(UNFORMATTED)
    (tmp_path / "cwd" / "x.kbl").write_text(UNFORMATTED)
    (tmp_path / "cwd" / "link").symlink_to(tmp_path / "real" / "sub")
    proc = kb("format", "link/../x.kbl", cwd=tmp_path / "cwd")
    assert (proc.returncode, proc.stdout) == (0, "reformatted link/../x.kbl\n"), proc.stderr
    assert (tmp_path / "real" / "x.kbl").read_text() == FORMATTED
    assert (tmp_path / "cwd" / "x.kbl").read_text() == UNFORMATTED


def test_a_file_name_that_is_not_utf8_is_kept_byte_for_byte(tmp_path: Path):
    folder = os.fsencode(tmp_path)
    name = b"caf\xe9.kbl"
    spec = Path(os.fsdecode(os.path.join(folder, name)))
    try:
        spec.write_bytes(UNFORMATTED.encode())
    except OSError:
        pytest.skip("this file system takes only UTF-8 names")
    # Found in a folder, and named on the command line: both rewrite that file (it was
    # read and written as caf\uFFFD.kbl).
    proc = kb("format", ".", cwd=tmp_path)
    assert (proc.returncode, proc.stdout) == (0, "reformatted ./caf\\xE9.kbl\n"), proc.stderr
    assert os.listdir(folder) == [name]
    assert spec.read_bytes() == FORMATTED.encode()
    spec.write_bytes(UNFORMATTED.encode())
    proc = subprocess.run([os.fsencode(server_path()), b"format", name], cwd=tmp_path, capture_output=True, timeout=30)
    assert (proc.returncode, proc.stdout) == (0, b"reformatted caf\\xE9.kbl\n"), proc.stderr
    assert os.listdir(folder) == [name]
    assert spec.read_bytes() == FORMATTED.encode()
    proc = subprocess.run([os.fsencode(server_path()), b"lint", name + b"x"], cwd=tmp_path, capture_output=True, timeout=30)
    assert proc.stderr == b"kb-lsp: error: cannot read 'caf\\xE9.kblx': No such file or directory\n"


# -- standard streams ------------------------------------------------------------------------------

def test_a_server_started_with_standard_error_closed_keeps_its_log_out_of_the_protocol():
    # Descriptor 2 closed: the protocol's copy of standard output took its number, and
    # every log line went into the protocol stream.
    session = b"".join([
        encode_message({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}),
        b"Content-Length: abc\r\n\r\n",  # a framing error, which is logged
        encode_message({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}),
        encode_message({"jsonrpc": "2.0", "method": "exit"}),
    ])
    proc = subprocess.run(["sh", "-c", 'exec "$0" 2>&-', server_path()], input=session,
                          stdout=subprocess.PIPE, timeout=30)
    assert proc.returncode == 0
    stream, ids = proc.stdout, []
    while stream:  # nothing but frames
        header, separator, rest = stream.partition(b"\r\n\r\n")
        assert separator and re.fullmatch(rb"Content-Length: \d+", header), stream[:200]
        length = int(header.split(b":")[1])
        ids.append(json.loads(rest[:length]).get("id"))
        stream = rest[length:]
    assert ids == [1, 2]


def test_a_client_that_never_reads_standard_error_does_not_block_the_server():
    # Each didChange of a document not open logs its URI; 3,000 URIs of 20 KB are 60 MB
    # of log, far past a pipe's buffer, and the client never reads it.
    server = RawServer(stderr=subprocess.PIPE)
    try:
        server.initialize()
        uri = "file:///" + "u" * 20_000 + ".kbl"
        change = encode_message({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": "x"}]}})
        # A hundred at a time, each hundred answered for before the next: a server stuck
        # on its log stops answering, while one that is only slow (a debug build on a
        # loaded machine: seconds of processor time for the 60 MB) is never waited for
        # longer than a hundred messages take. (All at once, one 30 s wait for the
        # shutdown covered the whole 60 MB, and a loaded machine ran past it.)
        for _ in range(30):
            server.send_bytes(change * 100)
            assert server.request("workspace/symbol", {"query": ""}, timeout=30)["result"] == []
        assert server.request("shutdown", timeout=30)["result"] is None
        server.notify("exit")
        assert server.wait(timeout=30) == 0
        log = server.proc.stderr.read().decode()
        lines = log.splitlines()
        # Each line cut to 1,000 bytes; what the pipe could not take was dropped and counted.
        assert lines and all(len(line.encode()) <= 1_010 for line in lines), max(map(len, lines))
        assert "…" in lines[0]
    finally:
        server.kill()
        server.proc.stderr.close()


def test_a_stream_of_garbage_is_a_bounded_log():
    server = RawServer(stderr=subprocess.PIPE)
    try:
        server.initialize()
        server.send_bytes(b"Content-Length: abc\r\n\r\n" * 50_000)
        assert server.request("shutdown", timeout=30)["result"] is None
        server.notify("exit")
        assert server.wait(timeout=30) == 0
        framing = [line for line in server.proc.stderr.read().decode().splitlines() if "framing:" in line]
        assert len(framing) <= 20, len(framing)
        assert "kb-lsp: framing: further errors are counted, not logged" in framing
        assert "kb-lsp: framing: 10000 errors so far" in framing
    finally:
        server.kill()
        server.proc.stderr.close()


# -- smaller ------------------------------------------------------------------------------------------

def test_a_deep_tree_is_walked_with_one_open_directory_at_a_time(tmp_path: Path):
    # 600 levels under a limit of 200 descriptors: a handle kept open per level ran out
    # ("Too many open files") some 190 levels down.
    deepest = tmp_path.joinpath(*["d"] * 600)
    deepest.mkdir(parents=True)
    (deepest / "a.kbl").write_text(SPEC)

    def few_descriptors() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (200, 200))

    proc = subprocess.run([server_path(), "lint", "--jobs", "1", "."], cwd=tmp_path, capture_output=True, text=True,
                          preexec_fn=few_descriptors, timeout=60)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stderr == ""
    assert proc.stdout.endswith("0 errors and 3 warnings in 1 file\n"), proc.stdout[-500:]
