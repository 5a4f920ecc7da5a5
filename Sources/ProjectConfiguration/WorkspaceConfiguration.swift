import DocumentAnalysis
import KeyboardAnalysis
import Platform

/// A language server's view of `.kblint.json`: the nearest one to each document's file,
/// read again whenever it changes on disk. Documents that are not files (`untitled:`) use
/// the one that governs the working directory, where editors start the server.
///
/// Not thread-safe: one caller at a time.
public final class WorkspaceConfiguration {
    private let locator = ConfigurationLocator(remembersDirectories: false)
    private let workingDirectory: String

    public init(workingDirectory: String) {
        self.workingDirectory = workingDirectory
    }

    /// The engine for the document at `uri`; with a configuration that cannot be used, the
    /// defaults and the problem, worded for the user.
    public func analyzer(forDocument uri: String) -> (analyzer: Analyzer, problem: String?) {
        do throws(ConfigurationError) {
            return (try locator.analyzer(forDirectory: directory(of: uri)), nil)
        } catch {
            return (Analyzer(), Self.problem(error))
        }
    }

    /// The engine for the storyboard or xib at `uri`, with the project's IQKeyboardManager
    /// dependency found from its folder; with a configuration that cannot be used, the
    /// defaults and the problem.
    public func documentAnalyzer(forDocument uri: String) -> (analyzer: DocumentAnalyzer, problem: String?) {
        do throws(ConfigurationError) {
            return (try locator.documentAnalyzer(forDirectory: directory(of: uri)), nil)
        } catch {
            return (DocumentAnalyzer(), Self.problem(error))
        }
    }

    /// Re-reads the sources at `uris` (the client's watched-files notification) in the
    /// projects read so far; the roots of the projects whose code may have changed.
    public func refreshSources(changed uris: [String]) -> [String] {
        locator.refreshCode(paths: uris.compactMap { FileURI.path(of: $0).map(Paths.normalized) })
    }

    /// Checks every source of the projects read so far against its stamp (a client that
    /// cannot watch files); the roots of the projects whose code may have changed.
    public func refreshSources() -> [String] {
        locator.refreshCode()
    }

    private func directory(of uri: String) -> String {
        FileURI.path(of: uri).map { Paths.parent(of: Paths.normalized($0)) } ?? workingDirectory
    }

    private static func problem(_ error: ConfigurationError) -> String {
        "bad configuration, using the defaults until it is fixed: \(error)"
    }
}
