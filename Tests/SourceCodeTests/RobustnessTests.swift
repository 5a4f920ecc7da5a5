import Testing
@testable import SourceCode

@Suite struct RobustnessTests {
    @Test(arguments: [SourceLanguage.swift, .objectiveC])
    func aHalfTypedFileStillGivesTheDeclarationsBeforeTheBreak(language: SourceLanguage) {
        let swiftText = """
        class Ready: UIViewController {
            @IBOutlet weak var bottom: NSLayoutConstraint!
            func done() { bottom.constant = 0 }
        }
        class Broken: UIViewController {
            let message = "never closed
            func cut() {
                let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.
            }
            func half(_ x: Int
            func after() { view.endEditing(true) }
        """
        let objcText = """
        @implementation Ready
        - (void)done { self.bottom.constant = 0; }
        @end
        @implementation Broken
        - (void)cut {
            NSString *s = @"never closed;
            CGRect r = [[info objectForKey:UIKeyboardFrameEndUserInfoKey]
        }
        - (void)after { [self.view endEditing:YES]; }
        """
        let file = SourceReader.read(Array((language == .swift ? swiftText : objcText).utf8), language: language)
        #expect(file.types.map(\.name) == ["Ready", "Broken"])
        #expect(file.types.first?.functions.first?.body.map(render) == (language == .swift ? "bottom.constant = 0" : "self.bottom.constant = 0"))
        #expect(file.types.last?.functions.map(\.name).contains("after") == true)
        #expect(file.types.last?.functions.first { $0.name == "after" }?.body.map(render)
                == (language == .swift ? "view.endEditing(true)" : "self.view.endEditing(true)"))
    }

    @Test func aMissingClosingBraceEndsAtTheEnd() {
        let file = swift("class A {\n  func f() {\n    if x {\n      y = 1\n")
        #expect(file.types.first?.functions.first?.body.map(render) == "if x { y = 1 }")
        let stray = swift("}}\nclass B {}\n}\nfunc g() {}")
        #expect(stray.types.map(\.name) == ["B"] && stray.functions.map(\.name) == ["g"])
    }

    static let openers = ["(", "{", "[", "{(", "(CGFloat)", "a.b(", "x ? y : ", "!", "-", "a + ", "[a b:", "@[", "^{", "if a { ", "class A { ",
                          "func f() { ", "@interface X { ", "\"\\(", "#selector(", "a ?? ", "case let .a(", "else if b { ", "a as? T as? "]

    @Test(arguments: [SourceLanguage.swift, .objectiveC])
    func oneHundredThousandNestedBracketsAreRefusedPromptly(language: SourceLanguage) {
        for opener in Self.openers {
            let text = "func f() {\n" + String(repeating: opener, count: 100_000) + "\n}\nfunc after() {}"
            let bytes = Array(text.utf8)
            let file = SourceReader.read(bytes, language: language)
            _ = SourceReader.skim(bytes, language: language)
            if ["(", "{", "["].contains(opener) {
                #expect(file.problems.contains { $0.message.contains("too deep") }, "\(opener)")
            }
        }
        for opener in ["(", "{", "["] {
            let closer = opener == "(" ? ")" : opener == "{" ? "}" : "]"
            let text = "func f() {\n" + String(repeating: opener, count: 100_000) + String(repeating: closer, count: 100_000) + "\n}\nfunc after() {}"
            let file = SourceReader.read(Array(text.utf8), language: language)
            #expect(!file.problems.isEmpty)
            if language == .swift { #expect(file.functions.map(\.name) == ["f", "after"]) }
        }
    }

    @Test func longChainsAreFlatEnough() {
        // Long chains must not build trees too deep to release without recursing far.
        for chain in [".a", " + a", "(x)", "[0]", "?", " as! T", " ?? a"] {
            let text = "let x = a" + String(repeating: chain, count: 100_000)
            _ = swift(text)
        }
        _ = swift("func f() {\n" + String(repeating: "if a {} else ", count: 50_000) + "{}\n}")
        _ = objc("- (void)f {" + String(repeating: "if (a) {} else ", count: 50_000) + "{} }")
        _ = objc("- (void)f {" + String(repeating: "if (a) ", count: 50_000) + "x; }")
    }

    @Test(arguments: [SourceLanguage.swift, .objectiveC])
    func randomBytesAndTokenSoupNeverTrap(language: SourceLanguage) {
        var generator = SplitMix(seed: language == .swift ? 1 : 2)
        let pieces = ["(", ")", "{", "}", "[", "]", "<", ">", "?", "!", ".", ",", ":", ";", "=", "@", "#", "^", "*", "-", "\"", "'", "`", "\\",
                      "/*", "*/", "//", "\n", " ", "class", "func", "var", "let", "if", "else", "guard", "switch", "case", "default", "for",
                      "in", "return", "@interface", "@implementation", "@end", "@property", "- (void)", "#define X ", "#if", "#endif",
                      "x", "y", "1.5", "0x", "\"\"\"", "#\"", "\\(", "@\"", "as?", "is", "try", "await", "{ _ in", "$0", "#selector(",
                      "@selector(", "#available(", "^(", "@[", "@{", "@(", "IBOutlet", "static", "const", "typedef", "NS_ENUM"]
        for _ in 0..<300 {
            let count = Int(generator.next() % 400)
            var text = ""
            for _ in 0..<count { text += pieces[Int(generator.next() % UInt64(pieces.count))] + (generator.next() % 3 == 0 ? " " : "") }
            _ = SourceReader.read(Array(text.utf8), language: language)
            _ = SourceReader.skim(Array(text.utf8), language: language)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            _ = SourceReader.read(bytes, language: language)
            _ = SourceReader.skim(bytes, language: language)
        }
        _ = SourceReader.read([], language: language)
        _ = SourceReader.read([0], language: language)
        _ = SourceReader.read(Array("@".utf8), language: language)
        _ = SourceReader.read(Array("#define".utf8), language: language)
        _ = SourceReader.read(Array("- (".utf8), language: language)
    }

    @Test func aFiveMebibyteFileIsRead() {
        let unit = """
        class Controller\u{0}: UIViewController {
            @IBOutlet weak var bottom: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            @objc func keyboardWillShow(_ notification: Notification) {
                guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
                UIView.animate(withDuration: 0.25) { self.bottom.constant = frame.height + 8 /* gap */ }
            }
        }

        """
        var bytes: [UInt8] = []
        let unitBytes = Array(unit.utf8)
        while bytes.count < 5 * 1024 * 1024 { bytes += unitBytes }
        let file = SourceReader.read(bytes, language: .swift)
        #expect(file.types.count == bytes.count / unitBytes.count)
        #expect(file.types.last?.functions.last?.body?.count == 2)
        let skim = SourceReader.skim(bytes, language: .swift)
        #expect(skim.declarations.count == file.types.count && skim.mentions("keyboardWillShowNotification"))
        let objcUnit = Array("- (void)f:(NSNotification *)n { CGRect r = [[n.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue]; x.y -= r.size.height; }\n".utf8)
        var objcBytes = Array("@implementation A\n".utf8)
        while objcBytes.count < 5 * 1024 * 1024 { objcBytes += objcUnit }
        #expect(SourceReader.read(objcBytes, language: .objectiveC).types.first?.functions.count == (objcBytes.count - 18) / objcUnit.count)
    }
}

/// A small deterministic generator for the fuzz tests.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
