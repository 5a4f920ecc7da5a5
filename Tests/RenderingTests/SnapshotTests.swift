import KeyboardAnalysis
import Platform
import Rendering
import SpecParser
import Testing

/// The SVG of every spec in examples/ against its golden file in Snapshots/ (byte for
/// byte: the output is deterministic). `KB_UPDATE_SNAPSHOTS=1 swift test --filter
/// SnapshotTests` rewrites the golden files; review the diff before committing them.
@Suite("Snapshots of the examples")
struct SnapshotTests {
    static let testsDirectory = Paths.parent(of: #filePath)
    static let examplesDirectory = Paths.parent(of: Paths.parent(of: testsDirectory)) + "/examples"

    static var examples: [String] {
        Disk().files(under: examplesDirectory, withExtension: "kbl").files.map { path in
            String(path.dropFirst(examplesDirectory.count + 1).dropLast(4))
        }
    }

    @Test func everyExampleHasASnapshot() {
        #expect(Self.examples.count >= 10)
    }

    @Test(arguments: examples)
    func snapshot(_ example: String) throws {
        let source = try FileSystem.readFile("\(Self.examplesDirectory)/\(example).kbl")
        let analysis = Analyzer().analyze(Parser.parse(utf8: source))
        #expect(!analysis.screens.isEmpty)
        let svg = SVGRenderer.document(analysis.screens.map { ScreenPicture($0) }, title: "examples/\(example).kbl")
        try Self.compare(svg, with: "Snapshots/\(example).svg", of: "examples/\(example).kbl")
    }

    /// `svg` against the golden file at `golden` (relative to this directory), or written
    /// there when `KB_UPDATE_SNAPSHOTS=1`.
    static func compare(_ svg: String, with golden: String, of spec: String,
                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = "\(testsDirectory)/\(golden)"
        if getenv("KB_UPDATE_SNAPSHOTS").map({ String(cString: $0) }) == "1" {
            try FileSystem.writeFile(path, Array(svg.utf8))
            return
        }
        let expected = try String(decoding: FileSystem.readFile(path), as: UTF8.self)
        #expect(svg == expected, "the SVG of \(spec) changed; KB_UPDATE_SNAPSHOTS=1 rewrites \(golden)", sourceLocation: sourceLocation)
    }
}
