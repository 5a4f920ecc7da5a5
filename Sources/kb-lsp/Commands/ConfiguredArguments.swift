/// The command line the commands that read one configuration share (`devices`, `layout`,
/// `import`): `--config FILE`, `--help`, and for the document commands their one file. A
/// command's own options are read by OptionReader beside these and handed to `option`.
struct ConfiguredArguments: Equatable {
    /// The one operand; nil for a command that takes none.
    var file: String?
    /// `--config FILE`: the configuration used instead of the nearest `.kblint.json`.
    var configurationFile: String?
    var showsHelp = false

    typealias Failure = OptionReader.Failure

    /// `command` names the command in messages; `operand` says what its one operand is
    /// (`a .storyboard or .xib file`), nil when it takes none; `valued` maps the spellings
    /// of the command's own options with a value to their names, which `option` reads.
    static func parse(
        _ arguments: [String], command: String, operand: String?, valued: [String: String] = [:],
        option: (_ name: String, _ value: String) throws(Failure) -> Void = { _, _ in }
    ) throws(Failure) -> Self {
        var parsed = Self()
        if OptionReader.asksForHelp(arguments) {
            parsed.showsHelp = true
            return parsed
        }
        var spellings = valued
        spellings["--config"] = "--config"
        for item in try OptionReader.read(arguments, valued: spellings) {
            switch item {
            case .operand(let text):
                guard operand != nil else { throw Failure(message: "'kb-lsp \(command)' takes no operand, not '\(text)'") }
                guard parsed.file == nil else { throw Failure(message: "'kb-lsp \(command)' takes one file, not also '\(text)'") }
                parsed.file = text
            case .option("--config", let text, _):
                guard !text.isEmpty else { throw Failure(message: "'--config' needs a file") }
                parsed.configurationFile = text
            case .option(let name, let text, _):
                try option(name, text)
            case .flag:
                break
            }
        }
        if let operand, parsed.file == nil { throw Failure(message: "'kb-lsp \(command)' needs \(operand)") }
        return parsed
    }
}
