import DocumentAnalysis
import Foundation
import InterfaceBuilder
import Testing

/// ib.md section 5.8 on real documents: the public storyboards and xibs beside the repository
/// (../shared/corpus/interface-builder, not part of it) give back at least as many of
/// Xcode's saved frames as Tests/Fixtures/corpus-floors.tsv records, and miss no more, so no
/// rule quietly breaks a real file. Without the corpus the test is skipped and says so.
@Suite("Real documents keep their saved frames")
struct CorpusFloorTests {
    static let corpus = Fixtures.repository.deletingLastPathComponent()
        .appendingPathComponent("shared/corpus/interface-builder")
    static let isPresent = FileManager.default.fileExists(atPath: corpus.appendingPathComponent("SOURCES.tsv").path)

    /// The floors: per document, the views compared and those that came back.
    static func floors() throws -> [(file: String, compared: Int, matched: Int)] {
        let text = try String(contentsOf: Fixtures.repository.appendingPathComponent("Tests/Fixtures/corpus-floors.tsv"), encoding: .utf8)
        return text.split(separator: "\n").dropFirst(4).compactMap { line in
            let fields = line.split(separator: "\t")
            guard fields.count == 4, let compared = Int(fields[2]), let matched = Int(fields[3]) else { return nil }
            return (String(fields[0]), compared, matched)
        }
    }

    @Test func theFloorsNameEveryDocument() throws {
        let floors = try Self.floors()
        #expect(floors.count >= 128)
        #expect(floors.allSatisfy { $0.matched <= $0.compared })
    }

    @Test(.enabled(if: isPresent, "no corpus at ../shared/corpus/interface-builder: the real documents are not measured"))
    func everyDocumentGivesBackAtLeastItsFloor() throws {
        var total = (compared: 0, matched: 0)
        for floor in try Self.floors() {
            let bytes = try [UInt8](Data(contentsOf: Self.corpus.appendingPathComponent(floor.file)))
            guard case .success(let document) = InterfaceBuilderDocument.read(bytes) else {
                Issue.record("\(floor.file): unreadable")
                continue
            }
            let measure = SavedFrameMeasure(document)
            total.compared += measure.compared
            total.matched += measure.matching
            #expect(measure.matching >= floor.matched, "\(floor.file): \(measure.matching) views back, the floor is \(floor.matched)")
            #expect(measure.compared - measure.matching <= floor.compared - floor.matched,
                    "\(floor.file): \(measure.compared - measure.matching) misses, at most \(floor.compared - floor.matched) before")
        }
        #expect(total.compared > 6000 && Double(total.matched) >= 0.95 * Double(total.compared), "\(total)")
    }
}
