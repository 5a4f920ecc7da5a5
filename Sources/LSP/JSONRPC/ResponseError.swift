import JSONValue

/// A JSON-RPC / LSP error code. An open set: clients may send codes we do not name.
public struct ErrorCode: RawRepresentable, Hashable, Sendable {
    /// The number sent in the error's `code`.
    public var rawValue: Int

    /// The code with this number, named here or not.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The message is not JSON.
    public static let parseError = ErrorCode(rawValue: -32700)
    /// The message is not a valid request, or not one the server can take now.
    public static let invalidRequest = ErrorCode(rawValue: -32600)
    /// The server does not offer the method.
    public static let methodNotFound = ErrorCode(rawValue: -32601)
    /// The params are missing something or have the wrong types.
    public static let invalidParams = ErrorCode(rawValue: -32602)
    /// A request came before `initialize`.
    public static let serverNotInitialized = ErrorCode(rawValue: -32002)
    /// The client cancelled the request.
    public static let requestCancelled = ErrorCode(rawValue: -32800)
    /// The request was valid but the server could not carry it out (a file it could not write).
    public static let requestFailed = ErrorCode(rawValue: -32803)
}

/// The `error` of a response.
public struct ResponseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The error's code.
    public var code: ErrorCode
    /// A short description, for people.
    public var message: String

    /// An error with a code and a message.
    public init(_ code: ErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }

    /// Params that are missing something or have the wrong types.
    public static func invalidParams(_ message: String) -> ResponseError { ResponseError(.invalidParams, message) }
    /// A message that is not a valid request, or one the server cannot take now.
    public static func invalidRequest(_ message: String) -> ResponseError { ResponseError(.invalidRequest, message) }
    /// A method the server does not offer.
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(.methodNotFound, "method '\(method)' is not supported")
    }
    /// The answer to a request cancelled before it was handled.
    public static let cancelled = ResponseError(.requestCancelled, "request cancelled")
    /// The answer to a request that came before `initialize`.
    public static let notInitialized = ResponseError(.serverNotInitialized, "the server has not been initialized")

    /// The `error` member of the response.
    public var json: JSON {
        ["code": .integer(Int64(code.rawValue)), "message": .string(message)]
    }

    public var description: String { "\(code.rawValue): \(message)" }
}
