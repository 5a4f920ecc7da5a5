/// The checks that need a whole file: names (KB102), `below` references (KB103) and a
/// device's required `size` (KB104).
enum Checker {
    static func check(_ file: SpecFile, syntaxErrors: [SyntaxDiagnostic]) -> [SyntaxDiagnostic] {
        var diagnostics: [SyntaxDiagnostic] = []
        var deviceNames: Set<String> = []
        for device in file.devices {
            if let name = device.name, !deviceNames.insert(name.text).inserted {
                diagnostics.append(SyntaxDiagnostic(.duplicateName, at: name.range, "device '\(name.text)' is already declared in this file"))
            }
            let hasSyntaxError = syntaxErrors.contains { $0.code == .syntax && device.range.contains($0.range) }
            if device.size == nil, !hasSyntaxError {
                let name = device.name.map { "device '\($0.text)'" } ?? "this device"
                diagnostics.append(SyntaxDiagnostic(
                    .missingOrConflicting, at: device.name?.range ?? device.keywordRange,
                    "\(name) has no size; add 'size WIDTH HEIGHT' (portrait, in points)"))
            }
        }
        var screenNames: Set<String> = []
        for screen in file.screens {
            if let name = screen.name, !screenNames.insert(name.text).inserted {
                diagnostics.append(SyntaxDiagnostic(.duplicateName, at: name.range, "screen '\(name.text)' is already declared in this file"))
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
                diagnostics.append(SyntaxDiagnostic(
                    .duplicateName, at: name.range, "an element named '\(name.text)' is already declared in screen '\(screen)'"))
            }
            if let below = element.below, !earlierSiblings.contains(below.sibling.text) {
                let message = below.sibling.text == element.name?.text
                    ? "'\(below.sibling.text)' cannot be placed below itself"
                    : "'below \(below.sibling.text)' names no element declared above it in the same container"
                diagnostics.append(SyntaxDiagnostic(.unknownSibling, at: below.sibling.range, message))
            }
            if let name = element.name { earlierSiblings.insert(name.text) }
            checkElements(element.children, screen: screen, names: &names, into: &diagnostics)
        }
    }
}
