import DocumentAnalysis
import Foundation
import InterfaceBuilder
import KeyboardAnalysis
import SpecParser
import Testing
import TestSupport

/// An analysis that takes the screens an edit did not touch from the one before equals a
/// fresh analysis of the edited document, whatever the edit.
@Suite("Screens kept between versions of a document")
struct ReusableScreensTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every test document and example with more than one scene or a segue, as text.
    static let documents: [String] = {
        var texts: [String] = []
        for folder in ["Tests/Fixtures/interface-builder", "examples"] {
            let url = repository.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".storyboard") || name.hasSuffix(".xib") {
                if let text = try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) { texts.append(text) }
            }
        }
        return texts
    }()

    /// The analysis as (code, range, message) and, per screen report, each element's
    /// range and frames and outcomes.
    static func summary(_ analysis: Analysis) -> [String] {
        analysis.diagnostics.map { "\($0.code) \($0.range) \($0.message)" }
            + analysis.screens.map { screen in
                "\(screen.name) \(screen.device.name) \(screen.nameRange) \(screen.strategy.name) "
                    + screen.elements.map { "\($0.name) \($0.nameRange) \($0.placements)" }.joined(separator: "; ")
            }
    }

    /// One random edit: a digit of a number changed, a line break inserted between tags,
    /// a bar made opaque or translucent, a segue's kind changed, the document's device
    /// changed, an id changed.
    static func edit(_ text: String, _ random: inout SeededRandom) -> String {
        var bytes = Array(text.utf8)
        func positions(_ predicate: (Int) -> Bool) -> [Int] { bytes.indices.filter(predicate) }
        switch random.below(6) {
        case 0:
            // Past the XML declaration, whose version must stay 1.0.
            let start = (text.range(of: "?>").map { text.utf8.distance(from: text.startIndex, to: $0.upperBound) }) ?? 0
            let digits = positions { $0 > start && (48...57).contains(bytes[$0]) && bytes[$0 - 1] == UInt8(ascii: "\"") }
            if !digits.isEmpty { bytes[random.pick(digits)] = UInt8(48 + random.below(10)) }
        case 1:
            let ends = positions { bytes[$0] == UInt8(ascii: ">") }
            if !ends.isEmpty { bytes.insert(contentsOf: Array("\n    ".utf8), at: random.pick(ends) + 1) }
        case 2:
            return random.chance(50) ? text.replacingOccurrences(of: "translucent=\"NO\"", with: "translucent=\"YES\"")
                : text.replacingOccurrences(of: "translucent=\"YES\"", with: "translucent=\"NO\"")
        case 4:
            // The document's device, outside every scene.
            let devices = ["retina4_7", "retina6_1", "retina6_12"]
            let current = devices.first { text.contains("<device id=\"\($0)\"") } ?? devices[0]
            return text.replacingOccurrences(of: "<device id=\"\(current)\"", with: "<device id=\"\(random.pick(devices))\"")
        case 3:
            return random.chance(50) ? text.replacingOccurrences(of: "kind=\"show\"", with: "kind=\"presentation\"")
                : text.replacingOccurrences(of: "kind=\"presentation\"", with: "kind=\"show\"")
        default:
            let ids = positions { $0 + 4 < bytes.count && bytes[$0] == UInt8(ascii: "i") && bytes[$0 + 1] == UInt8(ascii: "d")
                && bytes[$0 + 2] == UInt8(ascii: "=") && bytes[$0 + 3] == UInt8(ascii: "\"") }
            if !ids.isEmpty { bytes[random.pick(ids) + 4] = UInt8(ascii: random.chance(50) ? "Z" : "q") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: 0..<4)
    func keptScreensGiveTheFreshAnalysis(_ seed: Int) throws {
        let analyzer = DocumentAnalyzer(devices: seed % 2 == 0 ? [] : ["iphone-se", "iphone-16"])
        var random = SeededRandom(seed: UInt64(seed) &+ 26)
        for original in Self.documents {
            var text = original
            var reusable: ReusableScreens?
            var kept = 0
            for step in 0..<12 {
                if step > 0 { text = Self.edit(text, &random) }
                let bytes = Array(text.utf8)
                let read = InterfaceBuilderDocument.read(bytes)
                guard case .success(let document) = read else { continue }
                let before = reusable
                let incremental = analyzer.analyze(document, bytes: bytes, reusing: &reusable)
                let fresh = analyzer.analyze(document)
                #expect(Self.summary(incremental) == Self.summary(fresh), "seed \(seed), step \(step)")
                if before != nil { kept += 1 }
            }
            #expect(kept > 0)
        }
    }

    @Test func anUntouchedScreenIsNotAnalysedAgain() throws {
        // Blank lines typed before the scenes move every screen without changing it: each
        // is taken from the last analysis, moved, and says what a fresh analysis says.
        let text = try #require(Self.documents.first { $0.contains("SignInViewController") })
        let bytes = Array(text.utf8)
        let document = try #require(try? InterfaceBuilderDocument.read(bytes).get())
        var reusable: ReusableScreens?
        _ = DocumentAnalyzer().analyze(document, bytes: bytes, reusing: &reusable)
        #expect(reusable?.keptScreens == document.screens.count)
        let moved = Array(text.replacingOccurrences(of: "<scenes>", with: "<scenes>\n\n").utf8)
        let movedDocument = try #require(try? InterfaceBuilderDocument.read(moved).get())
        var next = reusable
        let again = DocumentAnalyzer().analyze(movedDocument, bytes: moved, reusing: &next)
        #expect(next?.reusedScreens == document.screens.count)
        #expect(Self.summary(again) == Self.summary(DocumentAnalyzer().analyze(movedDocument)))
    }
}
