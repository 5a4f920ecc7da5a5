import Diagnostics
import SpecParser

/// The strategies of KBL, in the order the docs list them: the one table that checking an
/// `avoid` line, completion, `kb-lsp strategies` and the docs' tests read.
public enum Strategies {
    public static let all: [any KeyboardStrategy.Type] = [
        NoAvoidance.self, ShiftStrategy.self, SlideStrategy.self, ScrollStrategy.self, InsetStrategy.self,
        FractionStrategy.self, IQKeyboardManagerStrategy.self, ResizeStrategy.self,
    ]

    /// The strategy of a name.
    public static func named(_ name: String) -> (any KeyboardStrategy.Type)? {
        all.first { $0.name == name }
    }

    public static var names: [String] { all.map { $0.name } }

    /// Every option some strategy takes, once each, in table order.
    public static var optionNames: [String] {
        var seen: Set<String> = []
        return all.flatMap { $0.options.map(\.name) }.filter { seen.insert($0).inserted }
    }

    /// A screen's `avoid` line checked against the table: its strategy and options, and
    /// what is wrong with them (a strategy is nil when the line names none that exists).
    public static func check(_ avoid: AvoidProperty) -> (strategy: (any KeyboardStrategy.Type)?, options: StrategyOptions, problems: [DiagnosticMessageAt]) {
        guard let name = avoid.strategy else {
            return (nil, StrategyOptions(), [DiagnosticMessageAt(.missingStrategy(Wording.list(names, "or")), at: avoid.keywordRange)])
        }
        guard let strategy = named(name.text) else {
            let message = DiagnosticMessage.unknownStrategy(
                "'\(name.text)'" + Suggestions.didYouMean(name.text, among: names), expected: Wording.list(names, "or"))
            return (nil, StrategyOptions(), [DiagnosticMessageAt(message, at: name.range)])
        }
        var problems: [DiagnosticMessageAt] = []
        var kept: [AvoidOption] = []
        for written in avoid.options {
            let word = written.name.text
            guard let option = strategy.options.first(where: { $0.name == word }) else {
                let takes = optionsHint(of: strategy)
                if named(word) != nil {
                    problems.append(DiagnosticMessageAt(.secondStrategy(word, after: strategy.name), at: written.name.range))
                } else if optionNames.contains(word) {
                    problems.append(DiagnosticMessageAt(.notAnOption(word, ofStrategy: strategy.name, hint: takes), at: written.range))
                } else {
                    let found = "'\(word)'" + Suggestions.didYouMean(word, among: strategy.options.map(\.name))
                    problems.append(DiagnosticMessageAt(.unknownStrategyOption(found, hint: takes), at: written.name.range))
                }
                continue
            }
            if kept.contains(where: { $0.name.text == word }) {
                problems.append(DiagnosticMessageAt(.repeated(word), at: written.range))
                continue
            }
            if written.values.count < option.values.minimum {
                problems.append(DiagnosticMessageAt(.expected("a number", after: word), at: written.name.range))
                continue
            }
            if written.values.count > option.values.maximum {
                let extra = written.values[option.values.maximum]
                let found = "'\(formatPoints(extra.value))'"
                problems.append(DiagnosticMessageAt(.tooManyOptionValues(found, option: word, takes: option.takes), at: extra.range))
                continue
            }
            if let percentage = written.values.first(where: \.isPercentage) {
                problems.append(DiagnosticMessageAt(
                    option.allowed == .fraction ? .fractionAsPercentage(word, value: percentage.value) : .percentageNotAllowed(after: word),
                    at: percentage.range))
                continue
            }
            for value in written.values {
                switch option.allowed {
                case .any: break
                case .fraction where value.value > 1:
                    problems.append(DiagnosticMessageAt(.fractionOutOfRange(word), at: value.range))
                case .oneOf(let allowed) where !allowed.contains(where: { Double($0) == value.value }):
                    problems.append(DiagnosticMessageAt(
                        .optionValueNotAllowed(word, value: value.value, allowed: Wording.list(allowed.map(String.init), "or")), at: value.range))
                default: break
                }
            }
            kept.append(written)
        }
        let options = StrategyOptions(kept)
        if problems.isEmpty { problems = strategy.conflicts(in: options) }
        return (strategy, options, problems)
    }

    /// "; it takes 'padding' and 'landscape-swap'".
    static func optionsHint(of strategy: any KeyboardStrategy.Type) -> String {
        let options = strategy.options.map { "'\($0.name)'" }
        guard !options.isEmpty else { return "; 'avoid \(strategy.name)' takes no options" }
        return "; it takes " + Wording.list(options, "and")
    }


}
