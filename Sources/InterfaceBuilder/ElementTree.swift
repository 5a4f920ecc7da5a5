/// Every XML element of a document in one flat arena: cheap to store and to walk, a value
/// type.
///
/// Elements are numbered in document order (the order of their start tags), so an element's
/// descendants are the indices right after it, up to `subtreeEnd(of:)`. Attribute values are
/// as XML gives them (entities and character references decoded). Lines are 1-based and
/// those of start tags; name ranges are UTF-8 byte offsets into the bytes that were read.
public struct ElementTree: Sendable {
    /// An element's position in the arena.
    public typealias Index = Int

    /// The root element (`<document>` in an Interface Builder document).
    public var root: Index { 0 }

    /// The number of elements.
    public var count: Int { tagIDs.count }

    // Names (tags and attribute names), interned.
    var names: [String] = []
    var nameIDs: [String: Int32] = [:]
    var nameSlots = NameSlots()
    // Per element.
    var tagIDs: [Int32] = []
    var parents: [Int32] = []
    var ends: [Int32] = []
    var lines: [Int32] = []
    var nameStarts: [Int32] = []
    var firstAttributes: [Int32] = [0]
    // Per attribute.
    var attributeNames: [Int32] = []
    var attributeValues: [String] = []
    // Character content of leaf elements that have some beyond white space.
    var texts: [Int32: String] = [:]

    /// The element's tag (`textField`, `view`, `constraint` …).
    public func tag(_ element: Index) -> String {
        names[Int(tagIDs[element])]
    }

    /// The interned id of `name`, nil when no element or attribute has it.
    func nameID(_ name: String) -> Int32? {
        nameSlots.id(of: name, in: names) { nameIDs[$0] }
    }

    /// Whether the element's tag is `tag`, without building a string.
    public func hasTag(_ element: Index, _ tag: String) -> Bool {
        guard let id = nameID(tag) else { return false }
        return tagIDs[element] == id
    }

    /// The value of the element's attribute `name`, nil when it has none.
    public func attribute(_ name: String, of element: Index) -> String? {
        guard let id = nameID(name) else { return nil }
        for slot in Int(firstAttributes[element])..<Int(firstAttributes[element + 1])
        where attributeNames[slot] == id {
            return attributeValues[slot]
        }
        return nil
    }

    /// Every attribute of the element, in the order written.
    public func attributes(of element: Index) -> [(name: String, value: String)] {
        (Int(firstAttributes[element])..<Int(firstAttributes[element + 1])).map {
            (names[Int(attributeNames[$0])], attributeValues[$0])
        }
    }

    /// The 1-based line of the element's start tag (its `<`).
    public func line(of element: Index) -> Int {
        Int(lines[element])
    }

    /// The UTF-8 byte offsets of the element's name in its start tag (`textField` in
    /// `<textField id=…>`), in the bytes that were read.
    public func nameRange(of element: Index) -> Range<Int> {
        let start = Int(nameStarts[element])
        return start..<(start + names[Int(tagIDs[element])].utf8.count)
    }

    /// The element that contains this one; nil for the root.
    public func parent(of element: Index) -> Index? {
        let parent = parents[element]
        return parent < 0 ? nil : Int(parent)
    }

    /// One past the last descendant of the element: its descendants are
    /// `element + 1 ..< subtreeEnd(of: element)`.
    public func subtreeEnd(of element: Index) -> Index {
        Int(ends[element])
    }

    /// Whether `element` is `ancestor` or inside it.
    public func isDescendant(_ element: Index, of ancestor: Index) -> Bool {
        element >= ancestor && element < subtreeEnd(of: ancestor)
    }

    /// The bytes of an element in a document of `length` bytes: from the `<` of its start
    /// tag to the `<` of the next element after its descendants (its end tag, and blanks
    /// after it, inside), or to the end of the document.
    public func extent(of element: Index, documentLength length: Int) -> Range<Int> {
        let start = min(max(nameRange(of: element).lowerBound - 1, 0), length)
        let next = subtreeEnd(of: element)
        let end = next < count ? max(nameRange(of: next).lowerBound - 1, start) : length
        return start..<min(end, length)
    }

    /// The element's children, in document order.
    public func children(of element: Index) -> Children {
        Children(tree: self, parent: element)
    }

    /// The children with this tag, in document order.
    public func children(of element: Index, tag: String) -> [Index] {
        children(of: element).filter { hasTag($0, tag) }
    }

    /// The first child with this tag and/or this `key` attribute (either may be nil).
    public func firstChild(of element: Index, tag: String? = nil, key: String? = nil) -> Index? {
        children(of: element).first { child in
            (tag.map { hasTag(child, $0) } ?? true) && (key.map { attribute("key", of: child) == $0 } ?? true)
        }
    }

    /// The nearest ancestor (not the element itself) with this tag.
    public func ancestor(of element: Index, tag: String) -> Index? {
        var current = parent(of: element)
        while let candidate = current {
            if hasTag(candidate, tag) { return candidate }
            current = parent(of: candidate)
        }
        return nil
    }

    /// The character content of an element that holds text and no elements (the text of a
    /// `<string key="text">`, for example); nil when it has none but white space.
    public func text(of element: Index) -> String? {
        texts[Int32(element)]
    }
}

extension ElementTree {
    /// The children of one element, walked through the subtree ends: no storage of its own.
    public struct Children: Sequence, Sendable {
        let tree: ElementTree
        let parent: Index

        public func makeIterator() -> Iterator {
            Iterator(ends: tree.ends, position: parent + 1, end: tree.subtreeEnd(of: parent))
        }

        /// Walks from one child to the next by jumping over its subtree.
        public struct Iterator: IteratorProtocol {
            let ends: [Int32]
            var position: Int
            let end: Int

            public mutating func next() -> Index? {
                guard position < end else { return nil }
                defer { position = Int(ends[position]) }
                return position
            }
        }
    }
}
