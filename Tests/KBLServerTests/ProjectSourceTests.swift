import JSONValue
import KBLServer
import Platform
import ProjectConfiguration
import Testing
import TestSupport

/// code.md section 1 in the server: a changed Swift file re-read and the storyboards of its
/// project published again, told by the client's watcher or found by the files' stamps.
@Suite("The project's sources in the server")
struct ProjectSourceTests {
    /// A project on disk: a storyboard whose `Form` sets the note's constant to `body`.
    private func project(_ body: String) throws -> (root: String, storyboard: String, text: String) {
        let text = CodeScreens.storyboard("Form")
        let root = try temporaryTree([".git/HEAD": "ref: refs/heads/main\n", "App/Main.storyboard": text,
                                      "App/Form.swift": CodeScreens.handler(body)])
        return (root, "file://\(root)/App/Main.storyboard", text)
    }

    private func messages(_ client: TestClient, _ uri: String) -> [String] {
        client.diagnostics(uri).compactMap { $0["message"]?.stringValue }
    }

    static let watching: JSON = ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]

    @Test func theServerWatchesTheSourcesWhereTheClientAllowsIt() throws {
        let client = try TestClient(capabilities: Self.watching)
        let request = try #require(client.published.first { $0["method"] == "client/registerCapability" })
        let watchers = request[path: "params", "registrations"]?[0]?[path: "registerOptions", "watchers"]?.arrayValue ?? []
        #expect(watchers.compactMap { $0["globPattern"]?.stringValue } == [
            "**/.kblint.json", "**/*.swift", "**/*.m", "**/*.mm", "**/*.h", "**/*.pch", "**/Info.plist", "**/project.pbxproj",
        ])
    }

    @Test func aChangedSwiftFileRepublishesTheStoryboardsOfItsProject() throws {
        let (root, uri, text) = try project("noteBottom.constant = frame.height - 10")
        let client = try TestClient(capabilities: Self.watching, server: Server(workspace: WorkspaceConfiguration(workingDirectory: root)))
        let other = "file://\(root)/Other.kbl"
        client.open(uri, text)
        client.open(other, Specs.clean)
        #expect(messages(client, uri).count == 2)
        #expect(messages(client, uri).allSatisfy { $0.hasSuffix("after Form.swift:9 sets noteBottom.constant = keyboard height - 10") })
        let publications = client.published.count
        // The fix, saved: the client's watcher says so; the storyboard is published again.
        try write(CodeScreens.handler("noteBottom.constant = frame.height + 8"), to: root + "/App/Form.swift")
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string("file://\(root)/App/Form.swift"), "type": 2]]])
        #expect(messages(client, uri).isEmpty)
        let republished = client.published[publications...].compactMap { $0[path: "params", "uri"]?.stringValue }
        #expect(republished == [uri])
        // A file of another project, or no source at all, republishes nothing.
        let count = client.published.count
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": "file:///elsewhere/Form.swift", "type": 2],
                                                                      ["uri": .string("file://\(root)/App/notes.txt"), "type": 1]]])
        #expect(client.published.count == count)
    }

    @Test func withoutAWatcherTheStampsAreCheckedWhenTheStoryboardChanges() throws {
        let (root, uri, text) = try project("noteBottom.constant = frame.height + 8")
        let server = Server(workspace: WorkspaceConfiguration(workingDirectory: root))
        server.sourcesPollInterval = .zero
        let client = try TestClient(capabilities: [:], server: server)
        client.open(uri, text)
        #expect(messages(client, uri).isEmpty)
        // The Swift file breaks (and grows, so that its stamp differs on any file system).
        try write(CodeScreens.handler("noteBottom.constant = frame.height - 10 // broken again"), to: root + "/App/Form.swift")
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri)]])
        #expect(messages(client, uri).count == 2)
    }

    @Test func hoverOnTheControllerShowsEachEffectAndItsValue() throws {
        let (root, uri, text) = try project("noteBottom.constant = frame.height - 10")
        let client = try TestClient(server: Server(workspace: WorkspaceConfiguration(workingDirectory: root)))
        client.open(uri, text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("<viewController ") })
        let column = try #require(lines[line].firstIndex(of: "<")).utf16Offset(in: lines[line]) + 2
        let hover = try client.request("textDocument/hover", ["textDocument": ["uri": .string(uri)],
                                                               "position": ["line": .integer(Int64(line)), "character": .integer(Int64(column))]])
        let value = hover[path: "contents", "value"]?.stringValue ?? ""
        // iPhone SE: 260 pt keyboard in portrait, 200 in landscape, less 10.
        #expect(value.contains("strategy `avoid code`"))
        #expect(value.contains("- iphone-se, portrait: Form.swift:9: noteBottom.constant = keyboard height - 10 → 250 pt"))
        #expect(value.contains("- iphone-se, landscape: Form.swift:9: noteBottom.constant = keyboard height - 10 → 190 pt"))
    }
}
