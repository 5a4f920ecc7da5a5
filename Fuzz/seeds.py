#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets into Fuzz/Corpus/TARGET (committed; run
again after changing the examples or the scripted session, and commit what it writes: a
test holds the committed corpus equal to its output): the examples and small specs for
`spec`, LSP messages for `json`, framed streams for `framer` and scripted editor sessions
for `server`, Interface Builder documents for `document` (the test documents and the
examples, trimmed of what the reader skips, and unreadable or broken ones), and Swift and
Objective-C for `code` (the examples' controllers, code.md's forms, broken code). The spec and
document seeds are named without `.kbl`, `.storyboard` or `.xib`, so that `kb-lsp lint .`
and `kb-lsp format --check .` at the repository's root pass over them: several are broken
on purpose.

    python3 Fuzz/seeds.py [FOLDER]     (FOLDER instead of Fuzz/Corpus)
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "Tests" / "e2e"))

import ibdocs  # noqa: E402
from lspsession import Session, scripted_session  # noqa: E402

CORPUS = REPO / "Fuzz" / "Corpus"
# The server target's -max_len (Fuzz/run.sh): every server seed fits in it whole.
SERVER_SEED_LIMIT = 2048
# The document target's -max_len: longer documents are trimmed to fit, or left out.
DOCUMENT_SEED_LIMIT = 8192
# The code target's -max_len (Fuzz/run.sh's default).
CODE_SEED_LIMIT = 4096

# What Xcode writes and the reader does not use (comments, dependencies, colours, resources,
# the canvas), and attributes of appearance: removed, with the indentation, so that most
# test documents fit in DOCUMENT_SEED_LIMIT and the fuzzer mutates what matters.
SKIPPED_ELEMENTS = [r"<!--.*?-->", r"<dependencies>.*?</dependencies>", r"<resources>.*?</resources>",
                    r"<nil [^>]*/>", r"<color [^>]*/>", r'<point key="canvasLocation"[^>]*/>']
APPEARANCE = ["opaque", "contentMode", "userInteractionEnabled", "textAlignment", "lineBreakMode",
              "baselineAdjustment", "adjustsFontSizeToFit", "minimumFontSize", "contentHorizontalAlignment",
              "contentVerticalAlignment", "customModule", "customModuleProvider", "appearance", "colorMatched",
              "propertyAccessControl", "borderStyle", "buttonType"]


def trimmed(text: str) -> bytes:
    for pattern in SKIPPED_ELEMENTS:
        text = re.sub(pattern, "", text, flags=re.S)
    text = re.sub(r' (?:%s)="[^"]*"' % "|".join(APPEARANCE), "", text)
    lines = (line.strip() for line in text.splitlines())
    return "".join(line + "\n" for line in lines if line).encode()


def broken_sign_in(old: str, new: str) -> str:
    good = ibdocs.sign_in_storyboard()
    assert old in good, old
    return good.replace(old, new, 1)

SMALL_SPECS = {
    "empty-screen": "screen Empty {\n}\n",
    "errors": 'screen Broken {\n  field a "A" top height 44\n  view v {\n    field b below nothing 8 height 44\n}\n',
    "unicode": 'screen Ünïcode {\n  label t "日本語 — 😀" top 10 height 30\n  field f "✨" bottom 0 height 44\n}\n',
    "nested": "screen Deep {\n  view a {\n    view b {\n      scroll c {\n        field f bottom 0 height 44\n"
              "      }\n    }\n  }\n}\n",
    "devices": "device tiny {\n  size 320 480\n  keyboard 216 162\n  status-bar 20 0\n}\n"
               "screen S {\n  device tiny\n  avoid fraction assume 216 162\n  field f bottom 10 height 44\n}\n",
    "crlf": "screen Win {\r\n  field f \"F\" bottom 0 height 44\r\n}\r\n",
}


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def encode(message: dict) -> bytes:
    return json.dumps(message, ensure_ascii=False).encode()


def main(corpus: Path) -> None:
    def write(target: str, name: str, data: bytes) -> None:
        (corpus / target).mkdir(parents=True, exist_ok=True)
        (corpus / target / name).write_bytes(data)

    shutil.rmtree(corpus, ignore_errors=True)
    examples = sorted((REPO / "examples").glob("*.kbl"))
    for example in examples:
        write("spec", example.stem, example.read_bytes())
    for name, text in SMALL_SPECS.items():
        write("spec", name, text.encode())

    session = scripted_session(examples[0].read_text(), 40, seed=7)
    for index, message in enumerate(session[:12]):
        write("json", f"message-{index:02}.json", encode(message))
    for name, text in {
        "numbers": "[0, -1, 1.5, 1e300, -9223372036854775808, 9223372036854775807, 0.1]",
        "escapes": '{"a\\u00e9": "\\ud83d\\ude00 \\n\\t\\"\\\\ \\u0000"}',
        "nested": '{"a": [{"b": [[], {}, null, true, false]}]}',
        "kblint": '{"devices": {"tiny": {"size": [320, 480], "keyboard": [216, 162]}}, "rules": {"KB001": "off"}}',
    }.items():
        write("json", name + ".json", text.encode())

    bodies = [encode(message) for message in session[:6]]
    write("framer", "one-byte-chunks", bytes([0]) + b"".join(frame(body) for body in bodies[:3]))
    write("framer", "whole", bytes([255]) + b"".join(frame(body) for body in bodies))
    write("framer", "content-type", bytes([16]) + b"Content-Length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}")
    write("framer", "garbage-between", bytes([5]) + b"junk\r\n" + frame(bodies[0]) + b"\x00\xff" + frame(bodies[1]))
    write("framer", "bad-length", bytes([9]) + b"Content-Length: -4\r\n\r\n{}" + b"content-length: 99999999999999\r\n\r\n" + frame(b"[]"))
    write("framer", "missing-length", bytes([3]) + b"Content-Type: x\r\n\r\n{}" + frame(b"null"))

    # The server's seeds are short sessions (under SERVER_SEED_LIMIT bytes, the server
    # target's -max_len in Fuzz/run.sh): one per request an editor sends, on a small spec,
    # so that each input is cheap to run and every handler is reached from the start.
    def compact(messages: list[dict]) -> bytes:
        return b"".join(frame(json.dumps(m, ensure_ascii=False, separators=(",", ":")).encode()) for m in messages)

    specs = list(SMALL_SPECS.values())
    for index, method in enumerate(Session.QUERIES):
        encoding = ["utf-16", "utf-8", "utf-32"][index % 3]
        session = Session(specs[index % len(specs)], seed=index, encoding=encoding)
        session.start()
        session.edit()
        session.query(method)
        session.edit()
        session.finish()
        write("server", f"session-{method.split('/', 1)[-1].replace('/', '-')}-{encoding}", compact(session.messages))
    cancel = scripted_session(SMALL_SPECS["unicode"], 10, seed=3)
    cancel.insert(4, {"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 1}})
    write("server", "cancel-and-junk", compact(cancel[:5]) + b"Content-Length: 5\r\n\r\n{bad}" + compact(cancel[5:]))
    for path in (corpus / "server").iterdir():
        size = path.stat().st_size
        assert size <= SERVER_SEED_LIMIT, f"{path.name} has {size} bytes, over the server's -max_len ({SERVER_SEED_LIMIT})"

    # Documents: the test documents and the examples, trimmed (those still too long are
    # left out), then what `kb-lsp lint` reads as KB300 (Tests/e2e/test_interface_builder_hostile.py)
    # and readable documents with broken parts (KB303).
    documents = sorted((REPO / "Tests" / "Fixtures" / "interface-builder").glob("*.[sx][ti][ob]*"))
    documents += sorted((REPO / "examples").glob("*.storyboard"))
    for path in documents:
        data = trimmed(path.read_text())
        if len(data) <= DOCUMENT_SEED_LIMIT:
            prefix = "example" if path.parent.name == "examples" else "fixture"
            write("document", f"{prefix}-{path.stem}", data)
    good = ibdocs.sign_in_storyboard()
    archive = ('<?xml version="1.0" encoding="UTF-8"?>\n'
               '<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">\n'
               '\t<data>\n\t\t<int key="IBDocument.SystemTarget">1552</int>\n\t</data>\n</archive>\n')
    laughs = ('<?xml version="1.0"?>\n<!DOCTYPE document [\n <!ENTITY lol0 "lol">\n'
              + "".join(f' <!ENTITY lol{i} "{f"&lol{i - 1};" * 10}">\n' for i in range(1, 6)) + ']>\n'
              f'<document type="{ibdocs.STORYBOARD}" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">\n'
              '<scenes><!-- &lol5; --></scenes>\n<label text="&lol5;" id="lol-00-000"/>\n</document>\n')
    external = ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE document [\n'
                '<!ENTITY xxe SYSTEM "file:///etc/passwd">\n]>\n'
                + good.split("\n", 1)[1].replace('id="Abc-em-001"', 'placeholder="&xxe;" id="Abc-em-001"'))
    bottom = 'secondAttribute="bottom" constant="40"'
    for name, text in {
        "sign-in": good,
        "sign-in-no-device": ibdocs.sign_in_storyboard(device=None),
        "sign-in-landscape": good.replace('orientation="portrait"', 'orientation="landscape"', 1),
        "login-xib": ibdocs.login_xib(),
        "kb300-not-xml": "this is not XML\nat all\n",
        "kb300-truncated": good[:len(good) // 2],
        "kb300-archive": archive,
        "kb300-macos": good.replace('targetRuntime="iOS.CocoaTouch"', 'targetRuntime="MacOSX.Cocoa"').replace(
            "CocoaTouch.Storyboard.XIB", "Cocoa.Storyboard.XIB"),
        "kb300-dtd-external-entity": external,
        "kb300-dtd-entity-expansion": laughs,
        "broken-dangling-constraint": broken_sign_in('secondItem="Abc-rt-000-sa" secondAttribute="top" constant="20"',
                                                     'secondItem="Nop-no-000" secondAttribute="top" constant="20"'),
        "broken-missing-id": broken_sign_in(' id="Abc-em-001"', ""),
        "broken-duplicate-id": broken_sign_in(' id="Abc-em-001"', ' id="Abc-pw-002"'),
        "broken-multiplier-ratio": broken_sign_in(bottom, 'secondAttribute="bottom" multiplier="1:0" constant="40"'),
        "broken-multiplier-zero": broken_sign_in(bottom, 'secondAttribute="bottom" multiplier="0" constant="40"'),
        "broken-nan-constant": broken_sign_in(bottom, 'secondAttribute="bottom" constant="NaN"'),
        "broken-overflow-constant": broken_sign_in(bottom, 'secondAttribute="bottom" constant="1e400"'),
        "broken-nan-priority": broken_sign_in(bottom, bottom + ' priority="NaN"'),
    }.items():
        write("document", name, text.encode())
    write("document", "kb300-utf16", good.encode("utf-16"))
    write("document", "kb300-latin1", good.replace("Sign", "Sign\xe9").encode("latin-1"))
    write("document", "kb300-binary", bytes(range(256)) * 4)
    for path in (corpus / "document").iterdir():
        size = path.stat().st_size
        assert size <= DOCUMENT_SEED_LIMIT, f"{path.name} has {size} bytes, over the document's -max_len ({DOCUMENT_SEED_LIMIT})"

    # Keyboard code: a first byte for the language (even: Swift, odd: Objective-C), then the
    # source: the examples' controllers and the code.md forms, whole and half-typed.
    swift, objc = b"\x00", b"\x01"
    for path in sorted((REPO / "examples").rglob("*.swift")) + sorted((REPO / "examples").rglob("*.m")):
        data = path.read_bytes()
        if len(data) <= CODE_SEED_LIMIT:
            write("code", f"example-{path.stem}-{path.suffix[1:]}", (swift if path.suffix == ".swift" else objc) + data)
    handler = ("class Login: UIViewController {{\n    @IBOutlet weak var bottom: NSLayoutConstraint!\n"
               "    @IBOutlet weak var scrollView: UIScrollView!\n    override func viewDidLoad() {{\n"
               "        super.viewDidLoad()\n        NotificationCenter.default.addObserver(self, selector: #selector(show(_:)), "
               "name: UIResponder.keyboardWillShowNotification, object: {object})\n    }}\n"
               "    @objc func show(_ n: Notification) {{\n        let f = n.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect\n"
               "        {body}\n    }}\n}}\n")
    for name, body, object in [
        ("constant", "bottom.constant = f.height - 10", "nil"),
        ("slide", "view.frame.origin.y = -f.height", "nil"),
        ("inset", "scrollView.contentInset.bottom = f.height\n        scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: true)", "nil"),
        ("switch", "switch curve { case .easeIn: bottom.constant = f.height\n        default: bottom.constant = f.height }", "nil"),
        ("never-runs", "bottom.constant = f.height", "self"),
        ("half-typed", "if f.height > 200 { bottom.constant = (f.height", "nil"),
    ]:
        write("code", f"swift-{name}", swift + handler.format(body=body, object=object).encode())
    write("code", "swift-guide", swift + b"class G: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n"
          b"        bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true\n    }\n}\n")
    write("code", "swift-iqkeyboardmanager", swift + b"class AppDelegate: UIResponder {\n    func application() -> Bool {\n"
          b"        IQKeyboardManager.shared.enable = true\n        IQKeyboardManager.shared.keyboardDistanceFromTextField = 20\n"
          b"        return true\n    }\n}\n")
    write("code", "objc-apple-guide", objc + b"@implementation Form\n- (void)viewDidLoad {\n    [super viewDidLoad];\n"
          b"    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(shown:) name:UIKeyboardDidShowNotification object:nil];\n"
          b"}\n- (void)shown:(NSNotification *)n {\n    CGSize k = [[n.userInfo objectForKey:UIKeyboardFrameBeginUserInfoKey] CGRectValue].size;\n"
          b"    self.scrollView.contentInset = UIEdgeInsetsMake(0.0, 0.0, k.height, 0.0);\n"
          b"    [self.scrollView setContentOffset:CGPointMake(0.0, 380 - k.height) animated:YES];\n}\n@end\n")
    write("code", "objc-unterminated", objc + b'@implementation Open\n- (void)x { NSString *s = @"open;\n/* never')
    write("code", "swift-nested", swift + b"class N { func keyboardWillShow() { let x = " + b"(" * 300 + b"1" + b")" * 300 + b" } }\n")
    write("code", "binary", objc + bytes(range(256)) * 2)
    for path in (corpus / "code").iterdir():
        size = path.stat().st_size
        assert size <= CODE_SEED_LIMIT, f"{path.name} has {size} bytes, over the code target's -max_len ({CODE_SEED_LIMIT})"

if __name__ == "__main__":
    if len(sys.argv) > 2:
        sys.exit("usage: python3 Fuzz/seeds.py [FOLDER]")
    main(Path(sys.argv[1]).resolve() if len(sys.argv) == 2 else CORPUS)
