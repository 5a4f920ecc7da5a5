import LSP
import SpecParser

extension Server {
    /// The symbol under a request's position, with the snapshot's converter.
    private func symbol(in uri: String, at position: Position) throws(ResponseError) -> (Symbol, PositionConverter)? {
        let snapshot = try snapshot(of: document(uri))
        let converter = converter(for: snapshot)
        guard let symbol = snapshot.parsed.file.symbol(at: converter.offset(of: position)) else { return nil }
        return (symbol, converter)
    }

    /// Go to definition: the name's (first) declaration; nothing for a built-in or
    /// configuration device, which has no declaration in the document.
    func definition(_ request: DefinitionRequest) throws(ResponseError) -> Location? {
        guard let (symbol, converter) = try symbol(in: request.textDocument.uri, at: request.position),
              let declaration = symbol.declarations.first else { return nil }
        return Location(uri: request.textDocument.uri, range: converter.range(of: declaration))
    }

    /// Every use of the name, and its declarations when the client asks for them.
    func references(_ request: ReferencesRequest) throws(ResponseError) -> [Location]? {
        guard let (symbol, converter) = try symbol(in: request.textDocument.uri, at: request.position) else { return nil }
        let ranges = (request.includeDeclaration ? symbol.declarations : []) + symbol.references
        return ranges.sorted().map { Location(uri: request.textDocument.uri, range: converter.range(of: $0)) }
    }

    /// The name's declarations (write) and uses (read).
    func documentHighlights(_ request: DocumentHighlightRequest) throws(ResponseError) -> [DocumentHighlight]? {
        guard let (symbol, converter) = try symbol(in: request.textDocument.uri, at: request.position) else { return nil }
        let highlights = symbol.declarations.map { ($0, DocumentHighlight.Kind.write) } + symbol.references.map { ($0, .read) }
        return highlights.sorted { $0.0 < $1.0 }.map { DocumentHighlight(range: converter.range(of: $0.0), kind: $0.1) }
    }

    /// The name that a rename at the position would change; nothing on a keyword, a
    /// number, or a device the document does not declare (a built-in one).
    func prepareRename(_ request: PrepareRenameRequest) throws(ResponseError) -> PrepareRenameResult? {
        guard let (symbol, converter) = try symbol(in: request.textDocument.uri, at: request.position),
              !symbol.declarations.isEmpty else { return nil }
        return PrepareRenameResult(range: converter.range(of: symbol.occurrence), placeholder: symbol.name)
    }

    /// Renames the name at its declarations and uses. Refused (`invalidParams`) when the
    /// new name is not a KBL name, is taken in the name's scope, or nothing can be renamed here.
    func rename(_ request: RenameRequest) throws(ResponseError) -> WorkspaceEdit? {
        guard let (symbol, converter) = try symbol(in: request.textDocument.uri, at: request.position) else {
            throw .invalidParams("there is no device, screen or element name to rename here")
        }
        guard !symbol.declarations.isEmpty else {
            throw .invalidParams("'\(symbol.name)' is not declared in this file (a built-in or configuration device) and cannot be renamed here")
        }
        let newName = request.newName
        guard isKBLName(newName) else {
            throw .invalidParams("'\(newName)' is not a valid KBL name: a name starts with a letter or '_' and goes on with letters, digits, '_' or '-'")
        }
        if symbol.takenNames.contains(newName) {
            let scope = switch symbol.kind {
            case .element: "another element of this screen"
            case .device: "another device of this file"
            case .screen: "another screen of this file"
            }
            throw .invalidParams("cannot rename '\(symbol.name)' to '\(newName)': \(scope) is already named '\(newName)'")
        }
        let edits = (symbol.declarations + symbol.references).sorted()
            .map { TextEdit(range: converter.range(of: $0), newText: newName) }
        return WorkspaceEdit(changes: [request.textDocument.uri: edits])
    }
}
