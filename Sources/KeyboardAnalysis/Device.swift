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

/// A device's geometry (language.md#devices): its portrait size, keyboard and status bar heights.
public struct Device: Sendable, Hashable {
    public var name: String
    /// Portrait width.
    public var width: Double
    /// Portrait height.
    public var height: Double
    public var keyboard: OrientationPair
    public var statusBar: OrientationPair

    public init(name: String, width: Double, height: Double, keyboard: OrientationPair, statusBar: OrientationPair) {
        self.name = name
        self.width = width
        self.height = height
        self.keyboard = keyboard
        self.statusBar = statusBar
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

/// The devices a screen may name, by name; later additions shadow earlier ones.
public struct DeviceCatalog: Sendable, Hashable {
    private var devices: [String: Device]
    /// Names in the order they were added, for messages.
    public private(set) var names: [String]

    public init(_ devices: [Device]) {
        self.devices = [:]
        names = []
        for device in devices { add(device) }
    }

    /// The four built-in devices of language.md#devices.
    public static let builtIn = DeviceCatalog([
        Device(name: "iphone-4", width: 320, height: 480,
               keyboard: OrientationPair(portrait: 216, landscape: 162), statusBar: OrientationPair(portrait: 20, landscape: 20)),
        Device(name: "iphone-5", width: 320, height: 568,
               keyboard: OrientationPair(portrait: 216, landscape: 162), statusBar: OrientationPair(portrait: 20, landscape: 20)),
        defaultDevice,
        Device(name: "iphone-8-plus", width: 414, height: 736,
               keyboard: OrientationPair(portrait: 226, landscape: 162), statusBar: OrientationPair(portrait: 20, landscape: 0)),
    ])

    /// The device a screen uses when it names none (iphone-8); a device block or a
    /// configured device that leaves out `keyboard` or `status-bar` gets its values.
    public static let defaultDevice = Device(
        name: "iphone-8", width: 375, height: 667,
        keyboard: OrientationPair(portrait: 216, landscape: 162), statusBar: OrientationPair(portrait: 20, landscape: 0))

    /// The name of `defaultDevice`.
    public static let defaultDeviceName = defaultDevice.name

    public subscript(name: String) -> Device? { devices[name] }

    /// Adds a device, replacing one of the same name.
    public mutating func add(_ device: Device) {
        if devices.updateValue(device, forKey: device.name) == nil { names.append(device.name) }
    }

    /// This catalog with `others` added (and shadowing).
    public func adding(_ others: [Device]) -> DeviceCatalog {
        var catalog = self
        for device in others { catalog.add(device) }
        return catalog
    }
}
