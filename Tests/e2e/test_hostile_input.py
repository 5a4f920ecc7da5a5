"""Issue 13's defects found by trying bad input, through the command line's bytes."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from kbcli import lint, server_path

TWO_SCREENS = (b'screen A {\n field f "x" top 0 height 44\n}\xf0\n}\n'
               b'screen B {\n field g "y" bottom 0 height 44\n}\n')


def test_an_invalid_byte_does_not_swallow_the_next_line():
    proc = lint("-", input=TWO_SCREENS)
    lines = proc.stdout.splitlines()
    assert lines[0] == "<stdin>:3:2: error: invalid UTF-8; KBL files must be encoded in UTF-8 [KB100]"
    # Screen B is still read and analysed.
    assert any(line.startswith("<stdin>:6:8: warning: field 'g'") for line in lines), proc.stdout


def test_a_byte_order_mark_is_accepted():
    proc = lint("-", input=b'\xef\xbb\xbfscreen s {\n  field f "F" top 1 height 44 ;\n}\n')
    assert proc.stdout.splitlines()[0] == "<stdin>:2:31: error: unexpected character ';' [KB100]"
    assert "1:1" not in proc.stdout


def test_lone_carriage_returns_end_lines():
    proc = lint("-", input=b'# old Mac line ends\rscreen s {\r  field f "F" top 1 height 44 ;\r}\r')
    assert proc.stdout.splitlines()[0] == "<stdin>:3:31: error: unexpected character ';' [KB100]"


def test_control_bytes_from_the_input_are_escaped():
    spec = b'screen s {\n  field f "F" top 1 height 44 \x1b[2J\x00\r\n}\n'
    for form in ("text", "github"):
        proc = lint("--format", form, "-", input=spec)
        assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f]", proc.stdout), (form, proc.stdout)
        assert "\\u{1B}[" in proc.stdout, proc.stdout


def deeply_nested(depth: int) -> str:
    return ("screen D {\n" + "".join(f"view v{i} {{\n" for i in range(depth))
            + 'field f "F" bottom 0 height 44\n' + "}\n" * (depth + 1))


@pytest.mark.parametrize("depth", [10_000, 100_000])
def test_deep_nesting_is_one_error_not_a_crash(depth: int):
    proc = lint("-", input=deeply_nested(depth), timeout=120)
    assert proc.returncode == 1, proc.stderr
    assert proc.stdout.splitlines() == [
        "<stdin>:101:10: error: blocks are nested more than 100 deep; kb-lsp does not read this block's contents [KB100]",
        "1 error and 0 warnings in 1 file",
    ]


def test_a_file_over_the_size_limit_is_one_clear_error(tmp_path):
    spec = tmp_path / "huge.kbl"
    line = b'screen S {\n  field f "F" top 1 height 44\n}\n'
    spec.write_bytes(line * (5 * (1 << 20) // len(line)))
    size = spec.stat().st_size
    proc = lint(str(spec))
    assert proc.returncode == 1
    assert proc.stdout.splitlines() == [
        f"{spec}:1:1: error: this file has {size} bytes; kb-lsp reads files of at most 4194304 bytes (4 MiB)"
        " and analyses nothing in a larger one [KB100]",
        "1 error and 0 warnings in 1 file",
    ]


@pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind is not installed")
def test_listing_a_directory_reads_no_byte_past_an_entry(tmp_path):
    # Short names in many entries: copying d_name as a value read past short records.
    for index in range(300):
        (tmp_path / f"s{index}.kbl").write_text("screen S {\n}\n")
    proc = subprocess.run(["valgrind", "-q", "--error-exitcode=99", "--errors-for-leak-kinds=none",
                           server_path(), "lint", "--jobs", "1", str(tmp_path)],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-4000:]
    assert "Invalid read" not in proc.stderr
