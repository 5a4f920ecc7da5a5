/// What may be written at a place in a KBL file, for completion in an editor.
///
/// Worked out from the tokens of the cursor's line and the blocks the lines above it open,
/// so a line still being typed and syntax errors elsewhere in the file do not get in the
/// way. Only words that would be no error where they go are offered: a property the
/// block already has, a placement that conflicts with the element's others, `outlets` on
/// anything but a `view`, another strategy's option are left out.
public struct CompletionSite: Sendable, Hashable {
    /// What the place expects.
    public enum Expectation: Sendable, Hashable {
        /// Nothing can be completed here: a name being declared, a number, a string or a
        /// comment, after a `{`, or a word that no word would make right.
        case nothing
        /// One of these words.
        case words([CompletionWord])
        /// The name of a sibling written earlier in the same block (after `below`); these
        /// names, in source order.
        case siblingName([String])
        /// A device name (after a screen's `device`): the file's devices, and those the
        /// analysis knows besides (built-in, configured), which the parser does not know.
        case deviceName
        /// A strategy's name (after `avoid`): the analysis's strategies, which the parser
        /// does not know.
        case strategyName
        /// An option of the strategy on the `avoid` line, where a new option may go: the
        /// analysis knows the options and how many numbers each takes.
        case strategyOption(StrategyOptionSite)
    }

    /// The word already typed at the place, from its start to the place; empty when the
    /// place is not in or right after a word. A completion replaces it.
    public var typedRange: SourceRange
    public var expectation: Expectation
}

/// The place of a new option on an `avoid` line: the strategy, the options written on the
/// line (before and after the place), and the option right before the place with how
/// many numbers follow it (it may take more).
public struct StrategyOptionSite: Sendable, Hashable {
    public var strategy: String
    public var written: Set<String>
    public var lastOption: String?
    public var numbersAfterLastOption: Int

    public init(strategy: String, written: Set<String> = [], lastOption: String? = nil, numbersAfterLastOption: Int = 0) {
        self.strategy = strategy
        self.written = written
        self.lastOption = lastOption
        self.numbersAfterLastOption = numbersAfterLastOption
    }
}

/// A keyword offered at a place, with what it means and the values written after it.
public struct CompletionWord: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `device` or `screen` at the top level.
        case declaration
        /// A device or screen property.
        case property
        /// An element kind.
        case elementKind
        /// A placement or `outlets`, on an element's line.
        case placement
        /// A strategy after `avoid`.
        case strategy
        /// An option of the `avoid` line's strategy.
        case strategyOption
        /// `portrait` or `landscape`.
        case orientation
    }

    /// The keyword.
    public var text: String
    public var kind: Kind
    /// A short description: what it means, its values and their default.
    public var detail: String
    /// The values that follow the keyword, each as a typical value to start from
    /// (`size 375 667`); a name to give is written as the word `name`.
    public var arguments: [String]
    /// Whether the line opens a block (`screen NAME {`, `view NAME {`).
    public var opensBlock: Bool

    public init(_ text: String, _ kind: Kind, _ detail: String, arguments: [String] = [], opensBlock: Bool = false) {
        self.text = text
        self.kind = kind
        self.detail = detail
        self.arguments = arguments
        self.opensBlock = opensBlock
    }
}
