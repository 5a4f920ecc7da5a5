import Diagnostics
import JSONValue
import KeyboardAnalysis
import Platform
import SpecParser

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
