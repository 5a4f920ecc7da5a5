import JSONValue

/// A message from the peer, checked for JSON-RPC 2.0 shape but not yet typed.
public enum IncomingMessage: Sendable, Equatable {
    /// A request, to be answered under its `id`.
    case request(id: RequestID, method: String, params: JSON?)
    /// A notification, which gets no answer.
    case notification(method: String, params: JSON?)
    /// A response to a request of ours, with its result or error.
    case response(id: RequestID?, result: JSON?, error: JSON?)

    /// Decodes one message body. A failure carries the error to answer with and the
    /// request's id when one could be read (else the answer's id is null).
    public static func decode(_ body: [UInt8], parser: JSONParser) -> Result<IncomingMessage, UndecodableMessage> {
        let json: JSON
        do {
            json = try parser.parse(body)
        } catch {
            return .failure(UndecodableMessage(id: nil, error: ResponseError(.parseError, "invalid JSON: \(error)")))
        }
        return decode(json)
    }

    /// Checks an already parsed message; a failure carries the error to answer with.
    public static func decode(_ json: JSON) -> Result<IncomingMessage, UndecodableMessage> {
        guard let object = json.objectValue else {
            return .failure(UndecodableMessage(id: nil, error: .invalidRequest("a message must be a JSON object")))
        }
        let idValue = object["id"]
        let id = idValue.flatMap(RequestID.init(json:))
        if let idValue, id == nil, !idValue.isNull {
            return .failure(UndecodableMessage(id: nil, error: .invalidRequest("'id' must be a number or a string")))
        }
        guard object["jsonrpc"] == "2.0" else {
            return .failure(UndecodableMessage(id: id, error: .invalidRequest("'jsonrpc' must be \"2.0\"")))
        }
        // `"params": null` is read as absent: some clients write it for parameterless methods.
        let params: JSON? = object["params"].flatMap { value -> JSON? in value.isNull ? .none : value }
        if let params, params.objectValue == nil, params.arrayValue == nil {
            return .failure(UndecodableMessage(id: id, error: .invalidRequest("'params' must be an object or an array")))
        }
        if let methodValue = object["method"] {
            guard let method = methodValue.stringValue else {
                return .failure(UndecodableMessage(id: id, error: .invalidRequest("'method' must be a string")))
            }
            if idValue == nil { return .success(.notification(method: method, params: params)) }
            guard let id else {
                return .failure(UndecodableMessage(id: nil, error: .invalidRequest("a request's 'id' cannot be null")))
            }
            return .success(.request(id: id, method: method, params: params))
        }
        if object["result"] != nil || object["error"] != nil {
            return .success(.response(id: id, result: object["result"], error: object["error"]))
        }
        return .failure(UndecodableMessage(id: id, error: .invalidRequest("a message needs a 'method', a 'result' or an 'error'")))
    }
}

/// A message that could not be decoded: answer it with `error` (and `id`, if any).
public struct UndecodableMessage: Error, Sendable, Equatable {
    /// The request's id, when one could be read.
    public var id: RequestID?
    /// Why the message was refused.
    public var error: ResponseError
}

/// Builders for the messages we send.
public enum OutgoingMessage {
    /// A successful response to request `id`.
    public static func response(id: RequestID, result: JSON) -> JSON {
        ["jsonrpc": "2.0", "id": id.json, "result": result]
    }

    /// An error response; a null `id` when the request's could not be read.
    public static func error(id: RequestID?, _ error: ResponseError) -> JSON {
        ["jsonrpc": "2.0", "id": id?.json ?? .null, "error": error.json]
    }

    /// A notification from the server.
    public static func notification(method: String, params: JSON) -> JSON {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    /// A request from the server to the client; `params` left out when nil.
    public static func request(id: RequestID, method: String, params: JSON?) -> JSON {
        var message: JSONObject = ["jsonrpc": "2.0", "id": id.json, "method": .string(method)]
        if let params { message["params"] = params }
        return .object(message)
    }
}
