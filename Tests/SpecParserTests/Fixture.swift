import Diagnostics
import SpecParser
import Testing

/// A fixture with its expected ranges marked inline: `⟦` and `⟧` delimit each range; the
/// markers are removed before parsing. Ranges are numbered in the order their `⟦` appear.
struct Fixture {
    let text: String
    let ranges: [SourceRange]

    init(_ marked: String) {
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
func checkDiagnostics(
    _ marked: String, _ expected: [(DiagnosticCode, String)],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let fixture = Fixture(marked)
    let result = Parser.parse(fixture.text)
    #expect(result.diagnostics.count == expected.count, "\(result.diagnostics)", sourceLocation: sourceLocation)
    #expect(fixture.ranges.count == expected.count, "fixture has \(fixture.ranges.count) ranges", sourceLocation: sourceLocation)
    for (index, diagnostic) in result.diagnostics.enumerated() where index < expected.count && index < fixture.ranges.count {
        let (code, fragment) = expected[index]
        #expect(diagnostic.code == code, "\(diagnostic)", sourceLocation: sourceLocation)
        #expect(diagnostic.range == fixture.ranges[index], "\(diagnostic.message)", sourceLocation: sourceLocation)
        #expect(diagnostic.message.contains(fragment), "\(diagnostic.message)", sourceLocation: sourceLocation)
    }
}

/// Parses text that must have no diagnostics.
func parseClean(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> SpecFile {
    let result = Parser.parse(text)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)", sourceLocation: sourceLocation)
    return result.file
}
