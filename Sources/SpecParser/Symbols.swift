/// The names of a file and where each is declared and used, for navigation and renaming.
///
/// A symbol is a name in its scope: an element name within its screen (a `below NAME`
/// uses the earlier sibling of that name in the same container), a device of the file
/// (a screen's `device NAME` uses it), or a screen. Duplicate declarations (KB102) are the
/// same symbol: they are all declarations, and a rename renames them together.
public struct Symbol: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case element
        case device
        case screen
    }

    public var kind: Kind
    /// The name as written.
    public var name: String
    /// Where it is declared, in source order; empty for a built-in or configuration
    /// device, which the file only uses.
    public var declarations: [SourceRange]
    /// Where it is used (`below NAME`, a screen's `device NAME`), in source order.
    public var references: [SourceRange]
    /// The other names of its scope (the screen's other elements, the file's other
    /// devices or screens): a rename to one of them is refused.
    public var takenNames: Set<String>
    /// The range of the name under the offset the symbol was found at.
    public var occurrence: SourceRange
}

extension SpecFile {
    /// The symbol whose name (declaration or use) is at `offset`, if any. A cursor just
    /// after a name still counts.
    public func symbol(at offset: Int) -> Symbol? {
        var hits: [Symbol] = []
        func consider(_ range: SourceRange, _ symbol: @autoclosure () -> Symbol?) {
            guard range.touches(offset), var found = symbol() else { return }
            found.occurrence = range
            hits.append(found)
        }
        for device in devices {
            if let name = device.name { consider(name.range, deviceSymbol(name.text)) }
        }
        for screen in screens {
            if let name = screen.name { consider(name.range, screenSymbol(name.text)) }
            if let device = screen.device { consider(device.range, deviceSymbol(device.text)) }
            if !screen.range.touches(offset) { continue }
            for element in screen.allElements {
                if let name = element.name { consider(name.range, elementSymbol(name.text, in: screen)) }
            }
            func visit(_ siblings: [Element]) {
                var earlier: Set<String> = []
                for element in siblings {
                    if let below = element.below, earlier.contains(below.sibling.text) {
                        consider(below.sibling.range, elementSymbol(below.sibling.text, in: screen))
                    }
                    if let name = element.name?.text { earlier.insert(name) }
                    visit(element.children)
                }
            }
            visit(screen.elements)
        }
        // A name the offset is strictly inside wins over one it only touches at an end.
        return hits.first { $0.occurrence.start <= offset && offset < $0.occurrence.end } ?? hits.first
    }

    private func deviceSymbol(_ name: String) -> Symbol {
        let declarations = devices.compactMap(\.name).filter { $0.text == name }.map(\.range)
        let references = screens.compactMap(\.device).filter { $0.text == name }.map(\.range)
        let taken = Set(devices.compactMap(\.name?.text)).subtracting([name])
        return Symbol(kind: .device, name: name, declarations: declarations, references: references,
                      takenNames: taken, occurrence: SourceRange(0, 0))
    }

    private func screenSymbol(_ name: String) -> Symbol {
        let declarations = screens.compactMap(\.name).filter { $0.text == name }.map(\.range)
        let taken = Set(screens.compactMap(\.name?.text)).subtracting([name])
        return Symbol(kind: .screen, name: name, declarations: declarations, references: [],
                      takenNames: taken, occurrence: SourceRange(0, 0))
    }

    /// An element name of `screen`: every element of the screen so named, and every
    /// `below` naming one of them as an earlier sibling.
    private func elementSymbol(_ name: String, in screen: ScreenDeclaration) -> Symbol {
        let elements = screen.allElements
        let declarations = elements.compactMap(\.name).filter { $0.text == name }.map(\.range)
        var references: [SourceRange] = []
        func visit(_ siblings: [Element]) {
            var declaredEarlier = false
            for element in siblings {
                if let below = element.below, below.sibling.text == name, declaredEarlier {
                    references.append(below.sibling.range)
                }
                if element.name?.text == name { declaredEarlier = true }
                visit(element.children)
            }
        }
        visit(screen.elements)
        let taken = Set(elements.compactMap(\.name?.text)).subtracting([name])
        return Symbol(kind: .element, name: name, declarations: declarations, references: references.sorted(),
                      takenNames: taken, occurrence: SourceRange(0, 0))
    }
}

extension ScreenDeclaration {
    /// Every element of the screen, depth first, in source order.
    public var allElements: [Element] {
        var all: [Element] = []
        func visit(_ list: [Element]) {
            for element in list {
                all.append(element)
                visit(element.children)
            }
        }
        visit(elements)
        return all
    }
}
