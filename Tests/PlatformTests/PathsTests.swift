@testable import Platform
import Testing

@Suite struct PathsTests {
    @Test func absolutePathsAreNormalisedLexically() {
        #expect(Paths.absolute("examples/./a.kbl", from: "/repo") == "/repo/examples/a.kbl")
        #expect(Paths.absolute("../x//y/", from: "/repo/sub") == "/repo/x/y")
        #expect(Paths.absolute("/abs/../../z", from: "/repo") == "/z")
        #expect(Paths.absolute(".", from: "/") == "/")
    }

    @Test func relativePathsOnlyInsideTheBase() {
        #expect(Paths.relative("/repo/a/b.kbl", to: "/repo") == "a/b.kbl")
        #expect(Paths.relative("/repository/b.kbl", to: "/repo") == nil)
        #expect(Paths.relative("/a.kbl", to: "/") == "a.kbl")
    }

    @Test func ancestorsNearestFirst() {
        #expect(Paths.selfAndAncestors(of: "/a/b") == ["/a/b", "/a", "/"])
        #expect(Paths.selfAndAncestors(of: "/") == ["/"])
        #expect(Paths.parent(of: "/a") == "/")
    }

    /// `isEntry(_:directlyIn:)` says what comparing the bytes of `parent(of:)` with the
    /// folder's says, for a path with a slash.
    @Test func anEntryIsDirectlyInItsParentAndNowhereElse() {
        let cases: [(String, String)] = [
            ("/a/b.kbl", "/a"), ("/b.kbl", "/"), ("/a/b/c.kbl", "/a"), ("/a/b/c.kbl", "/a/b"),
            ("/ab/c.kbl", "/a"), ("/a/c.kbl", "/ab"), ("/a", "/a"), ("/a/", "/a"), ("/", "/"),
            ("/b.kbl", ""), ("b.kbl", ""), ("b.kbl", "."), ("/caf\u{E9}/x.kbl", "/caf\u{E9}"),
            ("/cafe\u{301}/x.kbl", "/caf\u{E9}"), ("/a/b.kbl", "/a/"),
        ]
        for (path, directory) in cases {
            let expected = !directory.isEmpty && path.contains("/") && !path.hasSuffix("/")
                && Paths.parent(of: path).utf8.elementsEqual(directory.utf8)
            #expect(Paths.isEntry(path, directlyIn: directory) == expected, "\(path) in \(directory)")
        }
        #expect(Paths.isEntry("/a/b.kbl", directlyIn: "/a") && Paths.isEntry("/b.kbl", directlyIn: "/"))
        #expect(!Paths.isEntry("/a/b/c.kbl", directlyIn: "/a") && !Paths.isEntry("/ab/c.kbl", directlyIn: "/a"))
    }

    @Test func aParentIsFoundAmongTheBytes() {
        #expect(Paths.parent(of: "/a/b/c.kbl") == "/a/b")
        #expect(Paths.parent(of: "/caf\u{E9}/\u{1F44D}.kbl") == "/caf\u{E9}")
        #expect(Paths.parent(of: "c.kbl") == ".")
        #expect(Paths.parent(of: "/") == "/")
    }

    @Test func printablePathsHaveTheirControlCharactersEscaped() {
        #expect(Paths.printable("x\n::error file=evil.kbl::y.kbl") == "x\\u{A}::error file=evil.kbl::y.kbl")
        #expect(Paths.printable("\u{1B}[2J\r\t\u{7F}\u{85}") == "\\u{1B}[2J\\u{D}\\u{9}\\u{7F}\\u{85}")
        // Other characters, Latin-1's after C1 included, are kept as they are.
        #expect(Paths.printable("caf\u{E9}/\u{A0}\u{BF}/\u{1F44D}.kbl") == "caf\u{E9}/\u{A0}\u{BF}/\u{1F44D}.kbl")
        #expect(Paths.printable("plain/a b.kbl") == "plain/a b.kbl")
    }
}
