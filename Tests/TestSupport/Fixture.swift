import Diagnostics
import SpecParser
import Testing

/// A fixture with its positions marked inline, the one marker style of every test
/// target: `⟦` and `⟧` delimit a range, and `⟦⟧` marks a cursor (an empty range). The
/// markers are removed; ranges are numbered in the order their `⟦` appear. Offsets are
/// UTF-8 bytes, as everywhere inside kb-lsp.
public struct Fixture: Sendable {
    public let text: String
    public let ranges: [SourceRange]

    public init(_ marked: String) {
        var text: [UInt8] = []
        var starts: [Int] = []
        var ranges: [(index: Int, range: SourceRange)] = []
        var open: [Int] = []
        for scalar in marked.unicodeScalars {
            if scalar == "⟦" {
                open.append(starts.count)
                starts.append(text.count)
            } else if scalar == "⟧", let index = open.popLast() {
                ranges.append((index, SourceRange(starts[index], text.count)))
            } else {
                text += Array(String(scalar).utf8)
            }
        }
        self.text = String(decoding: text, as: UTF8.self)
        self.ranges = ranges.sorted { $0.index < $1.index }.map(\.range)
    }
}

/// Parses a marked fixture and checks that its diagnostics are exactly `expected`, in
/// order: each with its code, the marked range of the same index, and a message fragment.
public func checkDiagnostics(
    _ marked: String, _ expected: [(DiagnosticCode, String)],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    checkDiagnostics(marked, expected, of: { text in
        Parser.parse(text).diagnostics.map { (code: $0.code, range: $0.range, message: $0.message) }
    }, sourceLocation: sourceLocation)
}

/// Checks that the diagnostics `diagnose` finds in a marked fixture are exactly `expected`,
/// in order: each with its code, the marked range of the same index, and a message fragment.
public func checkDiagnostics(
    _ marked: String, _ expected: [(DiagnosticCode, String)],
    of diagnose: (String) -> [(code: DiagnosticCode, range: SourceRange, message: String)],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let fixture = Fixture(marked)
    let diagnostics = diagnose(fixture.text)
    #expect(diagnostics.count == expected.count, "\(diagnostics)", sourceLocation: sourceLocation)
    #expect(fixture.ranges.count == expected.count, "fixture has \(fixture.ranges.count) ranges", sourceLocation: sourceLocation)
    for (index, diagnostic) in diagnostics.enumerated() where index < expected.count && index < fixture.ranges.count {
        let (code, fragment) = expected[index]
        #expect(diagnostic.code == code, "\(diagnostic)", sourceLocation: sourceLocation)
        #expect(diagnostic.range == fixture.ranges[index], "\(diagnostic.message)", sourceLocation: sourceLocation)
        #expect(diagnostic.message.contains(fragment), "\(diagnostic.message)", sourceLocation: sourceLocation)
    }
}

/// Parses text that must have no diagnostics.
public func parseClean(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> SpecFile {
    let result = Parser.parse(text)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)", sourceLocation: sourceLocation)
    return result.file
}
