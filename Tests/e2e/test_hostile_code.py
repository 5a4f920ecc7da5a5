"""Hostile Swift and Objective-C in a project (issue 31): a 5 MiB source, invalid UTF-8,
binary bytes, unterminated strings and comments, 100,000 nested parentheses and braces, a
symbolic link loop, 20,000 source files. Each gets a note (`lint --verbose`) or nothing;
the lint finishes with the storyboard's findings, never a crash or a hang."""

from __future__ import annotations

import json
import os
from pathlib import Path

import ibdocs
from kbcli import kb

CONTROLLER = """import UIKit

class SignInViewController: UIViewController {
    @IBOutlet weak var passwordField: UITextField!
}
"""


def project(tmp_path: Path) -> Path:
    root = tmp_path / "app"
    (root / ".git").mkdir(parents=True)
    (root / "Main.storyboard").write_text(ibdocs.storyboard(ibdocs.sign_in().replace(
        'storyboardIdentifier="SignInViewController" ',
        'storyboardIdentifier="SignInViewController" customClass="SignInViewController" ')))
    (root / "SignInViewController.swift").write_text(CONTROLLER)
    return root


def lint(root: Path, *extra: str) -> tuple[list[str], str]:
    result = kb("lint", "--format", "json", *extra, ".", cwd=root, timeout=600)
    assert result.returncode in (0, 1), result.stderr
    assert "Fatal error" not in result.stderr and "Segmentation" not in result.stderr
    report = json.loads(result.stdout)
    return [d["code"] for f in report["files"] for d in f["diagnostics"]], result.stderr


def test_hostile_sources_get_a_note_and_the_lint_finishes(tmp_path: Path):
    root = project(tmp_path)
    # Nothing moves the password field: KB001 in both orientations, whatever the rest holds.
    assert lint(root)[0] == ["KB001", "KB001"]
    hostile = root / "Hostile"
    hostile.mkdir()
    (hostile / "Big.swift").write_text("// keyboardWillShow\n" + "let x = 1\n" * (5 * 1024 * 1024 // 10))
    (hostile / "Invalid.swift").write_bytes(b"class Bad { // keyboardWillShow \xff\xfe\xc0 }\n")
    (hostile / "Binary.swift").write_bytes(bytes(range(256)) * 64 + b"keyboardWillShow" + bytes(range(255, -1, -1)) * 64)
    (hostile / "Unterminated.swift").write_text(
        'extension SignInViewController {\n    func keyboardWillShow() {\n        let s = "never closed\n        /* nor this\n')
    (hostile / "Nested.swift").write_text(
        "extension SignInViewController {\n    @objc func keyboardWillShow(_ n: Notification) {\n        let x = "
        + "(" * 100_000 + "1" + ")" * 100_000 + "\n        " + "{" * 100_000 + "\n    }\n}\n")
    (hostile / "Nested.m").write_text(
        "@implementation SignInViewController (Deep)\n- (void)keyboardWillShow:(NSNotification *)n {\n    "
        + "[" * 100_000 + "self" + "]" * 100_000 + ";\n}\n@end\n")
    (hostile / "Strings.m").write_text('// keyboardWillShow\nNSString *s = @"open;\n/* open')
    os.symlink("..", hostile / "loop")
    codes, notes = lint(root, "--verbose")
    # The storyboard's findings are there (KB310 may say a handler stopped the reading).
    assert codes.count("KB001") == 2 and set(codes) <= {"KB001", "KB310"}
    assert "Big.swift: skipped" in notes and "Invalid.swift: skipped: not valid UTF-8" in notes
    assert "Binary.swift: skipped: not valid UTF-8" in notes
    assert "Nested.swift" in notes  # the reader's nesting limit, noted
    # Without --verbose, no note.
    assert "skipped" not in lint(root)[1]


def test_twenty_thousand_sources(tmp_path: Path):
    root = project(tmp_path)
    for folder in range(100):
        directory = root / "Generated" / f"Module{folder}"
        directory.mkdir(parents=True)
        for index in range(200):
            (directory / f"Type{index}.swift").write_text(f"struct Type{folder}x{index} {{ let value = {index} }}\n")
    assert lint(root)[0] == ["KB001", "KB001"]
