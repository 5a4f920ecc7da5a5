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
}
