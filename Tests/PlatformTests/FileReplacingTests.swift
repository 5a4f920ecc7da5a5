import Foundation
@testable import Platform
import Testing
import TestSupport

/// `FileSystem.replaceFile`: `kb-lsp format`'s rewrite, never a half-written file.
@Suite struct FileReplacingTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    private func info(_ path: String) throws -> stat {
        var info = stat()
        try #require(lstat(path, &info) == 0)
        return info
    }

    /// The names in `directory`, hidden ones included (a temporary file left behind shows).
    private func entries(_ directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    @Test func theContentsAreReplacedAndTheModeKept() throws {
        let root = try temporaryTree(["a.kbl": "old contents, longer than the new"])
        let file = root + "/a.kbl"
        try #require(chmod(file, 0o640) == 0)
        let before = try info(file)
        try FileSystem.replaceFile(file, with: bytes("new"), ifStill: bytes("old contents, longer than the new"))
        #expect(try FileSystem.readFile(file) == bytes("new"))
        let after = try info(file)
        #expect(after.st_mode & 0o7777 == 0o640)
        // A new file was renamed over it: the old inode is gone, nothing else is left.
        #expect(after.st_ino != before.st_ino)
        #expect(try entries(root) == ["a.kbl"])
    }

    @Test func aFileChangedSinceItWasReadIsLeftAsItIs() throws {
        // The editor saved between format's read and its write.
        let root = try temporaryTree(["a.kbl": "saved by the editor"])
        let file = root + "/a.kbl"
        #expect(throws: FileSystem.Failure(path: file, reason: "it changed after it was read; left as it is now", isWrite: true)) {
            try FileSystem.replaceFile(file, with: bytes("formatted"), ifStill: bytes("what format read"))
        }
        #expect(try FileSystem.readFile(file) == bytes("saved by the editor"))
        #expect(try entries(root) == ["a.kbl"])
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let root = try temporaryTree(["real/a.kbl": "old"])
        let link = root + "/link.kbl"
        try #require(symlink("real/a.kbl", link) == 0)
        try FileSystem.replaceFile(link, with: bytes("new"), ifStill: bytes("old"))
        #expect(try FileSystem.readFile(root + "/real/a.kbl") == bytes("new"))
        #expect(try info(link).st_mode & S_IFMT == S_IFLNK)
        #expect(try entries(root + "/real") == ["a.kbl"])
    }

    @Test func aHardLinkedFileIsWrittenInPlaceAndKeepsItsLinks() throws {
        let root = try temporaryTree(["a.kbl": "old contents"])
        let file = root + "/a.kbl"
        try #require(link(file, root + "/b.kbl") == 0)
        let before = try info(file)
        try FileSystem.replaceFile(file, with: bytes("new"), ifStill: bytes("old contents"))
        // One inode, two names, both the new contents (cut to their length).
        #expect(try info(file).st_ino == before.st_ino)
        #expect(try FileSystem.readFile(root + "/b.kbl") == bytes("new"))
        #expect(try entries(root) == ["a.kbl", "b.kbl"])
    }

    @Test func whatCannotBeWrittenSaysWhyAndLeavesTheFile() throws {
        let root = try temporaryTree(["sub/a.kbl": "old"])
        #expect(throws: FileSystem.Failure(path: root + "/missing.kbl", reason: "No such file or directory", isWrite: true)) {
            try FileSystem.replaceFile(root + "/missing.kbl", with: bytes("new"), ifStill: bytes("old"))
        }
        // A folder this user may not write (root may write anywhere: nothing to see then).
        guard geteuid() != 0 else { return }
        try #require(chmod(root + "/sub", 0o555) == 0)
        defer { _ = chmod(root + "/sub", 0o755) }
        #expect(throws: FileSystem.Failure(path: root + "/sub/a.kbl", reason: "cannot create a temporary file beside it: Permission denied", isWrite: true)) {
            try FileSystem.replaceFile(root + "/sub/a.kbl", with: bytes("new"), ifStill: bytes("old"))
        }
        #expect(try FileSystem.readFile(root + "/sub/a.kbl") == bytes("old"))
    }
}
