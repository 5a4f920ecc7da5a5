import Diagnostics
import JSONValue
import KeyboardAnalysis
import Platform
import SpecParser

/// A project's `.kblint.json`: settings shared by `kb-lsp lint` and the language server.
///
/// ```json
/// {
///   "device": "iphone-se",
///   "devices": {"iphone-se": {"size": [320, 568], "keyboard": [216, 162], "status-bar": [20, 0]}},
///   "avoid": "iqkeyboardmanager",
///   "orientations": ["portrait"],
///   "padding": 8,
///   "accessory": 44,
///   "ios": 9,
///   "severity": {"KB006": "off", "KB003": "error", "KB002": "info"}
/// }
/// ```
///
/// Every key is optional; an unknown key is an error (a typo must not silently do nothing).
public struct Configuration: Sendable, Equatable {
    /// The file it was read from; nil for the defaults.
    public var file: String?
    /// The device of screens that name none.
    public var defaultDevice: String?
    /// Devices added to the built-in ones (and shadowing them by name), in file order.
    public var devices: [Device] = []
    /// The padding of `avoid shift`/`avoid scroll` screens that write none.
    public var padding: Double?
    /// The accessory bar above the keyboard (a "Done" bar) of screens that write no
    /// `accessory`, and of every screen of a storyboard or xib (ib.md section 7).
    public var accessory: Double?
    /// The iOS version simulated for screens that write no `ios`.
    public var iosVersion: Int?
    /// The strategy (a name of `Strategies`) of screens that write no `avoid` line.
    public var defaultStrategy: String?
    /// The orientations analysed for screens that write no `orientations` line.
    public var defaultOrientations: [Orientation]?
    /// Severity per code; a code mapped to nil is off.
    public var severities: [DiagnosticCode: Severity?] = [:]
    /// `interface-builder`: the devices documents' screens are checked on, strategies by screen name, whether code is read.
    public var interfaceBuilder = InterfaceBuilderSettings()

    /// No file: the spec's defaults.
    public static let defaults = Configuration()

    public init(file: String? = nil) {
        self.file = file
    }

    /// The engine set up as this configuration says.
    public var analyzer: Analyzer {
        var analyzer = Analyzer(devices: DeviceCatalog.builtIn.adding(devices))
        if let defaultDevice { analyzer.defaultDeviceName = defaultDevice }
        if let padding { analyzer.defaultPadding = padding }
        if let accessory { analyzer.defaultAccessory = accessory }
        if let iosVersion {
            analyzer.defaultIOSVersion = iosVersion
            analyzer.configuredIOSVersion = iosVersion
        }
        if let defaultStrategy { analyzer.defaultStrategy = defaultStrategy }
        if let defaultOrientations { analyzer.defaultOrientations = defaultOrientations }
        for (code, severity) in severities {
            if let severity {
                analyzer.severityOverrides[code] = severity
            } else {
                analyzer.disabledCodes.insert(code)
            }
        }
        return analyzer
    }

    /// The largest configuration file read, in bytes (1 MiB); a larger one is refused unread.
    public static let largestFile = 1 << 20

    /// The file's name looked for in a linted directory and its ancestors.
    public static let fileName = ".kblint.json"

    /// Reads a configuration from the bytes of `file` (the name is used in errors only).
    public init(parsing bytes: [UInt8], file: String) throws(ConfigurationError) {
        self.init(file: file)
        let root: JSON
        do throws(JSONError) {
            root = try JSONParser(maxDepth: 16, maxLength: Self.largestFile).parse(bytes)
        } catch {
            throw ConfigurationError(file: file, key: nil, message: "not valid JSON: \(Self.describe(error, in: bytes))")
        }
        guard let object = root.objectValue else {
            throw ConfigurationError(file: file, key: nil, message: "expected a JSON object at the top level")
        }
        let reader = Reader(file: file)
        for (key, value) in object {
            switch key {
            case "$schema", "$comment":
                break
            case "device":
                defaultDevice = try reader.name(value, at: key)
            case "devices":
                devices = try reader.devices(value, at: key)
            case "padding":
                padding = try reader.number(value, at: key, atLeast: 0)
            case "accessory":
                accessory = try reader.number(value, at: key, atLeast: 0)
            case "ios":
                let version = try reader.number(value, at: key, atLeast: 6)
                guard version == version.rounded() else {
                    throw reader.failure(at: key, "\(formatPoints(version)) is not a whole iOS version")
                }
                iosVersion = Int(version)
            case "avoid":
                defaultStrategy = try reader.strategy(value, at: key)
            case "orientations":
                defaultOrientations = try reader.orientations(value, at: key)
            case "severity":
                severities = try reader.severities(value, at: key)
            case "interface-builder":
                interfaceBuilder = try reader.interfaceBuilder(value, at: key)
            default:
                throw reader.failure(at: key, "unknown key; expected device, devices, avoid, orientations, padding, accessory, ios, "
                    + "severity or interface-builder")
            }
        }
        try checkInterfaceBuilderDevices(reader)
        // The default device may be a built-in name or alias, or a configured device.
        if let defaultDevice, DeviceCatalog.builtIn.adding(devices)[defaultDevice] == nil {
            let configured = devices.map(\.name)
            let suggestion = Suggestions.didYouMean(defaultDevice, among: configured + DeviceCatalog.builtIn.allNames)
            let declared = configured.isEmpty ? "" : "one of the devices under \"devices\" (\(configured.joined(separator: ", "))) or "
            throw reader.failure(at: "device", "unknown device '\(defaultDevice)'\(suggestion); expected \(declared)a built-in device, "
                + "\(DeviceCatalog.builtIn.names.joined(separator: ", ")), or one of their other names ('kb-lsp devices' lists them all)")
        }
    }

    private static func describe(_ error: JSONError, in bytes: [UInt8]) -> String {
        guard let offset = error.byteOffset, offset <= bytes.count else { return error.reason }
        // 1-based, columns in characters, as lint prints positions.
        let position = LineIndex(utf8: bytes).lineColumn(at: offset, in: .unicodeScalars)
        return "\(error.reason) (line \(position.line + 1), column \(position.column + 1))"
    }
}

/// A configuration file that cannot be used: which file, which key, and why.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    /// The key's path in the file, like `devices.iphone-se.size[0]`; nil for the file as a whole.
    public var key: String?
    public var message: String

    public init(file: String, key: String?, message: String) {
        self.file = file
        self.key = key
        self.message = message
    }

    public var description: String {
        // The file's name and the key (a device's name is one) as they may be printed.
        if let key { return "\(Paths.printable(file)): key '\(Paths.printable(key))': \(message)" }
        return "\(Paths.printable(file)): \(message)"
    }
}
