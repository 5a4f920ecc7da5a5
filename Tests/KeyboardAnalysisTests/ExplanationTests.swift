import Diagnostics
import KeyboardAnalysis
import Testing

/// The explanations behind `kb-lsp explain`, SARIF rules and the docs: every code has one,
/// and its examples really do what they claim when analysed.
@Suite("Explanations of the diagnostic codes")
struct ExplanationTests {

    /// KB300–KB302 explain documents: their examples are XML, checked where documents are
    /// analysed (DocumentAnalysisTests).
    /// KB310 and KB311 explain the app's code: their examples are Swift, checked in DocumentAnalysisTests.
    static let specCodes = DiagnosticCode.allCases.filter { !$0.isAboutDocuments && !$0.isAboutCode }

    @Test(arguments: specCodes)
    func explanationIsSound(_ code: DiagnosticCode) {
        #expect(problems(with: code.explanation, of: code) == [])
    }

    @Test func namesAreUnique() {
        let names = DiagnosticCode.allCases.map(\.explanation.name)
        #expect(Set(names).count == names.count, "\(names)")
    }

    @Test(arguments: DiagnosticCode.allCases.filter(\.isKeyboardFinding))
    func keyboardCodesHaveAFixedExample(_ code: DiagnosticCode) {
        // A keyboard finding can always be fixed in the spec; only errors might not.
        #expect(code.explanation.fixedExample != nil)
    }

    /// The checks of `problems(with:of:)` catch a wrong explanation: an example that does
    /// not produce the code, a "fixed" example that still does, another code's text.
    @Test(arguments: specCodes)
    func checksRejectWrongExplanations(_ code: DiagnosticCode) {
        let right = code.explanation
        var mutants: [(String, Explanation)] = []
        if let fixed = right.fixedExample {
            var unfixed = right
            unfixed.example = fixed
            mutants.append(("example replaced by the fixed one", unfixed))
        }
        var notFixed = right
        notFixed.fixedExample = right.example
        mutants.append(("fixed example replaced by the example", notFixed))
        for other in Self.specCodes where other != code {
            var borrowed = right
            borrowed.example = other.explanation.example
            mutants.append(("example of \(other.rawValue)", borrowed))
            var mislabelled = right
            mislabelled.code = other
            mutants.append(("code \(other.rawValue)", mislabelled))
        }
        var badName = right
        badName.name = "covered-by-keyboard"
        mutants.append(("name not PascalCase", badName))
        var badTitle = right
        badTitle.title += "."
        mutants.append(("title with a final period", badTitle))
        for (change, mutant) in mutants {
            #expect(!problems(with: mutant, of: code).isEmpty, "\(code.rawValue): \(change) went unnoticed")
        }
    }
}

/// What is wrong with an explanation of `code`, one line per problem; empty when it is sound.
///
/// The example must produce `code` and nothing else (but KB007's landscape consequences;
/// so a keyboard example is also valid
/// KBL: no KB1xx error), and its keyboard findings must name the example's elements. The
/// fixed example must be free of `code` and of errors. Texts must be tidy: a PascalCase
/// name, a one-line title without a final period, lines of at most 90 columns.
private func problems(with explanation: Explanation, of code: DiagnosticCode) -> [String] {
    var problems: [String] = []
    if explanation.code != code {
        problems.append("explains \(explanation.code.rawValue)")
    }

    let name = explanation.name
    let isPascalCase = name.first?.isUppercase == true && name.contains(where: \.isLowercase)
        && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    if !isPascalCase {
        problems.append("name '\(name)' is not PascalCase")
    }

    let title = explanation.title
    if title.isEmpty || title.first?.isUppercase != true || title.hasSuffix(".")
        || title.contains("\n") || title != title.trimmingBlanks() {
        problems.append("title '\(title)' is not one sentence-case line without a final period")
    }

    for (label, text) in [("description", explanation.description), ("fix", explanation.fix)] {
        if text.trimmingBlanks().isEmpty {
            problems.append("\(label) is empty")
        }
        problems += overlongLines(in: text, label: label)
    }

    let example = Analyzer().analyze(explanation.example)
    let codes = example.diagnostics.map(\.code)
    if !codes.contains(code) {
        problems.append("example does not produce \(code.rawValue): \(example.diagnostics.map(\.message))")
    }
    // A misread keyboard (KB007) moves fields wrongly in landscape: its example shows that
    // too, and those findings are its consequences, not other problems.
    let consequences: Set<DiagnosticCode> = code == .misreadKeyboard ? [.stillCovered, .doesNotFit] : []
    let others = example.diagnostics.filter {
        $0.code != code && !(consequences.contains($0.code) && $0.keyboard?.orientation == .landscape)
    }
    if !others.isEmpty {
        problems.append("example also produces \(others.map { "\($0.code.rawValue) \($0.message)" })")
    }
    if code.isKeyboardFinding {
        if example.diagnostics.contains(where: { !$0.code.isKeyboardFinding }) {
            problems.append("example is not valid KBL")
        }
        if example.screens.isEmpty {
            problems.append("example has no analysed screen")
        }
    }
    problems += lineCountProblems(in: explanation.example, label: "example")
    problems += overlongLines(in: explanation.example, label: "example")

    if let fixedText = explanation.fixedExample {
        let fixed = Analyzer().analyze(fixedText)
        if fixed.diagnostics.contains(where: { $0.code == code }) {
            problems.append("fixed example still produces \(code.rawValue)")
        }
        let errors = fixed.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            problems.append("fixed example has errors: \(errors.map { "\($0.code.rawValue) \($0.message)" })")
        }
        if fixed.screens.isEmpty {
            problems.append("fixed example has no analysed screen")
        }
        problems += lineCountProblems(in: fixedText, label: "fixed example")
        problems += overlongLines(in: fixedText, label: "fixed example")
    }
    return problems
}

/// Examples are short: 5 to 15 lines.
private func lineCountProblems(in text: String, label: String) -> [String] {
    let count = text.split(separator: "\n", omittingEmptySubsequences: false).count
    return (5...15).contains(count) ? [] : ["\(label) has \(count) lines"]
}

/// Lines longer than 90 columns.
private func overlongLines(in text: String, label: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { $0.count > 90 }
        .map { "\(label) line longer than 90 columns: \($0)" }
}

private extension String {
    func trimmingBlanks() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
