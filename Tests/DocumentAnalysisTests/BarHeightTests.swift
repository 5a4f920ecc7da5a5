@testable import DocumentAnalysis
import Foundation
import InterfaceBuilder
import KeyboardCode
import SourceCode
import Testing
import TestSupport

/// code.md section 3's `tabBar.frame.height`: the bar's frame as UIKit reports it, which on
/// a phone with a home indicator reaches the screen's bottom (49 + 34 in portrait).
@Suite struct BarHeightTests {
    @Test func aTabBarsFrameReachesTheScreensBottom() throws {
        // MakeSomeFood's login screen: the constant lifts the form by the keyboard less the tab bar.
        var base = CodeBase()
        let source = CodeScreens.handler("noteBottom.constant = frame.height - (tabBarController?.tabBar.frame.height ?? 0)")
        base.add(SourceReader.read(Array(source.utf8), language: .swift), path: "/app/Form.swift")
        var analyzer = DocumentAnalyzer()
        analyzer.code = ProjectCode(root: "/app", base: base)
        analyzer.documentDirectory = "/app"
        let tabs = """
                <scene sceneID="tabs">
                    <objects>
                        <tabBarController id="tbc" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="0.0" width="375" height="49"/></tabBar>
                            <connections><segue destination="vc1" kind="relationship" relationship="viewControllers" id="rel"/></connections>
                        </tabBarController>
                    </objects>
                </scene>
            </scenes>
            """
        let text = CodeScreens.storyboard("Form").replacingOccurrences(of: "</scenes>", with: tabs)
        let document = try InterfaceBuilderDocument.read(Array(text.utf8)).get()
        func details(_ device: String) throws -> [String] {
            try #require(try analyzer.layout(of: document, device: device, orientation: .portrait, keyboardUp: false).screens.first?.code).details
        }
        #expect(try details("iphone-11").contains { $0.contains("→ 263 pt") })
        #expect(try details("iphone-se").contains { $0.contains("→ 211 pt") })
    }
}
