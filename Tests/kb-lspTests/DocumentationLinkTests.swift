import Foundation
import Testing
@testable import kb_lsp

/// Where the server links each diagnostic's explanation: found from the binary's own
/// path, for an installed binary and for one built in a checkout.
@Suite("The link to docs/diagnostics.md, found beside the binary")
struct DocumentationLinkTests {
    private func layout(_ files: [String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kb-doclink-\(UUID().uuidString)")
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        return root
    }

    @Test func anInstalledBinaryLinksTheInstalledDocs() throws {
        let prefix = try layout(["bin/kb-lsp", "share/doc/kb-lsp/diagnostics.md"])
        defer { try? FileManager.default.removeItem(at: prefix) }
        let link = DocumentationLink.diagnosticsPage(executable: prefix.path + "/bin/kb-lsp")
        let real = try #require(realpath(prefix.path, nil))
        defer { free(real) }
        #expect(link == "file://" + String(cString: real) + "/share/doc/kb-lsp/diagnostics.md")
    }

    @Test func aBinaryBuiltInACheckoutLinksTheCheckoutsDocs() throws {
        let checkout = try layout(["my repo/.build/debug/kb-lsp", "my repo/docs/diagnostics.md"])
        defer { try? FileManager.default.removeItem(at: checkout) }
        let link = try #require(DocumentationLink.diagnosticsPage(executable: checkout.path + "/my repo/.build/debug/kb-lsp"))
        #expect(link.hasPrefix("file:///"))
        #expect(link.hasSuffix("/my%20repo/docs/diagnostics.md"))
    }

    @Test func aLoneBinaryHasNoLink() throws {
        let directory = try layout(["somewhere/kb-lsp"])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(DocumentationLink.diagnosticsPage(executable: directory.path + "/somewhere/kb-lsp") == nil)
        #expect(DocumentationLink.diagnosticsPage(executable: nil) == nil)
    }
}
