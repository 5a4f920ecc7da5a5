import Diagnostics
import DocumentAnalysis
import InterfaceBuilder
import Platform
import ProjectConfiguration
import SpecParser

/// What `kb-lsp layout` and `kb-lsp import` start from: one storyboard or xib, read, and
/// the analyzer of the configuration that governs it.
enum DocumentInput {
    /// The common start of `layout` and `import`: the arguments parsed as `OptionReader.start`
    /// does, then the document named by their `common` file read with its configuration.
    /// `machineOutput` says when standard output is for a program (`--format json`): a
    /// KB300 line then goes to standard error, leaving standard output empty.
    static func start<Parsed>(_ arguments: [String], usage: String, help: String,
                              parse: ([String]) throws(OptionReader.Failure) -> Parsed,
                              common: KeyPath<Parsed, ConfiguredArguments>,
                              machineOutput: (Parsed) -> Bool = { _ in false }) -> Start<Parsed> {
        switch OptionReader.start(arguments, usage: usage, help: help, showsHelp: common.appending(path: \.showsHelp), parse: parse) {
        case .exit(let status):
            return .exit(status)
        case .run(let options, let workingDirectory):
            let given = options[keyPath: common]
            guard let path = given.file else { return .exit(2) }
            switch read(path, configurationFile: given.configurationFile, from: workingDirectory,
                        unreadableToStandardError: machineOutput(options)) {
            case .success(let read): return .run(Started(options: options, file: path, analyzer: read.analyzer, document: read.document))
            case .failure(let failure): return .exit(failure.status)
            }
        }
    }

    /// What a command works on once started.
    struct Started<Parsed> {
        var options: Parsed
        var file: String
        var analyzer: DocumentAnalyzer
        var document: InterfaceBuilderDocument
    }

    enum Start<Parsed> {
        case run(Started<Parsed>)
        case exit(Int32)
    }

    /// The document and its analyzer; else the status to exit with, the reason printed (a
    /// file that cannot be read or a bad configuration: 2; not a readable iOS Interface
    /// Builder document: its KB300 line, 1).
    static func read(_ file: String, configurationFile: String?, from workingDirectory: String,
                     unreadableToStandardError: Bool = false)
        -> Result<(analyzer: DocumentAnalyzer, document: InterfaceBuilderDocument), Failure> {
        let absolute = FileSystem.absolutePath(file, from: workingDirectory)
        let bytes: [UInt8]
        do throws(FileSystem.Failure) {
            bytes = try FileSystem.readFile(absolute, atMost: DocumentAnalyzer.largestDocument)
        } catch {
            Console.error(error.message)
            return .failure(Failure(status: 2))
        }
        let locator = ConfigurationLocator(explicitFile: configurationFile.map { Paths.absolute($0, from: workingDirectory) })
        let analyzer: DocumentAnalyzer
        do throws(ConfigurationError) {
            analyzer = try locator.documentAnalyzer(forDirectory: Paths.parent(of: absolute))
        } catch {
            Console.error("bad configuration: \(error)")
            return .failure(Failure(status: 2))
        }
        switch InterfaceBuilderDocument.read(bytes) {
        case .success(let document):
            return .success((analyzer, document))
        case .failure(let failure):
            let message = DiagnosticMessage.unreadableDocument(failure.message)
            let line = "\(Paths.printable(file)):\(failure.line):1: error: \(message.text) [\(message.code.rawValue)]"
            if unreadableToStandardError {
                var stream = StandardError()
                print(line, to: &stream)
            } else {
                print(line)
            }
            return .failure(Failure(status: 1))
        }
    }

    /// The exit status of a document that could not be used; the reason is printed.
    struct Failure: Error {
        var status: Int32
    }
}
