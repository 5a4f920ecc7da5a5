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
            if let document = documents[uri], document.format == .interfaceBuilder {
                messages.append(interfaceBuilderPublication(of: document))
            } else if let document = documents[uri] {
                guard let snapshot = document.snapshot(using: analyzer(for: uri), unless: interrupted) else { break }
                messages.append(publication(of: document, snapshot))
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

    /// The `publishDiagnostics` message of a snapshot: the same text as writing its
    /// diagnostics converted (`lspDiagnostics`), put together from the screens' diagnostics
    /// the last publication wrote where a screen's text and diagnostics are the same
    /// (`PublishedScreens`). Diagnostics outside screens are written anew each time.
    func publication(of document: Document, _ snapshot: Document.Snapshot) -> [UInt8] {
        let converter = converter(for: snapshot)
        let linksCodes = capabilities.supportsCodeDescription
        // Taken from the document, so that its pieces are moved in place, not copied.
        var previous = document.publishedScreens.flatMap { $0.encoding == encoding && $0.linksCodes == linksCodes ? $0 : nil }
        document.publishedScreens = nil
        var next = PublishedScreens(encoding: encoding, linksCodes: linksCodes)
        let diagnostics = snapshot.analysis.diagnostics
        // The version goes to every client: LSP makes it optional, a client without
        // `versionSupport` ignores it, and it is what ties a publication to its edit
        // (docs/decisions.md#the-language-server).
        let message = PublishDiagnosticsNotification.messageBytes(uri: document.uri, version: snapshot.version) { writer in
            var index = 0
            func writeAnew(upTo end: Int) {
                while index < end {
                    lspDiagnostic(diagnostics[index], converter: converter).write(to: &writer)
                    index += 1
                }
            }
            for (screen, key) in zip(snapshot.parsed.file.screens, snapshot.screenKeys) {
                writeAnew(upTo: diagnostics[index...].firstIndex { $0.range.start >= screen.range.start } ?? diagnostics.count)
                let end = diagnostics[index...].firstIndex { $0.range.start >= screen.range.end } ?? diagnostics.count
                let run = diagnostics[index..<end]
                guard !run.isEmpty else { continue }
                guard PublishedScreens.positionsDependOnText(of: screen, run: run, bytes: snapshot.bytes, converter: converter) else {
                    writeAnew(upTo: end)
                    continue
                }
                let line = converter.line(containing: screen.range.start)
                // A screen of the same text earlier in this publication took the piece on.
                if var piece = next.pieces[key] ?? previous?.pieces.removeValue(forKey: key),
                   piece.moveIfSame(as: run, screenStart: screen.range.start) {
                    piece.text.write(to: &writer, movedBy: line - piece.line)
                    next.pieces[key] = piece
                    next.reused += 1
                } else {
                    let text = WrittenDiagnostics(run.lazy.map { self.lspDiagnostic($0, converter: converter) })
                    text.write(to: &writer, movedBy: 0)
                    next.pieces[key] = PublishedScreens.Piece(run, screenStart: screen.range.start, line: line, text: text)
                    next.written += 1
                }
                index = end
            }
            writeAnew(upTo: diagnostics.count)
        }
        document.publishedScreens = next
        return message
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
