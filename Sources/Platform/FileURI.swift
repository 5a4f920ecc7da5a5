/// `file://` URIs as LSP clients send them (RFC 8089, with percent-encoding).
public enum FileURI {
    /// The local path a `file:` URI names, percent-decoded; nil for other schemes, a
    /// remote host, or an encoding that is not UTF-8.
    public static func path(of uri: String) -> String? {
        let scheme = "file://"
        guard uri.lowercased().hasPrefix(scheme) else { return nil }
        var rest = Substring(uri.dropFirst(scheme.count))
        // `file:///path` or `file://localhost/path`; no other hosts are local.
        if rest.lowercased().hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
        guard rest.hasPrefix("/") else { return nil }
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        var bytes: [UInt8] = []
        var utf8 = Array(rest.utf8)[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard utf8.count >= 2, let high = hexValue(utf8[utf8.startIndex]),
                  let low = hexValue(utf8[utf8.startIndex + 1]) else { return nil }
            bytes.append(high << 4 | low)
            utf8 = utf8.dropFirst(2)
        }
        guard !bytes.contains(0) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The `file://` URI of an absolute path, percent-encoded.
    public static func uri(forPath path: String) -> String {
        "file://" + percentEncoded(path)
    }

    /// RFC 3986: unreserved characters and `/` stay, every other byte is `%XX`.
    public static func percentEncoded(_ path: String) -> String {
        var encoded = ""
        for byte in Paths.bytes(of: path) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return encoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
