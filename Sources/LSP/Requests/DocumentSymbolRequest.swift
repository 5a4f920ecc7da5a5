import JSONValue

/// `textDocument/documentSymbol`.
public struct DocumentSymbolRequest: LSPRequest {
    public typealias Result = DocumentSymbolResult
    public static let method = "textDocument/documentSymbol"
    /// The document to outline.
    public var textDocument: TextDocumentIdentifier

    public init(params: JSON?) throws(ResponseError) {
        textDocument = try TextDocumentIdentifier(json: params.required().member("textDocument"))
    }
}

/// The outline of a document, nested for clients that declare
/// `hierarchicalDocumentSymbolSupport`, flat for the others.
public enum DocumentSymbolResult: Hashable, Sendable, JSONEncodable {
    /// Symbols with their children nested (`DocumentSymbol[]`).
    case hierarchical([DocumentSymbol])
    /// Every symbol at one level, in document order (`SymbolInformation[]`).
    case flat([SymbolInformation])

    public var json: JSON {
        switch self {
        case .hierarchical(let symbols): return symbols.json
        case .flat(let symbols): return symbols.json
        }
    }
}

/// LSP's `SymbolKind` values we use.
public enum SymbolKind: Int, Sendable {
    /// A file.
    case file = 1
    /// A namespace: a container of other symbols.
    case namespace = 3
    /// A class.
    case `class` = 5
    /// A field.
    case field = 8
    /// A string.
    case string = 15
    /// A struct.
    case `struct` = 23
    /// An event.
    case event = 24

    /// This kind, or the nearest one of `known` (a client's `valueSet`, LSP 1's 1 to 18
    /// when it sends none): a struct is a class, an event a field; nil when none is known.
    public func known(by known: Set<Int>) -> SymbolKind? {
        if known.contains(rawValue) { return self }
        let nearest: SymbolKind? = switch self {
        case .struct: .class
        case .event: .field
        default: nil
        }
        return nearest.flatMap { known.contains($0.rawValue) ? $0 : nil }
    }
}

/// A node of the hierarchical outline.
public struct DocumentSymbol: Hashable, Sendable, JSONEncodable {
    /// The name shown in the outline.
    public var name: String
    /// More about the symbol, shown beside its name.
    public var detail: String?
    /// The symbol's kind, which picks its icon.
    public var kind: SymbolKind
    /// The whole extent of the symbol.
    public var range: Range
    /// The part to select when the symbol is picked (its name); inside `range`.
    public var selectionRange: Range
    /// The symbols inside this one.
    public var children: [DocumentSymbol]

    /// A symbol with its children.
    public init(name: String, detail: String?, kind: SymbolKind, range: Range, selectionRange: Range, children: [DocumentSymbol]) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }

    public var json: JSON {
        var object: JSONObject = [
            "name": .string(name), "kind": .integer(Int64(kind.rawValue)),
            "range": range.json, "selectionRange": selectionRange.json, "children": children.json,
        ]
        if let detail { object["detail"] = .string(detail) }
        return .object(object)
    }
}

/// An entry of the flat outline (`SymbolInformation`), for clients that do not declare
/// `hierarchicalDocumentSymbolSupport`.
public struct SymbolInformation: Hashable, Sendable, JSONEncodable {
    /// The name shown in the outline.
    public var name: String
    /// The symbol's kind, which picks its icon.
    public var kind: SymbolKind
    /// The symbol's whole range (not just its name) and its document.
    public var location: Location
    /// The name of the symbol that contains this one; nil at the top level.
    public var containerName: String?

    /// An entry of the flat outline.
    public init(name: String, kind: SymbolKind, location: Location, containerName: String?) {
        self.name = name
        self.kind = kind
        self.location = location
        self.containerName = containerName
    }

    public var json: JSON {
        var object: JSONObject = ["name": .string(name), "kind": .integer(Int64(kind.rawValue)), "location": location.json]
        if let containerName { object["containerName"] = .string(containerName) }
        return .object(object)
    }
}

extension Array where Element == DocumentSymbol {
    /// The outline of the document at `uri` flattened in document order, each symbol
    /// before its children, which name it as their container.
    public func flattened(in uri: String) -> [SymbolInformation] {
        flattened(in: uri, container: nil)
    }

    private func flattened(in uri: String, container: String?) -> [SymbolInformation] {
        flatMap { symbol in
            [SymbolInformation(name: symbol.name, kind: symbol.kind,
                               location: Location(uri: uri, range: symbol.range), containerName: container)]
                + symbol.children.flattened(in: uri, container: symbol.name)
        }
    }
}
