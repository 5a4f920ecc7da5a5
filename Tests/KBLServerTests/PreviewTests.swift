import Foundation
import JSONValue
@testable import KBLServer
import KeyboardAnalysis
import LSP
import Platform
import Rendering
import SpecParser
import Testing
import TestSupport

@Suite("Pictures of screens in the editor: preview command and hover")
struct PreviewTests {
    static let spec = """
    screen Login {
      field user top 400 height 44
      field password below user 8 height 44
    }
    screen Broken {
      device nowhere
      field f top 1 height 44
    }
    """
    static let showDocument: JSON = ["window": ["showDocument": ["support": true]]]

    /// The SVG the renderer draws for a screen of `spec`, as `kb-lsp render` draws it.
    static func expectedPicture(of name: String, in text: String = spec) throws -> String {
        let analysis = Analyzer().analyze(Parser.parse(text))
        let screen = try #require(analysis.screens.first { $0.name == name })
        return SVGRenderer.document([ScreenPicture(screen)], title: "\(name) on \(screen.device.name)")
    }

    static func run(_ client: TestClient, _ command: String, _ arguments: [JSON]) throws -> JSON {
        try client.request("workspace/executeCommand", ["command": .string(command), "arguments": .array(arguments)])
    }

    @Test func theCommandsAreAdvertised() throws {
        let client = try TestClient()
        #expect(client.initializeResult[path: "capabilities", "executeCommandProvider"]
                == ["commands": ["kb-lsp.previewScreen", "kb-lsp.renderScreen"]])
    }

    @Test func renderAnswersTheScreensPicture() throws {
        let client = try TestClient()
        client.open("file:///w/login.kbl", Self.spec)
        let answer = try Self.run(client, "kb-lsp.renderScreen", ["file:///w/login.kbl", "Login"])
        #expect(answer == ["svg": .string(try Self.expectedPicture(of: "Login"))])
    }

    @Test func previewWritesThePictureAsksTheClientToShowItAndShutdownRemovesIt() throws {
        let client = try TestClient(capabilities: Self.showDocument)
        client.open("file:///w/login.kbl", Self.spec)
        let answer = try Self.run(client, "kb-lsp.previewScreen", ["file:///w/login.kbl", "Login"])
        let uri = try #require(answer["uri"]?.stringValue)
        let path = try #require(FileURI.path(of: uri))
        #expect(path.hasSuffix("/login-Login.svg"))
        #expect(String(decoding: try FileSystem.readFile(path), as: UTF8.self) == (try Self.expectedPicture(of: "Login")))
        let show = try #require(client.published.last { $0["method"] == "window/showDocument" })
        #expect(show["params"] == ["uri": .string(uri), "external": true, "takeFocus": false])
        #expect(show["id"]?.stringValue?.hasPrefix("kb-lsp-") == true)
        // The client's answer needs nothing more.
        _ = client.server.handle(body: JSON.object(["jsonrpc": "2.0", "id": show["id"] ?? .null, "result": ["success": true]]).serializedBytes())

        // An edit, then a preview again: the same file, the new picture.
        let edited = Self.spec.replacingOccurrences(of: "top 400", with: "top 100")
        client.notify("textDocument/didChange", ["textDocument": ["uri": "file:///w/login.kbl", "version": 2],
                                                 "contentChanges": [["text": .string(edited)]]])
        #expect(try Self.run(client, "kb-lsp.previewScreen", ["file:///w/login.kbl", "Login"]) == answer)
        #expect(String(decoding: try FileSystem.readFile(path), as: UTF8.self) == (try Self.expectedPicture(of: "Login", in: edited)))

        try client.request("shutdown", .null)
        #expect(!FileSystem.exists(path))
        #expect(!FileSystem.exists(Paths.parent(of: path)))
    }

    @Test func aClientThatCannotShowDocumentsIsToldWhereThePictureIs() throws {
        let client = try TestClient()
        client.open("file:///w/login.kbl", Self.spec)
        let uri = try #require(try Self.run(client, "kb-lsp.previewScreen", ["file:///w/login.kbl", "Login"])["uri"]?.stringValue)
        #expect(!client.published.contains { $0["method"] == "window/showDocument" })
        let message = try #require(client.published.last { $0["method"] == "window/showMessage" })
        #expect(message[path: "params", "type"] == 3)
        #expect(message[path: "params", "message"]?.stringValue == "kb-lsp: the picture of 'Login' is \(FileURI.path(of: uri) ?? "")")
        try client.request("shutdown", .null)
    }

    @Test func theClientMayAskForPreviewsInTheEditor() throws {
        let server = Server()
        let answer = server.handle(body: JSON.object([
            "jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": ["capabilities": Self.showDocument, "initializationOptions": ["previewExternally": false]],
        ]).serializedBytes())
        #expect(answer.first?["result"] != nil)
        #expect(server.previewsOpenExternally == false)
    }

    @Test func documentsWithTheSameFileNameGetTheirOwnPictures() throws {
        let client = try TestClient()
        client.open("file:///a/login.kbl", Self.spec)
        client.open("file:///b/login.kbl", Self.spec)
        let first = try Self.run(client, "kb-lsp.previewScreen", ["file:///a/login.kbl", "Login"])["uri"]?.stringValue
        let second = try Self.run(client, "kb-lsp.previewScreen", ["file:///b/login.kbl", "Login"])["uri"]?.stringValue
        #expect(first?.hasSuffix("/login-Login.svg") == true)
        #expect(second?.hasSuffix("/login-2-Login.svg") == true)
        try client.request("shutdown", .null)
    }

    @Test func mistakesAreClearErrors() throws {
        let client = try TestClient()
        client.open("file:///w/login.kbl", Self.spec)
        func error(_ command: String, _ arguments: [JSON]) -> String? {
            do {
                _ = try Self.run(client, command, arguments)
                return nil
            } catch let error as ResponseError {
                return "\(error.code.rawValue): \(error.message)"
            } catch {
                return "\(error)"
            }
        }
        #expect(error("kb-lsp.explode", []) == "-32602: unknown command 'kb-lsp.explode'; kb-lsp runs kb-lsp.previewScreen, kb-lsp.renderScreen")
        #expect(error("kb-lsp.renderScreen", ["file:///w/login.kbl"]) == "-32602: 'kb-lsp.renderScreen' takes two strings: a document URI and a screen name")
        #expect(error("kb-lsp.renderScreen", ["file:///w/login.kbl", 3]) == "-32602: 'kb-lsp.renderScreen' takes two strings: a document URI and a screen name")
        #expect(error("kb-lsp.renderScreen", ["file:///w/other.kbl", "Login"]) == "-32602: document 'file:///w/other.kbl' is not open")
        #expect(error("kb-lsp.previewScreen", ["file:///w/login.kbl", "Signup"]) == "-32602: no screen 'Signup' in file:///w/login.kbl")
        #expect(error("kb-lsp.previewScreen", ["file:///w/login.kbl", "Broken"]) == "-32602: screen 'Broken' has errors: fix them to see its picture")
    }

    @Test func aFieldsHoverShowsItsScreenWhereTheClientShowsImages() throws {
        func hover(_ options: JSON?) throws -> String {
            let server = Server()
            var params: JSONObject = ["capabilities": TestClient.neovimLike]
            params["initializationOptions"] = options
            _ = server.handle(body: JSON.object(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": .object(params)]).serializedBytes())
            _ = server.handle(body: JSON.object(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
                "textDocument": ["uri": "file:///h.kbl", "languageId": "kbl", "version": 1, "text": .string(Self.spec)]]]).serializedBytes())
            let answer = server.handle(body: JSON.object(["jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": [
                "textDocument": ["uri": "file:///h.kbl"], "position": ["line": 1, "character": 9]]]).serializedBytes())
            return answer.first?[path: "result", "contents", "value"]?.stringValue ?? ""
        }
        let plain = try hover(nil)
        #expect(plain.contains("| orientation |"))
        #expect(!plain.contains("!["))
        let pictured = try hover(["hoverPictures": true])
        #expect(pictured.hasPrefix(plain + "\n\n![Login with the keyboard up](data:image/svg+xml;base64,"))
        let encoded = try #require(pictured.split(separator: ",").last.map { String($0.dropLast()) })
        let decoded = try #require(Data(base64Encoded: encoded))
        #expect(String(decoding: decoded, as: UTF8.self) == (try Self.expectedPicture(of: "Login")))
    }
}
