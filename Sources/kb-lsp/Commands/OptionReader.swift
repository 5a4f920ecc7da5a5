import Platform

/// The one reader of command-line options, for every command that takes them (`lint`,
/// `render`, `format`): operands, flags, and options with a value, written `--name VALUE`,
/// `--name=VALUE`, and for one-letter names also `-j2`. `--` ends the options; `-`
/// (standard input) is an operand, and may be given once (a second would read an input
/// already read to its end). Each command then gives the items their meaning.
enum OptionReader {
    enum Item: Equatable {
        /// A path or other operand.
        case operand(String)
        /// A flag, by its canonical name.
        case flag(String)
        /// An option with its value, by its canonical name and as it was spelled.
        case option(String, value: String, spelled: String)
    }

    struct Failure: Error, Equatable {
        var message: String
    }

    /// Whether `--help` or `-h` comes before any `--`: help then wins over everything
    /// else on the line, even a mistake.
    static func asksForHelp(_ arguments: [String]) -> Bool {
        arguments.prefix(while: { $0 != "--" }).contains { $0 == "--help" || $0 == "-h" }
    }

    /// The items of `arguments`. `flags` and `valued` map every spelling of a flag or of
    /// an option with a value to its canonical name.
    static func read(_ arguments: [String], flags: [String: String] = [:], valued: [String: String] = [:]) throws(Failure) -> [Item] {
        var items: [Item] = []
        var index = 0
        var onlyOperands = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyOperands || argument == "-" || !argument.hasPrefix("-") {
                if argument == "-", items.contains(.operand("-")) {
                    throw Failure(message: "'-' (standard input) can be named only once")
                }
                items.append(.operand(argument))
                continue
            }
            if argument == "--" {
                onlyOperands = true
                continue
            }
            if let flag = flags[argument] {
                items.append(.flag(flag))
                continue
            }
            var name = argument
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            } else if !argument.hasPrefix("--"), argument.count > 2 {
                // `-j2`: a one-letter option with its value attached.
                name = String(argument.prefix(2))
                value = String(argument.dropFirst(2))
            }
            guard let option = valued[name] else { throw Failure(message: "unknown option '\(argument)'") }
            if value == nil {
                guard index < arguments.count else { throw Failure(message: "'\(name)' needs a value") }
                value = arguments[index]
                index += 1
            }
            items.append(.option(option, value: value ?? "", spelled: name))
        }
        return items
    }
}

extension OptionReader {
    /// What a command does once its command line is read.
    enum Start<Parsed> {
        /// Go on with the options, from this working directory.
        case run(Parsed, workingDirectory: String)
        /// Stop with this status: the help was printed (0), or bad usage or no current
        /// directory was reported (2).
        case exit(Int32)
    }

    /// The common start of `lint` and `devices`: the arguments parsed (a mistake is
    /// reported with the usage line), the help printed when asked, the current directory.
    static func start<Parsed>(_ arguments: [String], usage: String, help: String, showsHelp: KeyPath<Parsed, Bool>,
                              parse: ([String]) throws(Failure) -> Parsed) -> Start<Parsed> {
        let options: Parsed
        do throws(Failure) {
            options = try parse(arguments)
        } catch {
            Console.error("\(error.message)\n\(usage)")
            return .exit(2)
        }
        if options[keyPath: showsHelp] {
            print(help, terminator: "")
            return .exit(0)
        }
        guard let workingDirectory = FileSystem.currentDirectory() else {
            Console.error("cannot read the current directory")
            return .exit(2)
        }
        return .run(options, workingDirectory: workingDirectory)
    }
}
