import Diagnostics
import Testing

@Suite("The catalogue of diagnostic codes")
struct CatalogueTests {
    @Test func everyCodeHasAWholePage() {
        for code in DiagnosticCode.allCases {
            let explanation = code.explanation
            #expect(explanation.code == code)
            #expect(!explanation.title.isEmpty && !explanation.title.hasSuffix("."), "\(code)")
            #expect(!explanation.description.isEmpty && !explanation.description.hasPrefix("\n"), "\(code)")
            if code.isAboutDocuments {
                #expect(explanation.example.hasPrefix("<?xml"), "\(code)")
            } else if code.isAboutCode {
                #expect(explanation.example.hasPrefix("class") || explanation.example.hasPrefix("@implementation"), "\(code)")
            } else {
                #expect(explanation.example.hasPrefix("#") || explanation.example.hasPrefix("screen") || explanation.example.hasPrefix("device"), "\(code)")
            }
            #expect(!explanation.example.hasSuffix("\n") && !explanation.example.contains("```"), "\(code)")
            #expect(!explanation.fix.isEmpty && !explanation.fix.hasSuffix("\n"), "\(code)")
            #expect(explanation.name.first?.isUppercase == true && !explanation.name.contains(" "), "\(code)")
        }
    }

    @Test func namesAreUnique() {
        let names = DiagnosticCode.allCases.map(\.explanation.name)
        #expect(Set(names).count == names.count)
    }

    @Test func severitiesAndKinds() {
        let warnings = DiagnosticCode.allCases.filter { $0.defaultSeverity == .warning }
        #expect(warnings == [.covered, .stillCovered, .doesNotFit, .offScreen, .misreadKeyboard, .unusedSuppression,
                             .unplacedField, .unsatisfiableConstraints, .unusablePart, .observerNeverRuns])
        // A document has no `# kb-lsp: ignore` comments: its codes are silenced by a baseline or the configuration.
        #expect(DiagnosticCode.allCases.filter { !$0.isSuppressible } == [.unusedSuppression, .unreadableDocument, .unplacedField,
                                                                           .unsatisfiableConstraints, .unusablePart,
                                                                           .codeNotUnderstood, .observerNeverRuns])
        #expect(DiagnosticCode.allCases.filter(\.isAboutCode).map(\.rawValue) == ["KB310", "KB311"])
        #expect(DiagnosticCode.allCases.filter(\.isAboutDocuments).map(\.rawValue) == ["KB300", "KB301", "KB302", "KB303"])
        #expect(DiagnosticCode.allCases.filter(\.isKeyboardFinding).map(\.rawValue) == ["KB001", "KB002", "KB003", "KB004", "KB005", "KB006", "KB007"])
    }

    @Test func messagesCarryTheirCodes() {
        #expect(DiagnosticMessage.covered("field 'a'", in: "portrait", by: 12.5).code == .covered)
        #expect(DiagnosticMessage.covered("field 'a'", in: "portrait", by: 12.5).text == "field 'a' is covered by the keyboard in portrait by 12.5 pt")
        // Wholly under the keyboard: how far it reaches, and the covered height.
        let field = MessageSubject.element(kind: "field", name: "m")
        #expect(DiagnosticMessage.covered(field, in: "portrait", by: 220, height: 44).text
            == "field 'm' is covered by the keyboard in portrait: it reaches 220 pt below the keyboard's top (all 44 pt of it covered)")
        #expect(DiagnosticMessage.covered(field, in: "portrait", by: 44, height: 44).text == "field 'm' is covered by the keyboard in portrait by 44 pt")
        #expect(DiagnosticMessage.missingScroll(field, in: "landscape", by: 60.5, height: 44).text
            == "field 'm' is covered by the keyboard in landscape: it reaches 60.5 pt below the keyboard's top (all 44 pt of it covered), and 'avoid scroll' cannot reveal it: it is not inside a scroll")
        #expect(DiagnosticMessage.unmatchedBrace.code == .syntax)
        #expect(DiagnosticMessage.unknownDevice("x", known: ["a", "b"]).text == "unknown device 'x' (did you mean 'a' or 'b'?); declare it in this file or use one of a, b")
        let many = (1...40).map { "iphone-\($0)" }
        #expect(DiagnosticMessage.unknownDevice("iphone-155", known: many).text
            == "unknown device 'iphone-155' (did you mean 'iphone-15'?); declare it in this file or use one of the 40 built-in and configured names ('kb-lsp devices' lists them)")
        #expect(Suggestions.closest(to: "iphnoe-16", among: ["iphone-16", "iphone-6", "ipad"]) == ["iphone-16"])
        #expect(Suggestions.closest(to: "zzz", among: ["iphone-16"]) == [])
        #expect(DiagnosticMessage.belowItself("a").code == .unknownSibling)
        #expect(DiagnosticMessage.numberTooLarge("2000000").code == .outOfRange)
        #expect(DiagnosticMessage.repeated("top").code == .notAllowed)
        #expect(DiagnosticMessage.unusedSuppression("KB003", trailing: true).code == .unusedSuppression)
        #expect(DiagnosticMessage.unknownDirective("").text.contains("(none)"))
        // A long controller's file and handler are named whole (a user's word is cut at 40).
        let kb310 = DiagnosticMessage.codeNotUnderstood(handler: "onKeyboardOpened(notification:userInfo:)", reason: "the screen's scale",
                                                        place: "MnemonicVerificationViewController.swift:66", screens: ["Mnemonic"])
        #expect(kb310.text.contains("onKeyboardOpened(notification:userInfo:) does"))
        #expect(kb310.text.contains("at MnemonicVerificationViewController.swift:66;"))
    }

    @Test(arguments: [(58.0, "58"), (62.5, "62.5"), (0.333, "0.33"), (-3.0, "-3"), (0.005, "0.01"), (1.1, "1.1")])
    func pointsArePrintedWithAtMostTwoDecimals(value: Double, text: String) {
        #expect(formatPoints(value) == text)
    }

    /// Messages are equal when their codes and texts are, whether compared by their data
    /// (keyboard messages) or by their words.
    @Test func messagesAreEqualWhenTheirTextsAre() {
        let field = MessageSubject.element(kind: "field", name: "user")
        #expect(DiagnosticMessage.covered(field, in: "portrait", by: 40) == .covered(field, in: "portrait", by: 40))
        // Other data, the same words: 40.001 pt is printed as 40.
        #expect(DiagnosticMessage.covered(field, in: "portrait", by: 40) == .covered(field, in: "portrait", by: 40.001))
        #expect(DiagnosticMessage.covered(field, in: "portrait", by: -0.0) == .covered(field, in: "portrait", by: 0))
        #expect(DiagnosticMessage.covered(field, in: "portrait", by: 40) == .covered(.text("field 'user'"), in: "portrait", by: 40))
        #expect(DiagnosticMessage.covered(field, in: "portrait", by: 40) != .covered(field, in: "portrait", by: 41))
        #expect(DiagnosticMessage.covered(field, in: "portrait", by: 40) != .covered(field, in: "landscape", by: 40))
        #expect(DiagnosticMessage.covered(field, in: "portrait", by: 40) != .missingOutlets(field, in: "portrait", by: 40))
        #expect(DiagnosticMessage.stillCovered(field, in: "portrait", by: 4, after: .moved("shifting it up", by: 10))
            != .stillCovered(field, in: "portrait", by: 4, after: .moved("shifting it up", by: 11)))
    }
}
