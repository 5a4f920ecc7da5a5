import Foundation
import KeyboardCode
import Platform
@testable import ProjectConfiguration
import Testing
import TestSupport

/// A large project's skims kept between runs (`SkimCache`): read back, only the changed
/// sources skimmed again, nothing kept that may be stale, a damaged file passed over.
@Suite struct SkimCacheTests {
    /// The disk, counting the source files read.
    final class CountingDisk: FileReading {
        let reads = Locked(0)
        let disk = Disk()

        func kind(of path: String) throws(FileSystem.Failure) -> FileSystem.Kind { try disk.kind(of: path) }
        func readFile(_ path: String, atMost limit: Int) throws(FileSystem.Failure) -> [UInt8] {
            if [".swift", ".m", ".mm", ".h"].contains(where: path.hasSuffix) { reads.withLock { $0 += 1 } }
            return try disk.readFile(path, atMost: limit)
        }
        func files(under directory: String, withExtensions extensions: [String]) -> (files: [String], failures: [FileSystem.Failure]) {
            disk.files(under: directory, withExtensions: extensions)
        }
        func exists(_ path: String) -> Bool { disk.exists(path) }
        func stamp(of path: String) -> FileSystem.Stamp? { disk.stamp(of: path) }
        func isSymbolicLink(_ path: String) -> Bool { disk.isSymbolicLink(path) }
        var count: Int { reads.withLock { $0 } }
    }

    /// A project of `SkimCache.smallestProject` sources, each declaring one type, written a
    /// minute ago (settled); and an empty cache folder.
    static func project() throws -> (root: String, cache: String) {
        var tree = [".git/HEAD": "ref: refs/heads/main",
                    "App/Main.storyboard": #"<viewController id="a" customClass="LoginViewController"/>"#,
                    "App/LoginViewController.swift": "class LoginViewController: UIViewController {}",
                    "Legacy/Pad.h": "#define PAD 12\n@interface Pad : NSObject <NSCopying>\n@end\n@interface Pad (Keyboard)\n@end\n"]
        for index in 0..<(SkimCache.smallestProject - 2) { tree["Models/Model\(index).swift"] = "struct Model\(index): Codable, Hashable {}\n" }
        let root = try temporaryTree(tree)
        try settle(root)
        return (root, try temporaryTree([:]))
    }

    /// Every file under `root` last changed a minute ago.
    static func settle(_ root: String, _ paths: [String]? = nil) throws {
        let listed = paths ?? Disk().files(under: root, withExtensions: ["swift", "h", "m"]).files
        for path in listed {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: path)
        }
    }

    static func skims(_ index: ProjectIndex) -> [String] {
        index.code.base.declaredNames.sorted()
    }

    @Test func aSecondRunReadsOnlyTheSourcesThatChanged() throws {
        let (root, cache) = try Self.project()
        let first = CountingDisk()
        let cold = ProjectIndex(root: root, files: first, cacheFolder: cache)
        #expect(first.count > SkimCache.smallestProject)
        let kept = try FileManager.default.contentsOfDirectory(atPath: cache)
        #expect(kept.count == 1 && kept[0].hasSuffix(".skims"))

        let second = CountingDisk()
        let warm = ProjectIndex(root: root, files: second, cacheFolder: cache)
        #expect(Self.skims(warm) == Self.skims(cold))
        #expect(Self.skims(warm).contains("Pad") && warm.code.base.superclass(of: "Pad") == "NSObject")
        // Only the screen's file is read (in full): no source is skimmed again.
        #expect(second.count == 1)

        // A changed source is skimmed again, alone; a removed one is gone.
        try write("struct Renamed: Codable {}\n", to: root + "/Models/Model7.swift")
        try Self.settle(root, [root + "/Models/Model7.swift"])
        try FileManager.default.removeItem(atPath: root + "/Models/Model8.swift")
        let third = CountingDisk()
        let changed = ProjectIndex(root: root, files: third, cacheFolder: cache)
        #expect(third.count == 2)
        #expect(Self.skims(changed).contains("Renamed") && !Self.skims(changed).contains("Model7"))
        #expect(!Self.skims(changed).contains("Model8"))
        #expect(Self.skims(ProjectIndex(root: root, files: Disk())) == Self.skims(changed))
    }

    /// A source written within the last seconds may change again in the same tick of the
    /// file system's clock, its stamp unchanged: it is not kept.
    @Test func aSourceJustWrittenIsNotKept() throws {
        let (root, cache) = try Self.project()
        try write("struct Fresh {}\n", to: root + "/Models/Model3.swift")
        _ = ProjectIndex(root: root, files: Disk(), cacheFolder: cache)
        let counting = CountingDisk()
        _ = ProjectIndex(root: root, files: counting, cacheFolder: cache)
        #expect(counting.count == 2)  // the fresh source, and the screen's file in full
    }

    @Test func aDamagedCacheOrOneOfAnotherRootIsPassedOver() throws {
        let (root, cache) = try Self.project()
        let expected = Self.skims(ProjectIndex(root: root, files: Disk(), cacheFolder: cache))
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: cache).first)
        let file = cache + "/" + name
        let good = try String(contentsOfFile: file, encoding: .utf8)
        let damaged = [
            String(good.dropLast(40)),                                          // cut short
            good.replacingOccurrences(of: "\tc\u{1F}", with: "\t?\u{1F}"),    // an unknown kind
            good.replacingOccurrences(of: root + "\t", with: "/other\t"),      // another root's
            good.replacingOccurrences(of: ":", with: ":9", options: [], range: good.range(of: ":")),
            String(repeating: "\u{0}\u{FF}\t\n", count: 1000),
        ]
        for text in damaged {
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            let counting = CountingDisk()
            let index = ProjectIndex(root: root, files: counting, cacheFolder: cache)
            #expect(Self.skims(index) == expected)
            #expect(counting.count > SkimCache.smallestProject)  // skimmed whole again
        }
    }

    @Test func aSmallProjectKeepsNothing() throws {
        let root = try temporaryTree([".git/HEAD": "ref: refs/heads/main", "App/A.swift": "class A {}"])
        try Self.settle(root)
        let cache = try temporaryTree([:])
        _ = ProjectIndex(root: root, files: Disk(), cacheFolder: cache)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).isEmpty)
    }
}
