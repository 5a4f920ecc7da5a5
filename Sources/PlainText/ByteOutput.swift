/// Writing text into a byte buffer without making Strings on the way: the one home of
/// decimal digits as bytes, for the JSON writer and the line-per-finding reports.
extension Array where Element == UInt8 {
    /// The string's UTF-8, copied as one buffer (a native string is contiguous UTF-8; any
    /// other is made so first).
    @inlinable
    public mutating func appendUTF8(_ string: String) {
        var string = string
        string.withUTF8 { self.append(contentsOf: $0) }
    }

    /// An integer in decimal, `-` first when negative.
    @inlinable
    public mutating func appendDecimal(_ number: Int) {
        appendDecimal(Int64(number))
    }

    /// An integer in decimal, `-` first when negative: the digits are made right to left
    /// in a small buffer on the stack, then copied.
    @inlinable
    public mutating func appendDecimal(_ number: Int64) {
        if number < 0 { append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        // 20 digits hold any UInt64.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        Swift.withUnsafeMutableBytes(of: &digits) { buffer in
            var start = 20
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[start..<20]))
        }
    }
}
