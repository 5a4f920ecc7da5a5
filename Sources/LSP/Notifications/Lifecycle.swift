import JSONValue

/// `initialized`.
public struct InitializedNotification: LSPNotification {
    public static let method = "initialized"

    public init(params: JSON?) throws(ResponseError) {}
}

/// `exit`: stop, with status 0 after `shutdown` and 1 without.
public struct ExitNotification: LSPNotification {
    public static let method = "exit"

    public init(params: JSON?) throws(ResponseError) {}
}

/// `$/cancelRequest`.
public struct CancelRequestNotification: LSPNotification {
    public static let method = "$/cancelRequest"
    public var id: RequestID

    public init(params: JSON?) throws(ResponseError) {
        guard let id = try params.required()["id"].flatMap(RequestID.init(json:)) else {
            throw .invalidParams("'id' must be a number or a string")
        }
        self.id = id
    }
}
