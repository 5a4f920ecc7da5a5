import CXML

/// Reads XML into an `ElementTree` with libxml2's SAX2 push parser: no DOM of libxml2's,
/// no network, no DTD and no entity of the document's own (a DOCTYPE or an entity
/// declaration ends the read at once, so nothing is loaded or expanded), errors kept on
/// the parser context rather than printed. Each read has its own context: reads on several
/// threads at once are safe.
enum XMLReader {
    /// Elements nested deeper than this end the read: Interface Builder nests far less, and
    /// the limit keeps every walk of the tree shallow.
    static let maximumDepth = 200

    /// The bytes handed to libxml2 at a time.
    static let chunkSize = 1 << 16

    /// libxml2's global set-up, once per process (thread-safe through Swift's lazy globals).
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Parses `bytes` (whose first byte is at `offset` in the file: after a byte-order
    /// mark) into a tree; `checkRoot` may refuse the root element as soon as it is read.
    /// With `allowsDoctype`, a DOCTYPE that declares nothing (a property list's names
    /// Apple's DTD, which is never loaded) is read past; entity declarations still end it.
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, offset: Int, allowsDoctype: Bool = false,
        checkRoot: @escaping (ElementTree, ElementTree.Index) -> ReadFailure?
    ) -> Result<ElementTree, ReadFailure> {
        _ = initialized
        let box = SAXBox(SAXState(bytes: bytes, offset: offset, checkRoot: checkRoot))
        var handler = saxHandler()
        if allowsDoctype {
            handler.internalSubset = nil
            handler.externalSubset = nil
        }
        let unmanaged = Unmanaged.passRetained(box)
        defer { unmanaged.release() }
        guard let context = xmlCreatePushParserCtxt(&handler, unmanaged.toOpaque(), nil, 0, nil) else {
            return .failure(ReadFailure(message: "the XML parser could not start (out of memory?)", line: 1))
        }
        defer { xmlFreeParserCtxt(context) }
        box.state.context = context
        let options = XML_PARSE_NONET.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_IGNORE_ENC.rawValue
        xmlCtxtUseOptions(context, Int32(options))
        // Fed in chunks, the parser drops what it has read as it goes: one buffer of the
        // whole file would pass libxml2's lookup limit (10 MB without XML_PARSE_HUGE).
        var position = offset
        repeat {
            let length = min(chunkSize, bytes.count - position)
            let chunk = UnsafeRawPointer(bytes.baseAddress.map { $0 + position })?.assumingMemoryBound(to: CChar.self)
            position += length
            let status = xmlParseChunk(context, chunk, Int32(length), position == bytes.count ? 1 : 0)
            if status != 0 || box.state.failure != nil { break }
        } while position < bytes.count
        if let failure = box.state.failure { return .failure(failure) }
        if context.pointee.wellFormed == 0 || box.state.tree.count == 0 {
            let line = Int(context.pointee.input?.pointee.line ?? 1)
            return .failure(ReadFailure(message: "not well-formed XML", line: max(1, line)))
        }
        return .success(box.state.tree)
    }

    /// The SAX2 callbacks: elements, text, and refusals of what IB never writes.
    private static func saxHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(truncatingIfNeeded: XML_SAX2_MAGIC)
        handler.startElementNs = { user, localName, prefix, _, _, _, attributeCount, _, attributes in
            guard let box = SAXBox.from(user), let localName else { return }
            box.state.start(
                localName: localName, prefix: prefix, attributeCount: Int(attributeCount), attributes: attributes)
        }
        handler.endElementNs = { user, _, _, _ in
            SAXBox.from(user)?.state.end()
        }
        handler.characters = { user, characters, length in
            guard let characters else { return }
            SAXBox.from(user)?.state.append(UnsafeBufferPointer(start: characters, count: Int(length)))
        }
        handler.cdataBlock = handler.characters
        handler.internalSubset = { user, _, _, _ in SAXBox.from(user)?.state.refuseDeclarations() }
        handler.externalSubset = { user, _, _, _ in SAXBox.from(user)?.state.refuseDeclarations() }
        handler.entityDecl = { user, _, _, _, _, _ in SAXBox.from(user)?.state.refuseDeclarations() }
        handler.serror = { user, error in
            guard let error else { return }
            SAXBox.from(user)?.state.record(error.pointee)
        }
        return handler
    }
}
