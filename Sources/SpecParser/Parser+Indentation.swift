/// The second parse of a file that leaves blocks open (a `}` is missing): a line indented
/// no deeper than an open block's header, and less than the block's own lines, ends it.
extension ParserState {
    /// How many blanks (spaces or tabs) start the line of the token at `offset`.
    func indentation(before offset: Int) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        return offset - start
    }

    /// On the second parse: ends the open blocks that this line's indentation says have
    /// ended, each reported as never closed.
    mutating func closeBlocksEnded(byIndentation indentation: Int, at offset: Int) {
        while let block = blocks.last, let inner = block.childIndentation,
              indentation < inner, indentation <= block.headerIndentation {
            report(.unclosedBlock(endedByLine: lineNumber), at: block.opening)
            close(at: SourceRange(offset, offset))
        }
    }
}
