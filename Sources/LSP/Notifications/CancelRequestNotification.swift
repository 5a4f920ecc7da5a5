import JSONValue

/// `$/cancelRequest`.
public struct CancelRequestNotification: LSPNotification {
    public static let method = "$/cancelRequest"
    /// The id of the request to cancel.
    public var id: RequestID

    public init(params: JSON?) throws(ResponseError) {
        guard let id = try params.required()["id"].flatMap(RequestID.init(json:)) else {
            throw .invalidParams("'id' must be a number or a string")
        }
        self.id = id
    }
}
