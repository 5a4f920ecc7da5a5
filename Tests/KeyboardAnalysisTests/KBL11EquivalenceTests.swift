import Diagnostics
import Foundation
import KeyboardAnalysis
import SpecParser
import Testing

/// The engine gives every KBL 1.1 file the findings it gave before KBL 1.2: the specs of
/// Tests/Fixtures/kbl11-equivalence/specs.jsonl (random, valid, every 1.1 construct; see
/// generate.py there) each with the diagnostics `kb-lsp lint --format json` printed for it
/// with the binary built at ac0ba5e. Each spec is analysed again with the defaults and
/// must get the same diagnostics, in the same order: code, range (lines and columns as the
/// JSON counts them), screen, element, orientation, amount, shift (to the hundredth, as the
/// JSON prints them) and message.
@Suite("KBL 1.1 files get the findings of the engine before 1.2")
struct KBL11EquivalenceTests {
    struct Entry {
        let index: Int
        let spec: String
        /// The old engine's diagnostics, each as `finding(...)` words it.
        let findings: [String]
        let codes: [String]
    }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/kbl11-equivalence/specs.jsonl")

    /// The six strategies of KBL 1.1 (1.2 adds others, which these files never name).
    static let strategies = ["none", "shift", "slide", "scroll", "inset", "fraction"]

    /// The fixture, read once for both tests.
    static let loaded = Result { try load() }

    static func load() throws -> [Entry] {
        let text = try String(contentsOf: fixture, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let index = Int(try #require(number(object["index"])))
            let spec = try #require(object["spec"] as? String)
            let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
            return Entry(
                index: index, spec: spec,
                findings: try diagnostics.map(finding(json:)),
                codes: diagnostics.compactMap { $0["code"] as? String })
        }
    }

    @Test func everySpecGetsTheOldFindings() throws {
        let entries = try Self.loaded.get()
        var differing: [Int] = []
        for entry in entries {
            let analysis = Analyzer().analyze(entry.spec)
            let lines = LineIndex(entry.spec)
            let found = analysis.diagnostics.map { Self.finding($0, lines: lines) }
            guard found != entry.findings else { continue }
            differing.append(entry.index)
            // The first few in full; a broken engine would otherwise print hundreds.
            guard differing.count <= 5 else { continue }
            let first = zip(found, entry.findings).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(found.count, entry.findings.count)
            Issue.record("""
                spec \(entry.index): \(entry.findings.count) findings expected, \(found.count) found; the first \
                to differ is number \(first + 1):
                  expected: \(first < entry.findings.count ? entry.findings[first] : "(none)")
                  found:    \(first < found.count ? found[first] : "(none)")
                the spec (python3 Tests/Fixtures/kbl11-equivalence/generate.py --spec \(entry.index)):
                \(entry.spec)
                """)
        }
        if !differing.isEmpty {
            Issue.record("\(differing.count) of \(entries.count) specs differ: \(differing.map(String.init).joined(separator: ", "))")
        }
    }

    @Test func theFixtureCoversEveryKeyboardCodeAndStrategy() throws {
        let entries = try Self.loaded.get()
        #expect(entries.count >= 300)
        #expect(entries.map(\.index) == Array(entries.indices))
        let codes = entries.flatMap(\.codes)
        for number in 1...7 {
            let code = "KB00\(number)"
            #expect(codes.count(where: { $0 == code }) >= 50, "\(code) occurs \(codes.count(where: { $0 == code })) times")
        }
        // Valid specs: only keyboard findings, no errors of the file.
        #expect(codes.allSatisfy { $0 >= "KB001" && $0 <= "KB007" })
        for strategy in Self.strategies {
            #expect(entries.count(where: { $0.spec.contains("avoid \(strategy)") }) >= 50, "avoid \(strategy)")
        }
    }

    /// One diagnostic in words: `KB003 6:11-6:16 Search query landscape 341 shift 351:
    /// message`, a missing part as `-` (KB007 has no element or shift).
    static func words(
        code: String, start: (Int, Int), end: (Int, Int), screen: String?, element: String?,
        orientation: String?, amount: String?, shift: String?, message: String
    ) -> String {
        "\(code) \(start.0):\(start.1)-\(end.0):\(end.1) \(screen ?? "-") \(element ?? "-") \(orientation ?? "-") "
            + "\(amount ?? "-") shift \(shift ?? "-"): \(message)"
    }

    /// A diagnostic of the engine, with lines and columns from 1, in Unicode scalars, as
    /// the lint JSON counts them.
    static func finding(_ diagnostic: KeyboardAnalysis.Diagnostic, lines: LineIndex) -> String {
        let start = lines.lineColumn(at: diagnostic.range.start, in: .unicodeScalars)
        let end = lines.lineColumn(at: diagnostic.range.end, in: .unicodeScalars)
        let keyboard = diagnostic.keyboard
        return words(
            code: diagnostic.code.rawValue, start: (start.line + 1, start.column + 1), end: (end.line + 1, end.column + 1),
            screen: keyboard?.screen, element: keyboard?.element, orientation: keyboard?.orientation.rawValue,
            amount: keyboard.map { formatPoints($0.amount) }, shift: keyboard?.shift.map(formatPoints),
            message: Self.inOldWords(diagnostic.message))
    }

    /// The one rewording since the fixture was made (issue 20): KB001, KB004 and KB005 on a
    /// field wholly under the keyboard say how far it reaches ("…in portrait: it reaches
    /// 213 pt below the keyboard's top (all 44 pt of it covered)…") where the old words
    /// said "…in portrait by 213 pt…". Put back in the old words, the rest must match.
    /// The second: KB003 where the band has no height says so ("…: the part of its scroll
    /// above the keyboard and below the bars has no height, so scrolling it up 182 pt cannot
    /// show it (82 pt above the visible top)"), where the old words said "…: scrolling it up
    /// 182 pt pushes it 82 pt above the visible top".
    static func inOldWords(_ message: String) -> String {
        let empty = ": the part of its scroll above the keyboard and below the bars has no height, so "
        if let lead = message.range(of: empty), let cannot = message.range(of: " cannot show it (", range: lead.upperBound..<message.endIndex),
           let above = message.range(of: " pt above the visible top)", range: cannot.upperBound..<message.endIndex) {
            return String(message[..<lead.lowerBound]) + ": " + message[lead.upperBound..<cannot.lowerBound] + " pushes it "
                + message[cannot.upperBound..<above.lowerBound] + " pt above the visible top" + message[above.upperBound...]
        }
        guard let reaches = message.range(of: ": it reaches "),
              let below = message.range(of: " pt below the keyboard's top (all ", range: reaches.upperBound..<message.endIndex),
              let covered = message.range(of: " pt of it covered)", range: below.upperBound..<message.endIndex) else { return message }
        let amount = message[reaches.upperBound..<below.lowerBound]
        return String(message[..<reaches.lowerBound]) + " by \(amount) pt" + String(message[covered.upperBound...])
    }

    /// A diagnostic of the fixture: the lint JSON's fields (amount and shift already rounded
    /// to the hundredth, which `formatPoints` prints the same).
    static func finding(json: [String: Any]) throws -> String {
        func integer(_ key: String) throws -> Int { try #require(number(json[key]).map { Int($0) }, "\(key) in \(json)") }
        return words(
            code: try #require(json["code"] as? String), start: (try integer("line"), try integer("column")),
            end: (try integer("endLine"), try integer("endColumn")), screen: json["screen"] as? String,
            element: json["element"] as? String, orientation: json["orientation"] as? String,
            amount: number(json["amount"]).map(formatPoints), shift: number(json["shift"]).map(formatPoints),
            message: try #require(json["message"] as? String))
    }

    /// A JSON number, whether Foundation hands it over as a Double, an Int or an NSNumber.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Double: value
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }
}
