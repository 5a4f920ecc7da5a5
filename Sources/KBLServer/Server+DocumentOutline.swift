import InterfaceBuilder
import LSP
import PlainText
import SpecParser

extension Server {
    /// The outline of a storyboard or xib: its screens in document order, each with its
    /// views nested as in the document, named as findings name them. A document that
    /// cannot be read has none.
    func documentOutline(_ request: DocumentSymbolRequest) throws(ResponseError) -> DocumentSymbolResult {
        let snapshot = try interfaceBuilderSnapshot(of: document(request.textDocument.uri))
        var outline: [DocumentSymbol] = []
        if let document = snapshot.document {
            let extent = ElementExtent(tree: document.elements, bytes: snapshot.bytes, lines: snapshot.lines, encoding: encoding)
            for screen in document.screens {
                let holder = screen.scene ?? screen.controller ?? screen.rootView
                let detail = screen.controller.map { document.elements.attribute("customClass", of: $0) ?? document.elements.tag($0) }
                outline.append(DocumentSymbol(
                    name: screen.name, detail: detail ?? "xib", kind: known(.class), range: extent.range(of: holder),
                    selectionRange: extent.nameRange(of: screen.controller ?? screen.rootView),
                    children: viewSymbols(of: screen, under: nil, inside: holder, extent)))
            }
        }
        guard capabilities.supportsHierarchicalSymbols else { return .flat(outline.flattened(in: request.textDocument.uri)) }
        return .hierarchical(outline)
    }

    /// The symbols of the views whose parent is `parent` (the root's when nil), leaving
    /// out those of controllers embedded from other scenes (they are in their own screen).
    private func viewSymbols(of screen: Screen, under parent: Int?, inside holder: ElementTree.Index,
                             _ extent: ElementExtent) -> [DocumentSymbol] {
        screen.views.indices.compactMap { index -> DocumentSymbol? in
            let view = screen.views[index]
            guard view.parent == parent, extent.tree.isDescendant(view.element, of: holder) else { return nil }
            return DocumentSymbol(
                name: view.name, detail: view.tag, kind: known(Self.symbolKind(of: view.kind)),
                range: extent.range(of: view.element), selectionRange: extent.nameRange(of: view.element),
                children: viewSymbols(of: screen, under: index, inside: holder, extent))
        }
    }

    static func symbolKind(of kind: View.Kind) -> SymbolKind {
        switch kind {
        case .root, .view, .scroll: .namespace
        case .field, .textarea: .field
        case .label: .string
        case .button: .event
        case .image: .file
        }
    }
}

/// Where elements of a document are, as LSP ranges.
struct ElementExtent {
    let tree: ElementTree
    let bytes: [UInt8]
    let lines: LineIndex
    let encoding: PositionEncoding

    private var converter: PositionConverter { PositionConverter(lines: lines, encoding: encoding) }

    func nameRange(of element: ElementTree.Index) -> LSP.Range {
        let name = tree.nameRange(of: element)
        return converter.range(of: SourceRange(name.lowerBound, name.upperBound))
    }

    /// From the `<` before the element's name to the last non-blank byte before the next
    /// element after it: its end tag, and the end tags of parents it is the last child of.
    func range(of element: ElementTree.Index) -> LSP.Range {
        let extent = tree.extent(of: element, documentLength: bytes.count)
        var end = extent.upperBound
        while end > extent.lowerBound, bytes[end - 1].isBlank { end -= 1 }
        return converter.range(of: SourceRange(extent.lowerBound, end))
    }
}
