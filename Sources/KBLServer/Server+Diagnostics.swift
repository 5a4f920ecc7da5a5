import JSONValue
import KeyboardAnalysis
import LSP

extension Server {
    /// Publishes the diagnostics of every document changed since the last call, each
    /// analysed once at its latest version, and clears those of closed documents; then
    /// any message for the user that analysing queued.
    ///
    /// When `interrupted` says yes (newer input is waiting) before a screen that must be
    /// analysed, the flush stops there: that document and those after it stay pending,
    /// the work done on it is kept, and the next flush goes on (at a newer version, if
    /// the input brought one: the older one is then never published).
    ///
    /// The messages come as their bodies' bytes: a publication is written straight to
    /// bytes, never built as a JSON tree.
    public func flushDiagnosticBodies(unless interrupted: () -> Bool = { false }) -> [[UInt8]] {
        var messages: [[UInt8]] = []
        defer { pendingMessages.removeAll() }
        for uri in closedDocuments {
            messages.append(PublishDiagnosticsNotification(uri: uri, version: nil, diagnostics: []).messageBytes)
        }
        closedDocuments.removeAll()
        while let uri = pendingDiagnostics.first {
            if let document = documents[uri] {
                guard let snapshot = document.snapshot(using: analyzer(for: uri), unless: interrupted) else { break }
                messages.append(PublishDiagnosticsNotification(
                    uri: uri, version: snapshot.version, diagnostics: lspDiagnostics(snapshot)).messageBytes)
            }
            pendingDiagnostics.removeFirst()
        }
        return pendingMessages.map { $0.serializedBytes() } + messages
    }

    /// `flushDiagnosticBodies`, read back as JSON (for a caller that inspects them).
    public func flushDiagnostics(unless interrupted: () -> Bool = { false }) -> [JSON] {
        flushDiagnosticBodies(unless: interrupted).compactMap { try? JSON(parsing: $0) }
    }

    /// Whether some document's diagnostics wait to be published (an interrupted flush).
    public var hasPendingDiagnostics: Bool { !pendingDiagnostics.isEmpty }

    func pullDiagnostics(_ request: DocumentDiagnosticRequest) throws(ResponseError) -> DocumentDiagnosticReport {
        let snapshot = try snapshot(of: document(request.textDocument.uri))
        // Another configuration gives other diagnostics for the same version.
        // `VERSION:DIGEST`; the digest is of the configuration, stable within this process.
        let resultID = "\(snapshot.version):\(String(UInt(bitPattern: snapshot.analyzer.hashValue), radix: 16))"
        if request.previousResultId == resultID { return .unchanged(resultID: resultID) }
        return .full(resultID: resultID, items: lspDiagnostics(snapshot))
    }

    func lspDiagnostics(_ snapshot: Document.Snapshot) -> [LSP.Diagnostic] {
        let converter = converter(for: snapshot)
        return snapshot.analysis.diagnostics.map { lspDiagnostic($0, converter: converter) }
    }

    func lspDiagnostic(_ diagnostic: KeyboardAnalysis.Diagnostic, converter: PositionConverter) -> LSP.Diagnostic {
        let severity: DiagnosticSeverity
        switch diagnostic.severity {
        case .error: severity = .error
        case .warning: severity = .warning
        case .information: severity = .information
        }
        let link = capabilities.supportsCodeDescription ? codeLinks[diagnostic.code] : nil
        return LSP.Diagnostic(
            range: converter.range(of: diagnostic.range), severity: severity, code: diagnostic.code.rawValue,
            codeDescription: link, source: "kb-lsp", message: diagnostic.message)
    }
}
