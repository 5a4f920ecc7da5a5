import JSONValue
@testable import KBLServer
import KeyboardAnalysis
import LSP
import SpecParser
import Testing
import TestSupport

@Suite("Completion")
struct CompletionServerTests {
    static let uri = "file:///complete.kbl"

    /// A Neovim-like client that takes snippets.
    static let snippetClient: JSON = [
        "textDocument": ["completion": ["completionItem": ["snippetSupport": true],
                                        "completionItemKind": ["valueSet": .array((1...25).map { .integer(Int64($0)) })]]],
    ]

    static func complete(_ marked: String, client: TestClient? = nil) throws -> (JSON, Fixture) {
        let fixture = Fixture(marked)
        let client = try client ?? TestClient()
        client.open(uri, fixture.text)
        let list = try client.request("textDocument/completion", [
            "textDocument": ["uri": .string(uri)], "position": cursor(fixture),
            "context": ["triggerKind": 1],
        ])
        return (list, fixture)
    }

    /// The cursor: the end of the fixture's first range (the typed word, or an empty range).
    static func cursor(_ fixture: Fixture) -> JSON {
        PositionConverter(lines: LineIndex(fixture.text), encoding: .utf16).position(of: fixture.ranges.first?.end ?? 0).json
    }

    static func labels(_ list: JSON) -> [String] {
        list["items"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
    }

    @Test func capabilityWithSpaceAsTrigger() throws {
        let client = try TestClient()
        #expect(client.initializeResult["capabilities"]?["completionProvider"] == ["triggerCharacters": [" "], "resolveProvider": false])
    }

    @Test func plainWordsWithoutSnippetSupport() throws {
        let (list, fixture) = try Self.complete("device d {\n  ⟦si⟧\n}\n")
        #expect(list["isIncomplete"] == false)
        let size = try #require(list["items"]?.arrayValue?.first)
        let range = PositionConverter(lines: LineIndex(fixture.text), encoding: .utf16).range(of: fixture.ranges[0]).json
        #expect(size == [
            "label": "size", "kind": 10, "detail": "portrait width and height, in points (required)", "sortText": "000",
            "textEdit": ["range": range, "newText": "size"], "insertTextFormat": 1,
        ])
        #expect(Self.labels(list) == ["size", "keyboard", "status-bar", "home-indicator"])
    }

    @Test func snippetsWhereTheClientTakesThem() throws {
        let client = try TestClient(capabilities: Self.snippetClient)
        let (list, _) = try Self.complete("device d {\n  ⟦⟧\n}\n", client: client)
        let first = try #require(list["items"]?.arrayValue?.first)
        #expect(first["textEdit"]?["newText"] == "size ${1:375} ${2:667}")
        #expect(first["insertTextFormat"] == 2)
        let (kinds, _) = try Self.complete("screen S {\n  view v {\n    ⟦⟧\n  }\n}\n", client: client)
        let items = kinds["items"]?.arrayValue ?? []
        #expect(items.first?["textEdit"]?["newText"] == "view ${1:name} ${2}{\n\t$0\n}")
        #expect(items.first?["kind"] == 7)
        #expect(items.first { $0["label"] == "field" }?["textEdit"]?["newText"] == "field ${1:name}")
        // A word with nothing after it stays plain text.
        let (strategies, _) = try Self.complete("screen S {\n  avoid ⟦⟧\n}\n", client: client)
        #expect(strategies["items"]?.arrayValue?.first?["insertTextFormat"] == 1)
        #expect(strategies["items"]?.arrayValue?.first?["kind"] == 20)
        let (top, _) = try Self.complete("⟦⟧", client: client)
        #expect(top["items"]?.arrayValue?.last?["textEdit"]?["newText"] == "screen ${1:Name} {\n\t$0\n}")
    }

    @Test func devicesOfTheFileTheConfigurationAndBuiltIn() throws {
        let configured = Device(name: "tall-phone", width: 390, height: 844,
                                keyboard: OrientationPair(portrait: 291, landscape: 209),
                                statusBar: OrientationPair(portrait: 47, landscape: 0))
        let server = Server(analyzer: Analyzer(devices: DeviceCatalog.builtIn.adding([configured])))
        let client = try TestClient(server: server)
        let (list, _) = try Self.complete("""
        screen S {
          device ⟦⟧
        }
        device tablet {
          size 768 1024
        }
        device iphone-5 {
          size 1 2
        }
        """, client: client)
        let builtIn = DeviceCatalog.builtIn.allNames.filter { $0 != "iphone-5" }
        #expect(Self.labels(list) == ["tablet", "iphone-5"] + builtIn + ["tall-phone"])
        #expect(Self.labels(list).contains("iphone-15-pro"))
        let items = list["items"]?.arrayValue ?? []
        #expect(items[0]["detail"] == "device of this file 768 × 1024")
        #expect(items[2]["detail"] == "built-in 320 × 480, keyboard 216 162")
        #expect(items.first { $0["label"] == "iphone-15-pro" }?["detail"] == "built-in (iphone-16) 393 × 852, keyboard 336 209")
        #expect(items.last?["detail"] == "from .kblint.json 390 × 844, keyboard 291 209")
        #expect(items.allSatisfy { $0["kind"] == 21 })
    }

    /// The strategies and their options come from the analysis's table.
    static func strategyWords(_ marked: String) -> [String]? {
        let fixture = Fixture(marked)
        let site = Parser.completionSite(utf8: Array(fixture.text.utf8), at: fixture.ranges.first?.end ?? 0)
        switch site.expectation {
        case .strategyName: return Strategies.names
        case .strategyOption(let options): return Server.strategyOptions(at: options).map(\.text)
        default: return nil
        }
    }

    @Test func strategiesAfterAvoid() throws {
        let (list, _) = try Self.complete("screen S {\n  avoid ⟦⟧\n}\n")
        #expect(Self.labels(list) == ["none", "shift", "slide", "scroll", "inset", "fraction", "iqkeyboardmanager", "resize"])
        #expect(list["items"]?.arrayValue?.allSatisfy { $0["kind"] == 20 } == true)
        #expect(list["items"]?[6]?["detail"]?.stringValue?.contains("IQKeyboardManager") == true)
    }

    @Test func optionsOfThatStrategyOnly() {
        #expect(Self.strategyWords("screen S {\n  avoid shift ⟦⟧\n}\n") == ["padding", "landscape-swap"])
        #expect(Self.strategyWords("screen S {\n  avoid inset ⟦⟧\n}\n") == ["landscape-swap"])
        #expect(Self.strategyWords("screen S {\n  avoid none ⟦⟧\n}\n") == [])
        #expect(Self.strategyWords("screen S {\n  avoid resize ⟦⟧\n}\n") == [])
        #expect(Self.strategyWords("screen S {\n  avoid iqkeyboardmanager ⟦⟧\n}\n") == ["distance", "version"])
        #expect(Self.strategyWords("screen S {\n  avoid iqkeyboardmanager version 6 ⟦⟧\n}\n") == ["distance"])
        #expect(Self.strategyWords("screen S {\n  avoid fraction min 0.3 ⟦⟧\n}\n") == ["max", "assume"])
        #expect(Self.strategyWords("screen S {\n  avoid slide assume 216 ⟦⟧\n}\n") == ["padding"])
        #expect(Self.strategyWords("screen S {\n  avoid slide assume 216 162 ⟦pa⟧\n}\n") == ["padding"])
        #expect(Self.strategyWords("screen S {\n  avoid scroll ⟦⟧ padding 8\n}\n") == [])
        #expect(Self.strategyWords("screen S {\n  avoid shift padding ⟦⟧\n}\n") == [])
        #expect(Self.strategyWords("screen S {\n  avoid glide ⟦⟧\n}\n") == [])
    }

    @Test func optionDefaultsAndSnippets() throws {
        let client = try TestClient(capabilities: Self.snippetClient)
        let (slide, _) = try Self.complete("screen S {\n  avoid slide ⟦⟧\n}\n", client: client)
        let padding = try #require(slide["items"]?.arrayValue?.first { $0["label"] == "padding" })
        #expect(padding["textEdit"]?["newText"] == "padding ${1:10}")
        #expect(padding["detail"]?.stringValue?.hasSuffix("(default 10)") == true)
        let (iq, _) = try Self.complete("screen S {\n  avoid iqkeyboardmanager ⟦⟧\n}\n", client: client)
        #expect(iq["items"]?[0]?["textEdit"]?["newText"] == "distance ${1:10}")
        #expect(iq["items"]?[1]?["detail"]?.stringValue?.contains("(default 8)") == true)
    }

    @Test func siblingsInUTF16AfterANonASCIITitle() throws {
        let (names, marked) = try Self.complete("screen S {\n  label hi \"Héllo 💬\" top 1 height 2\n  field f \"💬\" below ⟦h⟧\n}\n")
        let item = try #require(names["items"]?.arrayValue?.first)
        #expect(item["label"] == "hi")
        #expect(item["kind"] == 18)
        let range = PositionConverter(lines: LineIndex(marked.text), encoding: .utf16).range(of: marked.ranges[0]).json
        #expect(item["textEdit"]?["range"] == range)
    }

    @Test func completionFollowsIncrementalEdits() throws {
        let client = try TestClient()
        client.open(Self.uri, "screen S {\n  field email top 10 height 44\n}\n")
        // Type ` ` after `height 44`…, then ask on the incomplete line `  view v `.
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(Self.uri), "version": 2],
            "contentChanges": [["range": ["start": ["line": 2, "character": 0], "end": ["line": 2, "character": 0]],
                                "text": "  view v \n"]],
        ])
        let list = try client.request("textDocument/completion", [
            "textDocument": ["uri": .string(Self.uri)], "position": ["line": 2, "character": 9],
        ])
        #expect(Self.labels(list) == ["top", "bottom", "below", "center", "height", "outlets"])
    }

    @Test func emptyListWhereNothingFits() throws {
        let (list, _) = try Self.complete("screen S {\n  accessory ⟦⟧\n}\n")
        #expect(list == ["isIncomplete": false, "items": []])
    }
}
