import DocumentLayout
import KeyboardAnalysis

/// Interface Builder's device ids and the KBL devices they are (ib.md section 3).
public enum InterfaceBuilderDevices {
    /// The table of section 3: `<device id="…">` to a built-in device's name.
    public static let names: [String: String] = [
        "retina3_5": "iphone-4", "retina4": "iphone-5", "retina4_0": "iphone-5", "retina4_7": "iphone-se",
        "retina5_5": "iphone-plus", "retina5_9": "iphone-x", "retina5_4": "iphone-13-mini", "retina6_1": "iphone-11",
        "retina6_5": "iphone-11-pro-max", "retina6_0": "iphone-14", "retina6_7": "iphone-14-plus", "retina6_12": "iphone-16",
        "retina6_72": "iphone-16-plus", "retina6_3": "iphone-17", "retina6_9": "iphone-17-pro-max", "ipad9_7": "ipad",
        "ipad10_2": "ipad-10-2", "ipad12_9": "ipad-pro-12-9", "ipad12_9rounded": "ipad-pro-12-9",
    ]

    /// The device a document names, by its id, from `catalog`; nil for an id not in the table.
    public static func device(forID id: String, in catalog: DeviceCatalog = .builtIn) -> Device? {
        names[id].flatMap { catalog[$0] }
    }

    /// What the layout needs of a device.
    public static func metrics(of device: Device) -> DeviceMetrics {
        DeviceMetrics(name: device.name, width: device.width, height: device.height,
                      statusBar: device.statusBar.portrait, landscapeStatusBar: device.statusBar.landscape,
                      homeIndicator: device.homeIndicator.portrait, landscapeHomeIndicator: device.homeIndicator.landscape,
                      isPad: device.name.hasPrefix("ipad") || device.width >= 700)
    }

    /// The metrics of a document's device id, for the saved geometry.
    public static func metrics(forID id: String, in catalog: DeviceCatalog = .builtIn) -> DeviceMetrics? {
        device(forID: id, in: catalog).map(metrics(of:))
    }
}
