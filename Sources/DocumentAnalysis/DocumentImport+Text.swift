import DocumentLayout
import KeyboardAnalysis
import SpecParser

extension DocumentImport {
    /// The KBL file, in `kb-lsp format`'s layout; `path` names the document in the first comment.
    public func text(path: String) -> String {
        var text = "# kb-lsp import of \(Self.commentSafe(path)): its screens on \(device) in \(orientation.rawValue),\n"
            + "# each element placed in its parent from the frames kb-lsp solved there, with the line\n"
            + "# of its start tag, its tag and the name findings give it.\n"
        for (declared, note) in declaredDevices {
            text += "\ndevice \(declared.name) {  # \(note)\n"
            text += "  size \(Self.number(declared.width)) \(Self.number(declared.height))\n"
            text += "  keyboard \(Self.pair(declared.keyboard))\n"
            text += "  status-bar \(Self.pair(declared.statusBar))\n"
            text += "  home-indicator \(Self.pair(declared.homeIndicator))\n"
            text += "}\n"
        }
        for screen in screens { text += "\n" + lines(of: screen) }
        if case .formatted(let formatted) = Formatter.format(text) { return formatted.text }
        return text
    }

    private func lines(of screen: ImportedScreen) -> String {
        var text = "screen \(screen.name) {  # line \(screen.line): \(screen.tag)\n"
        text += "  device \(screen.device)\n"
        text += "  orientations \(orientation.rawValue)\n"
        text += "  navigation-bar \(Self.pair(screen.navigationBar))"
        if let bars = screen.bars[orientation] { text += "  # \(Self.describe(bars))" }
        text += "\n  ios \(screen.iosVersion)\n"
        text += "  avoid \(screen.strategy)"
        for option in screen.options { text += " \(option.name) \(Self.number(option.value))" }
        text += "  # \(Self.reasons[screen.rule] ?? "")\(screen.codeNote.map { ": " + $0 } ?? "")\n"
        for element in screen.elements { text += lines(of: element, depth: 1) }
        return text + "}\n"
    }

    private func lines(of element: ImportedElement, depth: Int) -> String {
        var line = String(repeating: "  ", count: depth) + "\(element.kind) \(element.name)"
        if let title = element.title { line += " \"\(Self.escaped(title))\"" }
        switch element.placement {
        case .top(let top, let height): line += " top \(Self.number(top)) height \(Self.number(height))"
        case .bottom(let bottom, let height): line += " bottom \(Self.number(bottom)) height \(Self.number(height))"
        case .fill(let top, let bottom): line += " top \(Self.number(top)) bottom \(Self.number(bottom))"
        }
        if element.hasOutlets { line += " outlets" }
        if !element.children.isEmpty { line += " {" }
        line += "  # line \(element.line): \(element.tag) '\(element.name)'"
        if !element.notes.isEmpty { line += "; " + element.notes.joined(separator: "; ") }
        line += "\n"
        guard !element.children.isEmpty else { return line }
        for child in element.children { line += lines(of: child, depth: depth + 1) }
        return line + String(repeating: "  ", count: depth) + "}\n"
    }

    /// Why the screen has its strategy: the rule of ib.md section 6 that chose it.
    static let reasons: [String: String] = [
        "1": "the configuration's interface-builder.avoid names it",
        "1a": "the controller's keyboard code, read from the project's sources",
        "1b": "the project's code enables IQKeyboardManager",
        "2": "a table or collection view controller: UIKit scrolls the field into view",
        "3": "a constraint to the keyboard layout guide",
        "4": "a bottom constraint the controller has an outlet to follows the keyboard",
        "5": "constraint outlets on the top and bottom of one view",
        "6": "a TPKeyboardAvoiding view holds the fields",
        "7": "the project depends on IQKeyboardManager",
        "8": "no technique found in the document: the configuration's avoid, else none",
    ]

    /// The document's bars in the geometry, for the comment beside `navigation-bar`.
    static func describe(_ bars: BarGeometry) -> String {
        var parts: [String] = []
        if bars.presentationTop > 0 { parts.append("a sheet from \(number(bars.presentationTop))") }
        parts.append("status bar \(number(bars.statusBar))")
        parts.append("navigation bar \(number(bars.navigationBar))")
        if bars.bottomBar > 0 { parts.append("tab bar or toolbar \(number(bars.bottomBar))") }
        return "the document's bars: " + parts.joined(separator: ", ")
    }

    static func pair(_ pair: OrientationPair) -> String { "\(number(pair.portrait)) \(number(pair.landscape))" }

    /// A KBL number: no sign, no exponent, at most nine decimals, at most KBL's 1,000,000.
    static func number(_ value: Double) -> String {
        let units = (min(max(0, value.isFinite ? value : 0), Parser.largestNumber) * 1e9).rounded()
        let scaled = Int64(units)
        let whole = scaled / 1_000_000_000
        var fraction = scaled % 1_000_000_000
        guard fraction != 0 else { return "\(whole)" }
        var digits = 9
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let text = String(fraction)
        return "\(whole)." + String(repeating: "0", count: digits - text.count) + text
    }

    /// A KBL string's contents: `"` and `\` escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "\\" || character == "\"" { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// A comment's text: control characters, which would end it or be refused, as `?`.
    static func commentSafe(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : $0 }))
    }
}
