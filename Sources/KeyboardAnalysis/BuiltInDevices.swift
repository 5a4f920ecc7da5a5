/// The built-in devices (language.md#devices), one row each: the four 1.0 phones with the
/// iOS 7 keyboard and no home indicator, then today's phones and iPads with the keyboard
/// as iOS 13 to 18 reports it for the default English keyboard with the QuickType bar
/// (its frame reaches the bottom of the screen, over the home-indicator strip). The
/// status bar is the top safe-area inset; on iPhones it is hidden in landscape.
enum BuiltInDevices {
    static let iphone8 = device("iphone-8", 375, 667, keyboard: (216, 162), statusBar: (20, 0))

    static let all: [Device] = [
        device("iphone-4", 320, 480, keyboard: (216, 162), statusBar: (20, 20)),
        device("iphone-5", 320, 568, keyboard: (216, 162), statusBar: (20, 20)),
        iphone8,
        device("iphone-8-plus", 414, 736, keyboard: (226, 162), statusBar: (20, 0)),
        device("iphone-se", 375, 667, keyboard: (260, 200), statusBar: (20, 0), aliases: ["iphone-se-2", "iphone-se-3"]),
        device("iphone-plus", 414, 736, keyboard: (271, 200), statusBar: (20, 0), aliases: ["iphone-6s-plus", "iphone-7-plus"]),
        faceID("iphone-x", 375, 812, keyboard: 336, statusBar: 44, aliases: ["iphone-xs", "iphone-11-pro"]),
        faceID("iphone-11", 414, 896, keyboard: 346, statusBar: 48, aliases: ["iphone-xr"]),
        faceID("iphone-11-pro-max", 414, 896, keyboard: 346, statusBar: 44, aliases: ["iphone-xs-max"]),
        faceID("iphone-13-mini", 375, 812, keyboard: 336, statusBar: 50, aliases: ["iphone-12-mini"]),
        faceID("iphone-14", 390, 844, keyboard: 336, statusBar: 47,
               aliases: ["iphone-12", "iphone-12-pro", "iphone-13", "iphone-13-pro", "iphone-16e"]),
        faceID("iphone-14-plus", 428, 926, keyboard: 346, statusBar: 47, aliases: ["iphone-12-pro-max", "iphone-13-pro-max"]),
        faceID("iphone-16", 393, 852, keyboard: 336, statusBar: 59, aliases: ["iphone-14-pro", "iphone-15", "iphone-15-pro"]),
        faceID("iphone-16-plus", 430, 932, keyboard: 346, statusBar: 59,
               aliases: ["iphone-14-pro-max", "iphone-15-plus", "iphone-15-pro-max"]),
        faceID("iphone-17", 402, 874, keyboard: 336, statusBar: 62, aliases: ["iphone-16-pro", "iphone-17-pro"]),
        faceID("iphone-17-pro-max", 440, 956, keyboard: 346, statusBar: 62, aliases: ["iphone-16-pro-max"]),
        device("ipad", 768, 1024, keyboard: (313, 398), statusBar: (20, 20), aliases: ["ipad-9-7"]),
        device("ipad-10-2", 810, 1080, keyboard: (313, 398), statusBar: (20, 20)),
        device("ipad-pro-12-9", 1024, 1366, keyboard: (378, 471), statusBar: (20, 20)),
    ]

    private static func device(
        _ name: String, _ width: Double, _ height: Double, keyboard: (Double, Double), statusBar: (Double, Double),
        homeIndicator: (Double, Double) = (0, 0), aliases: [String] = []
    ) -> Device {
        Device(name: name, width: width, height: height,
               keyboard: OrientationPair(portrait: keyboard.0, landscape: keyboard.1),
               statusBar: OrientationPair(portrait: statusBar.0, landscape: statusBar.1),
               homeIndicator: OrientationPair(portrait: homeIndicator.0, landscape: homeIndicator.1),
               otherNames: aliases)
    }

    /// A phone with Face ID: its landscape keyboard is 209 pt, the status bar is hidden in
    /// landscape, and the home indicator takes 34 pt in portrait and 21 in landscape.
    private static func faceID(
        _ name: String, _ width: Double, _ height: Double, keyboard: Double, statusBar: Double, aliases: [String]
    ) -> Device {
        device(name, width, height, keyboard: (keyboard, 209), statusBar: (statusBar, 0), homeIndicator: (34, 21),
               aliases: aliases)
    }
}
