import JSONValue

/// A request the server answers, typed from its `params`, with the type of its result.
public protocol LSPRequest: Sendable {
    /// What the request is answered with, written as the response's `result`.
    associatedtype Result: JSONEncodable
    /// The JSON-RPC method name.
    static var method: String { get }
    /// Reads the message from its `params`; anything missing or mistyped is `invalidParams`.
    init(params: JSON?) throws(ResponseError)
}

/// A notification the server receives, typed from its `params`.
public protocol LSPNotification: Sendable {
    /// The JSON-RPC method name.
    static var method: String { get }
    /// Reads the message from its `params`; anything missing or mistyped is `invalidParams`.
    init(params: JSON?) throws(ResponseError)
}

/// A notification the server sends.
public protocol OutgoingNotification: Sendable {
    /// The JSON-RPC method name.
    static var method: String { get }
    /// The `params` written into the message.
    var params: JSON { get }
}

extension OutgoingNotification {
    /// The whole JSON-RPC message.
    public var message: JSON { OutgoingMessage.notification(method: Self.method, params: params) }
}

extension Optional where Wrapped == JSON {
    /// The params object of a message that must have one.
    public func required() throws(ResponseError) -> JSON {
        guard let self, self.objectValue != nil else { throw .invalidParams("'params' must be an object") }
        return self
    }
}
