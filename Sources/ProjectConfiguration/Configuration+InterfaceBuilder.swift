import Diagnostics
import DocumentAnalysis
import JSONValue
import KeyboardAnalysis
import SpecParser

/// `.kblint.json`'s `interface-builder` object (ib.md section 9):
///
/// ```json
/// "interface-builder": {"devices": ["iphone-se", "iphone-16"], "avoid": {"LoginViewController": "resize"}}
/// ```
public struct InterfaceBuilderSettings: Sendable, Equatable {
    /// `devices`: the devices documents' screens are checked on; empty: each document's own.
    public var devices: [String] = []
    /// `avoid`: strategies by screen name.
    public var strategies: [String: String] = [:]
    /// `code`: whether the app's Swift and Objective-C keyboard code is read (code.md).
    public var readsCode = true

    public init() {}
}

extension Configuration {
    public var interfaceBuilderDevices: [String] {
        get { interfaceBuilder.devices }
        set { interfaceBuilder.devices = newValue }
    }

    public var interfaceBuilderStrategies: [String: String] {
        get { interfaceBuilder.strategies }
        set { interfaceBuilder.strategies = newValue }
    }

    /// The engine for Interface Builder documents, set up as this configuration says; the
    /// project's IQKeyboardManager dependency is the caller's to add.
    public var documentAnalyzer: DocumentAnalyzer {
        DocumentAnalyzer(analyzer: analyzer, devices: interfaceBuilderDevices, strategies: interfaceBuilderStrategies,
                         fallbackDevice: defaultDevice, configuredStrategy: defaultStrategy)
    }

    /// Every device of `interface-builder.devices` is a built-in or configured one.
    func checkInterfaceBuilderDevices(_ reader: Reader) throws(ConfigurationError) {
        let catalog = DeviceCatalog.builtIn.adding(devices)
        for (index, name) in interfaceBuilderDevices.enumerated() where catalog[name] == nil {
            let suggestion = Suggestions.didYouMean(name, among: devices.map(\.name) + DeviceCatalog.builtIn.allNames)
            throw reader.failure(at: "interface-builder.devices[\(index)]", "unknown device '\(name)'\(suggestion); expected a "
                + "built-in device or one under \"devices\" ('kb-lsp devices' lists them all)")
        }
    }
}

extension Reader {
    /// `{"devices": [NAME, …], "avoid": {SCREEN: STRATEGY, …}}`, both optional.
    func interfaceBuilder(_ value: JSON, at key: String) throws(ConfigurationError) -> InterfaceBuilderSettings {
        guard let object = value.objectValue else {
            throw failure(at: key, "expected an object with \"devices\" and \"avoid\", like {\"devices\": [\"iphone-se\"]}; got "
                + describe(value))
        }
        var devices: [String] = []
        var avoid: [String: String] = [:]
        var settings = InterfaceBuilderSettings()
        for (field, item) in object {
            let path = key + "." + field
            switch field {
            case "devices":
                guard let names = item.arrayValue, !names.isEmpty else {
                    throw failure(at: path, "expected a non-empty array of device names, like [\"iphone-se\", \"iphone-16\"]")
                }
                for (index, name) in names.enumerated() {
                    let device = try self.name(name, at: path + "[\(index)]")
                    guard !devices.contains(device) else { throw failure(at: path + "[\(index)]", "'\(device)' is repeated") }
                    devices.append(device)
                }
            case "avoid":
                guard let screens = item.objectValue else {
                    throw failure(at: path, "expected an object of strategies by screen name, like {\"LoginViewController\": \"resize\"}")
                }
                for (screen, strategy) in screens {
                    avoid[screen] = try self.strategy(strategy, at: path + "." + screen)
                }
            case "code":
                guard case .bool(let flag) = item else { throw failure(at: path, "expected true or false; got " + describe(item)) }
                settings.readsCode = flag
            default:
                throw failure(at: path, "unknown key; expected devices, avoid or code")
            }
        }
        settings.devices = devices
        settings.strategies = avoid
        return settings
    }

    private func describe(_ value: JSON) -> String {
        switch value {
        case .array: "an array"
        case .object: "an object"
        case .string: "a string"
        default: "a \(value)"
        }
    }
}
