import DocumentAnalysis
import InterfaceBuilder
import Testing

/// ib.md section 3's devices for a document that names none: the iPad for a document made
/// for the iPad alone or drawn at an iPad's size, else the configuration's, else iphone-se.
@Suite struct DeviceChoiceTests {
    static func document(runtime: String = "iOS.CocoaTouch", width: Int, height: Int) throws -> InterfaceBuilderDocument {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6751" systemVersion="14C1510" targetRuntime="\(runtime)" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
                <scene sceneID="dev-sc-001">
                    <objects>
                        <viewController id="DEV-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="DEV-rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        guard case .success(let document) = InterfaceBuilderDocument.read(Array(text.utf8)) else { throw ReadFailure(message: "unread", line: 1) }
        return document
    }

    @Test func anIPadDocumentThatNamesNoDeviceIsCheckedOnTheIPad() throws {
        let analyzer = DocumentAnalyzer()
        #expect(analyzer.deviceNames(for: try Self.document(width: 1024, height: 768)) == ["ipad"])
        #expect(analyzer.deviceNames(for: try Self.document(width: 768, height: 1024)) == ["ipad"])
        #expect(analyzer.deviceNames(for: try Self.document(runtime: "iOS.CocoaTouch.iPad", width: 540, height: 620)) == ["ipad"])
        // A phone's screen, or a form sheet narrower than an iPad: the phone of section 3.
        #expect(analyzer.deviceNames(for: try Self.document(width: 375, height: 667)) == ["iphone-se"])
        #expect(analyzer.deviceNames(for: try Self.document(width: 815, height: 660)) == ["iphone-se"])
        var configured = DocumentAnalyzer()
        configured.fallbackDevice = "iphone-16"
        #expect(configured.deviceNames(for: try Self.document(width: 375, height: 667)) == ["iphone-16"])
    }
}
