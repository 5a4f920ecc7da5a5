import LSP
import SpecParser

extension Server {
    /// The devices, screens and elements of the open documents whose name contains the
    /// query, ignoring case (an empty query matches every one), by document URI and then
    /// in source order. Each location is the declaration's whole range; an element names
    /// its screen or container. Files that are not open are not searched yet.
    func workspaceSymbols(_ request: WorkspaceSymbolRequest) -> [SymbolInformation] {
        let query = request.query.lowercased()
        func matches(_ name: String) -> Bool { query.isEmpty || name.lowercased().contains(query) }
        var symbols: [SymbolInformation] = []
        for uri in documents.keys.sorted() {
            guard let document = documents[uri] else { continue }
            let snapshot = snapshot(of: document)
            let converter = converter(for: snapshot)
            var found: [(start: Int, symbol: SymbolInformation)] = []
            func add(_ name: Identifier?, _ kind: SymbolKind, _ range: SourceRange, in container: String?) {
                guard let name, matches(name.text) else { return }
                found.append((range.start, SymbolInformation(
                    name: name.text, kind: kind, location: Location(uri: uri, range: converter.range(of: range)),
                    containerName: container)))
            }
            func elements(_ list: [Element], in container: String?) {
                for element in list {
                    add(element.name, Self.symbolKind(element.kind), element.range, in: container)
                    elements(element.children, in: element.name?.text ?? container)
                }
            }
            for device in snapshot.parsed.file.devices { add(device.name, .struct, device.range, in: nil) }
            for screen in snapshot.parsed.file.screens {
                add(screen.name, .class, screen.range, in: nil)
                elements(screen.elements, in: screen.name?.text)
            }
            symbols += found.sorted { $0.start < $1.start }.map(\.symbol)
        }
        return symbols
    }
}
