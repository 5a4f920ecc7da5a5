import SpecParser

/// Where a screen's elements lie in a geometry, for the keyboard analysis: KBL's placement
/// rules (`SpecScreenLayout`), or the solved constraints of an Interface Builder document.
/// The strategies see only this, so both kinds of screen are analysed by the same code.
public protocol ScreenLayoutSource {
    /// Hands each element with its frame to `visit`, in document order, every geometry in
    /// the same order. With `keyboardUp`, the layout with the keyboard up (asked only for
    /// a strategy that `laysOutWithKeyboardUp`).
    func place(in geometry: ScreenGeometry, keyboardUp: Bool, _ visit: (ElementHeader, PlacedElement) -> Void)
    /// How many named elements there are: the screen report's elements.
    var reportCount: Int { get }
}

/// A KBL screen's layout: language.md#placement.
struct SpecScreenLayout: ScreenLayoutSource {
    let screen: ScreenDeclaration

    func place(in geometry: ScreenGeometry, keyboardUp: Bool, _ visit: (ElementHeader, PlacedElement) -> Void) {
        Layout.place(screen, in: geometry, bottom: keyboardUp ? min(geometry.safeBottom, geometry.keyboardTop) : nil, visit)
    }

    var reportCount: Int { Self.namedCount(of: screen.elements) }

    /// How many of `elements` and their descendants have names: the screen's reports.
    private static func namedCount(of elements: [Element]) -> Int {
        elements.withUnsafeBufferPointer { elements in
            var count = 0
            for index in elements.indices {
                if elements[index].name != nil { count += 1 }
                if !elements[index].children.isEmpty { count += namedCount(of: elements[index].children) }
            }
            return count
        }
    }

    /// The screen's geometry in each orientation on `device`; `defaultAccessory` is the
    /// accessory bar of a screen that writes none.
    static func geometries(of screen: ScreenDeclaration, on device: Device, in orientations: [Orientation],
                           defaultAccessory: Double) -> [ScreenGeometry] {
        orientations.map { orientation in
            var geometry = ScreenGeometry(
                orientation: orientation,
                screenHeight: device.screenHeight(in: orientation),
                statusBar: device.statusBar[orientation],
                navigationBar: screen.navigationBar.map { orientation == .portrait ? $0.first.value : $0.second.value } ?? 0,
                keyboard: device.keyboard[orientation],
                accessory: screen.accessory?.value ?? defaultAccessory)
            geometry.homeIndicator = device.homeIndicator[orientation]
            geometry.screenWidth = device.screenWidth(in: orientation)
            return geometry
        }
    }
}
