import FuzzTargets
import Foundation
import Testing

/// Every committed seed of `Fuzz/Corpus/TARGET` runs through the same entry point as the
/// fuzz target, in the normal build: the seeds must keep parsing (no crash, no trap), and
/// each target must have seeds, so `make fuzz` starts from meaningful inputs.
@Suite struct SeedCorpusTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    /// What `make fuzz` found and kept, minimised: `Fuzz/Grown/TARGET`.
    static let grown = corpus.deletingLastPathComponent().appendingPathComponent("Grown")

    static func seeds(of target: FuzzTarget, in corpus: URL = corpus) throws -> [URL] {
        let folder = corpus.appendingPathComponent(target.name)
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test(arguments: FuzzTarget.allCases)
    func everySeedRunsThroughItsTarget(_ target: FuzzTarget) throws {
        let seeds = try Self.seeds(of: target)
        #expect(seeds.count >= 5, "Fuzz/Corpus/\(target.name) has \(seeds.count) seeds")
        var meaningful = 0
        for seed in seeds {
            let bytes = try [UInt8](Data(contentsOf: seed))
            #expect(!bytes.isEmpty, "\(seed.lastPathComponent) is empty")
            let produced = target.run(bytes)
            if produced > 0 { meaningful += 1 }
            // Every server seed is a session the server answers.
            if target == .server { #expect(produced > 0, "\(seed.lastPathComponent) got no answer") }
        }
        // Most seeds are valid input that gets through the whole target, not just its first check.
        #expect(meaningful * 2 >= seeds.count, "only \(meaningful) of \(seeds.count) seeds of \(target.name) produce anything")
    }

    /// Every input the fuzzer kept runs through its target again in the normal build (a
    /// debug build, with Swift's own checks): none crashes or traps. The grown corpus is
    /// committed, so each target has one.
    @Test(arguments: FuzzTarget.allCases)
    func everyInputTheFuzzerKeptRunsThroughItsTarget(_ target: FuzzTarget) throws {
        let inputs = try Self.seeds(of: target, in: Self.grown)
        #expect(inputs.count >= 10, "Fuzz/Grown/\(target.name) has \(inputs.count) inputs: run make fuzz and commit what it keeps")
        for input in inputs {
            target.run(try [UInt8](Data(contentsOf: input)))
        }
    }
}
