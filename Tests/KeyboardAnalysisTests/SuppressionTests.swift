import Diagnostics
import KeyboardAnalysis
import SpecParser
import Testing

/// `# kb-lsp: ignore KBnnn` (language.md#suppressions): what it silences, what is reported
/// as KB200, and the "Ignore KBnnn on this line" fix.
@Suite("Suppressions")
struct SuppressionTests {
    /// Two fields covered in both orientations under `avoid none` (KB001 ×2 each).
    static func chat(_ message: String = "", _ bar: String = "", before: String = "") -> String {
        """
        screen Chat {
          avoid none
        \(before)  field message "Message" bottom 0 height 44\(message)
          field bar "Bar" bottom 50 height 44\(bar)
        }

        """
    }

    @Test func aTrailingCommentSilencesItsCodesOnItsLineOnly() {
        #expect(findings(Self.chat()).count == 4)
        let silenced = findings(Self.chat(" # kb-lsp: ignore KB001"))
        #expect(silenced == ["KB001 bar portrait 166 shift 0", "KB001 bar landscape 112 shift 0"])
        // Another code silences nothing there, and says so.
        #expect(findings(Self.chat(" # kb-lsp: ignore KB006")).filter { $0.hasPrefix("KB001 message") }.count == 2)
        #expect(findings(Self.chat(" # kb-lsp: ignore KB006")).contains("KB200 @KB006"))
    }

    @Test func aCommentAloneOnItsLineSilencesTheNextLineHoldingCode() {
        let above = findings(Self.chat(before: "  # kb-lsp: ignore KB001\n\n  # another comment\n"))
        #expect(above == ["KB001 bar portrait 166 shift 0", "KB001 bar landscape 112 shift 0"])
        // Stacked suppressions cover the same line.
        let stacked = findings(Self.chat(before: "  # kb-lsp: ignore KB001\n  # kb-lsp: ignore KB006\n"))
        #expect(stacked == ["KB200 @KB006", "KB001 bar portrait 166 shift 0", "KB001 bar landscape 112 shift 0"])
        // At the end of the file there is no line to cover.
        #expect(findings(Self.chat() + "# kb-lsp: ignore KB001\n").last == "KB200 @KB001")
    }

    @Test func severalCodesCommasBlanksAndAReason() {
        let text = """
        screen Tall {
          avoid none
          field f "F" bottom -10 height 44 # kb-lsp: ignore KB001,KB006  KB003 -- reviewed, see JIRA-12
        }
        """
        // `-10` is a syntax error: the screen is not analysed, so the keyboard codes are
        // not reported unused; nothing else of the comment is checked against the line.
        #expect(findings(text) == ["KB100 @-10"])
        // Placed from the top and 900 pt tall, it is covered (KB001) and extends below
        // the screen (KB006): only KB003 is left over.
        let analysed = text.replacingOccurrences(of: "bottom -10 height 44", with: "top 0 height 900")
        #expect(findings(analysed) == ["KB200 @KB003"])
    }

    @Test func badSuppressionsAreReportedAsKB200() {
        let cases: [(comment: String, expected: String)] = [
            ("# kb-lsp: ignore KB999", "KB200 @KB999"),
            ("# kb-lsp: ignore kb001", "KB200 @kb001"),
            ("# kb-lsp: ignore KB200", "KB200 @KB200"),
            ("# kb-lsp: ignore", "KB200 @# kb-lsp: ignore"),
            ("# kb-lsp: ignore -- why", "KB200 @# kb-lsp: ignore -- why"),
            ("# kb-lsp: disable KB001", "KB200 @# kb-lsp: disable KB001"),
            ("# kb-lsp:", "KB200 @# kb-lsp:"),
        ]
        for (comment, expected) in cases {
            let reported = findings(Self.chat(" " + comment))
            #expect(reported.contains(expected), "\(comment): \(reported)")
            // Nothing is silenced by them.
            #expect(reported.filter { $0.hasPrefix("KB001") }.count == 4, "\(comment)")
        }
        let messages = Analyzer().analyze(Self.chat(" # kb-lsp: ignore KB999")).diagnostics.filter { $0.code == .unusedSuppression }
        #expect(messages.map(\.message) == ["unknown code 'KB999' in a suppression; 'kb-lsp explain' lists the codes"])
        #expect(messages.map(\.severity) == [.warning])
        // Plain comments, and comments that only mention kb-lsp, are no directives.
        #expect(findings(Self.chat(" # ignore KB001")).count == 4)
        #expect(findings(Self.chat(" # see kb-lsp: ignore KB001")).count == 4)
    }

    @Test func unusedMessagesSayWhichLine() {
        let trailing = Analyzer().analyze(Self.chat(" # kb-lsp: ignore KB006")).diagnostics.first { $0.code == .unusedSuppression }
        #expect(trailing?.message == "unused suppression: no KB006 is reported on this line")
        let above = Analyzer().analyze(Self.chat(before: "  # kb-lsp: ignore KB006\n")).diagnostics.first { $0.code == .unusedSuppression }
        #expect(above?.message == "unused suppression: no KB006 is reported on the next line")
    }

    @Test func theConfigurationStillApplies() {
        // A code turned off is not reported unused; KB200 takes its configured severity or is off.
        let off = Analyzer(disabledCodes: [.covered]).analyze(Self.chat(" # kb-lsp: ignore KB001"))
        #expect(off.diagnostics.isEmpty)
        let quiet = Analyzer(disabledCodes: [.unusedSuppression]).analyze(Self.chat(" # kb-lsp: ignore KB006"))
        #expect(quiet.diagnostics.map(\.code) == [.covered, .covered, .covered, .covered])
        let strict = Analyzer(severityOverrides: [.unusedSuppression: .error]).analyze(Self.chat(" # kb-lsp: ignore KB006"))
        #expect(strict.diagnostics.first { $0.code == .unusedSuppression }?.severity == .error)
    }

    @Test func fileErrorsCanBeSilencedToo() {
        let text = "screen S {\n  feld x top 1 height 2 # kb-lsp: ignore KB100\n}\n"
        #expect(findings(text) == [])
        #expect(findings(text.replacingOccurrences(of: "KB100", with: "KB103")) == ["KB100 @feld", "KB200 @KB103"])
    }

    @Test func crlfLinesAreCoveredLikeOthers() {
        let text = Self.chat(before: "  # kb-lsp: ignore KB001\n").replacingOccurrences(of: "\n", with: "\r\n")
        #expect(findings(text) == ["KB001 bar portrait 166 shift 0", "KB001 bar landscape 112 shift 0"])
    }

    // MARK: The quick fix

    /// The text after "Ignore CODE on this line" for the first `code` diagnostic of `text`.
    func ignoring(_ code: DiagnosticCode, in text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        let parsed = Parser.parse(text)
        guard let diagnostic = Analyzer().analyze(parsed).diagnostics.first(where: { $0.code == code }),
              let fix = Analyzer().suppressionFix(for: diagnostic, in: parsed, source: text) else {
            Issue.record("no fix for \(code.rawValue)", sourceLocation: sourceLocation)
            return nil
        }
        #expect(fix.kind == .ignoreOnLine && fix.title == "Ignore \(code.rawValue) on this line", sourceLocation: sourceLocation)
        return SourceEdit.apply(fix.edits, to: text)
    }

    @Test func theFixEndsTheLineWithASuppression() throws {
        let fixed = try #require(ignoring(.covered, in: Self.chat("   ")))
        #expect(fixed == Self.chat(" # kb-lsp: ignore KB001"))
        #expect(findings(fixed) == ["KB001 bar portrait 166 shift 0", "KB001 bar landscape 112 shift 0"])
    }

    @Test func theFixAddsTheCodeToASuppressionAlreadyThere() throws {
        let tall = Self.chat(" # kb-lsp: ignore KB003").replacingOccurrences(of: "bottom 0 height 44", with: "top 0 height 900")
        let fixed = try #require(ignoring(.covered, in: tall))
        #expect(fixed.contains("height 900 # kb-lsp: ignore KB003, KB001\n"))
        let above = try #require(ignoring(.covered, in: Self.chat(before: "  # kb-lsp: ignore -- later\n")))
        #expect(above.contains("  # kb-lsp: ignore KB001 -- later\n"))
        #expect(!findings(above).contains { $0.hasPrefix("KB200") || $0.hasPrefix("KB001 message") })
    }

    @Test func theFixPutsItAboveALineEndingInAnotherComment() throws {
        let fixed = try #require(ignoring(.covered, in: Self.chat(" # the message bar")))
        #expect(fixed.contains("  # kb-lsp: ignore KB001\n  field message \"Message\" bottom 0 height 44 # the message bar\n"))
        #expect(findings(fixed) == ["KB001 bar portrait 166 shift 0", "KB001 bar landscape 112 shift 0"])
        // A `#` inside a string is no comment.
        let string = Self.chat().replacingOccurrences(of: "\"Message\"", with: "\"No. #1 \\\" #\"")
        let inString = try #require(ignoring(.covered, in: string))
        #expect(inString.contains("\"No. #1 \\\" #\" bottom 0 height 44 # kb-lsp: ignore KB001\n"))
    }

    /// The text after KB200's fix for the KB200 on `covering`, and the fix's title.
    func removing(_ covering: String, in text: String, sourceLocation: SourceLocation = #_sourceLocation) -> (String, String)? {
        let parsed = Parser.parse(text)
        let bytes = Array(text.utf8)
        guard let kb200 = Analyzer().analyze(parsed).diagnostics.first(where: {
                  $0.code == .unusedSuppression && String(decoding: bytes[$0.range.start..<$0.range.end], as: UTF8.self) == covering }),
              let fix = Analyzer().suppressionFix(for: kb200, in: parsed, source: text) else {
            Issue.record("no KB200 fix on '\(covering)'", sourceLocation: sourceLocation)
            return nil
        }
        #expect(fix.kind == .removeSuppression, sourceLocation: sourceLocation)
        return (SourceEdit.apply(fix.edits, to: text), fix.title)
    }

    @Test func kb200IsFixedByRemovingNotIgnoring() throws {
        // The only code: the whole comment goes, with the blanks before it.
        let (alone, title) = try #require(removing("KB006", in: Self.chat("   # kb-lsp: ignore KB006")))
        #expect(title == "Remove the suppression")
        #expect(alone == Self.chat())
        // One of several: the code goes with its separator, the rest and the reason stay.
        let several = Self.chat(" # kb-lsp: ignore KB001, KB006 -- why")
        #expect(try #require(removing("KB006", in: several)) == (Self.chat(" # kb-lsp: ignore KB001 -- why"), "Remove KB006 from the suppression"))
        let first = Self.chat(" # kb-lsp: ignore KB006 KB001")
        #expect(try #require(removing("KB006", in: first)).0 == Self.chat(" # kb-lsp: ignore KB001"))
        // Alone on its line: the line goes. No code, or another directive: the comment goes.
        #expect(try #require(removing("KB006", in: Self.chat(before: "  # kb-lsp: ignore KB006\n"))).0 == Self.chat())
        #expect(try #require(removing("# kb-lsp: ignore", in: Self.chat(" # kb-lsp: ignore"))).0 == Self.chat())
        #expect(try #require(removing("# kb-lsp: skip KB001", in: Self.chat(" # kb-lsp: skip KB001"))).0 == Self.chat())
        // CRLF: the line break stays whole.
        let crlf = Self.chat(" # kb-lsp: ignore KB006").replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try #require(removing("KB006", in: crlf)).0 == Self.chat().replacingOccurrences(of: "\n", with: "\r\n"))
    }

    @Test func everyCodeOfTheExplanationsCanBeIgnoredByItsFix() throws {
        for code in DiagnosticCode.allCases where code.isSuppressible {
            let example = code.explanation.example
            let fixed = try #require(ignoring(code, in: example))
            let left = Analyzer().analyze(fixed).diagnostics.map(\.code)
            #expect(!left.contains(.unusedSuppression), "\(code.rawValue): \(fixed)")
            #expect(left.filter { $0 == code }.count < Analyzer().analyze(example).diagnostics.filter { $0.code == code }.count,
                    "\(code.rawValue): \(fixed)")
        }
    }

    @Test func manySuppressionsCostLinearTime() {
        // Thousands of directives above one line, and thousands of lines each with one:
        // both must finish (the scan remembers the line a run of directives covers).
        let stacked = String(repeating: "  # kb-lsp: ignore KB001\n", count: 5000)
        let analysis = Analyzer().analyze(Self.chat(before: stacked))
        #expect(analysis.diagnostics.filter { $0.code == .covered }.count == 2)
        #expect(analysis.diagnostics.filter { $0.code == .unusedSuppression }.isEmpty)
    }
}
