import Diagnostics
import SpecParser

/// What a keyboard diagnostic (KB001–KB006) is about.
///
/// The strings first and the one-byte orientation last: laid out so, the finding takes
/// 66 bytes instead of 80, and every copy of a diagnostic (the language server copies
/// each one on every edit) moves less.
public struct KeyboardFinding: Sendable, Hashable {
    public var screen: String
    /// The element (KB001–KB006); nil for a finding about the whole screen (KB007).
    public var element: String?
    /// The device, for a screen of an Interface Builder document (checked on one device or
    /// several); nil for a KBL screen, whose device the screen names.
    public var device: String?
    /// The amount in points the message names (overlap, overflow, the height the code
    /// reads for KB007).
    public var amount: Double
    /// The field's computed shift in this orientation (0 for elements that are not
    /// fields); nil for KB007.
    public var shift: Double?
    public var orientation: Orientation

    init(screen: String, element: String?, orientation: Orientation, amount: Double, shift: Double?, device: String? = nil) {
        self.screen = screen
        self.element = element
        self.device = device
        self.amount = amount
        self.shift = shift
        self.orientation = orientation
    }
}

/// A problem in a KBL file, in editor-neutral terms: byte ranges, no LSP.
public struct Diagnostic: Sendable, Hashable {
    public var code: DiagnosticCode
    public var severity: Severity
    public var range: SourceRange
    /// The message as data, worded when `message` is read.
    private var content: DiagnosticMessage

    /// Whether this KB003 says the band its field must show in has no height.
    public var saysBandIsEmpty: Bool { content.saysBandIsEmpty }
    /// Present on KB001–KB006.
    public var keyboard: KeyboardFinding?

    public init(_ message: DiagnosticMessage, at range: SourceRange, keyboard: KeyboardFinding? = nil) {
        code = message.code
        severity = code.defaultSeverity
        self.range = range
        content = message
        self.keyboard = keyboard
    }

    public var message: String { content.text }

    /// The line of the app's keyboard code a keyboard finding is about (a screen checked
    /// with its code's effects, code.md section 6): a related location in JSON and SARIF.
    public var codePlace: CodePlace? { content.codePlace }

    init(_ syntax: SyntaxDiagnostic) {
        code = syntax.code
        severity = code.defaultSeverity
        range = syntax.range
        content = syntax.content
    }

    /// Puts `diagnostics` in the order of language.md#json-output-of-kb-lsp-lint: position,
    /// then code (`DiagnosticCode.number`), then orientation (portrait first); equal ones
    /// keep their order. A list already in order is left as it is; otherwise small keys are
    /// sorted (one word each: position, code, orientation and index packed) and each
    /// diagnostic is moved once to its place, never copied.
    static func sortInReportingOrder(_ diagnostics: inout [Diagnostic]) {
        // Positions below 2^23 (a parsed file is at most 4 MiB), indices below 2^32.
        guard diagnostics.count < 1 << 32 else { return sortByTuples(&diagnostics) }
        var keys: [UInt64] = []
        keys.reserveCapacity(diagnostics.count)
        var isSorted = true
        var previous: UInt64 = 0
        let fits = diagnostics.withUnsafeBufferPointer { diagnostics in
            for index in diagnostics.indices {
                let start = diagnostics[index].range.start
                let number = diagnostics[index].code.number
                guard start >= 0, start < 1 << 23, number < 1 << 8 else { return false }
                let landscape: UInt64 = diagnostics[index].keyboard?.orientation == .landscape ? 1 : 0
                let key = UInt64(start) << 41 | UInt64(number) << 33 | landscape << 32 | UInt64(index)
                if key < previous { isSorted = false }
                previous = key
                keys.append(key)
            }
            return true
        }
        guard fits else { return sortByTuples(&diagnostics) }
        if isSorted { return }
        heapSort(&keys)
        permute(&diagnostics, taking: keys.map { Int(truncatingIfNeeded: $0 & 0xFFFF_FFFF) })
    }

    /// Sorts distinct keys in place (heapsort), with no storage of its own: the standard
    /// library's sort makes its scratch array through the Swift runtime's type cache, which
    /// every thread contends for, at each list of a file's diagnostics.
    static func heapSort(_ keys: inout [UInt64]) {
        keys.withUnsafeMutableBufferPointer { keys in
            func siftDown(_ start: Int, _ end: Int) {
                var root = start
                while 2 * root + 1 < end {
                    var child = 2 * root + 1
                    if child + 1 < end, keys[child] < keys[child + 1] { child += 1 }
                    guard keys[root] < keys[child] else { return }
                    keys.swapAt(root, child)
                    root = child
                }
            }
            for start in stride(from: keys.count / 2 - 1, through: 0, by: -1) { siftDown(start, keys.count) }
            for end in stride(from: keys.count - 1, to: 0, by: -1) {
                keys.swapAt(0, end)
                siftDown(0, end)
            }
        }
    }

    /// `sortInReportingOrder` for lists whose keys do not fit in a word.
    private static func sortByTuples(_ diagnostics: inout [Diagnostic]) {
        let keys = diagnostics.enumerated().map { index, diagnostic in
            (diagnostic.range.start, diagnostic.code.number,
             diagnostic.keyboard?.orientation == .landscape ? 1 : 0, index)
        }
        permute(&diagnostics, taking: keys.sorted { $0 < $1 }.map(\.3))
    }

    /// Rearranges `diagnostics` so that position `i` holds what was at `sources[i]` (a
    /// permutation of the indices), following each cycle of the permutation and moving
    /// each diagnostic once.
    private static func permute(_ diagnostics: inout [Diagnostic], taking sources: [Int]) {
        var placed: [Bool] = []
        placed.reserveCapacity(sources.count)
        placed.append(contentsOf: repeatElement(false, count: sources.count))
        diagnostics.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for start in sources.indices where !placed[start] {
                placed[start] = true
                guard sources[start] != start else { continue }
                let first = (base + start).move()
                var position = start
                while sources[position] != start {
                    let source = sources[position]
                    (base + position).moveInitialize(from: base + source, count: 1)
                    placed[source] = true
                    position = source
                }
                (base + position).initialize(to: first)
            }
        }
    }
}
