import Diagnostics
import SpecParser

/// The keyboard analysis engine: a pure function from a parsed file to its diagnostics and
/// per-field outcomes. No I/O, no global state; values in, values out, so one `Analyzer`
/// may be used from several threads at once.
public struct Analyzer: Sendable, Hashable {
    /// The devices screens may name besides the file's own (built-ins, configuration).
    public var devices: DeviceCatalog
    /// The device of a screen that names none (language.md#devices: `iphone-8`).
    public var defaultDeviceName: String
    /// The padding of `avoid shift` and `avoid scroll` when the screen writes none (language.md#grammar: 5).
    public var defaultPadding: Double
    /// The accessory bar above the keyboard of a screen that writes no `accessory` (0; a
    /// document's screens have none unless `.kblint.json`'s `accessory` says, ib.md section 7).
    public var defaultAccessory: Double = 0
    /// The iOS version simulated for a screen without `ios` (8: keyboard frames in the
    /// interface's orientation).
    public var defaultIOSVersion: Int
    /// The iOS version the configuration sets (`ios`), nil when it sets none: the app's code
    /// runs on it (`#available` is true unless it is below the version asked for).
    public var configuredIOSVersion: Int?
    /// The strategy of a screen without an `avoid` line (`.kblint.json`'s `avoid`; `none`).
    /// A name of `Strategies`; an unknown one is `none`.
    public var defaultStrategy: String
    /// The orientations analysed for a screen without `orientations` (both unless `.kblint.json` says).
    public var defaultOrientations: [Orientation]
    /// Codes reported with another severity than their default.
    public var severityOverrides: [DiagnosticCode: Severity]
    /// Codes not reported at all.
    public var disabledCodes: Set<DiagnosticCode>

    public init(
        devices: DeviceCatalog = .builtIn,
        defaultDeviceName: String = DeviceCatalog.defaultDeviceName,
        defaultPadding: Double = 5,
        defaultIOSVersion: Int = 8,
        defaultStrategy: String = NoAvoidance.name,
        defaultOrientations: [Orientation] = Orientation.allCases,
        severityOverrides: [DiagnosticCode: Severity] = [:],
        disabledCodes: Set<DiagnosticCode> = []
    ) {
        self.devices = devices
        self.defaultDeviceName = defaultDeviceName
        self.defaultPadding = defaultPadding
        self.defaultIOSVersion = defaultIOSVersion
        self.defaultStrategy = defaultStrategy
        self.defaultOrientations = defaultOrientations
        self.severityOverrides = severityOverrides
        self.disabledCodes = disabledCodes
    }

    /// Parses and analyses source text.
    public func analyze(_ text: String) -> Analysis {
        analyze(Parser.parse(text))
    }

    /// Analyses a parsed file. Its syntax diagnostics are part of the result.
    ///
    /// A screen with an error of its own (anything in its range, an unknown device, or a
    /// device of the file that has errors) is not analysed: its layout would be a guess.
    /// That holds even when the error's code is disabled: silencing a code hides it, it
    /// does not make a broken screen analysable.
    public func analyze(_ parsed: ParseResult) -> Analysis {
        let errors = SortedRanges(parsed.diagnostics.map(\.range))
        let devices = fileDevices(of: parsed, errors: errors)
        let screens = parsed.file.screens.map {
            analyzeScreen($0, devices: devices, hasErrors: errors.containsAny(within: $0.range))
        }
        return assemble(parsed, screens: screens)
    }

    /// The diagnostics with disabled codes removed and overridden severities applied.
    func configured(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !severityOverrides.isEmpty || !disabledCodes.isEmpty else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            guard !disabledCodes.contains(diagnostic.code) else { return nil }
            var configured = diagnostic
            configured.severity = severityOverrides[diagnostic.code] ?? diagnostic.severity
            return configured
        }
    }

    /// A file's device block as a device; `keyboard` and `status-bar` default to iphone-8's,
    /// `home-indicator` to none.
    public static func device(from declaration: DeviceDeclaration) -> Device? {
        guard let name = declaration.name?.text, let size = declaration.size else { return nil }
        let fallback = DeviceCatalog.defaultDevice
        func pair(_ written: NumberPair?, default value: OrientationPair) -> OrientationPair {
            written.map { OrientationPair(portrait: $0.first.value, landscape: $0.second.value) } ?? value
        }
        return Device(
            name: name, width: size.first.value, height: size.second.value,
            keyboard: pair(declaration.keyboard, default: fallback.keyboard),
            statusBar: pair(declaration.statusBar, default: fallback.statusBar),
            homeIndicator: pair(declaration.homeIndicator, default: OrientationPair(portrait: 0, landscape: 0)))
    }
}
