import Diagnostics
import Foundation
import KeyboardAnalysis
import SpecParser
import Testing
import TestSupport

/// Formatting is idempotent and never changes meaning: over every example and 500 specs
/// generated from the grammar (every strategy), laid out carelessly on purpose.
@Suite("Formatter: idempotence and meaning")
struct FormatterPropertyTests {
    @Test func examplesKeepTheirMeaning() throws {
        let examples = try QuickFixTests.examples()
        try #require(examples.count >= 6)
        for text in examples { try checkPreserved(text) }
    }

    @Test func generatedSpecsKeepTheirMeaning() throws {
        var generator = MessySpecGenerator(seed: 0x6B62_6C66_6D74)
        var strategies: Set<String> = []
        var changed = 0
        for _ in 0..<500 {
            let text = generator.spec()
            if case .formatted(let formatted) = SpecParser.Formatter.format(text), formatted.changesText { changed += 1 }
            for strategy in Strategies.names where text.contains("avoid \(strategy)") {
                strategies.insert(strategy)
            }
            try checkPreserved(text)
        }
        #expect(strategies.count == Strategies.all.count)
        #expect(changed > 400, "the generator should lay specs out carelessly")
    }

    private func checkPreserved(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard case .formatted(let once) = SpecParser.Formatter.format(text) else {
            Issue.record("refused: \(text)", sourceLocation: sourceLocation)
            return
        }
        guard case .formatted(let twice) = SpecParser.Formatter.format(once.text) else {
            Issue.record("refused its own output: \(once.text)", sourceLocation: sourceLocation)
            return
        }
        #expect(twice.text == once.text, "not idempotent:\n\(text)", sourceLocation: sourceLocation)
        let before = Parser.parse(text)
        let after = Parser.parse(once.text)
        #expect(shape(after.file) == shape(before.file), "tree changed:\n\(text)", sourceLocation: sourceLocation)
        let diagnosticsBefore = Analyzer().analyze(before).diagnostics.map(Self.summary)
        let diagnosticsAfter = Analyzer().analyze(after).diagnostics.map(Self.summary)
        #expect(diagnosticsAfter == diagnosticsBefore, "diagnostics changed:\n\(text)", sourceLocation: sourceLocation)
    }

    private static func summary(_ diagnostic: KeyboardAnalysis.Diagnostic) -> String {
        "\(diagnostic.code.rawValue) \(diagnostic.message) \(diagnostic.keyboard.map { "\($0.amount) \($0.shift ?? -1)" } ?? "")"
    }
}

/// The tree without positions: kinds, names, properties, placements and values.
func shape(_ file: SpecFile) -> String {
    func number(_ literal: NumberLiteral?) -> String {
        guard let literal else { return "-" }
        return "\(literal.value)\(literal.isPercentage ? "%" : "")"
    }
    func pair(_ pair: NumberPair?) -> String {
        pair.map { "\(number($0.first)),\(number($0.second))" } ?? "-"
    }
    func describe(_ element: Element, _ depth: Int) -> String {
        var line = String(repeating: ".", count: depth) + "\(element.kind.rawValue) \(element.name?.text ?? "?")"
        line += " title=\(element.title ?? "-") top=\(number(element.top?.length)) bottom=\(number(element.bottom?.length))"
        line += " below=\(element.below.map { "\($0.sibling.text),\(number($0.gap))" } ?? "-")"
        line += " center=\(element.center != nil) height=\(number(element.height?.length))"
        line += " outlets=\(element.outlets != nil) block=\(element.blockOpening != nil)\n"
        return line + element.children.map { describe($0, depth + 1) }.joined()
    }
    var text = ""
    for device in file.devices {
        text += "device \(device.name?.text ?? "?") size=\(pair(device.size)) keyboard=\(pair(device.keyboard))"
        text += " status=\(pair(device.statusBar)) home=\(pair(device.homeIndicator))\n"
    }
    for screen in file.screens {
        text += "screen \(screen.name?.text ?? "?") device=\(screen.device?.text ?? "-")"
        text += " orientations=\(screen.orientations?.map(\.rawValue) ?? []) nav=\(pair(screen.navigationBar))"
        text += " accessory=\(number(screen.accessory)) ios=\(number(screen.ios))"
        if let avoid = screen.avoid {
            text += " avoid=\(avoid.strategy?.text ?? "-")"
            for option in avoid.options {
                text += " \(option.name.text)=" + option.values.map { number($0) }.joined(separator: ",")
            }
        }
        text += "\n" + screen.elements.map { describe($0, 1) }.joined()
    }
    return text
}

/// Valid KBL (no KB100) from the grammar, every strategy and option, laid out carelessly:
/// random indentation (spaces and tabs), blanks between tokens, trailing blanks, comments
/// alone and after code, runs of blank lines, `}` ending content lines, CRLF files.
struct MessySpecGenerator {
    var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    private var lines: [String] = []
    private var names = 0

    mutating func spec() -> String {
        lines = []
        names = 0
        var devices: [String] = ["iphone-8", "iphone-5", "iphone-4", "iphone-8-plus", "iphone-16", "iphone-se-3", "ipad"]
        for _ in 0..<random.below(2) {
            let name = "dev\(random.below(100))"
            devices.append(name)
            block(header: ["device", name]) { generator in
                generator.statement(["size", generator.num(300, 500), generator.num(500, 900)])
                if generator.random.chance(70) { generator.statement(["keyboard", generator.num(150, 300), generator.num(100, 200)]) }
                if generator.random.chance(50) { generator.statement(["status-bar", generator.num(0, 50), generator.num(0, 30)]) }
                if generator.random.chance(40) { generator.statement(["home-indicator", generator.num(0, 34), generator.num(0, 21)]) }
            }
        }
        for _ in 0..<(1 + random.below(2)) {
            block(header: ["screen", "S\(random.below(1000))"]) { generator in
                generator.screenBody(devices: devices)
            }
        }
        let crlf = random.chance(20)
        return lines.joined(separator: crlf ? "\r\n" : "\n") + (random.chance(80) ? (crlf ? "\r\n" : "\n") : "")
    }

    private mutating func screenBody(devices: [String]) {
        var properties: [[String]] = []
        if random.chance(60) { properties.append(["device", random.pick(devices)]) }
        if random.chance(30) { properties.append(["orientations"] + random.pick([["portrait"], ["landscape"], ["portrait", "landscape"]])) }
        if random.chance(50) { properties.append(["navigation-bar", num(0, 64), num(0, 44)]) }
        if random.chance(40) { properties.append(["accessory", num(0, 50)]) }
        if random.chance(30) { properties.append(["ios", random.pick(["7", "8", "9", "11"])]) }
        properties.append(["avoid"] + avoid())
        for property in properties { statement(property) }
        elements(count: 1 + random.below(5), depth: 0)
    }

    private mutating func avoid() -> [String] {
        switch random.pick(Strategies.names) {
        case "shift":
            var words = ["shift"]
            if random.chance(50) { words += ["padding", num(0, 20)] }
            if random.chance(40) { words += ["landscape-swap"] }
            return words
        case "slide":
            var words = ["slide"]
            if random.chance(50) { words += ["padding", num(0, 20)] }
            if random.chance(60) { words += ["assume", num(150, 300)] + (random.chance(50) ? [num(100, 200)] : []) }
            return words
        case "scroll": return ["scroll"] + (random.chance(50) ? ["padding", num(0, 20)] : [])
        case "inset": return ["inset"] + (random.chance(50) ? ["landscape-swap"] : [])
        case "iqkeyboardmanager":
            var words = ["iqkeyboardmanager"]
            if random.chance(50) { words += ["distance", num(0, 30)] }
            if random.chance(40) { words += ["version", random.pick(["6", "7", "8"])] }
            return words
        case "resize": return ["resize"]
        case "fraction":
            var words = ["fraction"]
            if random.chance(50) { words += ["min", "0.\(random.below(4) + 1)"] }
            if random.chance(50) { words += ["max", "0.\(random.below(4) + 6)"] }
            if random.chance(50) { words += ["assume", num(150, 300), num(100, 200)] }
            return words
        default: return ["none"]
        }
    }

    private mutating func elements(count: Int, depth: Int) {
        var siblings: [String] = []
        for _ in 0..<count {
            names += 1
            let name = "e\(names)"
            let kind = depth < 2 && random.chance(25)
                ? random.pick(["view", "scroll"]) : random.pick(["field", "textarea", "label", "button", "image"])
            var words = [kind, name]
            if random.chance(50) { words.append(random.pick(["\"Name\"", "\"Say \\\"hi\\\" # no\"", "\"  spaced  \"", "\"é\""])) }
            if let sibling = siblings.last, random.chance(50) {
                words += ["below", sibling] + (random.chance(60) ? [length()] : [])
            } else if random.chance(20) {
                words += ["center"]
            } else {
                words += [random.pick(["top", "bottom"]), length()]
            }
            if random.chance(90) { words += ["height", length()] }
            if kind == "view", random.chance(60) { words.append("outlets") }
            siblings.append(name)
            if kind == "view" || kind == "scroll" {
                if random.chance(15) {
                    statement(words + ["{", "}"])
                } else {
                    block(header: words) { generator in generator.elements(count: 1 + generator.random.below(3), depth: depth + 1) }
                }
            } else {
                statement(words)
            }
        }
    }

    private mutating func length() -> String {
        random.chance(25) ? "\(random.below(60))%" : num(0, 400)
    }

    private mutating func num(_ low: Int, _ high: Int) -> String {
        let value = low + random.below(high - low + 1)
        switch random.below(10) {
        case 0: return "\(value).5"
        case 1: return "0\(value)"
        default: return "\(value)"
        }
    }

    private mutating func blanks() -> String {
        random.pick([" ", " ", " ", "  ", "\t", " \t  "])
    }

    private mutating func indentation() -> String {
        random.pick(["", " ", "  ", "    ", "\t", "\t  ", "      "])
    }

    private mutating func decorate() {
        for _ in 0..<random.pick([0, 0, 0, 1, 2, 3]) { lines.append(random.chance(30) ? blanks() : "") }
        if random.chance(15) { lines.append(indentation() + "# note \(random.below(100))" + (random.chance(30) ? "  " : "")) }
    }

    private mutating func statement(_ words: [String]) {
        decorate()
        var line = indentation()
        for (index, word) in words.enumerated() {
            if index > 0 { line += blanks() }
            line += word
        }
        if random.chance(20) { line += blanks() + "# c\(random.below(10))" }
        if random.chance(10) { line += blanks() }
        lines.append(line)
    }

    /// A header line with `{`, the body, and the `}`: alone on its line, or ending the
    /// body's last line when that line has no comment.
    private mutating func block(header: [String], body: (inout MessySpecGenerator) -> Void) {
        statement(header + ["{"])
        body(&self)
        let last = lines.count - 1
        if random.chance(30), !lines[last].contains("#"), !lines[last].trimmingCharacters(in: .whitespaces).isEmpty {
            lines[last] += blanks() + "}"
        } else {
            statement(["}"])
        }
    }
}
