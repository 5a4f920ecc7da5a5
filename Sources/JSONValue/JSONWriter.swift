import PlainText

/// Writes JSON text straight into a byte buffer, without building a json-c tree: the one
/// JSON writer of kb-lsp (json-c stays the reader). A value is appended whole with
/// ``write(_:)``; a large document can be written piece by piece, as it is produced, with
/// ``beginArray()``, ``beginObject()``, ``key(_:)`` and ``end()``, and its bytes taken
/// out as they are ready with ``takeBytes()``.
///
/// The text is what json-c wrote before this writer existed: compact without spaces, or
/// pretty with two spaces per level, `": "` after keys, and an empty array or object
/// on two lines (`[` and `]`). `/` is not escaped; `"`, `\` and the control characters are (`\b`,
/// `\f`, `\n`, `\r`, `\t`, otherwise `\u00XX` in lowercase hex). Integral doubles below
/// 2^53 in magnitude are written as integers, other doubles in Swift's shortest form
/// that reads back exactly, non-finite ones as `null`. A key ends at its first U+0000.
public struct JSONWriter: Sendable {
    /// The text written and not yet taken.
    public private(set) var bytes: [UInt8] = []
    private let pretty: Bool
    /// One entry per open container: whether it is an object, and whether it has a member yet.
    fileprivate var open: [(isObject: Bool, hasMembers: Bool)] = []
    /// After `key(_:)`: the next value is that member's.
    private var afterKey = false
    /// Where the integers written with `writeMovable(_:)` are, when they are recorded
    /// (`WrittenElements` records them); nil otherwise.
    fileprivate var movables: [WrittenElements.Movable]?

    /// A writer of compact text, or of indented text when `pretty`.
    public init(pretty: Bool = false) {
        self.pretty = pretty
    }

    /// The text written since the last call, which is then forgotten.
    public mutating func takeBytes() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    /// Writes a whole value: an array element, an object member's value after `key(_:)`,
    /// or the document.
    public mutating func write(_ value: JSON) {
        startValue()
        writeValue(value, level: open.count)
    }

    /// Opens an array; its elements follow, then `end()`.
    public mutating func beginArray() {
        startValue()
        bytes.append(UInt8(ascii: "["))
        if pretty { bytes.append(UInt8(ascii: "\n")) }
        open.append((false, false))
    }

    /// Opens an object; its members follow (`key(_:)` then a value each), then `end()`.
    public mutating func beginObject() {
        startValue()
        bytes.append(UInt8(ascii: "{"))
        if pretty { bytes.append(UInt8(ascii: "\n")) }
        open.append((true, false))
    }

    /// Names the next member of the open object.
    public mutating func key(_ name: String) {
        precondition(open.last?.isObject == true && !afterKey, "JSONWriter: a key outside an object")
        separate(level: open.count)
        writeKey(name)
        writeColon()
        afterKey = true
    }

    /// Closes the innermost open array or object.
    public mutating func end() {
        guard let container = open.popLast() else { preconditionFailure("JSONWriter: end() with nothing open") }
        close(isObject: container.isObject, hadMembers: container.hasMembers, level: open.count)
    }

    /// Writes an integer as `write(.integer(number))` does, which `WrittenElements` may
    /// move when it writes the same text again (a line number, say).
    public mutating func writeMovable(_ number: Int64) {
        startValue()
        let start = bytes.count
        writeInteger(number)
        movables?.append(WrittenElements.Movable(start: start, end: bytes.count, value: number))
    }

    /// Writes `elements` as the next elements of the open array, each of their movable
    /// integers plus `delta`: the same text as writing their values again with the moved
    /// integers. Compact writers only (the elements' text is compact).
    public mutating func write(_ elements: WrittenElements, movingBy delta: Int64) {
        precondition(!pretty, "JSONWriter: written elements in pretty text")
        guard !elements.text.isEmpty else { return }
        startValue()
        guard delta != 0 else {
            bytes.append(contentsOf: elements.text)
            return
        }
        var copied = 0
        elements.text.withUnsafeBufferPointer { text in
            for movable in elements.movables {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<movable.start]))
                writeInteger(movable.value + delta)
                copied = movable.end
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied...]))
        }
    }

    // MARK: - Values

    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else if let container = open.last {
            precondition(!container.isObject, "JSONWriter: an object member without a key")
            separate(level: open.count)
        }
    }

    /// Before a member or element: the comma after the previous one, the line break and
    /// the indentation.
    private mutating func separate(level: Int) {
        let index = open.count - 1
        if open[index].hasMembers { bytes.append(UInt8(ascii: ",")) }
        if pretty, open[index].hasMembers { bytes.append(UInt8(ascii: "\n")) }
        open[index].hasMembers = true
        indent(level)
    }

    private mutating func close(isObject: Bool, hadMembers: Bool, level: Int) {
        if pretty {
            if hadMembers { bytes.append(UInt8(ascii: "\n")) }
            indent(level)
        }
        bytes.append(UInt8(ascii: isObject ? "}" : "]"))
    }

    private mutating func indent(_ level: Int) {
        guard pretty else { return }
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    private mutating func writeValue(_ value: JSON, level: Int) {
        switch value {
        case .null:
            bytes.append(contentsOf: "null".utf8)
        case .bool(let flag):
            bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .integer(let number):
            writeInteger(number)
        case .double(let number):
            bytes.append(contentsOf: (number.isFinite ? JSON.numberText(number) : "null").utf8)
        case .string(let text):
            writeString(text)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            if pretty { bytes.append(UInt8(ascii: "\n")) }
            for (index, element) in elements.enumerated() {
                if index > 0 {
                    bytes.append(UInt8(ascii: ","))
                    if pretty { bytes.append(UInt8(ascii: "\n")) }
                }
                indent(level + 1)
                writeValue(element, level: level + 1)
            }
            close(isObject: false, hadMembers: !elements.isEmpty, level: level)
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            if pretty { bytes.append(UInt8(ascii: "\n")) }
            var first = true
            for (key, member) in members {
                if !first {
                    bytes.append(UInt8(ascii: ","))
                    if pretty { bytes.append(UInt8(ascii: "\n")) }
                }
                first = false
                indent(level + 1)
                writeKey(key)
                writeColon()
                writeValue(member, level: level + 1)
            }
            close(isObject: true, hadMembers: !first, level: level)
        }
    }

    /// A key ends at its first U+0000, as json-c kept keys (as C strings); the reader
    /// refuses keys with U+0000, so none is ever written.
    private mutating func writeKey(_ key: String) {
        var key = key
        key.withUTF8 { utf8 in
            writeString(utf8: UnsafeBufferPointer(rebasing: utf8[..<(utf8.firstIndex(of: 0) ?? utf8.endIndex)]))
        }
    }

    private mutating func writeColon() {
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
    }

    /// The decimal digits of an integer, without making a String.
    private mutating func writeInteger(_ number: Int64) {
        bytes.appendDecimal(number)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Whether a byte of a string is written as an escape.
    @inline(__always)
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private mutating func writeString(_ text: String) {
        var text = text
        // Native strings are contiguous UTF-8: scanned and copied as one buffer.
        text.withUTF8 { writeString(utf8: $0) }
    }

    private mutating func writeString(utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        // Runs without escapes are copied whole; most strings are one such run.
        var runStart = 0
        for index in utf8.indices where Self.needsEscape(utf8[index]) {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            writeEscape(utf8[index])
            runStart = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func writeEscape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
        case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
        case 0x08: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
        case 0x0C: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
        case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        default:
            bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                      Self.hexDigits[Int(byte >> 4)], Self.hexDigits[Int(byte & 0xF)]]
        }
    }
}


/// Consecutive elements of an array written once, as a compact `JSONWriter` writes them,
/// to be written again (`JSONWriter.write(_:movingBy:)`) without writing their values
/// anew: as they were, or with every integer they wrote with `writeMovable(_:)` moved by
/// the same amount.
public struct WrittenElements: Sendable {
    /// An integer written with `writeMovable(_:)`: where its text is, and its value.
    struct Movable: Sendable {
        var start: Int
        var end: Int
        var value: Int64
    }

    /// The elements' text, separated by commas, without the array's brackets.
    let text: [UInt8]
    let movables: [Movable]

    /// The elements that `write` writes into an open array of a compact writer.
    public init(writing write: (inout JSONWriter) -> Void) {
        var writer = JSONWriter()
        writer.movables = []
        writer.beginArray()
        write(&writer)
        precondition(writer.open.count == 1, "JSONWriter: written elements left a container open")
        // Without the opening bracket: the array is never closed.
        text = Array(writer.bytes.dropFirst())
        movables = (writer.movables ?? []).map { Movable(start: $0.start - 1, end: $0.end - 1, value: $0.value) }
    }

    /// Whether no element was written.
    public var isEmpty: Bool { text.isEmpty }
}
