import DocumentLayout
import InterfaceBuilder
import KeyboardAnalysis
import SpecParser

/// What `kb-lsp import` prints (ib.md section 9): a document's screens as KBL, each laid out
/// on the first device it is checked on, in the first orientation, from the frames kb-lsp
/// solved there, so that `kb-lsp lint` on the KBL finds there what it finds in the document.
public struct DocumentImport: Sendable {
    /// The device and orientation the frames were solved in.
    public var device: String
    public var orientation: Orientation
    /// The devices the screens need declared (a built-in device's bars changed, or a
    /// device of the configuration), in the order first needed.
    var declaredDevices: [(device: Device, note: String)] = []
    var screens: [ImportedScreen] = []
}

/// Why a document cannot be imported.
public enum ImportError: Error, Sendable, Equatable {
    /// A document with no screens (a launch screen, a cell's xib).
    case noScreens
}

/// One screen of the KBL an import prints.
struct ImportedScreen: Sendable {
    var name: String
    var line: Int
    var tag: String
    var device: String
    /// `navigation-bar`: the content top less the status bar, per orientation.
    var navigationBar: OrientationPair
    /// What the document's bars are, for the comment.
    var bars: [Orientation: BarGeometry]
    var iosVersion: Int
    var strategy: String
    var options: [(name: String, value: Double)]
    var rule: String
    /// For a screen checked with its code: what the code does, said beside `avoid`.
    var codeNote: String?
    var elements: [ImportedElement]
}

/// One element, placed in its parent; `children` when it is a container.
struct ImportedElement: Sendable {
    var kind: String
    var name: String
    var title: String?
    var placement: ImportedPlacement
    var hasOutlets = false
    var line: Int
    var tag: String
    /// What the comment says beyond the line, the tag and the name: kinds changed, frames moved.
    var notes: [String] = []
    var children: [ImportedElement] = []
}

extension DocumentAnalyzer {
    /// The KBL of every screen of `document`, on its first checked device and orientation.
    public func importKBL(of document: InterfaceBuilderDocument) throws(ImportError) -> DocumentImport {
        guard !document.screens.isEmpty else { throw .noScreens }
        let device = deviceNames(for: document).first.flatMap { analyzer.devices[$0] } ?? DeviceCatalog.defaultDevice
        let orientation = analyzer.defaultOrientations.sorted().first ?? .portrait
        var result = DocumentImport(device: device.name, orientation: orientation)
        let scenes = DocumentScenes(document)
        for screen in document.screens {
            result.screens.append(importScreen(screen, of: document, scenes: scenes, on: device, in: orientation,
                                               declaring: &result.declaredDevices))
        }
        return result
    }

    private func importScreen(_ screen: Screen, of document: InterfaceBuilderDocument, scenes: DocumentScenes, on device: Device,
                              in orientation: Orientation, declaring declared: inout [(device: Device, note: String)]) -> ImportedScreen {
        let tree = document.elements
        var layout = ScreenLayout(document: document, screen: screen, scenes: scenes)
        var choice = strategy(for: screen, of: document, code: codeController(of: screen, in: document), layout: &layout, on: device)
        var codeNote: String?
        if choice.code != nil,
           let report = codeReport(of: choice, screen: screen, document: document, layout: layout, device: device, orientation: orientation) {
            (choice, codeNote) = Self.kblEquivalent(of: choice, report: report)
        }
        let isResize = choice.type.name == ResizeStrategy.name
        var bars: [Orientation: BarGeometry] = [:]
        var solved: (down: SolvedScreen, up: SolvedScreen?)?
        // A field that cannot be placed in one orientation checked is analysed in none (KB301).
        var unplaced: Set<Int> = []
        for each in Orientation.allCases {
            let result = solve(&layout, on: device, in: each, keyboardUp: isResize && each == orientation)
            bars[each] = result.down.bars
            if analyzer.defaultOrientations.contains(each) { unplaced.formUnion(result.down.unplaced.union(result.down.uninstalled)) }
            if each == orientation { solved = (result.down, result.up) }
        }
        let kblDevice = Self.kblDevice(for: device, bars: bars, countsBottomBar: isResize)
        let deviceName = Self.declare(kblDevice, like: device, in: &declared)
        var navigation = OrientationPair(portrait: 0, landscape: 0)
        for each in Orientation.allCases {
            guard let bar = bars[each] else { continue }
            let value = max(0, bar.contentTop - kblDevice.statusBar[each])
            if each == .portrait { navigation.portrait = value } else { navigation.landscape = value }
        }
        var options: [(name: String, value: Double)] = []
        if ["shift", "scroll"].contains(choice.type.name) { options.append(("padding", choice.padding ?? analyzer.defaultPadding)) }
        for option in choice.type.options where option.name != "padding" {
            if let value = choice.options.number(option.name) { options.append((option.name, value)) }
        }
        var elements: [ImportedElement] = []
        if let solved {
            let contentTop = solved.down.bars.contentTop
            let screenHeight = solved.down.bars.screenHeight
            let safeBottom = screenHeight - kblDevice.homeIndicator[orientation]
            let keyboardTop = screenHeight - device.keyboard[orientation]
            var builder = ElementBuilder(screen: screen, tree: tree, down: solved.down, up: solved.up, unplaced: unplaced,
                                         viewWithOutlets: choice.viewWithOutlets, screenHeight: screenHeight)
            elements = builder.topLevel(down: ImportedPlacement.Box(top: contentTop, bottom: safeBottom),
                                        up: ImportedPlacement.Box(top: contentTop, bottom: min(safeBottom, keyboardTop)))
        }
        return ImportedScreen(
            name: screen.name, line: tree.line(of: screen.controller ?? screen.rootView),
            tag: tree.tag(screen.controller ?? screen.rootView), device: deviceName, navigationBar: navigation, bars: bars,
            iosVersion: analyzer.defaultIOSVersion, strategy: choice.type.name, options: options, rule: choice.rule,
            codeNote: codeNote, elements: elements)
    }

    /// The KBL strategy that says what a screen's keyboard code does, where one does
    /// (Apple's guide is `inset`, an inset UIKit scrolls is `scroll padding 0`, handlers that
    /// move nothing `none`); else `none`, with the code's effect in the comment.
    static func kblEquivalent(of choice: StrategyChoice, report: DocumentLayoutReport.CodeReport) -> (StrategyChoice, String) {
        var kbl = choice
        let place = "\(report.handler) in \(report.path):\(report.line)"
        switch report.effect {
        case "inset":
            kbl.type = InsetStrategy.self
            return (kbl, "\(place): Apple's guide")
        case "scroll":
            kbl.type = ScrollStrategy.self
            kbl.padding = 0
            return (kbl, "\(place): an inset UIKit scrolls")
        case "none":
            kbl.type = NoAvoidance.self
            return (kbl, "\(place) moves nothing")
        default:
            kbl.type = NoAvoidance.self
            return (kbl, "\(place) (\(report.effect): \(report.details.joined(separator: "; "))) has no KBL strategy: "
                    + "kb-lsp checks the document with it, this spec does not")
        }
    }

    /// The device as KBL must see it: the document's status bar where it has less than the
    /// device's (a sheet, a hidden status bar), and for `avoid resize` the tab bar or
    /// toolbar in the home indicator, since KBL's keyboard-up box ends at the safe bottom.
    static func kblDevice(for device: Device, bars: [Orientation: BarGeometry], countsBottomBar: Bool) -> Device {
        var kbl = device
        for orientation in Orientation.allCases {
            guard let bar = bars[orientation] else { continue }
            let statusBar = bar.contentTop < device.statusBar[orientation] ? bar.contentTop - bar.navigationBar : device.statusBar[orientation]
            let homeIndicator = device.homeIndicator[orientation] + (countsBottomBar ? bar.bottomBar : 0)
            if orientation == .portrait {
                kbl.statusBar.portrait = statusBar
                kbl.homeIndicator.portrait = homeIndicator
            } else {
                kbl.statusBar.landscape = statusBar
                kbl.homeIndicator.landscape = homeIndicator
            }
        }
        return kbl
    }

    /// The name the screen's `device` line gives `kbl`: the built-in device's own when it is
    /// that device, else a device declared in the file: the configuration's under its name,
    /// a built-in one whose bars the screen changes under a name that says how.
    static func declare(_ kbl: Device, like device: Device, in declared: inout [(device: Device, note: String)]) -> String {
        if kbl == device, DeviceCatalog.builtIn[device.name] == device { return device.name }
        if let same = declared.first(where: { $0.device.width == kbl.width && $0.device.height == kbl.height
                && $0.device.keyboard == kbl.keyboard && $0.device.statusBar == kbl.statusBar
                && $0.device.homeIndicator == kbl.homeIndicator }) {
            return same.device.name
        }
        var named = kbl
        named.otherNames = []
        var changes: [(word: String, note: String)] = []
        if kbl.statusBar != device.statusBar { changes.append(("short-status-bar", "the screen's status bar")) }
        if kbl.homeIndicator != device.homeIndicator {
            changes.append(("bottom-bar", "its tab bar or toolbar in the home indicator, for avoid resize"))
        }
        let note: String
        if changes.isEmpty {
            note = "the configuration's device"
            if DeviceCatalog.builtIn[device.name] != nil { changes.append(("configured", note)) }
        } else {
            note = "\(device.name) with " + changes.map(\.note).joined(separator: " and ")
        }
        named.name = ([device.name] + changes.map(\.word)).joined(separator: "-")
        let base = named.name
        var number = 2
        while declared.contains(where: { $0.device.name == named.name }) {
            named.name = "\(base)-\(number)"
            number += 1
        }
        declared.append((named, note))
        return named.name
    }
}
