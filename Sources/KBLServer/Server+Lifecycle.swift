import LSP

extension Server {
    func initialize(_ request: InitializeRequest) throws(ResponseError) -> InitializeResult {
        guard phase == .uninitialized else { throw .invalidRequest("'initialize' was already received") }
        capabilities = request.capabilities
        encoding = Self.negotiateEncoding(request.capabilities.positionEncodings)
        workspaceFiles.encoding = encoding
        workspaceFolders = request.workspaceFolders.map(\.uri)
        hoverPictures = request.initializationOptions?["hoverPictures"]?.boolValue ?? false
        previewsOpenExternally = request.initializationOptions?["previewExternally"]?.boolValue ?? true
        phase = .running
        // Pull diagnostics only for clients that pull; the others get them pushed.
        let pull = capabilities.supportsPullDiagnostics
            ? DiagnosticOptions(interFileDependencies: false, workspaceDiagnostics: false) : nil
        var offered = ServerCapabilities(
            positionEncoding: encoding,
            textDocumentSync: TextDocumentSyncOptions(openClose: true, change: .incremental, save: SaveOptions(includeText: false)),
            hoverProvider: true,
            // Code actions are CodeAction literals (edits), which only a client with
            // `codeActionLiteralSupport` takes; another would take Commands only.
            codeActionProvider: capabilities.supportsCodeActionLiterals ? CodeActionOptions(codeActionKinds: [.quickFix]) : nil,
            documentSymbolProvider: true,
            diagnosticProvider: pull,
            documentFormattingProvider: true,
            documentRangeFormattingProvider: true)
        offered.foldingRangeProvider = true
        offered.inlayHintProvider = true
        offered.codeLensProvider = true
        offered.definitionProvider = true
        offered.referencesProvider = true
        offered.documentHighlightProvider = true
        offered.renameProvider = RenameOptions(prepareProvider: capabilities.supportsPrepareRename)
        // Semantic tokens for a client that has them (both kinds of request are offered:
        // a client sends those it makes).
        if capabilities.supportsSemanticTokens { offered.semanticTokensProvider = Self.semanticTokensOptions }
        offered.workspaceSymbolProvider = true
        offered.followsWorkspaceFolders = capabilities.supportsWorkspaceFolders
        offered.completionProvider = CompletionOptions(triggerCharacters: [" "])
        offered.executeCommandProvider = ExecuteCommandOptions(commands: PreviewCommand.allCases.map(\.rawValue))
        return InitializeResult(capabilities: offered, serverInfo: ServerInfo(name: "kb-lsp", version: Self.version))
    }

    func shutdown(_ request: ShutdownRequest) -> NullResult {
        phase = .shutDown
        removePreviews()
        return NullResult()
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
