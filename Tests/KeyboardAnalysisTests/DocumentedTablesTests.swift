import Foundation
import KeyboardAnalysis
import Testing

/// docs/language.md reads the engine's own tables: its strategies table (`<!-- strategies -->`)
/// is `Strategies.all`, name by name, option by option, defaults included, and its devices
/// table (`<!-- devices -->`) is `DeviceCatalog.builtIn`, with every other name and figure.
/// A strategy, an option or a device added to the engine without the docs fails here.
@Suite("The tables of docs/language.md")
struct DocumentedTablesTests {
    static let language = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/language.md")

    /// One option as the docs write it: `` `padding` (5) ``, `` `landscape-swap` ``.
    struct DocumentedOption: Equatable, CustomStringConvertible {
        var name: String
        var defaultValue: String?
        var description: String { defaultValue.map { "\(name) (\($0))" } ?? name }
    }

    @Test func strategiesTableIsTheEnginesTable() throws {
        let rows = try Self.table(marked: "strategies")
        let documented = try rows.map { row in
            (name: try Self.code(row[0]), options: try Self.options(row[1]))
        }
        #expect(documented.map(\.name) == Strategies.names)
        for strategy in Strategies.all {
            let options = strategy.options.map { DocumentedOption(name: $0.name, defaultValue: $0.defaultValue) }
            let row = documented.first { $0.name == strategy.name }
            #expect(row?.options == options, "avoid \(strategy.name): the docs say \(row?.options ?? []), the engine \(options)")
        }
    }

    @Test func devicesTableIsTheBuiltInCatalog() throws {
        let rows = try Self.table(marked: "devices")
        let devices = DeviceCatalog.builtIn.all
        #expect(try rows.map { try Self.code($0[0]) } == devices.map(\.name))
        for device in devices {
            let row = try #require(try rows.first { try Self.code($0[0]) == device.name })
            let others = row[1] == "—" ? [] : try row[1].split(separator: ",").map { try Self.code(String($0)) }
            #expect(others == device.otherNames, "\(device.name)'s other names")
            #expect(Self.numbers(row[2]) == [device.width, device.height], "\(device.name)'s size")
            #expect(Self.numbers(row[3]) == [device.keyboard.portrait, device.keyboard.landscape], "\(device.name)'s keyboard")
            #expect(Self.numbers(row[4]) == [device.statusBar.portrait, device.statusBar.landscape], "\(device.name)'s status bar")
            #expect(Self.numbers(row[5]) == [device.homeIndicator.portrait, device.homeIndicator.landscape],
                    "\(device.name)'s home indicator")
        }
    }

    /// The parsing below reads what it should, and notices what it should not accept.
    @Test func readsTheDocsNotation() throws {
        #expect(try Self.options("`padding` (5), `landscape-swap`")
            == [DocumentedOption(name: "padding", defaultValue: "5"), DocumentedOption(name: "landscape-swap", defaultValue: nil)])
        #expect(try Self.options("—") == [])
        #expect(try Self.options("`assume` (the device's keyboard)") == [DocumentedOption(name: "assume", defaultValue: "the device's keyboard")])
        #expect(throws: TableError.self) { try Self.options("`padding` 5") }
        #expect(throws: TableError.self) { try Self.code("padding") }
        #expect(Self.numbers("375 × 667") == [375, 667])
        #expect(Self.numbers("34, 21") == [34, 21])
    }

    struct TableError: Error, CustomStringConvertible {
        var description: String
    }

    /// The cells of each body row of the table right under `<!-- NAME -->`.
    static func table(marked name: String) throws -> [[String]] {
        let lines = try String(contentsOf: language, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let markers = lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces) == "<!-- \(name) -->" }
        guard markers.count == 1, let marker = markers.first else {
            throw TableError(description: "docs/language.md should have one <!-- \(name) --> table, it has \(markers.count)")
        }
        let rows = lines[(marker + 1)...].prefix { $0.hasPrefix("|") }.map { line in
            line.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        guard rows.count > 2 else { throw TableError(description: "the <!-- \(name) --> table has no rows") }
        return Array(rows.dropFirst(2))
    }

    /// The word of a cell written `` `word` ``.
    static func code(_ cell: String) throws -> String {
        let cell = cell.trimmingCharacters(in: .whitespaces)
        guard cell.count > 2, cell.hasPrefix("`"), cell.hasSuffix("`"), !cell.dropFirst().dropLast().contains("`") else {
            throw TableError(description: "not a `name`: \(cell)")
        }
        return String(cell.dropFirst().dropLast())
    }

    /// `` `a` (default), `b` `` as options; "—" is none.
    static func options(_ cell: String) throws -> [DocumentedOption] {
        if cell == "—" { return [] }
        var options: [DocumentedOption] = []
        for part in cell.split(separator: ", `").map({ String($0) }) {
            let text = part.hasPrefix("`") ? part : "`" + part
            guard let match = text.wholeMatch(of: #/`([a-z-]+)`(?: \(([^()]*)\))?/#) else {
                throw TableError(description: "not an option and its default: \(text)")
            }
            options.append(DocumentedOption(name: String(match.1), defaultValue: match.2.map(String.init)))
        }
        return options
    }

    /// The numbers of `375 × 667` or `34, 21`.
    static func numbers(_ cell: String) -> [Double] {
        cell.split(whereSeparator: { $0 == "×" || $0 == "," }).compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }
}
