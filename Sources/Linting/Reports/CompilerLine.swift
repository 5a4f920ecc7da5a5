import Diagnostics
import PlainText

/// `path:line:column: severity: message [KBnnn]`, the line compilers print, shared by the
/// text and Xcode reports (which hand it the path made printable: `Paths.printable`). Written byte by byte into the output: the report is written on
/// the one thread that keeps the files' order while the workers lint, so its cost per
/// finding is what limits a run on many cores.
enum CompilerLine {
    static func append(_ finding: Finding, path: String, severity: String, to output: inout [UInt8]) {
        output.appendUTF8(path)
        output.append(UInt8(ascii: ":"))
        let start = finding.oneBasedStart
        output.appendDecimal(start.line)
        output.append(UInt8(ascii: ":"))
        output.appendDecimal(start.column)
        output.append(UInt8(ascii: ":"))
        output.append(UInt8(ascii: " "))
        output.appendUTF8(severity)
        output.append(UInt8(ascii: ":"))
        output.append(UInt8(ascii: " "))
        output.appendUTF8(finding.message)
        output.append(UInt8(ascii: " "))
        output.append(UInt8(ascii: "["))
        output.appendUTF8(finding.code.rawValue)
        output.append(UInt8(ascii: "]"))
        output.append(UInt8(ascii: "\n"))
    }
}
