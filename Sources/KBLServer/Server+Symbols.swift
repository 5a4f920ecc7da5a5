import LSP
import SpecParser

extension Server {
    /// The outline: devices and screens in document order, elements nested; flattened
    /// (each element naming its screen or container) for clients that cannot nest.
    func documentSymbols(_ request: DocumentSymbolRequest) throws(ResponseError) -> DocumentSymbolResult {
        let snapshot = try snapshot(of: document(request.textDocument.uri))
        let converter = converter(for: snapshot)
        var symbols: [(start: Int, symbol: DocumentSymbol)] = []
        for device in snapshot.parsed.file.devices {
            guard let name = device.name else { continue }
            symbols.append((device.range.start, DocumentSymbol(
                name: name.text, detail: "device", kind: known(.struct), range: converter.range(of: device.range),
                selectionRange: converter.range(of: name.range), children: [])))
        }
        for screen in snapshot.parsed.file.screens {
            guard let name = screen.name else { continue }
            symbols.append((screen.range.start, DocumentSymbol(
                name: name.text, detail: "screen", kind: known(.class), range: converter.range(of: screen.range),
                selectionRange: converter.range(of: name.range), children: elementSymbols(screen.elements, converter))))
        }
        let outline = symbols.sorted { $0.start < $1.start }.map(\.symbol)
        guard capabilities.supportsHierarchicalSymbols else { return .flat(outline.flattened(in: request.textDocument.uri)) }
        return .hierarchical(outline)
    }

    private func elementSymbols(_ elements: [Element], _ converter: PositionConverter) -> [DocumentSymbol] {
        elements.compactMap { element in
            guard let name = element.name else { return nil }
            let detail = element.title.map { "\(element.kind.rawValue) \"\($0)\"" } ?? element.kind.rawValue
            return DocumentSymbol(
                name: name.text, detail: detail, kind: known(Self.symbolKind(element.kind)),
                range: converter.range(of: element.range), selectionRange: converter.range(of: name.range),
                children: elementSymbols(element.children, converter))
        }
    }

    /// The kind, or the nearest the client's outline knows (`symbolKind.valueSet`).
    func known(_ kind: SymbolKind) -> SymbolKind { kind.known(by: capabilities.documentSymbolKinds) ?? kind }

    static func symbolKind(_ kind: ElementKind) -> SymbolKind {
        switch kind {
        case .view, .scroll: return .namespace
        case .field, .textarea: return .field
        case .label: return .string
        case .button: return .event
        case .image: return .file
        }
    }
}
