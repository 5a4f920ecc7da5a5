import Diagnostics
import DocumentAnalysis
import JSONValue
import KeyboardAnalysis
import LSP
import Platform
import ProjectConfiguration
import SpecParser

/// The KBL language server's logic, free of I/O: messages in, messages out.
///
/// Not thread-safe: one thread (the serve loop, or a test) drives it. Work is batched by
/// the caller: `handle` answers requests and records edits; `flushDiagnostics` then
/// analyses each changed document once, at its latest version, so superseded versions
/// are never analysed.
public final class Server {
    enum Phase {
        case uninitialized
        case running
        case shutDown
    }

    var phase = Phase.uninitialized
    var capabilities = ClientCapabilities()
    var encoding = PositionEncoding.utf16
    var documents: [String: Document] = [:]
    /// Documents whose diagnostics must be pushed, in the order they changed.
    var pendingDiagnostics: [String] = []
    /// Documents closed since the last flush, whose diagnostics must be cleared.
    var closedDocuments: [String] = []
    /// The engine for a document, as its workspace configuration sets it up (see
    /// `analyzerForDocument`).
    let defaultAnalyzer: Analyzer
    /// Messages for the user (a configuration that cannot be used), sent with the next
    /// diagnostics; each distinct problem is shown once.
    var pendingMessages: [JSON] = []
    /// How many requests the server has sent the client.
    var serverRequests = 0
    var shownProblems: Set<String> = []
    let parser = JSONParser(maxLength: Server.largestMessage)
    /// The longest message read (128 MiB): a storyboard up to the 64 MiB kb-lsp reads
    /// (`DocumentAnalyzer.largestDocument`), with the room its JSON escapes take; a larger
    /// document opened gets its one KB300 and stays editable.
    static let largestMessage = 128 << 20
    /// The base of the documentation links of diagnostic codes (`…#kb001`), if known.
    let codeDocumentation: String?
    /// Each code's link into `codeDocumentation` (`…#kb001`), made once, not per diagnostic.
    let codeLinks: [DiagnosticCode: String]
    /// Log lines for standard error.
    public var log: (String) -> Void = { _ in } {
        didSet { workspaceFiles.log = log }
    }
    /// Whether a field's hover shows its screen's picture (initialization option
    /// `hoverPictures`: clients whose hovers show Markdown images, such as VS Code).
    var hoverPictures = false
    /// Whether previews open outside the editor (initialization option `previewExternally`,
    /// true unless the client says false).
    var previewsOpenExternally = true
    /// The private folder of the pictures written for previews, once one was.
    var previewDirectory: String?
    var previewFiles: Set<String> = []
    /// How many framing errors the input had: the first few are logged, then only how
    /// many (a stream of garbage would otherwise be a log line per line of it).
    var framingErrors = 0
    /// The file-name prefix of each document's pictures.
    var previewPrefixes: [String: String] = [:]
    /// Those prefixes, and the next number to try after each cleaned file name, so that
    /// making a prefix unique costs the same however many documents share a name.
    var previewPrefixesTaken: Set<String> = []
    var previewNextNumber: [String: Int] = [:]
    /// The URIs of the client's workspace folders.
    var workspaceFolders: [String] = []
    /// The saved `.kbl` files under those folders.
    let workspaceFiles: WorkspaceFiles

    /// The exit status once `exit` was received.
    public private(set) var exitStatus: Int32?
    /// Whether `shutdown` was received: requests other than `exit` are refused now.
    public var hasShutDown: Bool { phase == .shutDown }

    /// Chooses the engine for a document URI: the executable looks up the project's
    /// `.kblint.json` here. A problem (a configuration that cannot be used) is shown to the
    /// user once, and the analyzer returned with it is used meanwhile. By default every
    /// document gets the analyzer given to `init`.
    public var analyzerForDocument: ((String) -> (analyzer: Analyzer, problem: String?))?
    /// The same for storyboards and xibs: by default, `init`'s analyzer with the document
    /// defaults (ib.md section 3).
    public var documentAnalyzerForDocument: ((String) -> (analyzer: DocumentAnalyzer, problem: String?))?
    /// Re-reads the project sources at the URIs the client says changed; the roots of the
    /// projects whose keyboard code may have changed (code.md section 1).
    public var sourcesChanged: (([String]) -> [String])?
    /// Checks the project sources read so far against their stamps, for a client that
    /// cannot watch files; the roots of the projects whose code may have changed.
    public var sourcesPolled: (() -> [String])?
    /// When the sources were last checked against their stamps, and how often they may be.
    var sourcesPolledAt: ContinuousClock.Instant?
    public var sourcesPollInterval: Duration = .seconds(1)

    /// A server whose documents are all analysed with `analyzer`; diagnostic codes link to
    /// `codeDocumentation#kb001`… when it is given. Requests about the whole workspace read
    /// its files that are not open through `files`.
    public init(analyzer: Analyzer = Analyzer(), codeDocumentation: String? = nil, files: any FileReading = Disk()) {
        defaultAnalyzer = analyzer
        self.codeDocumentation = codeDocumentation
        var links: [DiagnosticCode: String] = [:]
        if let codeDocumentation {
            for code in DiagnosticCode.allCases { links[code] = "\(codeDocumentation)#\(code.rawValue.lowercased())" }
        }
        codeLinks = links
        workspaceFiles = WorkspaceFiles(files: files)
    }

    /// A server whose documents use the `.kblint.json` that governs each of them.
    public convenience init(workspace: WorkspaceConfiguration, codeDocumentation: String? = nil, files: any FileReading = Disk()) {
        self.init(codeDocumentation: codeDocumentation, files: files)
        analyzerForDocument = workspace.analyzer(forDocument:)
        documentAnalyzerForDocument = workspace.documentAnalyzer(forDocument:)
        sourcesChanged = workspace.refreshSources(changed:)
        sourcesPolled = workspace.refreshSources
    }

    /// The analyzer for a document; queues a configuration problem for the user.
    func analyzer(for uri: String) -> Analyzer {
        guard let analyzerForDocument else { return defaultAnalyzer }
        let (analyzer, problem) = analyzerForDocument(uri)
        show(problem)
        return analyzer
    }

    /// The analyzer for a storyboard or xib; queues a configuration problem for the user.
    func documentAnalyzer(for uri: String) -> DocumentAnalyzer {
        guard let documentAnalyzerForDocument else { return DocumentAnalyzer(analyzer: defaultAnalyzer) }
        let (analyzer, problem) = documentAnalyzerForDocument(uri)
        show(problem)
        return analyzer
    }

    /// Shows a configuration problem to the user, once.
    private func show(_ problem: String?) {
        guard let problem, shownProblems.insert(problem).inserted else { return }
        log(problem)
        pendingMessages.append(ShowMessageNotification(.error, "kb-lsp: \(problem)").message)
    }

    /// The current parse and analysis of an open document.
    func snapshot(of document: Document) -> Document.Snapshot {
        document.snapshot(using: analyzer(for: document.uri))
    }

    /// Decodes and handles one framed message body.
    public func handle(body: [UInt8], cancelled: Set<RequestID> = []) -> [JSON] {
        switch IncomingMessage.decode(body, parser: parser) {
        case .success(let message): return handle(message, cancelled: cancelled)
        case .failure(let failure):
            log("dropped a message: \(failure.error.message)")
            return [OutgoingMessage.error(id: failure.id, failure.error)]
        }
    }

    /// Handles one message; `cancelled` holds ids whose `$/cancelRequest` already arrived.
    public func handle(_ message: IncomingMessage, cancelled: Set<RequestID> = []) -> [JSON] {
        switch message {
        case .request(let id, let method, let params):
            if cancelled.contains(id) { return [OutgoingMessage.error(id: id, .cancelled)] }
            do throws(ResponseError) {
                return [OutgoingMessage.response(id: id, result: try respond(to: method, params: params))]
            } catch {
                return [OutgoingMessage.error(id: id, error)]
            }
        case .notification(let method, let params):
            do throws(ResponseError) {
                try receive(method, params: params)
            } catch {
                log("ignored '\(method)': \(error.message)")
            }
            return []
        case .response:
            // The server's own requests (registering a file watcher, asking for a
            // refresh) need nothing from the answer; a refusal changes nothing either.
            return []
        }
    }

    private func respond(to method: String, params: JSON?) throws(ResponseError) -> JSON {
        if method == InitializeRequest.method { return try answer(params, with: initialize) }
        switch phase {
        case .uninitialized: throw .notInitialized
        case .shutDown: throw .invalidRequest("the server is shutting down")
        case .running: break
        }
        if let answer = try answerAboutInterfaceBuilderDocument(method, params: params) { return answer }
        switch method {
        case ShutdownRequest.method: return try answer(params, with: shutdown)
        case HoverRequest.method: return try answer(params, with: hover)
        case CodeActionRequest.method: return try answer(params, with: codeActions)
        case DocumentSymbolRequest.method: return try answer(params, with: documentSymbols)
        case FoldingRangeRequest.method: return try answer(params, with: foldingRanges)
        case InlayHintRequest.method: return try answer(params, with: inlayHints)
        case CodeLensRequest.method: return try answer(params, with: codeLenses)
        case DocumentDiagnosticRequest.method: return try answer(params, with: pullDiagnostics)
        case DocumentFormattingRequest.method: return try answer(params, with: formatting)
        case DocumentRangeFormattingRequest.method: return try answer(params, with: rangeFormatting)
        case DefinitionRequest.method: return try answer(params, with: definition)
        case ReferencesRequest.method: return try answer(params, with: references)
        case DocumentHighlightRequest.method: return try answer(params, with: documentHighlights)
        case PrepareRenameRequest.method: return try answer(params, with: prepareRename)
        case RenameRequest.method: return try answer(params, with: rename)
        case SemanticTokensFullRequest.method: return try answer(params, with: semanticTokensFull)
        case SemanticTokensRangeRequest.method: return try answer(params, with: semanticTokensRange)
        case WorkspaceSymbolRequest.method: return try answer(params, with: workspaceSymbols)
        case CompletionRequest.method: return try answer(params, with: completion)
        case ExecuteCommandRequest.method: return try answer(params, with: executeCommand)
        default: throw .methodNotFound(method)
        }
    }

    /// Reads a request from its params, handles it, and writes its typed result as JSON.
    func answer<Request: LSPRequest>(
        _ params: JSON?, with handle: (Request) throws(ResponseError) -> Request.Result
    ) throws(ResponseError) -> JSON {
        try handle(Request(params: params)).json
    }

    private func receive(_ method: String, params: JSON?) throws(ResponseError) {
        if method == ExitNotification.method {
            exitStatus = phase == .shutDown ? 0 : 1
            return
        }
        guard phase == .running else { return }
        switch method {
        case InitializedNotification.method: watchConfigurationFiles()
        case DidOpenTextDocumentNotification.method: didOpen(try DidOpenTextDocumentNotification(params: params))
        case DidChangeTextDocumentNotification.method: didChange(try DidChangeTextDocumentNotification(params: params))
        case DidCloseTextDocumentNotification.method: didClose(try DidCloseTextDocumentNotification(params: params))
        case DidSaveTextDocumentNotification.method: didSave(try DidSaveTextDocumentNotification(params: params))
        case DidChangeWatchedFilesNotification.method: didChangeWatchedFiles(try DidChangeWatchedFilesNotification(params: params))
        case DidChangeWorkspaceFoldersNotification.method:
            didChangeWorkspaceFolders(try DidChangeWorkspaceFoldersNotification(params: params))
        default:
            // Unknown notifications, `$/…` ones included, are ignored as the protocol asks.
            break
        }
    }

    /// The document a request names, or an error the client can show.
    func document(_ uri: String) throws(ResponseError) -> Document {
        guard let document = documents[uri] else { throw .invalidParams("document '\(uri)' is not open") }
        return document
    }

    func converter(for snapshot: Document.Snapshot) -> PositionConverter {
        PositionConverter(lines: snapshot.lines, encoding: encoding)
    }
}
