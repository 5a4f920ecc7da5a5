import DocumentAnalysis
import InterfaceBuilder
import JSONValue
import KBLServer
import KeyboardAnalysis
import LSP
import Platform
import SpecParser

/// The entry points of the fuzz targets in `Fuzz/`: each takes arbitrary bytes and runs
/// them through one layer, exactly as the product does. The libFuzzer executables call
/// these; `FuzzTargetsTests` runs every committed seed through them in a normal build, so
/// the corpora stay meaningful. None of them may crash, hang or leak, whatever the bytes.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// The KBL parser and the keyboard analysis of the parse, then formatting.
    case spec
    /// The LSP base protocol framer, fed in chunks the input chooses.
    case framer
    /// The JSON reader (json-c under `JSONParser`), and writing back what it read.
    case json
    /// The whole server: the input as a byte stream of framed messages, batch by batch.
    case server
    /// An Interface Builder document (.storyboard, .xib): read (libxml2), its screens laid
    /// out and analysed on the default devices, and laid out in its saved geometry and with
    /// the keyboard up.
    case document
    /// Swift or Objective-C: the reader, the skim, and the keyboard code's evaluation
    /// (`CodeTarget`).
    case code

    /// The name of the target's executable and its corpus folder (`Fuzz/Corpus/NAME`).
    public var name: String { rawValue }

    /// Runs one input through the target; returns how much it produced (diagnostics,
    /// messages, values), so that a test can tell a meaningful seed from an ignored one.
    @discardableResult
    public func run(_ bytes: [UInt8]) -> Int {
        switch self {
        case .spec: return FuzzTargets.spec(bytes)
        case .framer: return FuzzTargets.framer(bytes)
        case .json: return FuzzTargets.json(bytes)
        case .server: return FuzzTargets.server(bytes)
        case .document: return FuzzTargets.document(bytes)
        case .code: return CodeTarget.run(bytes)
        }
    }
}

enum FuzzTargets {
    static func spec(_ bytes: [UInt8]) -> Int {
        let parsed = Parser.parse(utf8: bytes)
        let analysis = Analyzer().analyze(parsed)
        let index = LineIndex(utf8: bytes)
        for diagnostic in analysis.diagnostics {
            _ = index.lineColumn(at: diagnostic.range.start, in: .utf16)
            _ = index.lineColumn(at: diagnostic.range.end, in: .unicodeScalars)
        }
        _ = Formatter.format(utf8: bytes)
        return parsed.file.screens.count + analysis.diagnostics.count
    }

    /// What `kb-lsp lint` does with a document (reading, screens, layout on the default
    /// devices in both orientations, strategies, diagnostics), then what `kb-lsp layout`
    /// does: the saved geometry, and iphone-se in landscape with the keyboard up.
    static func document(_ bytes: [UInt8]) -> Int {
        let analyzer = DocumentAnalyzer()
        let analysis = analyzer.analyze(bytes)
        let index = LineIndex(utf8: bytes)
        for diagnostic in analysis.diagnostics {
            _ = index.lineColumn(at: diagnostic.range.start, in: .utf16)
            _ = index.lineColumn(at: diagnostic.range.end, in: .unicodeScalars)
        }
        var screens = 0
        if case .success(let document) = InterfaceBuilderDocument.read(bytes) {
            screens = document.screens.count
            _ = try? analyzer.layout(of: document, device: nil, orientation: nil, keyboardUp: false)
            _ = try? analyzer.layout(of: document, device: DocumentAnalyzer.defaultDevice, orientation: .landscape,
                                     keyboardUp: true)
        }
        return screens + analysis.diagnostics.count
    }

    /// The first byte sets the chunk size, so that headers and bodies split at every place.
    static func framer(_ bytes: [UInt8]) -> Int {
        guard let first = bytes.first else { return 0 }
        var messages = 0
        let chunk = Int(first) + 1
        var framer = MessageFramer(maximumContentLength: 1 << 16)
        var rest = bytes.dropFirst()
        while !rest.isEmpty {
            framer.append(rest.prefix(chunk))
            rest = rest.dropFirst(chunk)
            while let event = framer.next() {
                if case .message(let body) = event {
                    _ = frame(body)
                    messages += 1
                }
            }
        }
        return messages
    }

    static func json(_ bytes: [UInt8]) -> Int {
        guard let value = try? JSONParser().parse(bytes) else { return 0 }
        let written = value.serializedBytes()
        // What was written must read back as the same value.
        guard let again = try? JSONParser().parse(written), again == value else {
            fatalError("JSON written from a parsed value does not read back the same: \(String(decoding: written, as: UTF8.self))")
        }
        return 1
    }

    /// A fresh server per input, reading no files: the input is framed and handed to the
    /// serve loop's batch step in batches of up to four messages.
    static func server(_ bytes: [UInt8]) -> Int {
        let server = Server(files: NoFiles())
        var framer = MessageFramer(maximumContentLength: 1 << 20)
        framer.append(bytes)
        var events: [MessageFramer.Event] = []
        while let event = framer.next() { events.append(event) }
        var sent = 0
        var batchStart = 0
        while batchStart < events.count {
            let batch = Array(events[batchStart..<min(batchStart + 4, events.count)])
            batchStart += batch.count
            let status = ServeLoop.handle(batch, server: server) { message in
                _ = frame(message.serializedBytes())
                sent += 1
            }
            if status != nil { break }
        }
        return sent
    }
}

/// A file system with nothing in it: the server under fuzzing reads no real files.
struct NoFiles: FileReading {
    func kind(of path: String) throws(FileSystem.Failure) -> FileSystem.Kind {
        throw FileSystem.Failure(path: path, reason: "No such file or directory")
    }

    func readFile(_ path: String, atMost limit: Int) throws(FileSystem.Failure) -> [UInt8] {
        throw FileSystem.Failure(path: path, reason: "No such file or directory")
    }

    func files(under directory: String, withExtensions extensions: [String]) -> (files: [String], failures: [FileSystem.Failure]) {
        ([], [])
    }

    func exists(_ path: String) -> Bool { false }
    func stamp(of path: String) -> FileSystem.Stamp? { nil }
}
