import Diagnostics

/// The checks that need a whole file: names (KB102), `below` references (KB103) and a
/// device's required `size` (KB104).
enum Checker {
    static func check(_ file: SpecFile, syntaxErrors: [SyntaxDiagnostic]) -> [SyntaxDiagnostic] {
        var diagnostics: [SyntaxDiagnostic] = []
        var deviceNames: Set<String> = []
        let syntaxErrors = SortedRanges(syntaxErrors.lazy.filter { $0.code == .syntax }.map(\.range))
        for device in file.devices {
            if let name = device.name, !deviceNames.insert(name.text).inserted {
                diagnostics.append(SyntaxDiagnostic(.duplicateDevice(name.text), at: name.range))
            }
            let hasSyntaxError = syntaxErrors.containsAny(within: device.range)
            if device.size == nil, !hasSyntaxError {
                let name = device.name.map { "device '\($0.text)'" } ?? "this device"
                diagnostics.append(SyntaxDiagnostic(.missingDeviceSize(name), at: device.name?.range ?? device.keywordRange))
            }
        }
        var screenNames: Set<String> = []
        // One table of a screen's names and one stack of sibling names, kept for every screen.
        var elementNames: Set<String> = []
        var siblings = SiblingNames()
        for screen in file.screens {
            if let name = screen.name, !screenNames.insert(name.text).inserted {
                diagnostics.append(SyntaxDiagnostic(.duplicateScreen(name.text), at: name.range))
            }
            // Cleared in place while its table is not much larger than the last screen needed:
            // clearing costs the table's size.
            if elementNames.capacity > 4 * elementNames.count + 64 {
                elementNames = []
            } else {
                elementNames.removeAll(keepingCapacity: true)
            }
            checkElements(screen.elements, screen: screen.name?.text ?? "", names: &elementNames, siblings: &siblings,
                          into: &diagnostics)
        }
        return diagnostics
    }

    /// Checks one list of siblings, then their children, in document order.
    private static func checkElements(
        _ siblings: [Element], screen: String, names: inout Set<String>, siblings earlier: inout SiblingNames,
        into diagnostics: inout [SyntaxDiagnostic]
    ) {
        earlier.enter()
        defer { earlier.leave() }
        // Through the array's buffer: each element is read in place, never copied.
        siblings.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                if let name = elements[index].name, !names.insert(name.text).inserted {
                    diagnostics.append(SyntaxDiagnostic(.duplicateElement(name.text, inScreen: screen), at: name.range))
                }
                if let sibling = elements[index].below?.sibling.text, !earlier.contains(sibling),
                   let range = elements[index].below?.sibling.range {
                    // The closest of the last few siblings above is suggested (a bounded
                    // look back: a file of many wrong `below`s stays linear).
                    let above = elements[max(0, index - 64)..<index].compactMap { $0.name?.text }
                    let message: DiagnosticMessage = sibling == elements[index].name?.text
                        ? .belowItself(sibling) : .unknownSibling(sibling, siblings: above)
                    diagnostics.append(SyntaxDiagnostic(message, at: range))
                }
                if let name = elements[index].name { earlier.add(name.text) }
                checkElements(elements[index].children, screen: screen, names: &names, siblings: &earlier, into: &diagnostics)
            }
        }
    }
}

/// The names of the earlier siblings of each list being checked, one list above another
/// on a stack, for `below`. A `below` nearly always names one of the last few siblings,
/// which are compared directly; the others are found through a set, built for a list the
/// first time one is needed, so that a long list costs linear time without every list
/// hashing its names.
struct SiblingNames {
    private static let recentCount = 8
    private var names: [String] = []
    /// Per list on the stack: where its names start, its set, how many names the set holds.
    private var lists: [(start: Int, set: Set<String>, tabled: Int)] = []

    /// Starts a new list of siblings, inside the current one.
    mutating func enter() {
        lists.append((names.count, [], 0))
    }

    /// Ends the innermost list.
    mutating func leave() {
        guard let list = lists.popLast() else { return }
        names.removeLast(names.count - list.start)
    }

    mutating func add(_ name: String) {
        names.append(name)
    }

    /// Whether the innermost list has a sibling named `name` so far.
    mutating func contains(_ name: String) -> Bool {
        guard let last = lists.indices.last else { return false }
        let start = lists[last].start
        let stop = max(start, names.count - Self.recentCount)
        var index = names.count
        while index > stop {
            index -= 1
            if names[index] == name { return true }
        }
        guard stop > start else { return false }
        while start + lists[last].tabled < names.count {
            lists[last].set.insert(names[start + lists[last].tabled])
            lists[last].tabled += 1
        }
        return lists[last].set.contains(name)
    }
}
