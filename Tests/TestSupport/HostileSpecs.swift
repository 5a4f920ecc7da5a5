/// Specs that try to break kb-lsp (issue 13), shared by the parser's and the server's tests.

/// `view v0 { view v1 { … field f … } … }`, `depth` containers deep in one screen.
public func deeplyNestedSpec(depth: Int) -> String {
    var text = "screen D {\n"
    text.reserveCapacity(depth * 16)
    for level in 0..<depth { text += "view v\(level) {\n" }
    text += "field f \"F\" bottom 0 height 44\n"
    text += String(repeating: "}\n", count: depth + 1)
    return text
}
