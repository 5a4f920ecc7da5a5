import Platform
import Testing

@Suite struct FileURITests {
    @Test func localFileURIsDecode() {
        #expect(FileURI.path(of: "file:///home/me/a%20b/%C3%A9.kbl") == "/home/me/a b/é.kbl")
        #expect(FileURI.path(of: "file://localhost/x.kbl") == "/x.kbl")
        #expect(FileURI.path(of: "FILE:///x.kbl#frag") == "/x.kbl")
    }

    @Test func othersAreRefused() {
        #expect(FileURI.path(of: "untitled:Untitled-1") == nil)
        #expect(FileURI.path(of: "file://server/share/x.kbl") == nil)
        #expect(FileURI.path(of: "file:///bad%2") == nil)
        #expect(FileURI.path(of: "file:///bad%zz") == nil)
        #expect(FileURI.path(of: "file:///nul%00") == nil)
        #expect(FileURI.path(of: "file:///latin%E9") == nil)
    }

    @Test func pathsEncodeAndDecodeBack() {
        #expect(FileURI.uri(forPath: "/a b/é#%.kbl") == "file:///a%20b/%C3%A9%23%25.kbl")
        for path in ["/", "/plain/path.kbl", "/a b/é#%?.kbl", "/tab\there"] {
            #expect(FileURI.path(of: FileURI.uri(forPath: path)) == path)
        }
    }
}
