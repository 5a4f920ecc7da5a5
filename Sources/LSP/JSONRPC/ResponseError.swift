import JSONValue

/// A JSON-RPC / LSP error code. An open set: clients may send codes we do not name.
public struct ErrorCode: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let parseError = ErrorCode(rawValue: -32700)
    public static let invalidRequest = ErrorCode(rawValue: -32600)
    public static let methodNotFound = ErrorCode(rawValue: -32601)
    public static let invalidParams = ErrorCode(rawValue: -32602)
    public static let serverNotInitialized = ErrorCode(rawValue: -32002)
    public static let requestCancelled = ErrorCode(rawValue: -32800)
}

/// The `error` of a response.
public struct ResponseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var code: ErrorCode
    public var message: String

    public init(_ code: ErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }

    public static func invalidParams(_ message: String) -> ResponseError { ResponseError(.invalidParams, message) }
    public static func invalidRequest(_ message: String) -> ResponseError { ResponseError(.invalidRequest, message) }
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(.methodNotFound, "method '\(method)' is not supported")
    }
    public static let cancelled = ResponseError(.requestCancelled, "request cancelled")
    public static let notInitialized = ResponseError(.serverNotInitialized, "the server has not been initialized")

    public var json: JSON {
        ["code": .integer(Int64(code.rawValue)), "message": .string(message)]
    }

    public var description: String { "\(code.rawValue): \(message)" }
}
