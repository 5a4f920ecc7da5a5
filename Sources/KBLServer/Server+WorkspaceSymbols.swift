import LSP
import Platform
import SpecParser

extension Server {
    /// The devices, screens and elements whose name contains the query, ignoring case (an
    /// empty query matches every one): those of the open documents, as edited, and those of
    /// the `.kbl` files under the workspace folders that are not open, as saved. By URI and
    /// then in source order; each location is the declaration's whole range, and an
    /// element names its screen or container.
    func workspaceSymbols(_ request: WorkspaceSymbolRequest) -> [SymbolInformation] {
        let query = request.query.lowercased()
        var declarations: [String: [Declaration]] = [:]
        for (uri, document) in documents where document.format == .kbl {
            let snapshot = snapshot(of: document)
            declarations[uri] = Self.declarations(in: snapshot.parsed.file, converter: converter(for: snapshot))
        }
        for (uri, found) in workspaceFiles.declarations(under: workspaceFolders, skipping: Set(documents.keys)) {
            declarations[uri] = found
        }
        var symbols: [SymbolInformation] = []
        for uri in declarations.keys.sorted() {
            for declaration in declarations[uri] ?? [] where query.isEmpty || declaration.lowercasedName.contains(query) {
                symbols.append(SymbolInformation(
                    name: declaration.name, kind: declaration.kind.known(by: capabilities.workspaceSymbolKinds) ?? declaration.kind, location: Location(uri: uri, range: declaration.range),
                    containerName: declaration.container))
            }
        }
        return symbols
    }

    /// `workspace/didChangeWorkspaceFolders`.
    func didChangeWorkspaceFolders(_ notification: DidChangeWorkspaceFoldersNotification) {
        let removed = Set(notification.removed.map(\.uri))
        workspaceFolders.removeAll { removed.contains($0) }
        for folder in notification.added where !workspaceFolders.contains(folder.uri) {
            workspaceFolders.append(folder.uri)
        }
    }

    /// A named declaration of a file, its range already in the client's encoding.
    struct Declaration {
        let name: String
        let lowercasedName: String
        let kind: SymbolKind
        let range: LSP.Range
        let container: String?
    }

    /// The devices, screens and elements a file declares, in source order.
    static func declarations(in file: SpecFile, converter: PositionConverter) -> [Declaration] {
        var found: [(start: Int, declaration: Declaration)] = []
        func add(_ name: Identifier?, _ kind: SymbolKind, _ range: SourceRange, in container: String?) {
            guard let name else { return }
            found.append((range.start, Declaration(
                name: name.text, lowercasedName: name.text.lowercased(), kind: kind,
                range: converter.range(of: range), container: container)))
        }
        for device in file.devices { add(device.name, .struct, device.range, in: nil) }
        for screen in file.screens {
            add(screen.name, .class, screen.range, in: nil)
            // Depth first, without recursion: nesting depth comes from the input.
            var pending = screen.elements.reversed().map { ($0, screen.name?.text) }
            while let (element, container) = pending.popLast() {
                add(element.name, symbolKind(element.kind), element.range, in: container)
                let inner = element.name?.text ?? container
                pending += element.children.reversed().map { ($0, inner) }
            }
        }
        return found.sorted { $0.start < $1.start }.map(\.declaration)
    }
}
