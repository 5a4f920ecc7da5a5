import JSONValue
@testable import KBLServer
import LSP
import SpecParser
import TestSupport
import Testing

@Suite("Definition, references, highlights and rename")
struct NavigationTests {
    static let uri = "file:///nav.kbl"

    /// Ranges (from a fixture) as LSP JSON ranges, in UTF-16.
    static func lspRange(_ fixture: Fixture, _ index: Int) -> JSON {
        PositionConverter(lines: LineIndex(fixture.text), encoding: .utf16).range(of: fixture.ranges[index]).json
    }

    static func params(_ fixture: Fixture, _ cursor: Int) -> JSON {
        ["textDocument": ["uri": .string(uri)], "position": fixture.position(cursor)]
    }

    static func client(_ fixture: Fixture) throws -> TestClient {
        let client = try TestClient()
        client.open(uri, fixture.text)
        return client
    }

    @Test func capabilitiesAreAdvertised() throws {
        let client = try TestClient()
        let capabilities = try #require(client.initializeResult["capabilities"])
        #expect(capabilities["definitionProvider"] == true)
        #expect(capabilities["referencesProvider"] == true)
        #expect(capabilities["documentHighlightProvider"] == true)
        #expect(capabilities["renameProvider"] == ["prepareProvider": true])
    }

    // Ranges 0 and 1: email's declaration and its `below` use; cursors 2 (on the use), 3 (on
    // the declaration).
    static let elements = Fixture("""
    screen S {
      view form outlets {
        field ⟦email⟧ "Email" top 10 height 44
        field password below ⟦em⟦⟧ail⟧ 8 height 44
      }
      field o⟦⟧ther top 300 height 44
    }
    """)

    @Test func definitionOfABelowIsTheSibling() throws {
        let fixture = Self.elements
        let client = try Self.client(fixture)
        let location = try client.request("textDocument/definition", Self.params(fixture, 2))
        #expect(location == ["uri": .string(Self.uri), "range": Self.lspRange(fixture, 0)])
    }

    @Test func referencesOfAnElementWithAndWithoutItsDeclaration() throws {
        let fixture = Self.elements
        let client = try Self.client(fixture)
        var params = Self.params(fixture, 2)
        params = with(params, "context", ["includeDeclaration": true])
        #expect(try client.request("textDocument/references", params) == [
            ["uri": .string(Self.uri), "range": Self.lspRange(fixture, 0)],
            ["uri": .string(Self.uri), "range": Self.lspRange(fixture, 1)],
        ])
        params = with(params, "context", ["includeDeclaration": false])
        #expect(try client.request("textDocument/references", params) == [["uri": .string(Self.uri), "range": Self.lspRange(fixture, 1)]])
    }

    @Test func highlightsWriteTheDeclarationAndReadTheUses() throws {
        let fixture = Self.elements
        let client = try Self.client(fixture)
        let highlights = try client.request("textDocument/documentHighlight", Self.params(fixture, 2))
        #expect(highlights == [["range": Self.lspRange(fixture, 0), "kind": 3], ["range": Self.lspRange(fixture, 1), "kind": 2]])
    }

    @Test func prepareRenameGivesTheNameUnderTheCursor() throws {
        let fixture = Self.elements
        let client = try Self.client(fixture)
        let prepared = try client.request("textDocument/prepareRename", Self.params(fixture, 2))
        #expect(prepared == ["range": Self.lspRange(fixture, 1), "placeholder": "email"])
    }

    @Test func renamingAnElementRenamesItsUses() throws {
        let fixture = Self.elements
        let client = try Self.client(fixture)
        var params = Self.params(fixture, 2)
        params = with(params, "newName", "mail")
        let edit = try client.request("textDocument/rename", params)
        let edits = try #require(edit["changes"]?[Self.uri]?.arrayValue)
        #expect(try applying(edits, to: fixture.text) == fixture.text.replacing("email ", with: "mail ").replacing("email\"", with: "mail\""))
    }

    @Test func renameRefusesANameTakenInTheScreenOrNotAName() throws {
        let fixture = Self.elements
        let client = try Self.client(fixture)
        var params = Self.params(fixture, 3)
        params = with(params, "newName", "password")
        #expect { try client.request("textDocument/rename", params) } throws: { error in
            let error = error as? ResponseError
            return error?.code == .invalidParams && error?.message.contains("another element of this screen is already named 'password'") == true
        }
        // Taken in a nested container of the same screen too.
        params = with(params, "newName", "form")
        #expect(throws: ResponseError.self) { try client.request("textDocument/rename", params) }
        for bad in ["2fa", "e mail", "", "é"] {
            params = with(params, "newName", .string(bad))
            #expect { try client.request("textDocument/rename", params) } throws: { error in
                let error = error as? ResponseError
                return error?.code == .invalidParams && error?.message.contains("is not a valid KBL name") == true
            }
        }
    }

    @Test func anElementNameMayBeReusedInAnotherScreen() throws {
        let fixture = Fixture("""
        screen A {
          field ⟦a⟦⟧⟧ top 1 height 2
          field b below ⟦a⟧ 1 height 2
        }
        screen B {
          field x top 1 height 2
          field a below x 1 height 2
        }
        """)
        let client = try Self.client(fixture)
        var params = Self.params(fixture, 1)
        params = with(params, "newName", "x")
        let edits = try #require(try client.request("textDocument/rename", params)["changes"]?[Self.uri]?.arrayValue)
        #expect(edits.map { $0["range"] } == [Self.lspRange(fixture, 0), Self.lspRange(fixture, 2)])
    }

    // Ranges: 0 the device's declaration, 1 and 2 its uses, 3 a cursor on a use; 4 a
    // built-in device, 5 a cursor on it.
    static let devices = Fixture("""
    device ⟦tall⟧ {
      size 390 844
      keyboard 291 209
    }
    screen A {
      device ⟦tall⟧
      field a top 1 height 44
    }
    screen B {
      device ⟦ta⟦⟧ll⟧
      field a top 1 height 44
    }
    screen C {
      device ⟦iphone⟦⟧-8⟧
      field a top 1 height 44
    }
    """)

    @Test func devicesNavigateAndRename() throws {
        let fixture = Self.devices
        let client = try Self.client(fixture)
        #expect(try client.request("textDocument/definition", Self.params(fixture, 3)) == ["uri": .string(Self.uri), "range": Self.lspRange(fixture, 0)])
        var params = Self.params(fixture, 3)
        params = with(params, "context", ["includeDeclaration": false])
        #expect(try client.request("textDocument/references", params)
            == [["uri": .string(Self.uri), "range": Self.lspRange(fixture, 1)], ["uri": .string(Self.uri), "range": Self.lspRange(fixture, 2)]])
        params = with(params, "newName", "phone")
        let edits = try #require(try client.request("textDocument/rename", params)["changes"]?[Self.uri]?.arrayValue)
        #expect(edits.map { $0["range"] } == (0...2).map { Self.lspRange(fixture, $0) })
        #expect(edits.allSatisfy { $0["newText"] == "phone" })
    }

    @Test func aBuiltInDeviceHasNoDefinitionAndCannotBeRenamed() throws {
        let fixture = Self.devices
        let client = try Self.client(fixture)
        #expect(try client.request("textDocument/definition", Self.params(fixture, 5)) == .null)
        #expect(try client.request("textDocument/prepareRename", Self.params(fixture, 5)) == .null)
        var params = Self.params(fixture, 5)
        params = with(params, "newName", "phone")
        #expect(throws: ResponseError.self) { try client.request("textDocument/rename", params) }
        // Its uses are still found.
        params = with(params, "context", ["includeDeclaration": true])
        #expect(try client.request("textDocument/references", params) == [["uri": .string(Self.uri), "range": Self.lspRange(fixture, 4)]])
    }

    @Test func screensRenameAndRefuseATakenName() throws {
        let fixture = Fixture("""
        device phone {
          size 390 844
          keyboard 291 209
        }
        screen ⟦Sign⟦⟧In⟧ {
          field a top 1 height 44
        }
        screen Other {
          field a top 1 height 44
        }
        """)
        let client = try Self.client(fixture)
        #expect(try client.request("textDocument/definition", Self.params(fixture, 1)) == ["uri": .string(Self.uri), "range": Self.lspRange(fixture, 0)])
        #expect(try client.request("textDocument/documentHighlight", Self.params(fixture, 1)) == [["range": Self.lspRange(fixture, 0), "kind": 3]])
        var params = Self.params(fixture, 1)
        params = with(params, "newName", "Other")
        #expect { try client.request("textDocument/rename", params) } throws: { error in
            (error as? ResponseError)?.message.contains("another screen of this file is already named 'Other'") == true
        }
        // A device's name is another scope.
        params = with(params, "newName", "phone")
        let edits = try #require(try client.request("textDocument/rename", params)["changes"]?[Self.uri]?.arrayValue)
        #expect(edits == [["range": Self.lspRange(fixture, 0), "newText": "phone"]])
    }

    @Test func keywordsAndNumbersHaveNoSymbol() throws {
        let fixture = Fixture("""
        scr⟦⟧een S {
          field a top 1⟦⟧0 height 44
        }
        """)
        let client = try Self.client(fixture)
        for cursor in 0...1 {
            #expect(try client.request("textDocument/definition", Self.params(fixture, cursor)) == .null)
            #expect(try client.request("textDocument/prepareRename", Self.params(fixture, cursor)) == .null)
            #expect(try client.request("textDocument/documentHighlight", Self.params(fixture, cursor)) == .null)
            var params = Self.params(fixture, cursor)
            params = with(params, "newName", "x")
            #expect(throws: ResponseError.self) { try client.request("textDocument/rename", params) }
        }
    }

    @Test func duplicatesAreOneSymbolAndRenameTogether() throws {
        let fixture = Fixture("""
        screen S {
          field ⟦a⟧ top 1 height 2
          field ⟦a⟦⟧⟧ top 9 height 2
          field b below ⟦a⟧ 1 height 2
        }
        """)
        let client = try Self.client(fixture)
        #expect(client.diagnostics(Self.uri).contains { $0["code"] == "KB102" })
        #expect(try client.request("textDocument/definition", Self.params(fixture, 2)) == ["uri": .string(Self.uri), "range": Self.lspRange(fixture, 0)])
        let params = with(Self.params(fixture, 2), "newName", "c")
        let edits = try #require(try client.request("textDocument/rename", params)["changes"]?[Self.uri]?.arrayValue)
        #expect(edits.map { $0["range"] } == [Self.lspRange(fixture, 0), Self.lspRange(fixture, 1), Self.lspRange(fixture, 3)])
    }

    @Test func worksInAFileWithASyntaxErrorElsewhere() throws {
        let fixture = Fixture("""
        screen S {
          field ⟦a⟧ top 1 height 2 ;
          field b below ⟦⟦⟧a⟧ 1 height 2
        }
        """)
        let client = try Self.client(fixture)
        #expect(client.diagnostics(Self.uri).contains { $0["code"] == "KB100" })
        #expect(try client.request("textDocument/definition", Self.params(fixture, 2)) == ["uri": .string(Self.uri), "range": Self.lspRange(fixture, 0)])
    }

    @Test func renameThenReanalyseKeepsTheDiagnostics() throws {
        let fixture = Fixture("""
        device tall {
          size 390 844
          keyboard 291 209
        }
        screen SignIn {
          device tall
          avoid none
          view form outlets top 500 {
            label title "Hi" top 0 height 20
            field ⟦em⟦⟧ail⟧ "Email" below title 8 height 44
            field password below email 8 height 44
          }
          field note below form 4 height 400
        }
        """)
        let client = try Self.client(fixture)
        let before = client.diagnostics(Self.uri)
        #expect(!before.isEmpty)
        var params = Self.params(fixture, 1)
        params = with(params, "newName", "login")
        let edits = try #require(try client.request("textDocument/rename", params)["changes"]?[Self.uri]?.arrayValue)
        #expect(edits.count == 2)
        let renamed = try applying(edits, to: fixture.text)
        let other = "file:///renamed.kbl"
        client.open(other, renamed)
        let after = client.diagnostics(other)
        #expect(!after.contains { $0["code"] == "KB103" })
        func summary(_ diagnostics: [JSON]) -> [String] {
            diagnostics.map { "\($0["code"] ?? .null) \($0["range"]?["start"]?["line"] ?? .null) \($0["message"]?.stringValue?.replacing("'email'", with: "'login'") ?? "")" }
        }
        #expect(summary(after) == summary(before))
    }
}

/// `object` with `key` set to `value`.
private func with(_ object: JSON, _ key: String, _ value: JSON) -> JSON {
    var members = object.objectValue ?? JSONObject()
    members[key] = value
    return .object(members)
}
