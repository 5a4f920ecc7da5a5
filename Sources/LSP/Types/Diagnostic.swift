import JSONValue

/// How serious a diagnostic is.
public enum DiagnosticSeverity: Int, Sendable {
    /// An error.
    case error = 1
    /// A warning.
    case warning = 2
    /// Information.
    case information = 3
    /// A hint.
    case hint = 4
}

/// An LSP diagnostic.
public struct Diagnostic: Hashable, Sendable, JSONEncodable, JSONDecodable {
    /// The text the diagnostic is about.
    public var range: Range
    /// How serious it is.
    public var severity: DiagnosticSeverity
    /// The diagnostic's code.
    public var code: String
    /// A link to the code's documentation, for clients that support it.
    public var codeDescription: String?
    /// Who reports it.
    public var source: String
    /// What is wrong, for people.
    public var message: String

    /// A diagnostic to send.
    public init(range: Range, severity: DiagnosticSeverity, code: String, codeDescription: String? = nil,
                source: String, message: String) {
        self.range = range
        self.severity = severity
        self.code = code
        self.codeDescription = codeDescription
        self.source = source
        self.message = message
    }

    /// A diagnostic the client sent back (in a code action's context).
    public init(json: JSON) throws(ResponseError) {
        range = try Range(json: json.member("range"))
        severity = json["severity"]?.integerValue.flatMap { DiagnosticSeverity(rawValue: Int($0)) } ?? .error
        code = json["code"]?.stringValue ?? json["code"]?.integerValue.map { "\($0)" } ?? ""
        codeDescription = json[path: "codeDescription", "href"]?.stringValue
        source = json["source"]?.stringValue ?? ""
        message = try json.string("message")
    }

    public var json: JSON {
        var object: JSONObject = [
            "range": range.json, "severity": .integer(Int64(severity.rawValue)),
            "code": .string(code), "source": .string(source), "message": .string(message),
        ]
        if let codeDescription { object["codeDescription"] = ["href": .string(codeDescription)] }
        return .object(object)
    }

    /// Writes `json`'s text straight to `writer`, without building its tree: a document's
    /// thousands of diagnostics are published this way.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("range")
        range.write(to: &writer)
        writer.key("severity")
        writer.write(.integer(Int64(severity.rawValue)))
        writer.key("code")
        writer.write(.string(code))
        if let codeDescription {
            writer.key("codeDescription")
            writer.beginObject()
            writer.key("href")
            writer.write(.string(codeDescription))
            writer.end()
        }
        writer.key("source")
        writer.write(.string(source))
        writer.key("message")
        writer.write(.string(message))
        writer.end()
    }
}

/// Diagnostics written as JSON once, to be sent again in later publications without being
/// written anew: as they were, or moved by whole lines (when the text above them gained or
/// lost lines and theirs stayed the same).
public struct WrittenDiagnostics: Sendable {
    private let elements: WrittenElements

    /// `diagnostics` written, in order.
    public init(_ diagnostics: some Sequence<Diagnostic>) {
        elements = WrittenElements { writer in
            for diagnostic in diagnostics { diagnostic.write(to: &writer) }
        }
    }

    /// Writes the diagnostics into the open array of `writer` (compact), every line moved
    /// by `lines`: the same text as `Diagnostic.write(to:)` of the moved diagnostics.
    public func write(to writer: inout JSONWriter, movedBy lines: Int) {
        writer.write(elements, movingBy: Int64(lines))
    }
}
