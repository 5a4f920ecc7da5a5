import Diagnostics
import KeyboardAnalysis
import LSP
import SpecParser

extension Server {
    /// The words that may go at the cursor (SpecParser's `completionSite`), each replacing
    /// the word already typed; the device names come from the file and the document's
    /// analyzer (configured, then built-in). Snippets with tab stops for the values and
    /// blocks that follow a keyword, for clients that take snippets; the bare word otherwise.
    ///
    /// Only device names need the document's parse and analysis (which the diagnostics of
    /// the same version then reuse); the rest reads the text as it is, so that completion
    /// right after a keystroke answers before the document is analysed again.
    func completion(_ request: CompletionRequest) throws(ResponseError) -> CompletionList {
        let document = try document(request.textDocument.uri)
        let converter = PositionConverter(lines: LineIndex(utf8: document.bytes), encoding: encoding)
        let site = Parser.completionSite(utf8: document.bytes, at: converter.offset(of: request.position))
        let range = converter.range(of: site.typedRange)
        var items: [CompletionItem] = []
        func add(_ label: String, _ kind: CompletionItemKind, _ detail: String, snippet: String? = nil) {
            let useSnippet = snippet != nil && capabilities.supportsSnippets
            items.append(CompletionItem(
                label: label, kind: kind.known(by: capabilities.completionItemKinds), detail: detail, sortText: Self.sortText(items.count),
                textEdit: TextEdit(range: range, newText: useSnippet ? snippet ?? label : label),
                insertTextFormat: useSnippet ? .snippet : .plainText))
        }
        switch site.expectation {
        case .nothing:
            break
        case .words(let words):
            for word in words {
                add(word.text, Self.itemKind(word.kind), word.detail, snippet: Self.snippet(word))
            }
        case .siblingName(let names):
            for name in names { add(name, .reference, "an earlier sibling") }
        case .deviceName:
            for (name, detail) in deviceChoices(snapshot(of: document)) { add(name, .constant, detail) }
        case .strategyName:
            for strategy in Strategies.all { add(strategy.name, .enumMember, strategy.summary) }
        case .strategyOption(let site):
            for word in Self.strategyOptions(at: site) {
                add(word.text, Self.itemKind(word.kind), word.detail, snippet: Self.snippet(word))
            }
        }
        return CompletionList(items: items)
    }

    /// The devices a screen of the document may name, the file's first (they shadow the
    /// others), then the analyzer's: configured ones, then built-in.
    private func deviceChoices(_ snapshot: Document.Snapshot) -> [(String, String)] {
        var choices: [(String, String)] = []
        var seen: Set<String> = []
        for declaration in snapshot.parsed.file.devices {
            guard let name = declaration.name?.text, seen.insert(name).inserted else { continue }
            let size = declaration.size.map { " \(formatPoints($0.first.value)) × \(formatPoints($0.second.value))" } ?? ""
            choices.append((name, "device of this file" + size))
        }
        let catalog = snapshot.analyzer.devices
        for name in catalog.allNames where seen.insert(name).inserted {
            guard let device = catalog[name] else { continue }
            let origin = DeviceCatalog.builtIn[name] == device ? "built-in" : "from .kblint.json"
            let alias = device.name == name ? "" : " (\(device.name))"
            choices.append((name, "\(origin)\(alias) \(formatPoints(device.width)) × \(formatPoints(device.height)), "
                + "keyboard \(formatPoints(device.keyboard.portrait)) \(formatPoints(device.keyboard.landscape))"))
        }
        return choices
    }

    /// The options of the `avoid` line's strategy not yet written, where a new option may
    /// go: not while the option before still needs a number.
    static func strategyOptions(at site: StrategyOptionSite) -> [CompletionWord] {
        guard let strategy = Strategies.named(site.strategy) else { return [] }
        if let last = site.lastOption {
            guard let option = strategy.options.first(where: { $0.name == last }),
                  option.values.minimum <= site.numbersAfterLastOption,
                  site.numbersAfterLastOption <= option.values.maximum else { return [] }
        }
        return strategy.options.filter { !site.written.contains($0.name) }.map { option in
            let detail = option.defaultValue.map { "\(option.summary) (default \($0))" } ?? option.summary
            return CompletionWord(option.name, .strategyOption, detail, arguments: option.example)
        }
    }

    /// `000`, `001`, …: the client keeps the server's order.
    private static func sortText(_ index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }

    private static func itemKind(_ kind: CompletionWord.Kind) -> CompletionItemKind {
        switch kind {
        case .declaration: return .keyword
        case .property, .placement, .strategyOption: return .property
        case .elementKind: return .class
        case .strategy, .orientation: return .enumMember
        }
    }

    /// `size ${1:375} ${2:667}`, `screen ${1:Name} {⏎⇥$0⏎}`, `view ${1:name} ${2}{⏎⇥$0⏎}`
    /// (the second stop for the placements); nil for a bare word.
    private static func snippet(_ word: CompletionWord) -> String? {
        guard !word.arguments.isEmpty || word.opensBlock else { return nil }
        var snippet = word.text
        for (index, argument) in word.arguments.enumerated() { snippet += " ${\(index + 1):\(argument)}" }
        guard word.opensBlock else { return snippet }
        snippet += word.kind == .elementKind ? " ${\(word.arguments.count + 1)}{" : " {"
        return snippet + "\n\t$0\n}"
    }
}
