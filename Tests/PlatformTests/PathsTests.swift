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

    @Test func printablePathsHaveTheirControlCharactersEscaped() {
        #expect(Paths.printable("x\n::error file=evil.kbl::y.kbl") == "x\\u{A}::error file=evil.kbl::y.kbl")
        #expect(Paths.printable("\u{1B}[2J\r\t\u{7F}\u{85}") == "\\u{1B}[2J\\u{D}\\u{9}\\u{7F}\\u{85}")
        // Other characters, Latin-1's after C1 included, are kept as they are.
        #expect(Paths.printable("caf\u{E9}/\u{A0}\u{BF}/\u{1F44D}.kbl") == "caf\u{E9}/\u{A0}\u{BF}/\u{1F44D}.kbl")
        #expect(Paths.printable("plain/a b.kbl") == "plain/a b.kbl")
    }
}
