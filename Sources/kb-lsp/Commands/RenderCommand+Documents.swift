import Diagnostics
import DocumentAnalysis
import KeyboardAnalysis
import Platform
import ProjectConfiguration
import Rendering
import SpecParser

// `kb-lsp render` on a storyboard or xib: each screen drawn from the frames DocumentLayout
// solved, once per device the configuration checks, as `kb-lsp lint` analyses it.
extension RenderCommand {
    /// Whether `file` is read as an Interface Builder document, as `kb-lsp lint` decides
    /// (standard input is KBL).
    static func isDocument(_ file: String) -> Bool {
        file != "-" && (file.hasSuffix(".storyboard") || file.hasSuffix(".xib"))
    }

    /// The pictures of a document's screens, or the exit status when they cannot be drawn:
    /// a document that cannot be read is its KB300 (status 1).
    static func documentPictures(_ bytes: [UInt8], options: Arguments, directory: String, file displayName: String)
        -> Result<[ScreenPicture], ExitStatus> {
        let analyzer: DocumentAnalyzer
        do throws(ConfigurationError) {
            analyzer = try ConfigurationLocator().documentAnalyzer(forDirectory: directory)
        } catch {
            Console.error("bad configuration: \(error)")
            return .failure(ExitStatus(code: 2))
        }
        let analysis = analyzer.analyze(bytes)
        let unreadable = analysis.diagnostics.filter { $0.code == .unreadableDocument }
        if !unreadable.isEmpty {
            Console.error("\(displayName) cannot be read as an Interface Builder document:")
            printErrors(unreadable, bytes: bytes, file: displayName)
            return .failure(ExitStatus(code: 1))
        }
        var seen: Set<String> = []
        let declared = analysis.screens.map(\.name).filter { seen.insert($0).inserted }
        if let screen = options.screen, !seen.contains(screen) {
            let known = declared.isEmpty ? "it has none" : "it has " + declared.joined(separator: ", ")
            Console.error("\(displayName) has no screen '\(screen)'; \(known)")
            return .failure(ExitStatus(code: 2))
        }
        let reports = analysis.screens.filter { report in options.screen.map { report.name == $0 } ?? true }
        guard !reports.isEmpty else {
            Console.error("\(displayName) has no screen to draw")
            return .failure(ExitStatus(code: 2))
        }
        var pictures: [ScreenPicture] = []
        for report in reports {
            guard let picture = picture(of: report, in: options.orientations) else { return .failure(ExitStatus(code: 1)) }
            pictures.append(picture)
        }
        return .success(pictures)
    }

    /// `diagnostics` as lint prints them, on standard error.
    private static func printErrors(_ diagnostics: [Diagnostic], bytes: [UInt8], file: String) {
        let lines = LineIndex(utf8: bytes)
        var stream = StandardError()
        for diagnostic in diagnostics {
            let start = lines.lineColumn(at: diagnostic.range.start, in: .unicodeScalars)
            print("\(file):\(start.line + 1):\(start.column + 1): error: \(diagnostic.message) [\(diagnostic.code.rawValue)]", to: &stream)
        }
    }
}
