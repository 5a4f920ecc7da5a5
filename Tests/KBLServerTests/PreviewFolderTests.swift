import Foundation
import JSONValue
@testable import KBLServer
import Platform
import Testing
import TestSupport

/// The preview folder in the shared temporary directory, against what others may plant
/// there (issue 20: the server wrote through a planted link).
@Suite("The preview folder cannot be hijacked")
struct PreviewFolderTests {
    private func preview(_ client: TestClient, _ uri: String = "file:///w/login.kbl") throws -> String {
        let answer = try PreviewTests.run(client, "kb-lsp.previewScreen", [.string(uri), "Login"])
        return try #require(answer["uri"]?.stringValue.flatMap(FileURI.path(of:)))
    }

    @Test func aFolderRemovedAndRecreatedByOthersIsNotUsedNorIsALinkInItFollowed() throws {
        let client = try TestClient()
        client.open("file:///w/login.kbl", PreviewTests.spec)
        let first = try preview(client)
        let folder = Paths.parent(of: first)
        // A cleaner of the temporary directory removes it; someone makes one of that name,
        // open to all, with a link named like the picture to a file of ours.
        FileSystem.remove(first)
        FileSystem.remove(folder)
        let victim = try temporaryTree(["precious.txt": "keep me"]) + "/precious.txt"
        try #require(mkdir(folder, 0o777) == 0 && chmod(folder, 0o777) == 0)
        defer {
            FileSystem.remove(first)
            FileSystem.remove(folder)
        }
        try #require(symlink(victim, first) == 0)

        let second = try preview(client)
        #expect(String(decoding: try FileSystem.readFile(victim), as: UTF8.self) == "keep me")
        #expect(Paths.parent(of: second) != folder)
        #expect(FileSystem.isPrivateDirectory(Paths.parent(of: second)))
        #expect(String(decoding: try FileSystem.readFile(second), as: UTF8.self) == (try PreviewTests.expectedPicture(of: "Login")))
        // Shutdown removes the new folder, and leaves the planted one and its link alone.
        try client.request("shutdown", .null)
        #expect(!FileSystem.exists(Paths.parent(of: second)))
        var info = stat()
        #expect(lstat(first, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    }

    @Test func aRemovedFolderIsMadeAgain() throws {
        let client = try TestClient()
        client.open("file:///w/login.kbl", PreviewTests.spec)
        let first = try preview(client)
        FileSystem.remove(first)
        FileSystem.remove(Paths.parent(of: first))
        // It said "cannot write the picture: … No such file or directory".
        let second = try preview(client)
        #expect(FileSystem.exists(second))
        try client.request("shutdown", .null)
    }

    @Test func aLinkInThePicturesPlaceIsReplacedNotFollowed() throws {
        let client = try TestClient()
        client.open("file:///w/login.kbl", PreviewTests.spec)
        let path = try preview(client)
        let victim = try temporaryTree(["precious.txt": "keep me"]) + "/precious.txt"
        FileSystem.remove(path)
        try #require(symlink(victim, path) == 0)
        #expect(try preview(client) == path)
        #expect(String(decoding: try FileSystem.readFile(victim), as: UTF8.self) == "keep me")
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
        try client.request("shutdown", .null)
    }

    @Test func pictureNamesAreCutInBytes() throws {
        // 90 letters of 4 bytes each: 80 characters were kept, 320 bytes, more than a file
        // name may have (ENAMETOOLONG).
        let letters = String(repeating: "\u{1D49C}", count: 90)
        let uri = FileURI.uri(forPath: "/w/" + letters + ".kbl")
        let client = try TestClient()
        client.open(uri, PreviewTests.spec)
        let path = try preview(client, uri)
        let name = try #require(path.split(separator: "/").last)
        #expect(name.utf8.count <= 255)
        #expect(name.hasPrefix(String(repeating: "\u{1D49C}", count: 25) + "-Login"))
        #expect(Server.safeFileName(String(repeating: "é", count: 60)).utf8.count == 100)
        try client.request("shutdown", .null)
    }

    @Test func manyDocumentsWithOneFileNameGetUniqueNamesQuickly() {
        // Each new name was checked against every name taken, once per number tried:
        // cubic in the documents (2,000: 3.6 s).
        let server = Server()
        let clock = ContinuousClock()
        var names: Set<String> = []
        let elapsed = clock.measure {
            for index in 0..<2_000 {
                names.insert(server.previewFileName(ofScreen: "S", in: "file:///d\(index)/login.kbl"))
            }
        }
        #expect(names.count == 2_000)
        #expect(names.contains("login-S.svg") && names.contains("login-2000-S.svg"))
        #expect(elapsed < .milliseconds(500), "\(elapsed)")
    }
}
