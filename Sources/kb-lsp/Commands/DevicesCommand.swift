import Diagnostics
import JSONValue
import KeyboardAnalysis
import Platform
import ProjectConfiguration

/// `kb-lsp devices [--format text|json] [--config FILE]`: the devices a screen may name,
/// built in and configured, with their geometry, so nobody has to read the source.
enum DevicesCommand {
    static let usage = "usage: kb-lsp devices [--format text|json] [--config FILE]"

    static let help = """
    kb-lsp devices — the devices a screen may name, with their sizes and heights.

    USAGE:
      kb-lsp devices [OPTIONS]

    Lists the built-in devices with their other names (aliases), then the devices of
    the nearest .kblint.json (from the current directory up, as for lint), marked as
    configured, with the built-in names they shadow. The default device, which screens
    without a 'device' line use, is marked with '*'.

    The numbers are points. SIZE is the portrait width x height. The other columns are
    portrait/landscape:
      KEYBOARD        the keyboard's height as its frame reports it: the QuickType bar
                      and the home-indicator strip included, a screen's 'accessory' bar
                      not
      STATUS BAR      the top safe-area inset (the status bar, or the notch or Dynamic
                      Island's band)
      HOME INDICATOR  the bottom safe-area inset (0 on devices without one)

    OPTIONS:
      -f, --format F    text (default): a table; json: one JSON document, numbers as
                        numbers (see docs/configuration.md#kb-lsp-devices)
          --config FILE use FILE instead of the nearest .kblint.json
      -h, --help        show this help

    EXIT STATUS:
      0  the list was printed
      2  bad usage, or a configuration file that cannot be read or used

    """

    enum Format: String, CaseIterable {
        case text
        case json
    }

    struct Arguments: Equatable {
        /// `--config` and `--help`.
        var common = ConfiguredArguments()
        var format = Format.text
    }

    typealias Failure = OptionReader.Failure

    static func parse(_ arguments: [String]) throws(Failure) -> Arguments {
        var parsed = Arguments()
        parsed.common = try ConfiguredArguments.parse(arguments, command: "devices", operand: nil,
                                                      valued: ["--format": "--format", "-f": "--format"]) { _, text throws(Failure) in
            guard let format = Format(rawValue: text) else { throw Failure(message: "unknown format '\(text)'; expected text or json") }
            parsed.format = format
        }
        return parsed
    }

    static func run(_ arguments: [String]) -> Int32 {
        let options: Arguments
        let workingDirectory: String
        switch OptionReader.start(arguments, usage: usage, help: help, showsHelp: \.common.showsHelp, parse: parse) {
        case .run(let parsed, let directory): (options, workingDirectory) = (parsed, directory)
        case .exit(let status): return status
        }
        let locator = ConfigurationLocator(explicitFile: options.common.configurationFile.map {
            Paths.absolute($0, from: workingDirectory)
        })
        let configuration: Configuration?
        do throws(ConfigurationError) {
            configuration = try locator.configuration(forDirectory: workingDirectory)
        } catch {
            Console.error("bad configuration: \(error)")
            return 2
        }
        let listing = DeviceListing(configuration ?? .defaults)
        switch options.format {
        case .text: print(listing.table(), terminator: "")
        case .json: print(listing.document().serialized(pretty: true))
        }
        return 0
    }
}

/// The devices of a configuration's engine, one row each: the built-in ones in the
/// catalogue's order, then the configured ones in file order.
struct DeviceListing {
    struct Row {
        var device: Device
        var isConfigured: Bool
        var isDefault: Bool
        /// A built-in device's names (own or other) that a configured device takes.
        var shadowedNames: [String]
        /// A configured device's name, when it is a built-in name or alias.
        var shadows: [String]
    }

    /// The configuration file; nil for none.
    var file: String?
    /// The default device's name as the configuration (or the language) gives it.
    var defaultName: String
    /// Whether the configuration sets it (`"device"`).
    var defaultIsConfigured: Bool
    var rows: [Row]

    init(_ configuration: Configuration) {
        file = configuration.file
        let analyzer = configuration.analyzer
        defaultName = analyzer.defaultDeviceName
        defaultIsConfigured = configuration.defaultDevice != nil
        let configuredNames = Set(configuration.devices.map(\.name))
        // What the default name reaches: a configured device by its name, else a built-in
        // by its name or another name (configured devices have no other names).
        let defaultIsConfigured = configuredNames.contains(defaultName)
        let defaultBuiltIn = defaultIsConfigured ? nil : DeviceCatalog.builtIn[defaultName]?.name
        let builtIn = DeviceCatalog.builtIn.all
        rows = builtIn.map { device in
            Row(device: device, isConfigured: false, isDefault: device.name == defaultBuiltIn,
                shadowedNames: ([device.name] + device.otherNames).filter(configuredNames.contains), shadows: [])
        }
        rows += configuration.devices.map { device in
            let shadows = DeviceCatalog.builtIn[device.name] == nil ? [] : [device.name]
            return Row(device: device, isConfigured: true, isDefault: defaultIsConfigured && device.name == defaultName,
                       shadowedNames: [], shadows: shadows)
        }
    }

    // MARK: Text

    /// The table and what its marks and numbers mean.
    func table() -> String {
        let header = ["", "NAME", "SIZE", "KEYBOARD", "STATUS BAR", "HOME INDICATOR", "OTHER NAMES"]
        var lines = [header]
        for row in rows {
            let device = row.device
            let mark = (row.isDefault ? "*" : " ") + (row.isConfigured ? "+" : " ")
            var name = device.name
            if row.shadowedNames.contains(device.name) { name += " (shadowed)" }
            var others = device.otherNames.map { row.shadowedNames.contains($0) ? "\($0) (shadowed)" : $0 }
            for shadowed in row.shadows {
                let owner = DeviceCatalog.builtIn[shadowed]?.name ?? shadowed
                others.append("shadows the built-in " + shadowed + (owner == shadowed ? "" : " (\(owner)'s other name)"))
            }
            lines.append([mark, name, "\(formatPoints(device.width))x\(formatPoints(device.height))",
                          Self.pair(device.keyboard), Self.pair(device.statusBar), Self.pair(device.homeIndicator),
                          others.joined(separator: ", ")])
        }
        let widths = header.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
        var output = ""
        for line in lines {
            var text = ""
            for (column, cell) in line.enumerated() {
                text += cell
                if column < line.count - 1 {
                    text += String(repeating: " ", count: widths[column] - cell.count + (column == 0 ? 1 : 2))
                }
            }
            while text.hasSuffix(" ") { text.removeLast() }
            output += text + "\n"
        }
        output += "\n* the default device, for screens without a 'device' line"
        if defaultIsConfigured {
            output += " (\"device\": \"\(defaultName)\" in the configuration)"
        }
        output += "\n"
        if let file {
            let count = rows.filter(\.isConfigured).count
            output += "+ configured in \(file)" + (count == 0 ? " (it declares no device)" : "") + "\n"
        }
        output += """

        In points. SIZE is the portrait width x height; the others are portrait/landscape:
          KEYBOARD        the keyboard's height as its frame reports it: the QuickType bar
                          and the home-indicator strip included, a screen's accessory not
          STATUS BAR      the top safe-area inset
          HOME INDICATOR  the bottom safe-area inset (0: the device has none)

        """
        return output
    }

    private static func pair(_ pair: OrientationPair) -> String {
        "\(formatPoints(pair.portrait))/\(formatPoints(pair.landscape))"
    }

    // MARK: JSON

    /// One document: the file, the default device, and every device with its numbers.
    func document() -> JSON {
        func pair(_ pair: OrientationPair) -> JSON {
            ["portrait": .double(pair.portrait), "landscape": .double(pair.landscape)]
        }
        let devices: [JSON] = rows.map { row in
            let device = row.device
            return [
                "name": .string(device.name),
                "otherNames": .array(device.otherNames.map(JSON.string)),
                "source": row.isConfigured ? "configured" : "built-in",
                "default": .bool(row.isDefault),
                "size": ["width": .double(device.width), "height": .double(device.height)],
                "keyboard": pair(device.keyboard),
                "statusBar": pair(device.statusBar),
                "homeIndicator": pair(device.homeIndicator),
                "shadowedNames": .array(row.shadowedNames.map(JSON.string)),
                "shadows": .array(row.shadows.map(JSON.string)),
            ]
        }
        return [
            "configuration": file.map(JSON.string) ?? .null,
            "defaultDevice": .string(defaultName),
            "devices": .array(devices),
        ]
    }
}
