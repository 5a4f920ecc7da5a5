@testable import Platform
import Testing
import TestSupport

@Suite struct FileSystemTests {
    @Test func writeFileCreatesOrEmptiesThenReadsBack() throws {
        let root = try temporaryTree(["old.txt": "a much longer earlier content"])
        try FileSystem.writeFile(root + "/old.txt", Array("new".utf8))
        #expect(try FileSystem.readFile(root + "/old.txt") == Array("new".utf8))
        try FileSystem.writeFile(root + "/fresh.txt", [])
        #expect(try FileSystem.readFile(root + "/fresh.txt") == [])
    }

    @Test func writeFileSaysWhyItCannotWrite() throws {
        let root = try temporaryTree([:])
        #expect(throws: FileSystem.Failure(path: root + "/missing/x.sarif", reason: "No such file or directory", isWrite: true)) {
            try FileSystem.writeFile(root + "/missing/x.sarif", [1])
        }
        let failure = FileSystem.Failure(path: "out.json", reason: "Is a directory", isWrite: true)
        #expect(failure.message == "cannot write 'out.json': Is a directory")
    }

    @Test func aFileOverTheReadersLimitIsRefusedWithItsSize() throws {
        let root = try temporaryTree(["a.kbl": "12345"])
        #expect(try FileSystem.readFile(root + "/a.kbl", atMost: 5) == Array("12345".utf8))
        #expect(throws: FileSystem.Failure.tooLarge(root + "/a.kbl", size: 5, limit: 4)) {
            try FileSystem.readFile(root + "/a.kbl", atMost: 4)
        }
        let failure = FileSystem.Failure.tooLarge("a.kbl", size: 5, limit: 4)
        #expect(failure.size == 5 && failure.message == "cannot read 'a.kbl': it has 5 bytes, more than the 4 kb-lsp reads")
    }

    @Test func outputWritesInChunksAndReadsBackWhole() throws {
        let root = try temporaryTree(["report.json": "an earlier, longer report"])
        var output = try FileSystem.Output.creatingFile(root + "/report.json")
        var expected: [UInt8] = []
        // Pieces of many sizes, past several chunks.
        for index in 0..<5_000 {
            let piece = Array(repeating: UInt8(ascii: "a") + UInt8(index % 26), count: index % 97)
            output.write(piece)
            expected += piece
        }
        #expect(expected.count > 3 * 64 * 1024)
        output.close()
        #expect(output.failure == nil)
        #expect(try FileSystem.readFile(root + "/report.json") == expected)
    }

    @Test func outputSaysWhyItCannotCreateTheFile() throws {
        let root = try temporaryTree([:])
        #expect(throws: FileSystem.Failure(path: root + "/missing/x.sarif", reason: "No such file or directory", isWrite: true)) {
            _ = try FileSystem.Output.creatingFile(root + "/missing/x.sarif")
        }
    }
}

@Suite struct DiskTests {
    @Test func theDiskReadsWalksAndStampsFiles() throws {
        let root = try temporaryTree(["a.kbl": "x", "sub/b.kbl": "y", ".hidden/c.kbl": "z", "d.txt": "w"])
        let disk: any FileReading = Disk()
        #expect(try disk.kind(of: root) == .directory)
        #expect(try disk.kind(of: root + "/a.kbl") == .file)
        #expect(try disk.readFile(root + "/sub/b.kbl") == Array("y".utf8))
        #expect(disk.files(under: root, withExtension: "kbl").files == [root + "/a.kbl", root + "/sub/b.kbl"])
        #expect(disk.exists(root + "/d.txt") && !disk.exists(root + "/e.txt"))
        let before = try #require(disk.stamp(of: root + "/a.kbl"))
        // Same size, new content, written anew: the stamp differs (inode or time).
        try write("q", to: root + "/a.kbl")
        #expect(disk.stamp(of: root + "/a.kbl") != before)
        #expect(disk.stamp(of: root + "/missing") == nil)
    }
}

@Suite struct DirectoryListingTests {
    @Test func namesAreReadUpToTheirEndWhateverTheirLength() throws {
        // Names of 1 and 255 bytes, and non-ASCII: each read exactly, none cut or padded.
        let long = String(repeating: "n", count: 251) + ".kbl"
        let names = ["a.kbl", "é.kbl", long]
        let root = try temporaryTree(Dictionary(uniqueKeysWithValues: names.map { ($0, "x") }))
        let listed = FileSystem.files(under: root, withExtension: "kbl")
        #expect(listed.failures.isEmpty)
        #expect(listed.files.map { String($0.dropFirst(root.count + 1)) }.sorted() == names.sorted())
    }

    /// A name is listed when its bytes end with an extension's, and passed over when its
    /// first byte is a dot; folders are entered whatever their names.
    @Test func namesAreMatchedByTheirBytes() throws {
        let root = try temporaryTree([
            "a.kbl": "", "b.KBL": "", "c.kbl.txt": "", "kbl": "", ".kbl": "", "e\u{301}.kbl": "",
            "caf\u{E9}.storyboard": "", "x.xib": "", "x.kb": "", "d.kbl/inner.kbl": "", ".h/hidden.kbl": "",
        ])
        let listed = FileSystem.files(under: root, withExtensions: ["kbl", "storyboard", "xib"])
        #expect(listed.failures.isEmpty)
        #expect(listed.files.map { String($0.dropFirst(root.count + 1)) }
                == ["a.kbl", "caf\u{E9}.storyboard", "d.kbl/inner.kbl", "e\u{301}.kbl", "x.xib"])
    }

    /// Keys sort by their bytes (as `strcmp` does).
    @Test func keysSortByTheirBytes() {
        var random = SeededRandom(seed: 5)
        let pieces = ["a", "B", "b", "/", "-", "é", "e\u{301}", "z", "0", "10", "9", "", "👍"]
        let texts = (0..<500).map { _ in (0..<random.number(in: 0...6)).map { _ in random.pick(pieces) }.joined() }
        var bytes: [UInt8] = []
        var keys: [Range<Int>] = []
        for text in texts {
            keys.append(bytes.count..<bytes.count + text.utf8.count)
            bytes += text.utf8
        }
        let expected = texts.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        #expect(FileSystem.sortedOrder(of: keys, in: bytes).map { texts[$0] } == expected)
    }

    /// A walk lists the paths in the order of their bytes (the order every report lists
    /// files in), whatever the names beside a folder's: `-` and `.` sort before the `/`
    /// that follows a folder's name, `0` after it.
    @Test func aWalkListsPathsInTheOrderOfTheirBytes() throws {
        var random = SeededRandom(seed: 8)
        // Names that differ only in case or normalisation would be one file on macOS.
        let pieces = ["a", "b", "-", ".", "0", "é"]
        var tree: [String: String] = [:]
        for _ in 0..<120 {
            let depth = random.number(in: 1...3)
            let parts = (0..<depth).map { _ in (0..<random.number(in: 1...3)).map { _ in random.pick(pieces) }.joined() }
            // No part may start with a dot (hidden) or be a file where another path needs a folder.
            guard parts.allSatisfy({ !$0.hasPrefix(".") }) else { continue }
            tree[parts.joined(separator: "/") + "/f.kbl"] = ""
            tree[parts.joined(separator: "/") + ".kbl"] = ""
        }
        let root = try temporaryTree(tree)
        let listed = FileSystem.files(under: root, withExtension: "kbl")
        #expect(listed.failures.isEmpty)
        let paths = listed.files.map { String($0.dropFirst(root.count + 1)) }
        #expect(Set(paths) == Set(tree.keys))
        #expect(paths == paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }
}
