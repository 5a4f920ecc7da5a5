import JSONValue
import LSP

extension Server {
    func initialize(_ request: InitializeRequest) throws(ResponseError) -> JSON {
        guard phase == .uninitialized else { throw .invalidRequest("'initialize' was already received") }
        capabilities = request.capabilities
        encoding = Self.negotiateEncoding(request.capabilities.positionEncodings)
        phase = .running
        var server: JSONObject = [
            "positionEncoding": .string(encoding.rawValue),
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
            "hoverProvider": true,
            "codeActionProvider": ["codeActionKinds": ["quickfix"]],
            "documentSymbolProvider": true,
        ]
        if capabilities.supportsPullDiagnostics {
            server["diagnosticProvider"] = ["interFileDependencies": false, "workspaceDiagnostics": false]
        }
        return ["capabilities": .object(server), "serverInfo": ["name": "kb-lsp", "version": .string(Self.version)]]
    }

    /// kb-lsp's version: `kb-lsp --version`, the server's `serverInfo`, SARIF's driver.
    /// The VS Code extension's manifest carries the same string (a test keeps them equal).
    public static let version = "0.1.0"

    /// UTF-8 is our native unit, then UTF-32; UTF-16 when the client offers neither.
    static func negotiateEncoding(_ offered: [PositionEncoding]) -> PositionEncoding {
        if offered.contains(.utf8) { return .utf8 }
        if offered.contains(.utf32) { return .utf32 }
        return .utf16
    }
}
