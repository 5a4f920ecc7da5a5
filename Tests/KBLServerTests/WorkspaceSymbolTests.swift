import JSONValue
@testable import KBLServer
import LSP
import Platform
import Testing
import TestSupport

@Suite("Workspace symbols over the workspace folders' files")
struct WorkspaceSymbolTests {
    static let address = "screen Address {\n  field street top 1 height 44\n}\n"
    static let login = "device Tall {\n  size 390 x 900\n  keyboard 300 / 200\n}\nscreen Login {\n  view box top 0 height 300 {\n    field user top 10 height 44\n  }\n}\n"

    static func names(_ client: TestClient, _ query: String) throws -> [String] {
        try #require(try client.request("workspace/symbol", ["query": .string(query)]).arrayValue)
            .map { "\($0["name"]?.stringValue ?? "")@\($0[path: "location", "uri"]?.stringValue ?? "")" }
    }

    static func client(_ files: MemoryFiles, folders: [String]) throws -> TestClient {
        let folders = JSON.array(folders.map { ["uri": .string(FileURI.uri(forPath: files.path($0))), "name": .string($0)] })
        return try TestClient(server: Server(files: files), workspaceFolders: folders)
    }

    @Test func filesThatAreNotOpenAreSearchedAsSaved() throws {
        let files = MemoryFiles(["app/a.kbl": Self.address, "app/sub/login.kbl": Self.login,
                                 "app/notes.txt": "screen NotASpec {\n}\n", "app/.build/copy.kbl": Self.address,
                                 "elsewhere/x.kbl": Self.address])
        let client = try Self.client(files, folders: ["app"])
        let a = FileURI.uri(forPath: files.path("app/a.kbl"))
        let login = FileURI.uri(forPath: files.path("app/sub/login.kbl"))
        #expect(try Self.names(client, "") == ["Address@\(a)", "street@\(a)", "Tall@\(login)", "Login@\(login)",
                                                  "box@\(login)", "user@\(login)"])
        let user = try #require(try client.request("workspace/symbol", ["query": "USE"]).arrayValue?.first)
        #expect(user == ["name": "user", "kind": 8, "containerName": "box",
                         "location": ["uri": .string(login), "range": ["start": ["line": 6, "character": 4],
                                                                       "end": ["line": 6, "character": 31]]]])
    }

    @Test func anOpenDocumentIsSearchedAsEditedNotAsSaved() throws {
        let files = MemoryFiles(["app/a.kbl": Self.address])
        let client = try Self.client(files, folders: ["app"])
        let a = FileURI.uri(forPath: files.path("app/a.kbl"))
        client.open(a, "screen Shipping {\n  field zip top 1 height 44\n}\n")
        #expect(try Self.names(client, "") == ["Shipping@\(a)", "zip@\(a)"])
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(a)]])
        #expect(try Self.names(client, "") == ["Address@\(a)", "street@\(a)"])
    }

    @Test func savedChangesCreatedAndDeletedFilesAreSeen() throws {
        let files = MemoryFiles(["app/a.kbl": Self.address])
        let client = try Self.client(files, folders: ["app"])
        let a = FileURI.uri(forPath: files.path("app/a.kbl"))
        #expect(try Self.names(client, "street") == ["street@\(a)"])
        files.write("screen Address {\n  field road top 1 height 44\n}\n", to: "app/a.kbl")
        files.write(Self.address, to: "app/b.kbl")
        let b = FileURI.uri(forPath: files.path("app/b.kbl"))
        #expect(try Self.names(client, "r") == ["Address@\(a)", "road@\(a)", "Address@\(b)", "street@\(b)"])
        files.remove("app/a.kbl")
        #expect(try Self.names(client, "r") == ["Address@\(b)", "street@\(b)"])
    }

    @Test func workspaceFoldersCanBeAddedAndRemoved() throws {
        let files = MemoryFiles(["one/a.kbl": Self.address, "two/b.kbl": Self.login])
        let client = try Self.client(files, folders: ["one"])
        let one = FileURI.uri(forPath: files.path("one")), two = FileURI.uri(forPath: files.path("two"))
        #expect(try Self.names(client, "Log") == [])
        client.notify("workspace/didChangeWorkspaceFolders", ["event": ["added": [["uri": .string(two), "name": "two"]],
                                                                       "removed": [["uri": .string(one), "name": "one"]]]])
        let b = FileURI.uri(forPath: files.path("two/b.kbl"))
        #expect(try Self.names(client, "") == ["Tall@\(b)", "Login@\(b)", "box@\(b)", "user@\(b)"])
    }

    @Test func theRootUriStandsForAFolderWhenThereAreNoWorkspaceFolders() throws {
        let files = MemoryFiles(["app/a.kbl": Self.address])
        let server = Server(files: files)
        let root = FileURI.uri(forPath: files.path("app"))
        let answer = server.handle(body: JSON.object(["jsonrpc": "2.0", "id": 1, "method": "initialize",
                                                      "params": ["rootUri": .string(root), "capabilities": [:]]]).serializedBytes())
        #expect(answer.first?["result"] != nil)
        let found = server.handle(body: JSON.object(["jsonrpc": "2.0", "id": 2, "method": "workspace/symbol",
                                                     "params": ["query": "street"]]).serializedBytes())
        #expect(found.first?[path: "result"]?.arrayValue?.count == 1)
    }

    @Test func aFileTooLargeIsLeftOutAndLoggedOnce() throws {
        let files = CountingFiles(["app/a.kbl": Self.address,
                                   "app/huge.kbl": Self.address + String(repeating: "#", count: WorkspaceFiles.largestFile)])
        let server = Server(files: files)
        var logged: [String] = []
        server.log = { logged.append($0) }
        let client = try TestClient(server: server, workspaceFolders: [["uri": .string(FileURI.uri(forPath: files.path("app"))), "name": "app"]])
        #expect(try Self.names(client, "").count == 2)
        #expect(try Self.names(client, "").count == 2)
        #expect(logged.filter { $0.contains("huge.kbl") }.count == 1)
        #expect(files.reads(of: "app/huge.kbl") == 1)
    }

    @Test func anUnchangedFileIsReadOnce() throws {
        let files = CountingFiles(["app/a.kbl": Self.address])
        let client = try TestClient(server: Server(files: files),
                                    workspaceFolders: [["uri": .string(FileURI.uri(forPath: files.path("app"))), "name": "app"]])
        for _ in 0..<3 { #expect(try Self.names(client, "").count == 2) }
        #expect(files.reads(of: "app/a.kbl") == 1)
        files.write("screen Other {\n}\n", to: "app/a.kbl")
        #expect(try Self.names(client, "").count == 1)
        #expect(files.reads(of: "app/a.kbl") == 2)
    }

    @Test func aBrokenFileStillGivesWhatItDeclares() throws {
        let files = MemoryFiles(["app/broken.kbl": "screen Half {\n  field f top\n  @@@ \u{1}\n  label l \"x\" top 2 height 3\n"])
        let client = try Self.client(files, folders: ["app"])
        #expect(try Self.names(client, "").map { $0.split(separator: "@").first.map(String.init) ?? "" } == ["Half", "f", "l"])
    }
}

@Suite("initialize: the workspace folders")
struct InitializeFoldersTests {
    static func folders(_ params: JSON) throws -> [String] {
        try InitializeRequest(params: params).workspaceFolders.map(\.uri)
    }

    @Test func foldersComeFromWorkspaceFoldersThenRootUriThenRootPath() throws {
        #expect(try Self.folders(["capabilities": [:], "rootUri": "file:///r",
                                  "workspaceFolders": [["uri": "file:///a", "name": "a"], ["name": "no uri"], ["uri": "file:///b"]]])
                == ["file:///a", "file:///b"])
        #expect(try Self.folders(["capabilities": [:], "rootUri": "file:///r", "workspaceFolders": .null]) == ["file:///r"])
        #expect(try Self.folders(["capabilities": [:], "rootUri": .null, "rootPath": "/p q"]) == ["file:///p%20q"])
        #expect(try Self.folders(["capabilities": [:], "rootUri": .null]) == [])
    }
}

/// Memory files that count how often each is read.
final class CountingFiles: FileReading, @unchecked Sendable {
    private let files: MemoryFiles
    private let counts = Locked([String: Int]())

    init(_ contents: [String: String]) { files = MemoryFiles(contents) }

    func path(_ relative: String) -> String { files.path(relative) }
    func write(_ text: String, to path: String) { files.write(text, to: path) }
    func reads(of relative: String) -> Int { counts.withLock { $0[files.path(relative)] ?? 0 } }

    func kind(of path: String) throws(FileSystem.Failure) -> FileSystem.Kind { try files.kind(of: path) }
    func readFile(_ path: String, atMost limit: Int) throws(FileSystem.Failure) -> [UInt8] {
        counts.withLock { $0[path, default: 0] += 1 }
        return try files.readFile(path, atMost: limit)
    }
    func files(under directory: String, withExtensions extensions: [String]) -> (files: [String], failures: [FileSystem.Failure]) {
        files.files(under: directory, withExtensions: extensions)
    }
    func exists(_ path: String) -> Bool { files.exists(path) }
    func stamp(of path: String) -> FileSystem.Stamp? { files.stamp(of: path) }
}
