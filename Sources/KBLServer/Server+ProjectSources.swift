import LSP
import Platform

/// The project's Swift and Objective-C sources, Info.plists and project files: a change
/// to one re-reads it and re-publishes the open storyboards and xibs of its project
/// (code.md section 1). A client that can watch files says when one changes; with one that
/// cannot, the server checks the sources' stamps when a storyboard or xib is opened,
/// edited or saved, at most once a second.
extension Server {
    /// The files watched for the keyboard code, beside `.kblint.json`.
    static let watchedSources = ["**/*.swift", "**/*.m", "**/*.mm", "**/*.h", "**/*.pch", "**/Info.plist", "**/project.pbxproj"]

    /// Whether `uri` names a file of the keyboard code (one of `watchedSources`).
    static func isProjectSource(_ uri: String) -> Bool {
        let name = uri.split(separator: "/").last.map(String.init) ?? ""
        return name == "Info.plist" || name == "project.pbxproj"
            || [".swift", ".m", ".mm", ".h", ".pch"].contains { name.hasSuffix($0) }
    }

    /// The sources among the changed files: re-read, and the documents of their projects
    /// re-published.
    func sourcesChanged(_ changes: [DidChangeWatchedFilesNotification.FileEvent]) {
        let uris = changes.map(\.uri).filter(Self.isProjectSource)
        guard !uris.isEmpty, let sourcesChanged else { return }
        republishDocuments(under: sourcesChanged(uris))
    }

    /// With a client that cannot watch files: the sources' stamps checked, at most once a
    /// second, when an open storyboard or xib changes.
    func pollSourcesIfDue(for uri: String) {
        guard !capabilities.supportsWatchedFilesRegistration, DocumentFormat(uri: uri) == .interfaceBuilder,
              let sourcesPolled else { return }
        let now = ContinuousClock.now
        if let last = sourcesPolledAt, now - last < sourcesPollInterval { return }
        sourcesPolledAt = now
        republishDocuments(under: sourcesPolled())
    }

    /// Marks the open storyboards and xibs under `roots` changed (a pull client is asked to
    /// pull again).
    func republishDocuments(under roots: [String]) {
        guard !roots.isEmpty else { return }
        let prefixes = roots.map { $0 == "/" ? "/" : $0 + "/" }
        let affected = documents.keys.sorted().filter { uri in
            guard DocumentFormat(uri: uri) == .interfaceBuilder, let path = FileURI.path(of: uri) else { return false }
            let normalized = Paths.normalized(path)
            return prefixes.contains { normalized.hasPrefix($0) }
        }
        guard !affected.isEmpty else { return }
        for uri in affected { markChanged(uri) }
        if capabilities.supportsPullDiagnostics, capabilities.supportsDiagnosticRefresh {
            pendingMessages.append(DiagnosticRefreshRequest().message(id: nextServerRequestID()))
        }
    }
}
