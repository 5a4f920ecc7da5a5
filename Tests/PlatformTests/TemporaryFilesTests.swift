import Platform
import Testing

@Suite struct TemporaryFilesTests {
    @Test func aTemporaryDirectoryIsNewPrivateAndRemovable() throws {
        let first = try FileSystem.makeTemporaryDirectory(prefix: "kb-lsp-test")
        let second = try FileSystem.makeTemporaryDirectory(prefix: "kb-lsp-test")
        #expect(first != second)
        #expect(Paths.parent(of: first).isEmpty == false)
        #expect(first.split(separator: "/").last?.hasPrefix("kb-lsp-test-") == true)
        var info = stat()
        #expect(stat(first, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o700)
        #expect(try FileSystem.kind(of: first) == .directory)
        try FileSystem.writeFile(first + "/a.svg", Array("<svg/>".utf8))
        FileSystem.remove(first)   // not empty: stays
        #expect(FileSystem.exists(first))
        FileSystem.remove(first + "/a.svg")
        FileSystem.remove(first)
        FileSystem.remove(second)
        #expect(!FileSystem.exists(first) && !FileSystem.exists(second))
        FileSystem.remove(first)   // nothing there: nothing happens
    }

    @Test func aFolderThatCannotBeMadeIsAClearFailure() throws {
        #expect(throws: FileSystem.Failure(isDirectory: true, path: "/nonexistent-kb-lsp-dir",
                                           reason: "No such file or directory", isWrite: true)) {
            try FileSystem.makeTemporaryDirectory(prefix: "kb-lsp-test", in: "/nonexistent-kb-lsp-dir/")
        }
    }
}
