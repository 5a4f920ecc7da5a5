import JSONValue

/// `textDocument/codeAction`.
public struct CodeActionRequest: LSPRequest {
    public typealias Result = [CodeAction]
    public static let method = "textDocument/codeAction"
    /// The document of the range.
    public var textDocument: TextDocumentIdentifier
    /// The range the actions are for (the selection, or the cursor).
    public var range: Range
    /// `context.diagnostics`: the diagnostics the client shows at the range.
    public var diagnostics: [Diagnostic]
    /// `context.only`: the kinds the client asks for, if it restricts them.
    public var only: [CodeActionKind]?

    public init(params: JSON?) throws(ResponseError) {
        let params = try params.required()
        (textDocument, range) = try params.textDocumentRange()
        let context = try params.member("context")
        diagnostics = []
        for item in try context.array("diagnostics") { diagnostics.append(try Diagnostic(json: item)) }
        only = context["only"]?.arrayValue?.compactMap { $0.stringValue.map(CodeActionKind.init(rawValue:)) }
    }

    /// Whether the client wants actions of `kind`: it did not restrict the kinds, or it
    /// asked for that kind, for a kind above it in the hierarchy (`refactor` covers
    /// `refactor.extract`), or for the empty kind.
    public func wants(_ kind: CodeActionKind) -> Bool {
        guard let only else { return true }
        return only.contains { $0 == kind || kind.rawValue.hasPrefix($0.rawValue + ".") || $0.rawValue.isEmpty }
    }
}

/// A code action's kind: a dot-separated hierarchy (`refactor.extract`). An open set.
public struct CodeActionKind: RawRepresentable, Hashable, Sendable {
    /// The kind as written in messages.
    public var rawValue: String

    /// The kind with this name, named here or not.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// `quickfix`: fixes a problem a diagnostic reports.
    public static let quickFix = CodeActionKind(rawValue: "quickfix")
}

/// A code action with its edit and the diagnostics it resolves.
public struct CodeAction: Hashable, Sendable, JSONEncodable {
    /// The title shown in the client's menu.
    public var title: String
    /// The action's kind.
    public var kind: CodeActionKind
    /// The diagnostics the action resolves.
    public var diagnostics: [Diagnostic]
    /// The edit that applying the action makes.
    public var edit: WorkspaceEdit

    /// An action that applies `edit` and resolves `diagnostics`.
    public init(title: String, kind: CodeActionKind, diagnostics: [Diagnostic], edit: WorkspaceEdit) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.edit = edit
    }

    public var json: JSON {
        ["title": .string(title), "kind": .string(kind.rawValue), "diagnostics": diagnostics.json, "edit": edit.json]
    }
}
