import JSONValue

/// The answer to `initialize`: what the server offers, and its name and version.
public struct InitializeResult: Hashable, Sendable, JSONEncodable {
    /// What the server offers.
    public var capabilities: ServerCapabilities
    /// The server's name and version.
    public var serverInfo: ServerInfo

    /// The answer with the server's capabilities and information.
    public init(capabilities: ServerCapabilities, serverInfo: ServerInfo) {
        self.capabilities = capabilities
        self.serverInfo = serverInfo
    }

    public var json: JSON { ["capabilities": capabilities.json, "serverInfo": serverInfo.json] }
}

/// `serverInfo`.
public struct ServerInfo: Hashable, Sendable, JSONEncodable {
    /// The server's name.
    public var name: String
    /// The server's version.
    public var version: String

    /// A server's name and version.
    public init(name: String, version: String) {
        self.name = name
        self.version = version
    }

    public var json: JSON { ["name": .string(name), "version": .string(version)] }
}

/// The server's capabilities; a provider left out (nil) is not offered.
public struct ServerCapabilities: Hashable, Sendable, JSONEncodable {
    /// The encoding chosen from the client's `general.positionEncodings`.
    public var positionEncoding: PositionEncoding
    /// How documents are synchronised.
    public var textDocumentSync: TextDocumentSyncOptions
    /// Whether `textDocument/hover` is offered.
    public var hoverProvider: Bool
    /// `textDocument/codeAction` and the kinds it returns, if offered.
    public var codeActionProvider: CodeActionOptions?
    /// Whether `textDocument/documentSymbol` is offered.
    public var documentSymbolProvider: Bool
    /// Pull diagnostics, if offered: nil means diagnostics are pushed.
    public var diagnosticProvider: DiagnosticOptions?
    /// Whether `textDocument/formatting` is offered (written only when it is).
    public var documentFormattingProvider: Bool
    /// Whether `textDocument/rangeFormatting` is offered (written only when it is).
    public var documentRangeFormattingProvider: Bool
    /// Whether `textDocument/foldingRange` is offered.
    public var foldingRangeProvider = false
    /// Whether `textDocument/inlayHint` is offered (written only when it is).
    public var inlayHintProvider = false
    /// Whether `textDocument/codeLens` is offered, without `codeLens/resolve` (written only when it is).
    public var codeLensProvider = false
    /// Whether `textDocument/definition` is offered.
    public var definitionProvider = false
    /// Whether `textDocument/references` is offered.
    public var referencesProvider = false
    /// Whether `textDocument/documentHighlight` is offered.
    public var documentHighlightProvider = false
    /// `textDocument/rename` (and `prepareRename` if its options say so), if offered.
    public var renameProvider: RenameOptions?
    /// `textDocument/semanticTokens/full` and `/range` and their legend, if offered.
    public var semanticTokensProvider: SemanticTokensOptions?
    /// Whether `workspace/symbol` is offered.
    public var workspaceSymbolProvider = false
    /// `workspace/executeCommand` and the commands it runs, if offered.
    public var executeCommandProvider: ExecuteCommandOptions?
    /// Whether the server follows the client's workspace folders, told of changes by
    /// `workspace/didChangeWorkspaceFolders` (written only when it does).
    public var followsWorkspaceFolders = false
    /// `textDocument/completion` and its trigger characters, if offered.
    public var completionProvider: CompletionOptions?

    /// The capabilities to declare; a nil provider is left out.
    public init(positionEncoding: PositionEncoding, textDocumentSync: TextDocumentSyncOptions, hoverProvider: Bool,
                codeActionProvider: CodeActionOptions?, documentSymbolProvider: Bool, diagnosticProvider: DiagnosticOptions?,
                documentFormattingProvider: Bool = false, documentRangeFormattingProvider: Bool = false) {
        self.positionEncoding = positionEncoding
        self.textDocumentSync = textDocumentSync
        self.hoverProvider = hoverProvider
        self.codeActionProvider = codeActionProvider
        self.documentSymbolProvider = documentSymbolProvider
        self.diagnosticProvider = diagnosticProvider
        self.documentFormattingProvider = documentFormattingProvider
        self.documentRangeFormattingProvider = documentRangeFormattingProvider
    }

    public var json: JSON {
        var object: JSONObject = [
            "positionEncoding": .string(positionEncoding.rawValue),
            "textDocumentSync": textDocumentSync.json,
            "hoverProvider": .bool(hoverProvider),
        ]
        object["codeActionProvider"] = codeActionProvider?.json
        object["documentSymbolProvider"] = .bool(documentSymbolProvider)
        object["diagnosticProvider"] = diagnosticProvider?.json
        if documentFormattingProvider { object["documentFormattingProvider"] = .bool(true) }
        if documentRangeFormattingProvider { object["documentRangeFormattingProvider"] = .bool(true) }
        if foldingRangeProvider { object["foldingRangeProvider"] = .bool(true) }
        if inlayHintProvider { object["inlayHintProvider"] = .bool(true) }
        if codeLensProvider { object["codeLensProvider"] = ["resolveProvider": false] }
        if definitionProvider { object["definitionProvider"] = .bool(true) }
        if referencesProvider { object["referencesProvider"] = .bool(true) }
        if documentHighlightProvider { object["documentHighlightProvider"] = .bool(true) }
        // RenameOptions are for clients with `prepareSupport`; the others get `true`.
        if let renameProvider { object["renameProvider"] = renameProvider.prepareProvider ? renameProvider.json : .bool(true) }
        object["semanticTokensProvider"] = semanticTokensProvider?.json
        if workspaceSymbolProvider { object["workspaceSymbolProvider"] = .bool(true) }
        object["executeCommandProvider"] = executeCommandProvider?.json
        if followsWorkspaceFolders {
            object["workspace"] = ["workspaceFolders": ["supported": true, "changeNotifications": true]]
        }
        object["completionProvider"] = completionProvider?.json
        return .object(object)
    }
}

/// How documents are synchronised: `didOpen`/`didClose`, `didChange` in changes of
/// `change`'s kind, and `didSave`.
public struct TextDocumentSyncOptions: Hashable, Sendable, JSONEncodable {
    /// Whether `didOpen` and `didClose` are wanted.
    public var openClose: Bool
    /// How `didChange` sends changes.
    public var change: TextDocumentSyncKind
    /// `didSave`, if wanted.
    public var save: SaveOptions?

    /// Synchronisation options.
    public init(openClose: Bool, change: TextDocumentSyncKind, save: SaveOptions?) {
        self.openClose = openClose
        self.change = change
        self.save = save
    }

    public var json: JSON {
        var object: JSONObject = ["openClose": .bool(openClose), "change": .integer(Int64(change.rawValue))]
        object["save"] = save?.json
        return .object(object)
    }
}

/// LSP's `TextDocumentSyncKind` values we offer.
public enum TextDocumentSyncKind: Int, Sendable {
    /// Ranges and their new text, as `TextDocumentContentChangeEvent`s.
    case incremental = 2
}

/// `didSave` is wanted; with the saved text when `includeText`.
public struct SaveOptions: Hashable, Sendable, JSONEncodable {
    /// Whether `didSave` should carry the saved text.
    public var includeText: Bool

    /// Save options.
    public init(includeText: Bool) {
        self.includeText = includeText
    }

    public var json: JSON { ["includeText": .bool(includeText)] }
}

/// The kinds of code action the server may return.
public struct CodeActionOptions: Hashable, Sendable, JSONEncodable {
    /// The kinds, as a client may filter on them with `only`.
    public var codeActionKinds: [CodeActionKind]

    /// The kinds of code action offered.
    public init(codeActionKinds: [CodeActionKind]) {
        self.codeActionKinds = codeActionKinds
    }

    public var json: JSON { ["codeActionKinds": .array(codeActionKinds.map { .string($0.rawValue) })] }
}

/// Pull diagnostics (`textDocument/diagnostic`) are offered.
public struct DiagnosticOptions: Hashable, Sendable, JSONEncodable {
    /// Whether a document's diagnostics depend on other files.
    public var interFileDependencies: Bool
    /// Whether `workspace/diagnostic` is offered too.
    public var workspaceDiagnostics: Bool

    /// Pull diagnostic options.
    public init(interFileDependencies: Bool, workspaceDiagnostics: Bool) {
        self.interFileDependencies = interFileDependencies
        self.workspaceDiagnostics = workspaceDiagnostics
    }

    public var json: JSON {
        ["interFileDependencies": .bool(interFileDependencies), "workspaceDiagnostics": .bool(workspaceDiagnostics)]
    }
}
