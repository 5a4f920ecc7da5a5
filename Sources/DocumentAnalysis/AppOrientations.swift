import InterfaceBuilder
import KeyboardAnalysis
import KeyboardCode
import SpecParser

/// The orientations an app supports (code.md section 5), as its `Info.plist` or build
/// settings list them: the screens of its documents are checked in those only, unless the
/// configuration names its own `orientations`.
public struct AppOrientations: Sendable, Hashable {
    /// On iPhones (`UISupportedInterfaceOrientations`); nil when the app does not say.
    public var phone: [Orientation]?
    /// On iPads (`UISupportedInterfaceOrientations~ipad`, else the iPhone's list).
    public var pad: [Orientation]?
    /// The file that says so (an `Info.plist` or a `project.pbxproj`), for the notes.
    public var source: String

    public init(phone: [Orientation]?, pad: [Orientation]?, source: String) {
        self.phone = phone
        self.pad = pad
        self.source = source
    }

    /// The orientations of a list of `UIInterfaceOrientation…` names: portrait for
    /// `Portrait` or `PortraitUpsideDown`, landscape for any `Landscape…`; nil when it names
    /// neither.
    public static func orientations<Names: Sequence>(named names: Names) -> [Orientation]? where Names.Element: StringProtocol {
        var found: Set<Orientation> = []
        for name in names {
            if name.contains("Portrait") { found.insert(.portrait) }
            if name.contains("Landscape") { found.insert(.landscape) }
        }
        return found.isEmpty ? nil : found.sorted()
    }

    /// The list for a device: an iPad's (by the layout's rule), else the iPhone's.
    public func orientations(on device: Device) -> [Orientation]? {
        InterfaceBuilderDevices.metrics(of: device).isPad ? (pad ?? phone) : phone
    }
}

extension DocumentAnalyzer {
    /// The `customClass` of a screen's controller (a xib's: the File's Owner's), whose code
    /// is the screen's (code.md section 1).
    static func controllerClassName(of screen: Screen, in document: InterfaceBuilderDocument) -> String? {
        (screen.controller ?? document.filesOwner).flatMap { document.elements.attribute("customClass", of: $0) }
    }

    /// The orientations a screen's controller class supports, when its
    /// `supportedInterfaceOrientations` returns a constant (read once per screen).
    func classOrientations(of screen: Screen, in document: InterfaceBuilderDocument) -> [Orientation]? {
        guard !configurationNamesOrientations, let code, let className = Self.controllerClassName(of: screen, in: document),
              let names = ClassCode(className: className, in: code.base, nearestTo: documentDirectory).supportedOrientationNames
        else { return nil }
        return Self.orientations(ofMask: names)
    }

    /// The orientations a screen is checked in on `device` (code.md section 5): the
    /// configuration's when it names them; else the app's for the device, narrowed by the
    /// controller class's `supported` ones (`classOrientations`).
    func orientations(on device: Device, supported: [Orientation]?) -> [Orientation] {
        let configured = analyzer.defaultOrientations.sorted()
        guard !configurationNamesOrientations else { return configured }
        let app = appOrientations?.orientations(on: device) ?? configured
        guard let supported else { return app }
        let both = app.filter(supported.contains)
        // An app and a class with nothing in common would not run (UIKit stops it): the
        // class's own list, as it is what the screen asks for.
        return both.isEmpty ? supported : both
    }

    /// The orientations of `UIInterfaceOrientationMask` names (`.portrait`,
    /// `.allButUpsideDown`, `UIInterfaceOrientationMaskLandscapeLeft`); nil for a name that
    /// is none of them.
    static func orientations(ofMask names: [String]) -> [Orientation]? {
        var found: Set<Orientation> = []
        for name in names {
            let lowered = name.lowercased()
            if lowered == "all" || lowered.hasSuffix("maskall") || lowered.hasSuffix("allbutupsidedown") {
                found.formUnion([.portrait, .landscape])
            } else if lowered.contains("portrait") {
                found.insert(.portrait)
            } else if lowered.contains("landscape") {
                found.insert(.landscape)
            } else {
                return nil
            }
        }
        return found.isEmpty ? nil : found.sorted()
    }
}
