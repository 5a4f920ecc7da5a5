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
}
