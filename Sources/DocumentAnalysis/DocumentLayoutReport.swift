import DocumentLayout
import InterfaceBuilder
import KeyboardAnalysis
import SpecParser

/// What `kb-lsp layout` prints (ib.md section 9): every screen's solved frames in one
/// geometry, for a user who doubts a finding and for tests.
public struct DocumentLayoutReport: Sendable {
    /// The device's name; nil in the saved geometry of a document with no known device.
    public var device: String?
    public var orientation: Orientation
    public var keyboardUp: Bool
    /// Whether this is the saved geometry (Interface Builder's canvas).
    public var isSaved: Bool
    public var screens: [Screen]

    public struct Screen: Sendable {
        public var name: String
        /// The line of the controller's start tag (a xib's: its view's).
        public var line: Int
        /// The strategy section 6 chose.
        public var strategy: String
        /// An irreducible set of required constraints that cannot hold together; empty
        /// when they all hold.
        public var conflicts: [String]
        /// Every view of section 4, the root first, in document order.
        public var views: [View]
        /// What the controller's keyboard code does (code.md section 6); nil when its code
        /// has no keyboard observer, layout guide constraint or IQKeyboardManager switch.
        public var code: CodeReport?
    }

    /// A screen's keyboard code in the report's geometry.
    public struct CodeReport: Sendable {
        /// The handler's file (relative to the project's root) and first line (the switch's,
        /// for IQKeyboardManager).
        public var path: String
        public var line: Int
        /// `keyboardWillShow(_:)`.
        public var handler: String
        /// `constant`, `keyboard-layout-guide`, `slide`, `inset`, `scroll`, `iqkeyboardmanager`,
        /// `none` or `not-understood`.
        public var effect: String
        /// Each effect and its value here (`LoginViewController.swift:42: signInBottom.constant
        /// = 250 pt (keyboard height - 10)`), or why the code is not understood.
        public var details: [String]
        /// The device and orientation the values are worked out on where they are not the
        /// layout's own: in the saved geometry, whose frames are the document's (a 600 × 600
        /// canvas, a document saved without a status bar), `iphone-se in portrait`.
        public var valuesOn: String?
    }

    public struct View: Sendable {
        public var id: String
        public var tag: String
        public var name: String
        public var line: Int
        /// The frame in screen coordinates, unrounded.
        public var top: Double
        public var height: Double
        /// Whether the keyboard analysis looks at it (an editable, enabled, visible field
        /// or text view that can be placed).
        public var isAnalysed: Bool
    }
}

/// Why a layout cannot be given.
public enum LayoutRequestError: Error, Sendable, Equatable {
    case unknownDevice(String)
    /// No device named and none the document names: only the saved geometry can be drawn.
    case noDevice
}

extension DocumentAnalyzer {
    /// The frames of every screen of `document`: in the saved geometry when neither `device`
    /// nor `orientation` is given, else on `device` (by default the document's first checked
    /// device) in `orientation` (portrait by default); with the keyboard up as `avoid
    /// resize` lays a screen out when `keyboardUp`.
    public func layout(of document: InterfaceBuilderDocument, device deviceName: String?, orientation: Orientation?,
                       keyboardUp: Bool) throws(LayoutRequestError) -> DocumentLayoutReport {
        let saved = deviceName == nil && orientation == nil
        var device: Device?
        if let deviceName {
            guard let named = analyzer.devices[deviceName] else { throw .unknownDevice(deviceName) }
            device = named
        } else if !saved {
            device = deviceNames(for: document).first.flatMap { analyzer.devices[$0] }
        } else {
            device = document.deviceID.flatMap { InterfaceBuilderDevices.device(forID: $0, in: analyzer.devices) }
        }
        let orientation = orientation ?? (document.orientation == "landscape" && saved ? .landscape : .portrait)
        if keyboardUp, device == nil { throw .noDevice }
        var report = DocumentLayoutReport(device: device?.name, orientation: orientation, keyboardUp: keyboardUp, isSaved: saved,
                                          screens: [])
        let scenes = DocumentScenes(document)
        for read in document.screens {
            report.screens.append(try withLoadedAccessory(of: read, in: document).layoutReport(
                of: read, in: document, scenes: scenes, saved: saved, device: device, orientation: orientation, keyboardUp: keyboardUp))
        }
        return report
    }

    /// One screen of `layout(of:device:orientation:keyboardUp:)`.
    private func layoutReport(of read: Screen, in document: InterfaceBuilderDocument, scenes: DocumentScenes, saved: Bool,
                              device: Device?, orientation: Orientation, keyboardUp: Bool) throws(LayoutRequestError)
        -> DocumentLayoutReport.Screen {
        let tree = document.elements
        let controller = codeController(of: read, in: document)
        let screen = withCodeSettings(read, of: document, controller: controller)
        var layout = ScreenLayout(document: document, screen: screen, scenes: scenes)
        var geometry: LayoutGeometry
        if saved {
            geometry = SavedGeometry.of(screen, in: document, scenes: scenes) {
                InterfaceBuilderDevices.metrics(forID: $0, in: analyzer.devices)
            }
        } else if let device {
            geometry = LayoutGeometry(device: InterfaceBuilderDevices.metrics(of: device), isLandscape: orientation == .landscape)
        } else {
            throw .noDevice
        }
        // In the saved geometry, on the phone it was saved on (one found by the root's size
        // when the document names none: a 3.5-inch xib's code reads a 216 pt keyboard):
        // the strategy and the code's report alike.
        let codeDevice = device ?? (saved ? analyzer.devices[geometry.device.name] : nil)
            ?? analyzer.devices[Self.defaultDevice] ?? DeviceCatalog.defaultDevice
        let choice = strategy(for: screen, of: document, code: controller, layout: &layout, on: codeDevice)
        let solved: SolvedScreen
        if !saved, let device, let keyboardCode = choice.code {
            // Rule 1a: laid out as the analysis does, with the constraints the code makes and,
            // keyboard up, the constants its handlers set.
            let withCode = solveWithCode(keyboardCode, &layout, screen: screen, document: document, on: device, in: orientation)
            solved = keyboardUp ? withCode.solved.up ?? withCode.solved.down : withCode.solved.down
        } else {
            if keyboardUp, let device {
                let down = layout.solve(in: geometry)
                geometry.keyboardTop = screenGeometry(of: down.bars, on: device, in: orientation).keyboardTop
            }
            solved = layout.solve(in: geometry)
        }
        let views = screen.views.enumerated().map { index, view in
            DocumentLayoutReport.View(
                id: view.id, tag: view.tag, name: view.name, line: tree.line(of: view.element),
                top: solved.frames[index].top, height: solved.frames[index].height,
                isAnalysed: view.isAnalysed && !solved.unplaced.contains(index) && !solved.uninstalled.contains(index))
        }
        var code = codeReport(of: choice, screen: screen, document: document, layout: layout, device: codeDevice,
                              orientation: orientation)
        // Surveys DR and DT: the saved frames beside values of the analysis's own layout.
        if saved { code?.valuesOn = "\(codeDevice.name) in \(orientation.rawValue)" }
        return DocumentLayoutReport.Screen(
            name: screen.name, line: tree.line(of: screen.controller ?? screen.rootView), strategy: choice.type.name,
            conflicts: solved.conflicts, views: views, code: code)
    }
}
