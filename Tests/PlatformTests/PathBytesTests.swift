import Foundation
@testable import Platform
import Testing
import TestSupport

/// Paths that are not UTF-8, and `..` through links: handed to the system as given.
@Suite struct PathBytesTests {
    @Test func everyByteStringComesBackExactly() {
        var random = SeededRandom(seed: 20)
        // Bytes of every kind: ASCII, lead and continuation bytes, and the bytes of the
        // scalars that stand for raw bytes (F4 8F BC…BF xx), so that a name holding one
        // of those scalars comes back too.
        let pool: [UInt8] = [0x61, 0x2F, 0x2E, 0xC3, 0xA9, 0xE9, 0x80, 0xBF, 0xC0, 0xE2, 0x82, 0xAC,
                             0xF0, 0x9F, 0x91, 0x8D, 0xF4, 0x8F, 0xBC, 0xBF, 0xFF, 0xED, 0xA0]
        for _ in 0..<5_000 {
            let bytes = (0..<random.number(in: 0...12)).map { _ in random.pick(pool) }
            let path = Paths.decoded(bytes)
            #expect(Paths.bytes(of: path) == bytes, "\(bytes)")
            #expect(Paths.withCString(path) { Array(UnsafeBufferPointer(start: $0, count: strlen($0))).map { UInt8(bitPattern: $0) } }
                    == Array(bytes.prefix { $0 != 0 }))
        }
        // Valid UTF-8 is the String it spells.
        #expect(Paths.decoded(Array("café/👍.kbl".utf8)) == "café/👍.kbl")
        #expect(Paths.printable(Paths.decoded([0x63, 0x61, 0x66, 0xE9, 0x2E, 0x6B, 0x62, 0x6C])) == "caf\\xE9.kbl")
    }

    @Test func dotDotIsResolvedThroughLinksNotLexically() throws {
        let root = try temporaryTree(["real/sub/keep": "", "real/x.kbl": "beside the target", "cwd/x.kbl": "beside the link"])
        try #require(symlink(root + "/real/sub", root + "/cwd/link") == 0)
        let cwd = root + "/cwd"
        #expect(FileSystem.absolutePath("link/../x.kbl", from: cwd) == root + "/real/x.kbl")
        #expect(FileSystem.absolutePath("./a//b/./c.kbl", from: cwd) == cwd + "/a/b/c.kbl")
        #expect(FileSystem.absolutePath("..", from: cwd) == root)
        // What does not exist is left for the system to fail on.
        #expect(FileSystem.absolutePath("missing/../x.kbl", from: cwd) == cwd + "/missing/../x.kbl")
    }
}
