import JSONValue

public enum DiagnosticSeverity: Int, Sendable {
    case error = 1
    case warning = 2
    case information = 3
    case hint = 4
}

/// An LSP diagnostic.
public struct Diagnostic: Hashable, Sendable, JSONEncodable, JSONDecodable {
    public var range: Range
    public var severity: DiagnosticSeverity
    public var code: String
    /// A link to the code's documentation, for clients that support it.
    public var codeDescription: String?
    public var source: String
    public var message: String

    public init(range: Range, severity: DiagnosticSeverity, code: String, codeDescription: String? = nil,
                source: String, message: String) {
        self.range = range
        self.severity = severity
        self.code = code
        self.codeDescription = codeDescription
        self.source = source
        self.message = message
    }

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
}
