/// A block opened by `{` whose closing brace has not been seen yet.
struct OpenBlock {
    enum Content {
        case device(DeviceDeclaration)
        case screen(ScreenDeclaration)
        case element(Element)
        /// The block of a line that could not be understood: its lines are skipped.
        case skipped
    }

    /// The node, without the elements of its block: those are in `children` while it is open.
    var content: Content
    var opening: SourceRange
    /// The elements of the block read so far: kept apart from the node, so that adding one
    /// touches neither the node nor the elements before it.
    var children: [Element] = []
    /// The indentation (in bytes) of the line that opened the block, and of its first line
    /// of content: where the block's own lines start.
    var headerIndentation = 0
    var childIndentation: Int?

    /// The node with the elements read so far.
    var node: Content {
        switch content {
        case .screen(var screen):
            screen.elements = children
            return .screen(screen)
        case .element(var element):
            element.children = children
            return .element(element)
        case .device, .skipped:
            return content
        }
    }
}
