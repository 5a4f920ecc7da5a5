/// The values of number, string and character tokens.
extension Parser {
    /// A number token's value: decimal or hexadecimal, `_` ignored, suffixes (`f`, `u`,
    /// `UL`) dropped; 0 when it cannot be read.
    func numberValue(_ token: Token) -> Double {
        let start = Int(token.start), end = min(Int(token.end), bytes.count)
        guard start < end else { return 0 }
        if end - start > 2, bytes[start] == UInt8(ascii: "0"), bytes[start + 1] | 0x20 == UInt8(ascii: "x") {
            var value = 0.0
            for byte in bytes[(start + 2)..<end] {
                guard let digit = Parser.hexValue(byte) else {
                    if byte == UInt8(ascii: "_") { continue }
                    break
                }
                value = value * 16 + Double(digit)
            }
            return value
        }
        // A whole number (most literals of code: `8`, `216`, `0`): its digits' value, exact
        // in a Double up to 15 digits, without the text a fraction or an exponent is read from.
        if end - start <= 15, bytes[start..<end].allSatisfy(ByteClass.isDigit) {
            return Double(bytes[start..<end].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
        }
        var digits: [UInt8] = []
        digits.reserveCapacity(end - start)
        var index = start
        var sawExponent = false
        while index < end {
            let byte = bytes[index]
            if ByteClass.isDigit(byte) || byte == UInt8(ascii: ".") {
                digits.append(byte)
            } else if byte | 0x20 == UInt8(ascii: "e"), !sawExponent, index + 1 < end,
                      ByteClass.isDigit(bytes[index + 1]) || bytes[index + 1] == UInt8(ascii: "-") || bytes[index + 1] == UInt8(ascii: "+") {
                sawExponent = true
                digits.append(byte)
                digits.append(bytes[index + 1])
                index += 1
            } else if byte != UInt8(ascii: "_") {
                break
            }
            index += 1
        }
        return Double(String(decoding: digits, as: UTF8.self)) ?? 0
    }

    static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 0x30...0x39: return Int(byte - 0x30)
        case 0x61...0x66: return Int(byte - 0x61 + 10)
        case 0x41...0x46: return Int(byte - 0x41 + 10)
        default: return nil
        }
    }

    /// A string token's text: delimiters removed, simple escapes (`\n`, `\t`, `\"`, `\\`)
    /// decoded, interpolations `\(…)` kept as written.
    func stringValue(_ token: Token) -> String {
        var start = Int(token.start)
        var end = min(Int(token.end), bytes.count)
        if start < end, bytes[start] == UInt8(ascii: "@") { start += 1 }
        var hashes = 0
        while start < end, bytes[start] == Lexer.hash { hashes += 1; start += 1 }
        var multiline = false
        if start + 2 < end, bytes[start] == Lexer.quote, bytes[start + 1] == Lexer.quote, bytes[start + 2] == Lexer.quote {
            multiline = true
            start += 3
            if start < end, bytes[start] == 0x0D { start += 1 }
            if start < end, bytes[start] == 0x0A { start += 1 }
        } else if start < end {
            start += 1
        }
        let closing = (multiline ? 3 : 1) + hashes
        if end - start >= closing, bytes[end - closing] == Lexer.quote {
            var closes = true
            for index in (end - hashes)..<end where bytes[index] != Lexer.hash { closes = false }
            if closes { end -= closing }
        }
        guard start < end else { return "" }
        var out: [UInt8] = []
        out.reserveCapacity(end - start)
        var index = start
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                index += 1
                continue
            }
            var marker = index + 1
            var count = 0
            while count < hashes, marker < end, bytes[marker] == Lexer.hash { count += 1; marker += 1 }
            guard count == hashes, marker < end else {
                out.append(byte)
                index += 1
                continue
            }
            switch bytes[marker] {
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "0"): out.append(0)
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): out.append(bytes[marker])
            default: out.append(contentsOf: bytes[index...marker])
            }
            index = marker + 1
        }
        if multiline {
            // The closing delimiter's line: its indentation and the break before it.
            while let last = out.last, last == 0x20 || last == 0x09 { out.removeLast() }
            if out.last == 0x0A { out.removeLast() }
            if out.last == 0x0D { out.removeLast() }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A C character literal's code (`'a'` is 97, `'\n'` 10).
    func characterValue(_ token: Token) -> Double {
        let start = Int(token.start) + 1, end = min(Int(token.end), bytes.count)
        guard start < end else { return 0 }
        if bytes[start] == UInt8(ascii: "\\"), start + 1 < end {
            switch bytes[start + 1] {
            case UInt8(ascii: "n"): return 10
            case UInt8(ascii: "t"): return 9
            case UInt8(ascii: "r"): return 13
            case UInt8(ascii: "0"): return 0
            default: return Double(bytes[start + 1])
            }
        }
        return Double(bytes[start])
    }
}
