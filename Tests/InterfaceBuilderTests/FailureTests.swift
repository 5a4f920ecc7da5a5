import InterfaceBuilder
import Testing

@Suite struct FailureTests {
    @Test func bytesThatAreNotXMLFailOnTheParsersLine() throws {
        let result = try #require(failure(xib("<view id=\"a\" id=\"b\"/>")))
        #expect(result.message.hasPrefix("not well-formed XML: "))
        #expect(result.line == 8)
        #expect(try #require(failure("just some text")).line == 1)
        #expect(try #require(failure("")).message.contains("empty"))
    }

    @Test func truncatedXMLFails() throws {
        let text = storyboard(scene("trc-sc-001", controller: "TRC-co-001", root: "TRC-vw-001", subviews: textField("TRC-tf-001")))
        let cut = String(text.prefix(text.utf8.count / 2))
        let result = try #require(failure(cut))
        #expect(result.message.hasPrefix("not well-formed XML"))
        #expect(result.line > 1)
    }

    @Test func utf16AndBinaryDataFail() throws {
        let text = xib("")
        let utf16: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try #require(failure(utf16)).message.contains("UTF-16"))
        let utf16NoMark: [UInt8] = text.utf16.flatMap { unit -> [UInt8] in [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        #expect(try #require(failure(utf16NoMark)).message.contains("UTF-16"))
        let garbage: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D]
        #expect(try #require(failure(garbage)).message.contains("binary"))
        let latin1: [UInt8] = Array("<?xml version=\"1.0\"?>\n<document label=\"caf".utf8) + [0xE9] + Array("\"/>".utf8)
        let notUTF8 = try #require(failure(latin1))
        #expect(notUTF8.message.contains("not UTF-8"))
        #expect(notUTF8.line == 2)
    }

    @Test func aUTF8ByteOrderMarkIsReadAndOffsetsStayThoseOfTheFile() throws {
        let text = xib(topLevelView("bom-vw-001", height: 100))
        let bytes = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        guard case .success(let document) = InterfaceBuilderDocument.read(bytes) else {
            Issue.record("not read")
            return
        }
        let view = try #require(document.element(withID: "bom-vw-001"))
        #expect(String(decoding: bytes[document.elements.nameRange(of: view)], as: UTF8.self) == "view")
    }

    @Test func anArchiveFromXcode4Fails() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
            <data/>
        </archive>
        """
        let result = try #require(failure(text))
        #expect(result == ReadFailure(
            message: "an Interface Builder 3 archive (Xcode 4 or earlier): open it in a current Xcode to convert it", line: 2))
    }

    @Test func otherPlatformsAndKindsFail() throws {
        let macOS = #"<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="9532" targetRuntime="MacOSX.Cocoa"><scenes/></document>"#
        #expect(try #require(failure(macOS)).message.hasPrefix("a macOS document (targetRuntime MacOSX.Cocoa)"))
        let watch = #"<document type="com.apple.InterfaceBuilder3.watchKit.Storyboard.XIB" version="3.0" targetRuntime="watchKit"/>"#
        #expect(try #require(failure(watch)).message.hasPrefix("a watchOS document"))
        let odd = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Something" version="3.0" targetRuntime="iOS.CocoaTouch"/>"#
        #expect(try #require(failure(odd)).message.contains("not an iOS storyboard or xib"))
        let html = "<html><body/></html>"
        #expect(try #require(failure(html)).message == "not an Interface Builder document: its root element is <html>")
    }

    @Test func anExternalEntityIsNeverLoadedOrExpanded() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE document [
          <!ENTITY xxe SYSTEM "file:///etc/passwd">
        ]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects><view id="x" userLabel="&xxe;"/></objects>
        </document>
        """
        let result = try #require(failure(text))
        #expect(result == ReadFailure(message: "not an Interface Builder document: it declares a DTD/entities", line: 2))
        #expect(!result.message.contains("root:"))
    }

    @Test func billionLaughsFailsAtOnce() throws {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        text += "]>\n<document type=\"x.CocoaTouch.XIB\" targetRuntime=\"iOS.CocoaTouch\"><objects><view id=\"a\" userLabel=\"&lol9;\"/></objects></document>\n"
        let result = try #require(failure(text))
        #expect(result.message.contains("DTD/entities"))
    }

    @Test func deepNestingFailsWithoutCrashing() throws {
        let depth = 10_000
        let text = xib(String(repeating: "<view id=\"v\">", count: depth) + String(repeating: "</view>", count: depth))
        let result = try #require(failure(text))
        #expect(result.message.contains("nested more than"))
    }

    @Test func undefinedEntitiesFail() throws {
        let text = xib(#"<view id="a" userLabel="&undefined;"/>"#)
        #expect(try #require(failure(text)).message.contains("undefined"))
    }
}
