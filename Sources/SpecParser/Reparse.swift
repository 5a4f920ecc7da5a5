import Diagnostics
import PlainText

/// One replacement in a text: the bytes `range` of the old text became the bytes
/// `range.start..<newEnd` of the new one.
public struct ByteEdit: Sendable, Hashable {
    /// The bytes replaced, in the old text.
    public var range: SourceRange
    /// Where the replacement ends in the new text.
    public var newEnd: Int

    public init(replacing range: SourceRange, newEnd: Int) {
        self.range = range
        self.newEnd = newEnd
    }

    /// How far the text after the edit moved (negative: towards the start).
    public var delta: Int { newEnd - range.end }

    /// This edit followed by `next` (whose range is in the text this edit made), as one
    /// edit of the old text: from the first byte either touched to the last.
    public func followed(by next: ByteEdit) -> ByteEdit {
        let start = min(range.start, next.range.start)
        // The union of both changed spans, in the text between the two edits.
        let end = max(newEnd, next.range.end)
        // Back in the old text: past this edit's replacement, offsets are `delta` further on.
        let oldEnd = range.end + max(0, end - newEnd)
        return ByteEdit(replacing: SourceRange(start, oldEnd), newEnd: end + next.delta)
    }
}

extension Parser {
    /// The parse of `newBytes`, which is `oldBytes` changed by `edit`, given `old`, the
    /// parse of `oldBytes`. It equals `parse(utf8: newBytes)`; when the edit lies within
    /// the inner lines of one top-level block (not its first line, not its last), only that
    /// block's lines are parsed again and the rest of `old` is kept, moved by the edit's
    /// length: typing in a large file costs the block typed in, not the file.
    public static func reparse(_ old: ParseResult, of oldBytes: [UInt8], after edit: ByteEdit, giving newBytes: [UInt8]) -> ParseResult {
        reparsedBlock(old, of: oldBytes, after: edit, giving: newBytes) ?? parse(utf8: newBytes)
    }

    /// `reparse`'s quick way, or nil where only a whole parse is sure to be right.
    static func reparsedBlock(_ old: ParseResult, of oldBytes: [UInt8], after edit: ByteEdit, giving newBytes: [UInt8]) -> ParseResult? {
        let delta = edit.delta
        guard edit.range.start >= 0, edit.range.end <= oldBytes.count, newBytes.count == oldBytes.count + delta, newBytes.count <= maximumSize, oldBytes.count <= maximumSize,
              UTF8Bytes.byteOrderMarkLength(of: newBytes) == 0,
              // The first invalid sequence of a whole file is reported: left to a whole parse.
              firstInvalidUTF8Sequence(in: newBytes) == nil,
              let block = TopLevelBlock(containing: edit.range, in: old.file, bytes: oldBytes) else { return nil }
        let region = block.lines
        let newRegion = SourceRange(region.start, region.end + delta)
        var again = parse(utf8: Array(newBytes[newRegion.start..<newRegion.end]))
        // Still one block of the same kind, ending where the old one did (moved): the
        // parser leaves it at the top level, as before, and the lines after read as before.
        let expected = SourceRange(block.range.start - region.start, block.range.end + delta - region.start)
        switch block.kind {
        case .device:
            guard again.file.screens.isEmpty, again.file.devices.count == 1, again.file.devices[0].range == expected else { return nil }
        case .screen:
            guard again.file.devices.isEmpty, again.file.screens.count == 1, again.file.screens[0].range == expected else { return nil }
        }
        // A missing `}` is left to a whole parse, which may read the whole file again by
        // its indentation (Parser.parse).
        guard !again.diagnostics.contains(where: { $0.content.isUnclosedBrace }) else { return nil }
        again.move(by: region.start)

        var result = old
        // Declarations: the edited one replaced, those after it moved.
        switch block.kind {
        case .device:
            result.file.devices[block.index] = again.file.devices[0]
        case .screen:
            result.file.screens[block.index] = again.file.screens[0]
        }
        for index in result.file.devices.indices where result.file.devices[index].range.start >= region.end {
            result.file.devices[index].move(by: delta)
        }
        for index in result.file.screens.indices where result.file.screens[index].range.start >= region.end {
            result.file.screens[index].move(by: delta)
        }
        // Diagnostics: the block's own from the new parse.
        var diagnostics: [SyntaxDiagnostic] = []
        diagnostics.reserveCapacity(old.diagnostics.count + again.diagnostics.count)
        for diagnostic in old.diagnostics {
            if diagnostic.range.end <= region.start && diagnostic.range.start < region.start {
                diagnostics.append(diagnostic)
            } else if diagnostic.range.start >= region.end {
                var moved = diagnostic
                moved.range = moved.range.moved(by: delta)
                diagnostics.append(moved)
            } else if diagnostic.code == .duplicateName, diagnostic.range == block.name {
                // The block's name repeats an earlier one's: a whole file's check, and
                // the edit left the block's first line (and its name) as they were.
                diagnostics.append(diagnostic)
            } else if !region.contains(diagnostic.range) {
                return nil  // across the block's edge: not the block's own
            }
        }
        diagnostics += again.diagnostics
        diagnostics.sort { ($0.range.start, $0.code.rawValue) < ($1.range.start, $1.code.rawValue) }
        result.diagnostics = diagnostics
        // Suppressions: those in the block's lines from the new parse.
        // (A comment before the block covers at most its first line, which the edit left.)
        var suppressions = old.suppressions.filter { $0.range.end <= region.start }
        suppressions += again.suppressions
        for var suppression in old.suppressions where suppression.range.start >= region.end {
            suppression.move(by: delta)
            suppressions.append(suppression)
        }
        result.suppressions = suppressions
        return result
    }
}

/// The top-level block whose inner lines hold an edit.
private struct TopLevelBlock {
    enum Kind { case device, screen }

    let kind: Kind
    /// Its index among the file's devices or screens.
    let index: Int
    let range: SourceRange
    /// Its name's range, if it has a name.
    let name: SourceRange?
    /// Its whole lines, line breaks included: from the start of its first line (blank
    /// before the keyword) to the end of its last.
    let lines: SourceRange

    init?(containing edit: SourceRange, in file: SpecFile, bytes: [UInt8]) {
        if let screen = file.screens.index(containing: edit, range: \.range) {
            kind = .screen
            index = screen
            range = file.screens[screen].range
            name = file.screens[screen].name?.range
        } else if let device = file.devices.index(containing: edit, range: \.range) {
            kind = .device
            index = device
            range = file.devices[device].range
            name = file.devices[device].name?.range
        } else {
            return nil
        }
        var start = range.start
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        guard start == 0 || LineBreak.isBreakByte(bytes[start - 1]) else { return nil }
        // The edit lies after the first line's break and before the last line begins.
        guard let firstBreak = bytes[range.start..<range.end].firstIndex(where: LineBreak.isBreakByte),
              let lastBreak = bytes[range.start..<range.end].lastIndex(where: LineBreak.isBreakByte) else { return nil }
        let afterFirstLine = firstBreak + LineBreak.width(at: firstBreak, in: bytes)
        guard edit.start >= afterFirstLine, edit.end <= lastBreak, afterFirstLine <= lastBreak else { return nil }
        var end = range.end
        while end < bytes.count, !LineBreak.isBreakByte(bytes[end]) { end += 1 }
        if end < bytes.count { end += LineBreak.width(at: end, in: bytes) }
        lines = SourceRange(start, end)
    }
}

// MARK: - Moving a tree by a number of bytes

extension SourceRange {
    /// The same range `delta` bytes further on (negative: earlier).
    public func moved(by delta: Int) -> SourceRange { SourceRange(start + delta, end + delta) }
}

extension Optional where Wrapped == SourceRange {
    mutating func move(by delta: Int) { self = self?.moved(by: delta) }
}

extension Identifier {
    mutating func move(by delta: Int) { range = range.moved(by: delta) }
}

extension NumberLiteral {
    mutating func move(by delta: Int) { range = range.moved(by: delta) }
}

extension NumberPair {
    mutating func move(by delta: Int) {
        first.move(by: delta)
        second.move(by: delta)
        range = range.moved(by: delta)
    }
}

extension ParseResult {
    mutating func move(by delta: Int) {
        for index in file.devices.indices { file.devices[index].move(by: delta) }
        for index in file.screens.indices { file.screens[index].move(by: delta) }
        for index in diagnostics.indices { diagnostics[index].range = diagnostics[index].range.moved(by: delta) }
        for index in suppressions.indices { suppressions[index].move(by: delta) }
    }
}

extension DeviceDeclaration {
    mutating func move(by delta: Int) {
        name?.move(by: delta)
        size?.move(by: delta)
        keyboard?.move(by: delta)
        statusBar?.move(by: delta)
        homeIndicator?.move(by: delta)
        range = range.moved(by: delta)
        keywordRange = keywordRange.moved(by: delta)
    }
}

extension ScreenDeclaration {
    mutating func move(by delta: Int) {
        name?.move(by: delta)
        device?.move(by: delta)
        navigationBar?.move(by: delta)
        accessory?.move(by: delta)
        ios?.move(by: delta)
        avoid?.move(by: delta)
        for index in elements.indices { elements[index].move(by: delta) }
        range = range.moved(by: delta)
        keywordRange = keywordRange.moved(by: delta)
    }
}

extension AvoidProperty {
    mutating func move(by delta: Int) {
        strategy?.move(by: delta)
        for index in options.indices {
            options[index].name.move(by: delta)
            for value in options[index].values.indices { options[index].values[value].move(by: delta) }
            options[index].range = options[index].range.moved(by: delta)
        }
        keywordRange = keywordRange.moved(by: delta)
        range = range.moved(by: delta)
    }
}

extension Element {
    mutating func move(by delta: Int) {
        kindRange = kindRange.moved(by: delta)
        name?.move(by: delta)
        top?.move(by: delta)
        bottom?.move(by: delta)
        below?.move(by: delta)
        center.move(by: delta)
        height?.move(by: delta)
        outlets.move(by: delta)
        // Deep trees are bounded by the parser's nesting limit.
        for index in children.indices { children[index].move(by: delta) }
        blockOpening.move(by: delta)
        headerRange = headerRange.moved(by: delta)
        range = range.moved(by: delta)
    }
}

extension LengthPlacement {
    mutating func move(by delta: Int) {
        length.move(by: delta)
        range = range.moved(by: delta)
    }
}

extension BelowPlacement {
    mutating func move(by delta: Int) {
        sibling.move(by: delta)
        gap?.move(by: delta)
        range = range.moved(by: delta)
    }
}

extension Suppression {
    mutating func move(by delta: Int) {
        range = range.moved(by: delta)
        directive.move(by: delta)
        for index in codes.indices { codes[index].move(by: delta) }
        coveredLine.move(by: delta)
    }
}
