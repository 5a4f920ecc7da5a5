import PlainText

/// The range of the first byte sequence that is not well-formed UTF-8, if any.
func firstInvalidUTF8Sequence(in bytes: [UInt8]) -> SourceRange? {
    UTF8Bytes.firstInvalidSequence(in: bytes).map { SourceRange($0.lowerBound, $0.upperBound) }
}
