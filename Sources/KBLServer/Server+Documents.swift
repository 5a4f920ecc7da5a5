import LSP

extension Server {
    func didOpen(_ notification: DidOpenTextDocumentNotification) {
        let item = notification.textDocument
        documents[item.uri] = Document(uri: item.uri, version: item.version, text: item.text)
        markChanged(item.uri)
        pollSourcesIfDue(for: item.uri)
    }

    func didChange(_ notification: DidChangeTextDocumentNotification) {
        guard let document = documents[notification.textDocument.uri] else {
            log("didChange for '\(notification.textDocument.uri)', which is not open")
            return
        }
        document.apply(notification.contentChanges, version: notification.textDocument.version, encoding: encoding)
        markChanged(document.uri)
        pollSourcesIfDue(for: document.uri)
    }

    /// Saving re-publishes the diagnostics (with the saved text, when the client sends it).
    func didSave(_ notification: DidSaveTextDocumentNotification) {
        guard let document = documents[notification.textDocument.uri] else { return }
        if let text = notification.text { document.replaceText(text) }
        markChanged(document.uri)
        pollSourcesIfDue(for: document.uri)
    }

    func didClose(_ notification: DidCloseTextDocumentNotification) {
        let uri = notification.textDocument.uri
        guard documents.removeValue(forKey: uri) != nil else { return }
        pendingDiagnostics.removeAll { $0 == uri }
        if !capabilities.supportsPullDiagnostics {
            closedDocuments.append(uri)
        }
    }

    /// A `.kblint.json` changed: every open document may have other diagnostics now. A
    /// source changed: the storyboards and xibs of its project.
    func didChangeWatchedFiles(_ notification: DidChangeWatchedFilesNotification) {
        sourcesChanged(notification.changes)
        let configurationChanged = notification.changes.contains { $0.uri.hasSuffix("/.kblint.json") }
        guard configurationChanged else { return }
        // A fixed configuration may break again later; show its next problem too.
        shownProblems.removeAll()
        for uri in documents.keys.sorted() { markChanged(uri) }
        // A pull client is asked to pull again; a push client gets them with the next flush.
        if capabilities.supportsPullDiagnostics, capabilities.supportsDiagnosticRefresh, !documents.isEmpty {
            pendingMessages.append(DiagnosticRefreshRequest().message(id: nextServerRequestID()))
        }
    }

    /// After `initialized`: asks the client to tell the server when a `.kblint.json` or a
    /// project source changes, where it can register watchers dynamically; otherwise the
    /// server still sees changes at the next analysis (it checks the files' stamps).
    func watchConfigurationFiles() {
        guard capabilities.supportsWatchedFilesRegistration else { return }
        let request = RegisterCapabilityRequest(id: "kb-lsp-configuration", watching: ["**/.kblint.json"] + Self.watchedSources)
        pendingMessages.append(request.message(id: nextServerRequestID()))
    }

    /// Ids of the server's own requests: `kb-lsp-1`, `kb-lsp-2`, … (strings, so they
    /// cannot meet the client's numbers).
    func nextServerRequestID() -> RequestID {
        serverRequests += 1
        return .string("kb-lsp-\(serverRequests)")
    }

    func markChanged(_ uri: String) {
        guard !capabilities.supportsPullDiagnostics, !pendingDiagnostics.contains(uri) else { return }
        pendingDiagnostics.append(uri)
    }
}
