import Diagnostics
import DocumentLayout
import InterfaceBuilder
import KeyboardAnalysis
import KeyboardCode
import SpecParser

/// The analysis of Interface Builder documents (ib.md sections 6 to 8): each screen of a
/// document, laid out by DocumentLayout on each checked device and orientation, analysed by
/// KeyboardAnalysis's strategies, its findings on the start tags of the XML. A pure
/// function of the bytes and the configuration, safe to share between threads.
public struct DocumentAnalyzer: Sendable, Hashable {
    /// The devices, defaults and severities of the configuration (`.kblint.json`).
    public var analyzer: Analyzer
    /// `interface-builder.devices`: the devices screens are checked on; empty: the document's.
    public var devices: [String]
    /// `interface-builder.avoid`: strategies by screen name.
    public var strategies: [String: String]
    /// `.kblint.json`'s `device`, for a document that names no device; nil: `iphone-se`.
    public var fallbackDevice: String?
    /// `.kblint.json`'s `avoid`, when it sets one (rule 8); nil: `none`.
    public var configuredStrategy: String?
    /// The major version of IQKeyboardManager when the project depends on it (rule 7),
    /// found by the caller in `Podfile.lock`, `Package.resolved` or `Cartfile.resolved`.
    public var iqKeyboardManagerVersion: Int?
    /// Whether the screens' reports carry the words each view shows (for the pictures);
    /// a run that keeps no report (lint without the HTML report) skips reading them.
    public var readsShownWords = true
    /// The project's keyboard code (code.md), read by the caller; nil when code is not read
    /// (`interface-builder.code: false`, or no project).
    public var code: ProjectCode?
    /// The document's directory: of two classes of one name, the one nearest to it is the
    /// screen's (code.md section 1).
    public var documentDirectory = ""
    /// The app's orientations (its `Info.plist` or build settings), found by the caller
    /// when the configuration names none; nil: the configuration's (both by default).
    public var appOrientations: AppOrientations?
    /// Whether the configuration names `orientations`: then they are checked whatever the
    /// app and its classes support.
    public var configurationNamesOrientations = false

    public init(analyzer: Analyzer = Analyzer(), devices: [String] = [], strategies: [String: String] = [:],
                fallbackDevice: String? = nil, configuredStrategy: String? = nil, iqKeyboardManagerVersion: Int? = nil) {
        self.analyzer = analyzer
        self.devices = devices
        self.strategies = strategies
        self.fallbackDevice = fallbackDevice
        self.configuredStrategy = configuredStrategy
        self.iqKeyboardManagerVersion = iqKeyboardManagerVersion
    }

    /// The device of a document that names none and of a configuration that names none.
    public static let defaultDevice = "iphone-se"
    /// The device of an iPad-only document that names none.
    public static let padDevice = "ipad"

    /// Reads and analyses a document's bytes.
    public func analyze(_ bytes: [UInt8]) -> Analysis {
        switch InterfaceBuilderDocument.read(bytes) {
        case .failure(let failure): return unreadable(failure, in: bytes)
        case .success(let document): return analyze(document)
        }
    }

    /// A document that could not be read: one KB300 on the line the reader names.
    public func unreadable(_ failure: ReadFailure, in bytes: [UInt8]) -> Analysis {
        let range = LineRanges(bytes).range(ofLine: failure.line)
        return analyzer.assemble(diagnostics: [Diagnostic(.unreadableDocument(failure.message), at: range)], screens: [])
    }

    /// The largest document read (64 MiB): real storyboards reach tens of megabytes.
    public static let largestDocument = 64 << 20

    /// A document over `largestDocument`, refused unread: one KB300.
    public func tooLarge(size: Int) -> Analysis {
        let message = DiagnosticMessage.unreadableDocument(
            "the file has \(size) bytes, more than the \(Self.largestDocument) bytes (64 MiB) kb-lsp reads of a storyboard or xib")
        return analyzer.assemble(diagnostics: [Diagnostic(message, at: SourceRange(0, 0))], screens: [])
    }

    /// Analyses a document read.
    public func analyze(_ document: InterfaceBuilderDocument) -> Analysis {
        var unused: ReusableScreens?
        return analyze(document, bytes: [], reusing: &unused)
    }

    /// Analyses a document read from `bytes`, taking from `reusable` (the screens of an
    /// earlier analysis with this analyzer) each screen whose scenes' text, document text
    /// outside the scenes, context and ids are unchanged, and leaving there this analysis's
    /// screens for the next. The result equals `analyze(document)`'s. Without `reusable`,
    /// or with empty `bytes`, every screen is analysed.
    public func analyze(_ document: InterfaceBuilderDocument, bytes: [UInt8], reusing reusable: inout ReusableScreens?) -> Analysis {
        var own: [Diagnostic] = []
        var outcomes: [ScreenOutcome] = []
        let tree = document.elements
        // KB303: what the reader could not use (ids), then what each screen's layout left out.
        for problem in document.problems {
            let range = problem.element.map { Self.range(of: $0, in: tree) } ?? SourceRange(0, 0)
            own.append(Diagnostic(.unusablePart(problem.message), at: range))
        }
        let scenes = DocumentScenes(document)
        let previous = reusable?.analyzer == self ? reusable : nil
        var next = bytes.isEmpty ? nil : ReusableScreens(analyzer: self, document: document, bytes: bytes)
        var reported: Set<Diagnostic> = []
        var codeDiagnostics: [CodeDiagnostic] = []
        for screen in document.screens {
            let key = next?.key(of: screen, context: scenes.context(of: screen, in: document))
            var result: ReusableScreens.Outcome
            if let key, let kept = previous?.outcome(for: key.key, at: key.start) {
                result = kept
                next?.reusedScreens += 1
            } else {
                let analysed = analyze(screen, of: document, scenes: scenes)
                result = ReusableScreens.Outcome(
                    diagnostics: analysed.diagnostics, screens: analysed.outcomes,
                    problems: analysed.problems.map { Diagnostic(.unusablePart($0.message), at: Self.range(of: $0.element, in: tree)) },
                    codeDiagnostics: analysed.code)
            }
            if let key { next?.keep(result, for: key.key, at: key.start) }
            own += result.diagnostics
            outcomes += result.screens
            codeDiagnostics += result.codeDiagnostics
            for problem in result.problems where reported.insert(problem).inserted {
                own.append(problem)
            }
        }
        reusable = next
        var analysis = analyzer.assemble(diagnostics: own, screens: outcomes)
        analysis.codeDiagnostics = Self.merged(codeDiagnostics)
        return analysis
    }

    /// The devices `screen`'s document is checked on (section 3), by name.
    public func deviceNames(for document: InterfaceBuilderDocument) -> [String] {
        let known = devices.filter { analyzer.devices[$0] != nil }
        if !known.isEmpty { return known }
        if let id = document.deviceID, let name = InterfaceBuilderDevices.names[id], analyzer.devices[name] != nil { return [name] }
        // A document that names no device but is for the iPad alone, or has a screen drawn at
        // an iPad's size (at least 768 pt both ways, which no phone has: Xcode 6's iPad
        // storyboards), is checked on the iPad.
        let drawnForPad = document.screens.contains { screen in
            screen.views.first?.savedFrame.map { min($0.width, $0.height) >= 768 } ?? false
        }
        if document.isForIPad || drawnForPad, analyzer.devices[Self.padDevice] != nil { return [Self.padDevice] }
        if let fallbackDevice, analyzer.devices[fallbackDevice] != nil { return [fallbackDevice] }
        return [Self.defaultDevice]
    }
}

/// The byte range of each line of a file, for a diagnostic placed on a line (KB300).
struct LineRanges {
    private var starts: [Int] = [0]
    private let count: Int

    init(_ bytes: [UInt8]) {
        count = bytes.count
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
    }

    /// The line's text without its break (1-based; a line past the end is the last).
    func range(ofLine line: Int) -> SourceRange {
        let index = min(max(line, 1), starts.count) - 1
        let end = index + 1 < starts.count ? starts[index + 1] - 1 : count
        return SourceRange(starts[index], max(starts[index], end))
    }
}
