"""Helpers for tests of the `kb-lsp lint` and `kb-lsp explain` commands: running the
binary, parsing its GitHub annotations, checking its SARIF (sarif_checks.py), a terminal on
stderr."""

from __future__ import annotations

import errno
import json
import os
import pty
import re
import shutil
import subprocess
import threading
import time
from pathlib import Path
from urllib.parse import quote

import pytest

from rawlsp import server_path
from sarif_checks import assert_valid_sarif  # noqa: F401 (the tests import it from here)

REPO = Path(__file__).resolve().parents[2]
EXAMPLES_DIR = REPO / "examples"
EXAMPLES = sorted(path.name for path in EXAMPLES_DIR.glob("*.kbl"))
# The storyboards and xibs of examples/ (lint reads them beside the specs).
# In folders too: examples/checkout-app is an app with its Swift and Objective-C code.
DOCUMENT_EXAMPLES = sorted(str(path.relative_to(EXAMPLES_DIR)) for path in EXAMPLES_DIR.rglob("*")
                           if path.suffix in (".storyboard", ".xib"))

CODES = ["KB001", "KB002", "KB003", "KB004", "KB005", "KB006", "KB007",
         "KB100", "KB101", "KB102", "KB103", "KB104", "KB105", "KB106", "KB200",
         "KB300", "KB301", "KB302", "KB303", "KB310", "KB311"]
KEYBOARD_CODES = CODES[:7]
WARNING_CODES = {"KB001", "KB002", "KB003", "KB006", "KB007", "KB200", "KB301", "KB302", "KB303", "KB311"}
# KB310 is information: kb-lsp says how it checked a screen, nothing is wrong.
INFO_CODES = {"KB310"}
SARIF_LEVEL = {"error": "error", "warning": "warning", "info": "note"}
GITHUB_COMMAND = {"error": "error", "warning": "warning", "info": "notice"}
USAGE = "usage: kb-lsp lint"
TIMEOUT = 30


def kb(*args: str, cwd: Path = REPO, input: bytes | str | None = None,
       timeout: float = TIMEOUT) -> subprocess.CompletedProcess:
    """`kb-lsp ARGS`, run to completion; stdout and stderr as text."""
    if isinstance(input, str):
        input = input.encode()
    proc = subprocess.run([server_path(), *args], cwd=cwd, input=input if input is not None else b"",
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    return subprocess.CompletedProcess(proc.args, proc.returncode,
                                       proc.stdout.decode("utf-8"), proc.stderr.decode("utf-8"))


def lint(*args: str, cwd: Path = REPO, input: bytes | str | None = None,
         timeout: float = TIMEOUT) -> subprocess.CompletedProcess:
    return kb("lint", *args, cwd=cwd, input=input, timeout=timeout)


def lint_json(*args: str, cwd: Path = REPO, input: bytes | str | None = None) -> dict:
    proc = lint("--format", "json", *args, cwd=cwd, input=input)
    assert proc.returncode in (0, 1), proc.stderr
    return json.loads(proc.stdout)


def assert_same_output(actual: str | bytes, expected: str | bytes, what: str) -> None:
    """Equality of two large outputs, reported by the first difference (pytest's own
    diff of two long one-line strings can take minutes)."""
    if actual == expected:
        return
    at = next((i for i, (a, b) in enumerate(zip(actual, expected)) if a != b), min(len(actual), len(expected)))
    pytest.fail(f"{what}: outputs differ at index {at} (lengths {len(actual)} and {len(expected)}):\n"
                f"  got      {actual[max(0, at - 60):at + 60]!r}\n  expected {expected[max(0, at - 60):at + 60]!r}",
                pytrace=False)


def diagnostics_by_path(document: dict) -> dict[str, list[dict]]:
    return {file["path"]: file["diagnostics"] for file in document["files"]}


def root_uri(root: Path) -> str:
    """The `file://` URI of a directory, ending in `/` (SARIF's originalUriBaseIds)."""
    return "file://" + quote(str(root) + "/")


# -- GitHub annotations -----------------------------------------------------------------

ANNOTATION = re.compile(
    r"::(?P<command>error|warning|notice) file=(?P<file>[^,]*),line=(?P<line>\d+),col=(?P<col>\d+),"
    r"endLine=(?P<endLine>\d+),endColumn=(?P<endColumn>\d+),title=(?P<title>KB\d{3})::(?P<message>.*)")


def unescape_data(text: str) -> str:
    return text.replace("%0D", "\r").replace("%0A", "\n").replace("%25", "%")


def unescape_property(text: str) -> str:
    return unescape_data(text.replace("%3A", ":").replace("%2C", ","))


def parse_annotations(output: str) -> tuple[list[dict], str]:
    """The annotations of `--format github` output and its summary line."""
    assert output.endswith("\n"), repr(output[-80:])
    lines = output[:-1].split("\n")
    annotations = []
    for line in lines[:-1]:
        match = ANNOTATION.fullmatch(line)
        assert match, f"not a GitHub annotation: {line!r}"
        found = match.groupdict()
        found["file"] = unescape_property(found["file"])
        found["message"] = unescape_data(found["message"])
        for key in ("line", "col", "endLine", "endColumn"):
            found[key] = int(found[key])
        annotations.append(found)
    assert not lines[-1].startswith("::"), "the last line should be the summary"
    return annotations, lines[-1]


# -- generated trees ------------------------------------------------------------------

def make_tree(root: Path, count: int = 300) -> list[str]:
    """`count` copies of the examples in nested directories under `root`, plus hidden
    entries the walk must skip; returns the relative paths of the specs, in sorted order."""
    paths = []
    for i in range(count):
        if i % 3 == 0:
            relative = Path("top") / f"f{i:03d}.kbl"
        else:
            relative = Path(f"d{i % 7}") / f"n{i % 5}" / ("deep" if i % 11 == 0 else "") / f"f{i:03d}.kbl"
        target = root / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(EXAMPLES_DIR / EXAMPLES[i % len(EXAMPLES)], target)
        paths.append(relative.as_posix())
    (root / ".hidden").mkdir()
    shutil.copyfile(EXAMPLES_DIR / EXAMPLES[0], root / ".hidden" / "skipped.kbl")
    (root / "notes.txt").write_text("not a spec\n")
    return sorted(paths, key=lambda p: p.encode())


# -- a terminal on stderr --------------------------------------------------------------

def run_with_slow_stdin(args: list[str], spec: bytes, delay: float,
                        cwd: Path = REPO) -> tuple[int, bytes, bytes]:
    """Runs `kb-lsp ARGS` with stdin a pipe that stays open `delay` seconds before `spec`
    is written to it, stdout and stderr pipes. Returns the exit status, stdout and stderr.
    (With pipes, what is written does not depend on how long the run takes.)"""
    proc = subprocess.Popen([server_path(), *args], cwd=cwd, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        time.sleep(delay)
        stdout, stderr = proc.communicate(input=spec, timeout=TIMEOUT)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    return proc.returncode, stdout, stderr


class TerminalRun:
    """What `run_on_terminal` saw: the exit status, stdout when it was a pipe, the
    terminal's bytes before stdin was written (`before`) and all of them (`transcript`),
    each read with the `time.monotonic()` it arrived at (`chunks`); `started` is taken
    just before the process was started and `ended` just after its exit was seen, so the
    process was never older than `t - started` at a time `t`."""

    def __init__(self, status: int, stdout: bytes, before: bytes, chunks: list[tuple[float, bytes]],
                 started: float, ended: float):
        self.status, self.stdout, self.before, self.chunks = status, stdout, before, chunks
        self.started, self.ended = started, ended
        self.transcript = b"".join(data for _, data in chunks)


def run_on_terminal(args: list[str], spec: bytes, stdout_too: bool, write_when=None,
                    cwd: Path = REPO) -> TerminalRun:
    """Runs `kb-lsp ARGS` with stderr a terminal (a pty), stdout the same terminal
    (`stdout_too`, as in a shell) or a pipe, and stdin a pipe that stays open, without an
    end, until the terminal shows what `write_when` (a predicate on its bytes so far) asks
    for; then `spec` is written to it and it is closed. Without `write_when`, at once.

    Waits on events, not on time: stdin is written once the awaited bytes have been read
    from the terminal (the test fails if they do not come within TIMEOUT seconds), and the
    transcript is read until the terminal reports that no process has it open any more
    (EIO), so it holds every byte the process wrote, however late the kernel hands them on."""
    master, slave = pty.openpty()
    chunks: list[tuple[float, bytes]] = []
    arrived = threading.Condition()
    done = threading.Event()

    def read_terminal() -> None:
        try:
            while True:
                try:
                    data = os.read(master, 4096)
                except OSError as error:
                    if error.errno == errno.EIO:  # every descriptor of the slave side closed
                        return
                    raise
                if not data:
                    return
                with arrived:
                    chunks.append((time.monotonic(), data))
                    arrived.notify_all()
        finally:
            with arrived:
                done.set()
                arrived.notify_all()

    def shown() -> bytes:
        return b"".join(data for _, data in chunks)

    reader = threading.Thread(target=read_terminal, daemon=True)
    started = time.monotonic()
    try:
        proc = subprocess.Popen([server_path(), *args], cwd=cwd, stdin=subprocess.PIPE,
                                stdout=slave if stdout_too else subprocess.PIPE, stderr=slave)
    finally:
        # The child holds the slave side now; once it has exited, reads end with EIO.
        os.close(slave)
    reader.start()
    try:
        before = b""
        if write_when is not None:
            with arrived:
                if not arrived.wait_for(lambda: done.is_set() or write_when(shown()), timeout=TIMEOUT):
                    pytest.fail(f"the terminal did not show what was awaited within {TIMEOUT} s: {shown()!r}",
                                pytrace=False)
                before = shown()
        stdout, _ = proc.communicate(input=spec, timeout=TIMEOUT)
        ended = time.monotonic()
        reader.join(timeout=TIMEOUT)
        assert not reader.is_alive(), "the terminal was still open after the process exited"
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        reader.join(timeout=5)
        os.close(master)
    return TerminalRun(proc.returncode, stdout or b"", before, chunks, started, ended)
