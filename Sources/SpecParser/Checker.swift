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
        for screen in file.screens {
            if let name = screen.name, !screenNames.insert(name.text).inserted {
                diagnostics.append(SyntaxDiagnostic(.duplicateScreen(name.text), at: name.range))
            }
            var elementNames: Set<String> = []
            checkElements(screen.elements, screen: screen.name?.text ?? "", names: &elementNames, into: &diagnostics)
        }
        return diagnostics
    }

    /// Checks one list of siblings, then their children, in document order.
    private static func checkElements(
        _ siblings: [Element], screen: String, names: inout Set<String>, into diagnostics: inout [SyntaxDiagnostic]
    ) {
        var earlierSiblings: Set<String> = []
        for element in siblings {
            if let name = element.name, !names.insert(name.text).inserted {
                diagnostics.append(SyntaxDiagnostic(.duplicateElement(name.text, inScreen: screen), at: name.range))
            }
            if let below = element.below, !earlierSiblings.contains(below.sibling.text) {
                let message: DiagnosticMessage = below.sibling.text == element.name?.text
                    ? .belowItself(below.sibling.text) : .unknownSibling(below.sibling.text)
                diagnostics.append(SyntaxDiagnostic(message, at: below.sibling.range))
            }
            if let name = element.name { earlierSiblings.insert(name.text) }
            checkElements(element.children, screen: screen, names: &names, into: &diagnostics)
        }
    }
}
