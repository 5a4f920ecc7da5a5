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
        if let iosVersion { analyzer.defaultIOSVersion = iosVersion }
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
                throw reader.failure(at: key, "unknown key; expected device, devices, avoid, orientations, padding, ios, severity "
                    + "or interface-builder")
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

/// Typed reads of configuration values, each naming the key it failed on.
struct Reader {
    let file: String

    func failure(at key: String, _ message: String) -> ConfigurationError {
        ConfigurationError(file: file, key: key, message: message)
    }

    func name(_ value: JSON, at key: String) throws(ConfigurationError) -> String {
        guard let text = value.stringValue else { throw failure(at: key, "expected a device name (a string), got \(kind(of: value))") }
        guard isKBLName(text) else {
            throw failure(at: key, "\(quotedInput(text)) is not a KBL name (a letter or '_', then letters, digits, '_' or '-')")
        }
        return text
    }

    /// A number at least `minimum` (above it with `above`) and at most the largest number
    /// a spec may write (`Parser.largestNumber`), so that what a configuration sets stays
    /// as finite as what a spec sets, and a whole one converts to `Int`.
    func number(_ value: JSON, at key: String, atLeast minimum: Double, above: Bool = false) throws(ConfigurationError) -> Double {
        guard let number = value.doubleValue, number.isFinite else {
            throw failure(at: key, "expected a number, got \(kind(of: value))")
        }
        let maximum = Parser.largestNumber
        if above ? number <= minimum : number < minimum {
            throw failure(at: key, "\(formatPoints(number)) is out of range; expected a number \(above ? ">" : ">=") \(formatPoints(minimum))")
        }
        if number > maximum {
            throw failure(at: key, "\(formatPoints(number)) is out of range; numbers are at most \(formatPoints(maximum))")
        }
        return number
    }

    func pair(_ value: JSON, at key: String, above: Bool) throws(ConfigurationError) -> OrientationPair {
        guard let items = value.arrayValue, items.count == 2 else {
            throw failure(at: key, "expected two numbers, portrait then landscape, like [216, 162]; got \(kind(of: value))")
        }
        return OrientationPair(portrait: try number(items[0], at: key + "[0]", atLeast: 0, above: above),
                               landscape: try number(items[1], at: key + "[1]", atLeast: 0, above: above))
    }

    func devices(_ value: JSON, at key: String) throws(ConfigurationError) -> [Device] {
        guard let object = value.objectValue else {
            throw failure(at: key, "expected an object of devices by name, like {\"iphone-se\": {\"size\": [320, 568]}}; got \(kind(of: value))")
        }
        let fallback = DeviceCatalog.defaultDevice
        var devices: [Device] = []
        for (name, properties) in object {
            let path = key + "." + name
            guard isKBLName(name) else {
                throw failure(at: path, "\(quotedInput(name)) is not a KBL name (a letter or '_', then letters, digits, '_' or '-')")
            }
            guard let fields = properties.objectValue else {
                throw failure(at: path, "expected an object with size, keyboard, status-bar and home-indicator; got \(kind(of: properties))")
            }
            var size: OrientationPair?
            var keyboard = fallback.keyboard
            var statusBar = fallback.statusBar
            // As a spec's device block: no home indicator unless written.
            var homeIndicator = OrientationPair(portrait: 0, landscape: 0)
            for (field, value) in fields {
                switch field {
                case "size": size = try pair(value, at: path + ".size", above: true)
                case "keyboard": keyboard = try pair(value, at: path + ".keyboard", above: false)
                case "status-bar": statusBar = try pair(value, at: path + ".status-bar", above: false)
                case "home-indicator": homeIndicator = try pair(value, at: path + ".home-indicator", above: false)
                default: throw failure(at: path + "." + field, "unknown key; expected size, keyboard, status-bar or home-indicator")
                }
            }
            guard let size else { throw failure(at: path, "missing \"size\": the portrait width and height, like [320, 568]") }
            devices.append(Device(name: name, width: size.portrait, height: size.landscape,
                                  keyboard: keyboard, statusBar: statusBar, homeIndicator: homeIndicator))
        }
        return devices
    }

    /// `"avoid": "iqkeyboardmanager"`: a strategy's name only. Options belong on a screen's
    /// own `avoid` line (decisions.md#the-devices-command-and-the-configurations-defaults).
    func strategy(_ value: JSON, at key: String) throws(ConfigurationError) -> String {
        let names = Strategies.names
        let expected = "expected one of " + names.joined(separator: ", ")
        guard let text = value.stringValue else {
            throw failure(at: key, "expected a strategy name (a string, like \"iqkeyboardmanager\"); got \(kind(of: value))")
        }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        if words.count > 1, let first = words.first, names.contains(String(first)) {
            throw failure(at: key, "a strategy name only, without options ('\(words.dropFirst().joined(separator: " "))'): "
                + "a screen whose code needs options writes its own 'avoid \(text)' line")
        }
        guard names.contains(text) else {
            let suggestion = Suggestions.didYouMean(text, among: names)
            throw failure(at: key, "unknown strategy \"\(text)\"\(suggestion); \(expected)")
        }
        return text
    }

    /// `"orientations": ["portrait"]`: one or both, each once, in any order.
    func orientations(_ value: JSON, at key: String) throws(ConfigurationError) -> [Orientation] {
        let expected = "expected [\"portrait\"], [\"landscape\"] or [\"portrait\", \"landscape\"]"
        guard let items = value.arrayValue else { throw failure(at: key, "\(expected); got \(kind(of: value))") }
        guard !items.isEmpty else { throw failure(at: key, "no orientation to analyse; \(expected)") }
        var orientations: [Orientation] = []
        for (index, item) in items.enumerated() {
            let path = key + "[\(index)]"
            guard let orientation = item.stringValue.flatMap(Orientation.init(rawValue:)) else {
                throw failure(at: path, "expected \"portrait\" or \"landscape\"; got \(kind(of: item))")
            }
            guard !orientations.contains(orientation) else { throw failure(at: path, "\"\(orientation.rawValue)\" is repeated") }
            orientations.append(orientation)
        }
        return orientations.sorted()
    }

    func severities(_ value: JSON, at key: String) throws(ConfigurationError) -> [DiagnosticCode: Severity?] {
        guard let object = value.objectValue else {
            throw failure(at: key, "expected an object of codes, like {\"KB006\": \"off\"}; got \(kind(of: value))")
        }
        var result: [DiagnosticCode: Severity?] = [:]
        for (name, setting) in object {
            let path = key + "." + name
            guard let code = DiagnosticCode(rawValue: name) else {
                let codes = DiagnosticCode.allCases.map(\.rawValue).joined(separator: ", ")
                throw failure(at: path, "unknown diagnostic code; expected one of \(codes)")
            }
            switch setting.stringValue {
            case "error": result[code] = .some(.error)
            case "warning": result[code] = .some(.warning)
            case "info", "information": result[code] = .some(.information)
            case "off": result[code] = .some(nil)
            default: throw failure(at: path, "expected \"error\", \"warning\", \"info\" or \"off\"; got \(kind(of: setting))")
            }
        }
        return result
    }

    private func kind(of value: JSON) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return "\(flag)"
        case .integer, .double: return "a number"
        case .string(let text): return "\"\(escapedInput(text))\""
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
