import JSONValue
import Platform

/// What the client can do, as far as kb-lsp cares.
public struct ClientCapabilities: Sendable, Hashable {
    /// `general.positionEncodings`, in the client's order of preference.
    public var positionEncodings: [PositionEncoding] = []
    /// `textDocument.diagnostic`: the client pulls diagnostics.
    public var supportsPullDiagnostics = false
    /// `textDocument.publishDiagnostics.codeDescriptionSupport`.
    public var supportsCodeDescription = false
    /// `textDocument.hover.contentFormat` includes markdown: a client that says nothing
    /// gets plain text.
    public var supportsMarkdownHover = false
    /// `textDocument.documentSymbol.hierarchicalDocumentSymbolSupport`.
    public var supportsHierarchicalSymbols = false
    /// `workspace.didChangeWatchedFiles.dynamicRegistration`: the server may ask the client
    /// to watch files for it.
    public var supportsWatchedFilesRegistration = false
    /// `workspace.diagnostics.refreshSupport`: a pull client re-pulls when asked.
    public var supportsDiagnosticRefresh = false
    /// `textDocument.completion.completionItem.snippetSupport`: completion items may be
    /// snippets with tab stops.
    public var supportsSnippets = false
    /// `window.showDocument.support`: the server may ask the client to show a document.
    public var supportsShowDocument = false
    /// `textDocument.codeAction.codeActionLiteralSupport`: code actions may be `CodeAction`
    /// literals, and the server may declare `CodeActionOptions`.
    public var supportsCodeActionLiterals = false
    /// `textDocument.rename.prepareSupport`: `RenameOptions` with `prepareProvider`.
    public var supportsPrepareRename = false
    /// `textDocument.completion.completionItemKind.valueSet`: the item kinds the client
    /// knows; without it, those of LSP 1 (1 to 18).
    public var completionItemKinds: Set<Int> = Set(1...18)
    /// `textDocument.documentSymbol.symbolKind.valueSet` (without it, 1 to 18).
    public var documentSymbolKinds: Set<Int> = Set(1...18)
    /// `workspace.symbol.symbolKind.valueSet` (without it, 1 to 18).
    public var workspaceSymbolKinds: Set<Int> = Set(1...18)
    /// `workspace.workspaceFolders`: the client has workspace folders and tells of changes.
    public var supportsWorkspaceFolders = false
    /// `textDocument.semanticTokens`: the client highlights with semantic tokens.
    public var supportsSemanticTokens = false

    /// A client that declares nothing.
    public init() {}

    /// Reads the `capabilities` of `initialize`; what is missing or mistyped is not supported.
    public init(json: JSON?) {
        guard let json else { return }
        positionEncodings = json[path: "general", "positionEncodings"]?.arrayValue?
            .compactMap { $0.stringValue.flatMap(PositionEncoding.init(rawValue:)) } ?? []
        supportsPullDiagnostics = json[path: "textDocument", "diagnostic"]?.objectValue != nil
        supportsCodeDescription = json[path: "textDocument", "publishDiagnostics", "codeDescriptionSupport"]?.boolValue ?? false
        if let formats = json[path: "textDocument", "hover", "contentFormat"]?.arrayValue {
            supportsMarkdownHover = formats.contains("markdown")
        }
        supportsHierarchicalSymbols = json[path: "textDocument", "documentSymbol", "hierarchicalDocumentSymbolSupport"]?.boolValue ?? false
        supportsWatchedFilesRegistration = json[path: "workspace", "didChangeWatchedFiles", "dynamicRegistration"]?.boolValue ?? false
        supportsDiagnosticRefresh = json[path: "workspace", "diagnostics", "refreshSupport"]?.boolValue ?? false
        supportsSnippets = json[path: "textDocument", "completion", "completionItem", "snippetSupport"]?.boolValue ?? false
        supportsShowDocument = json[path: "window", "showDocument", "support"]?.boolValue ?? false
        supportsCodeActionLiterals = json[path: "textDocument", "codeAction", "codeActionLiteralSupport"]?.objectValue != nil
        supportsPrepareRename = json[path: "textDocument", "rename", "prepareSupport"]?.boolValue ?? false
        if let kinds = Self.integers(json[path: "textDocument", "completion", "completionItemKind", "valueSet"]) { completionItemKinds = kinds }
        if let kinds = Self.integers(json[path: "textDocument", "documentSymbol", "symbolKind", "valueSet"]) { documentSymbolKinds = kinds }
        if let kinds = Self.integers(json[path: "workspace", "symbol", "symbolKind", "valueSet"]) { workspaceSymbolKinds = kinds }
        supportsWorkspaceFolders = json[path: "workspace", "workspaceFolders"]?.boolValue ?? false
        supportsSemanticTokens = json[path: "textDocument", "semanticTokens"]?.objectValue != nil
    }

    /// A JSON array of whole numbers as a set; nil when it is no array.
    private static func integers(_ json: JSON?) -> Set<Int>? {
        guard let items = json?.arrayValue else { return nil }
        return Set(items.compactMap { $0.integerValue.map { Int($0) } })
    }

}

/// `initialize`.
public struct InitializeRequest: LSPRequest {
    public typealias Result = InitializeResult
    public static let method = "initialize"
    /// What the client can do.
    public var capabilities: ClientCapabilities
    /// The folders open in the client: `workspaceFolders`, else the one `rootUri` (or the
    /// older `rootPath`) names; empty when the client opened files without a folder.
    /// Entries without a string `uri` are left out.
    public var workspaceFolders: [WorkspaceFolder]
    /// `initializationOptions`: what the client's configuration passes to this server, as
    /// it came (the server reads its own keys).
    public var initializationOptions: JSON?

    public init(params: JSON?) throws(ResponseError) {
        let params = try params.required()
        guard params["capabilities"]?.objectValue != nil else { throw .invalidParams("missing 'capabilities'") }
        capabilities = ClientCapabilities(json: params["capabilities"])
        initializationOptions = params["initializationOptions"]
        if let folders = params["workspaceFolders"]?.arrayValue {
            workspaceFolders = folders.compactMap { try? WorkspaceFolder(json: $0) }
        } else if let root = params["rootUri"]?.stringValue {
            workspaceFolders = [WorkspaceFolder(uri: root, name: "")]
        } else if let path = params["rootPath"]?.stringValue, !path.isEmpty {
            workspaceFolders = [WorkspaceFolder(uri: FileURI.uri(forPath: path), name: "")]
        } else {
            workspaceFolders = []
        }
    }
}
