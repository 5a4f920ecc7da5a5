import SpecParser

/// A value for each orientation.
public struct OrientationPair: Sendable, Hashable {
    public var portrait: Double
    public var landscape: Double

    public init(portrait: Double, landscape: Double) {
        self.portrait = portrait
        self.landscape = landscape
    }

    public subscript(orientation: Orientation) -> Double {
        orientation == .portrait ? portrait : landscape
    }
}

/// A device's geometry (language.md#devices): its portrait size, and per orientation the
/// keyboard as its frame reports it (QuickType bar and home-indicator strip included), the
/// status bar (the top safe-area inset) and the home indicator (the bottom safe-area inset).
public struct Device: Sendable, Hashable {
    public var name: String
    /// Portrait width.
    public var width: Double
    /// Portrait height.
    public var height: Double
    public var keyboard: OrientationPair
    public var statusBar: OrientationPair
    /// The bottom safe-area inset (`home-indicator`); 0 on devices without one.
    public var homeIndicator: OrientationPair
    /// Other names of the same device (aliases: `iphone-15-pro` is `iphone-16`).
    public var otherNames: [String]

    public init(name: String, width: Double, height: Double, keyboard: OrientationPair, statusBar: OrientationPair,
                homeIndicator: OrientationPair = OrientationPair(portrait: 0, landscape: 0), otherNames: [String] = []) {
        self.name = name
        self.width = width
        self.height = height
        self.keyboard = keyboard
        self.statusBar = statusBar
        self.homeIndicator = homeIndicator
        self.otherNames = otherNames
    }

    /// The screen's height in an orientation: the portrait height, or the portrait width
    /// in landscape.
    public func screenHeight(in orientation: Orientation) -> Double {
        orientation == .portrait ? height : width
    }

    /// The screen's width in an orientation: the portrait width, or the portrait height
    /// in landscape.
    public func screenWidth(in orientation: Orientation) -> Double {
        orientation == .portrait ? width : height
    }
}

/// The devices a screen may name, by name and by their other names; later additions
/// shadow earlier ones, each name on its own (a device named like another's alias
/// shadows that alias only).
public struct DeviceCatalog: Sendable, Hashable {
    /// The devices the catalog was made with (the built-in ones), shared by every catalog
    /// made from it: a configuration's or a file's devices are added on top of them, so
    /// that each file does not copy the whole table, and two catalogs made from the same
    /// table compare by what was added.
    private let shared: Table
    /// The devices added since, by name and alias.
    private var added: [String: Device] = [:]
    /// The names `added` brought that `shared` lacks, in the order first added.
    private var addedNames: [String] = []

    private final class Table: Sendable {
        let devices: [String: Device]
        let names: [String]

        init(devices: [String: Device], names: [String]) {
            self.devices = devices
            self.names = names
        }
    }

    public init(_ devices: [Device]) {
        var table: [String: Device] = [:]
        var names: [String] = []
        for device in devices {
            for name in [device.name] + device.otherNames where table.updateValue(device, forKey: name) == nil {
                names.append(name)
            }
        }
        shared = Table(devices: table, names: names)
    }

    /// Every name a screen may write (own names and aliases), in the order first added.
    public var allNames: [String] { addedNames.isEmpty ? shared.names : shared.names + addedNames }

    /// The device a screen uses when it names none (iphone-8); a device block or a
    /// configured device that leaves out `keyboard` or `status-bar` gets its values.
    public static let defaultDevice = BuiltInDevices.iphone8

    /// The name of `defaultDevice`.
    public static let defaultDeviceName = defaultDevice.name

    /// The built-in devices of language.md#devices: the four 1.0 phones, then today's.
    public static let builtIn = DeviceCatalog(BuiltInDevices.all)

    /// The device of a name or an alias.
    public subscript(name: String) -> Device? {
        if !added.isEmpty, let device = added[name] { return device }
        return shared.devices[name]
    }

    /// The names that still name the device of that name (a device's own name, unless
    /// another device took it), in the order added: for messages and listings.
    public var names: [String] { allNames.filter { self[$0]?.name == $0 } }

    /// The devices some name still reaches, once each, in the order of their first name
    /// (a built-in whose own name another device took stays, reached by its aliases).
    public var all: [Device] {
        var seen: Set<Device> = []
        return allNames.compactMap { self[$0] }.filter { seen.insert($0).inserted }
    }

    /// Adds a device under its name and its aliases, replacing what those names named.
    public mutating func add(_ device: Device) {
        for name in [device.name] + device.otherNames
        where added.updateValue(device, forKey: name) == nil && shared.devices[name] == nil {
            addedNames.append(name)
        }
    }

    /// This catalog with `others` added (and shadowing).
    public func adding(_ others: [Device]) -> DeviceCatalog {
        var catalog = self
        for device in others { catalog.add(device) }
        return catalog
    }

    /// Equal when every name names the same device, in the same order of names.
    public static func == (first: DeviceCatalog, second: DeviceCatalog) -> Bool {
        if first.shared === second.shared, first.added == second.added, first.addedNames == second.addedNames { return true }
        let names = first.allNames
        return names == second.allNames && names.allSatisfy { first[$0] == second[$0] }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(allNames)
    }
}
