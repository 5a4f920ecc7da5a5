/// How the reader fills an `ElementTree` as start and end tags arrive, in document order.
extension ElementTree {
    /// The id of a name, interned on first use.
    mutating func intern(_ name: String) -> Int32 {
        if let id = nameIDs[name] { return id }
        let id = Int32(names.count)
        names.append(name)
        nameIDs[name] = id
        nameSlots.record(name, id: id)
        return id
    }

    /// Adds an element whose start tag was just read; returns its index. Its attributes
    /// follow (`addAttribute`), then `endAttributes()`; its subtree stays open until
    /// `close(_:text:)`.
    mutating func open(tag: Int32, parent: Index?, line: Int, nameStart: Int) -> Index {
        let index = tagIDs.count
        tagIDs.append(tag)
        parents.append(Int32(parent ?? -1))
        ends.append(Int32(index + 1))
        lines.append(Int32(clamping: line))
        nameStarts.append(Int32(clamping: nameStart))
        return index
    }

    /// An attribute of the element opened last.
    mutating func addAttribute(name: Int32, value: String) {
        attributeNames.append(name)
        attributeValues.append(value)
    }

    /// The end of the attributes of the element opened last.
    mutating func endAttributes() {
        firstAttributes.append(Int32(attributeNames.count))
    }

    /// Ends an element's subtree after its last descendant, keeping its text when it has one.
    mutating func close(_ element: Index, text: String?) {
        ends[element] = Int32(tagIDs.count)
        if let text { texts[Int32(element)] = text }
    }
}
