import CXML

/// Holds the state of one read for libxml2's callbacks (their user pointer): each callback
/// makes one access to the box, and the state's own fields are then a value's, with no
/// dynamic exclusivity check for each as a class's stored properties would need.
final class SAXBox {
    var state: SAXState

    init(_ state: SAXState) {
        self.state = state
    }

    static func from(_ user: UnsafeMutableRawPointer?) -> SAXBox? {
        user.map { Unmanaged<SAXBox>.fromOpaque($0).takeUnretainedValue() }
    }
}

/// What the SAX callbacks of one read share: the tree being built, the open elements, the
/// text of the innermost one, and the first failure.
struct SAXState {
    let bytes: UnsafeBufferPointer<UInt8>
    let offset: Int
    let checkRoot: (ElementTree, ElementTree.Index) -> ReadFailure?
    var context: xmlParserCtxtPtr?
    var tree = ElementTree()
    var failure: ReadFailure?
    private var open: [ElementTree.Index] = []
    private var text: [UInt8] = []
    // For start tags whose `<` is not found from the parser's position: the line of the last
    // tag and how many tags started on it.
    private var lastLine = 0
    private var tagsOnLastLine = 0
    // Names by address: libxml2 hands every name over from its dictionary, one address per
    // name for the whole read, so each is made a string once.
    private var names = AddressTable()

    init(bytes: UnsafeBufferPointer<UInt8>, offset: Int, checkRoot: @escaping (ElementTree, ElementTree.Index) -> ReadFailure?) {
        self.bytes = bytes
        self.offset = offset
        self.checkRoot = checkRoot
    }

    /// A start tag was read (libxml2 stands on its `>` or `/>`).
    mutating func start(
        localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, attributeCount: Int,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        guard failure == nil else { return }
        if open.count >= XMLReader.maximumDepth {
            fail("elements nested more than \(XMLReader.maximumDepth) deep: not an Interface Builder document")
            return
        }
        let tag = nameID(localName, prefix: prefix)
        let (line, nameStart) = position(of: tree.names[Int(tag)])
        let element = tree.open(tag: tag, parent: open.last, line: line, nameStart: nameStart)
        if let attributes {
            for index in 0..<attributeCount {
                let slot = attributes + index * 5
                guard let name = slot[0], let value = slot[3], let end = slot[4] else { continue }
                let raw = UnsafeBufferPointer(start: value, count: end - value)
                var decoded = String(decoding: raw, as: UTF8.self)
                // Without entity substitution libxml2 hands `&amp;` over as `&#38;`, and a
                // literal `&` cannot occur in an attribute: every `&#38;` is an ampersand.
                if raw.contains(UInt8(ascii: "&")) { decoded = decoded.replacing("&#38;", with: "&") }
                tree.addAttribute(name: nameID(name, prefix: slot[1]), value: decoded)
            }
        }
        tree.endAttributes()
        open.append(element)
        text.removeAll(keepingCapacity: true)
        if element == tree.root, let refusal = checkRoot(tree, element) {
            failure = refusal
            stop()
        }
    }

    /// The interned id of a name (`prefix:name` when it has a prefix).
    private mutating func nameID(_ name: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) -> Int32 {
        if let prefix { return tree.intern(String(cString: prefix) + ":" + String(cString: name)) }
        if let id = names[UnsafeRawPointer(name)] { return id }
        let id = tree.intern(String(cString: name))
        names.insert(id, for: UnsafeRawPointer(name))
        return id
    }

    /// An end tag was read (or the end of an empty-element tag).
    mutating func end() {
        guard failure == nil, let element = open.popLast() else { return }
        var content: String?
        if tree.count == element + 1, text.contains(where: { !Self.isXMLSpace($0) }) {
            content = String(decoding: text, as: UTF8.self)
        }
        tree.close(element, text: content)
        text.removeAll(keepingCapacity: true)
    }

    /// Character data inside the innermost open element.
    mutating func append(_ characters: UnsafeBufferPointer<xmlChar>) {
        guard failure == nil, !open.isEmpty else { return }
        text.append(contentsOf: characters)
    }

    /// A DOCTYPE or an entity declaration: Interface Builder never writes one, and reading
    /// on could load or expand what it declares.
    mutating func refuseDeclarations() {
        guard failure == nil else { return }
        fail("not an Interface Builder document: it declares a DTD/entities")
    }

    /// An error libxml2 reports: the first fatal one is the read's failure.
    mutating func record(_ error: xmlError) {
        guard failure == nil, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        var message = error.message.map { String(cString: $0) } ?? "not well-formed XML"
        while let last = message.last, last.isWhitespace { message.removeLast() }
        failure = ReadFailure(message: "not well-formed XML: \(message)", line: max(1, Int(error.line)))
    }

    private mutating func fail(_ message: String) {
        failure = ReadFailure(message: message, line: currentLine())
        stop()
    }

    private func stop() {
        if let context { xmlStopParser(context) }
    }

    private func currentLine() -> Int {
        max(1, Int(context?.pointee.input?.pointee.line ?? 1))
    }

    /// The line of the start tag just read and the offset of its name. libxml2's input
    /// stands on the tag's `>` (or `/>`); the tag's `<` is the last one before it, since
    /// `<` cannot occur inside a tag. Should the input not stand there, the name is looked
    /// for on the parser's line, counting the tags that started on it before.
    private mutating func position(of tag: String) -> (line: Int, nameStart: Int) {
        let endLine = currentLine()
        if let input = context?.pointee.input?.pointee, let base = input.base, let cur = input.cur {
            let end = offset + Int(input.consumed) + (cur - base)
            if end < bytes.count, bytes[end] == UInt8(ascii: ">") || bytes[end] == UInt8(ascii: "/") {
                var index = end - 1
                var breaks = 0
                while index >= 0 {
                    // Eight bytes with neither `<` nor a line break are passed at once.
                    if index >= 7, let base = bytes.baseAddress,
                       Self.isPlainRun(UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index - 7, as: UInt64.self)) {
                        index -= 8
                        continue
                    }
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "<") { break }
                    if byte == 0x0A || (byte == 0x0D && bytes[index + 1] != 0x0A) { breaks += 1 }
                    index -= 1
                }
                if index >= 0 {
                    recordTag(onLine: endLine - breaks)
                    return (endLine - breaks, index + 1)
                }
            }
        }
        recordTag(onLine: endLine)
        return (endLine, NameSearch.offset(of: tag, occurrence: tagsOnLastLine, onLine: endLine, in: bytes))
    }

    private mutating func recordTag(onLine line: Int) {
        if line == lastLine {
            tagsOnLastLine += 1
        } else {
            lastLine = line
            tagsOnLastLine = 1
        }
    }

    /// Whether none of the eight bytes of `word` is `<`, `\n` or `\r`: a byte is zero after
    /// an exclusive or with one of them exactly when it was that byte.
    @inline(__always)
    private static func isPlainRun(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        return !hasZeroByte(word ^ (ones &* 0x3C)) && !hasZeroByte(word ^ (ones &* 0x0A))
            && !hasZeroByte(word ^ (ones &* 0x0D))
    }

    static func isXMLSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
