import JSONValue
@testable import KBLServer
import LSP
import SpecParser
import Testing
import TestSupport

/// An in-process LSP client for the server: requests in, responses and published
/// notifications out, with no I/O. Every call flushes diagnostics, as the serve loop
/// does after each batch.
final class TestClient {
    let server: Server
    private(set) var published: [JSON] = []
    private var nextID: Int64 = 1
    private(set) var encoding = "utf-16"
    /// What `initialize` answered.
    private(set) var initializeResult: JSON = .null

    /// Initializes the server with the given client capabilities and, when given,
    /// `workspaceFolders` (else `rootUri` null: no folder open).
    init(capabilities: JSON = TestClient.neovimLike, server: Server = Server(codeDocumentation: "file:///docs/diagnostics.md"),
         workspaceFolders: JSON? = nil) throws {
        self.server = server
        var params: JSONObject = ["processId": .null, "rootUri": .null, "capabilities": capabilities]
        params["workspaceFolders"] = workspaceFolders
        let result = try request("initialize", .object(params))
        initializeResult = result
        encoding = result[path: "capabilities", "positionEncoding"]?.stringValue ?? "utf-16"
        notify("initialized", [:])
    }

    /// A client without pull diagnostics and without position encodings (so UTF-16), with
    /// what Neovim 0.9 declares besides: code action literals, prepareRename, semantic
    /// tokens, today's completion and symbol kinds, workspace folders.
    static let neovimLike: JSON = [
        "textDocument": ["publishDiagnostics": ["codeDescriptionSupport": true, "versionSupport": true],
                         "hover": ["contentFormat": ["markdown", "plaintext"]],
                         "documentSymbol": ["hierarchicalDocumentSymbolSupport": true,
                                            "symbolKind": ["valueSet": .array((1...26).map { .integer(Int64($0)) })]],
                         "codeAction": ["codeActionLiteralSupport": ["codeActionKind": ["valueSet": ["", "quickfix"]]]],
                         "rename": ["prepareSupport": true],
                         "semanticTokens": ["requests": ["full": true, "range": true], "formats": ["relative"],
                                            "tokenTypes": [], "tokenModifiers": []],
                         "completion": ["completionItemKind": ["valueSet": .array((1...25).map { .integer(Int64($0)) })]]],
        "workspace": ["workspaceFolders": true, "symbol": ["symbolKind": ["valueSet": .array((1...26).map { .integer(Int64($0)) })]]],
    ]

    /// Sends a request; returns its result, or throws its error.
    @discardableResult
    func request(_ method: String, _ params: JSON) throws -> JSON {
        let response = try #require(rawRequest(method, params).first)
        if let error = response["error"] {
            throw ResponseError(ErrorCode(rawValue: Int(error["code"]?.integerValue ?? 0)), error["message"]?.stringValue ?? "")
        }
        return response["result"] ?? .null
    }

    /// Sends a request and returns every message the server answered with.
    func rawRequest(_ method: String, _ params: JSON?) -> [JSON] {
        let id = nextID
        nextID += 1
        var message: JSONObject = ["jsonrpc": "2.0", "id": .integer(id), "method": .string(method)]
        if let params { message["params"] = params }
        let answers = server.handle(body: JSON.object(message).serializedBytes())
        published += server.flushDiagnostics()
        return answers
    }

    func notify(_ method: String, _ params: JSON) {
        let message: JSON = ["jsonrpc": "2.0", "method": .string(method), "params": params]
        _ = server.handle(body: message.serializedBytes())
        published += server.flushDiagnostics()
    }

    /// Opens a document.
    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "kbl",
                                                          "version": .integer(Int64(version)), "text": .string(text)]])
    }

    /// The diagnostics most recently published for a document.
    func diagnostics(_ uri: String) -> [JSON] {
        published.last { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == .string(uri) }?["params"]?["diagnostics"]?.arrayValue ?? []
    }

    func lastPublication(_ uri: String) -> JSON? {
        published.last { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == .string(uri) }?["params"]
    }
}

extension Fixture {
    /// The LSP position of the cursor marked by the `index`-th `⟦⟧` (from 0), in `encoding`.
    func position(_ index: Int, encoding: PositionEncoding = .utf16) -> JSON {
        let offset = index < ranges.count ? ranges[index].start : 0
        return PositionConverter(lines: LineIndex(text), encoding: encoding).position(of: offset).json
    }
}

/// Applies a workspace edit's text edits to a text, as the server applies `didChange`
/// changes. The edits' ranges all refer to the original text, so they are applied last
/// first: each then leaves the positions of those still to come in place.
func applying(_ edits: [JSON], to text: String, encoding: PositionEncoding = .utf16) throws -> String {
    var changes: [TextDocumentContentChangeEvent] = []
    for edit in edits {
        changes.append(TextDocumentContentChangeEvent(range: try LSP.Range(json: edit.member("range")), text: try edit.string("newText")))
    }
    changes.sort { ($0.range?.start.line ?? 0, $0.range?.start.character ?? 0) > ($1.range?.start.line ?? 0, $1.range?.start.character ?? 0) }
    let document = Document(uri: "file:///edited.kbl", version: 1, text: text)
    document.apply(changes, version: 2, encoding: encoding)
    return String(decoding: document.bytes, as: UTF8.self)
}
