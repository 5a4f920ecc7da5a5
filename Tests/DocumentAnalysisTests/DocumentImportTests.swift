import Diagnostics
import DocumentAnalysis
import InterfaceBuilder
import KeyboardAnalysis
import Testing

/// `kb-lsp import` (ib.md section 9): the exact KBL of small hand-written documents, each
/// number worked out from the constraints in the comments.
@Suite("Importing documents as KBL")
struct DocumentImportTests {
    /// An iPhone SE screen with no keyboard handling: a banner under the status bar (top 0,
    /// 120 tall, so 547 above the safe bottom: KBL has no negative top) holding a label; the
    /// email field 20 below it (140, 120 under the content top 20); a hidden field 16 lower
    /// (190); the password field 40 above the safe bottom (593 to 627).
    static let signIn = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="sc1">
                <objects>
                    <viewController storyboardIdentifier="SignIn" id="vc1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <imageView userLabel="Banner" translatesAutoresizingMaskIntoConstraints="NO" id="img">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="120"/>
                                    <subviews>
                                        <label text="Welcome &quot;back&quot;" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                                            <rect key="frame" x="16" y="80" width="343" height="20"/>
                                        </label>
                                    </subviews>
                                </imageView>
                                <textField placeholder="Email" translatesAutoresizingMaskIntoConstraints="NO" id="em1">
                                    <rect key="frame" x="24" y="140" width="327" height="34"/>
                                </textField>
                                <textField hidden="YES" placeholder="Code" translatesAutoresizingMaskIntoConstraints="NO" id="cd1">
                                    <rect key="frame" x="24" y="190" width="327" height="34"/>
                                </textField>
                                <textField placeholder="Password" translatesAutoresizingMaskIntoConstraints="NO" id="pw1">
                                    <rect key="frame" x="24" y="593" width="327" height="34"/>
                                </textField>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa"/>
                            <constraints>
                                <constraint firstItem="img" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                                <constraint firstItem="img" firstAttribute="height" constant="120" id="c2"/>
                                <constraint firstItem="lbl" firstAttribute="top" secondItem="img" secondAttribute="top" constant="80" id="c3"/>
                                <constraint firstItem="lbl" firstAttribute="height" constant="20" id="c4"/>
                                <constraint firstItem="em1" firstAttribute="top" secondItem="img" secondAttribute="bottom" constant="20" id="c5"/>
                                <constraint firstItem="em1" firstAttribute="height" constant="34" id="c6"/>
                                <constraint firstItem="cd1" firstAttribute="top" secondItem="em1" secondAttribute="bottom" constant="16" id="c7"/>
                                <constraint firstItem="cd1" firstAttribute="height" constant="34" id="c8"/>
                                <constraint firstItem="sa" firstAttribute="bottom" secondItem="pw1" secondAttribute="bottom" constant="40" id="c9"/>
                                <constraint firstItem="pw1" firstAttribute="height" constant="34" id="c10"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="emailField" destination="em1" id="o1"/>
                            <outlet property="passwordField" destination="pw1" id="o2"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """#

    /// An iPhone 16 screen pinned to the keyboard layout guide (`avoid resize`): the message
    /// field 8 above the guide (810 with the keyboard down, the safe bottom 818 less 8; 508
    /// up, the keyboard's top 516 less 8: KBL's `bottom 8` gives both), the order field 581
    /// under the safe area's top 59.
    static let chat = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="sc1">
                <objects>
                    <viewController customClass="ChatViewController" id="vc1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <textField placeholder="Message" translatesAutoresizingMaskIntoConstraints="NO" id="msg">
                                    <rect key="frame" x="16" y="776" width="361" height="34"/>
                                </textField>
                                <textField placeholder="Order" translatesAutoresizingMaskIntoConstraints="NO" id="ord">
                                    <rect key="frame" x="16" y="640" width="361" height="34"/>
                                </textField>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sa"/>
                            <keyboardLayoutGuide key="keyboard" id="kb"/>
                            <constraints>
                                <constraint firstItem="kb" firstAttribute="top" secondItem="msg" secondAttribute="bottom" constant="8" id="c1"/>
                                <constraint firstItem="msg" firstAttribute="height" constant="34" id="c2"/>
                                <constraint firstItem="ord" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="581" id="c3"/>
                                <constraint firstItem="ord" firstAttribute="height" constant="34" id="c4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """#

    private func imported(_ text: String, analyzer: DocumentAnalyzer = DocumentAnalyzer()) throws -> String {
        guard case .success(let document) = InterfaceBuilderDocument.read(Array(text.utf8)) else {
            Issue.record("the document does not read")
            return ""
        }
        return try analyzer.importKBL(of: document).text(path: "Test.storyboard")
    }

    @Test func aScreenWithoutKeyboardHandling() throws {
        #expect(try imported(Self.signIn) == #"""
            # kb-lsp import of Test.storyboard: its screens on iphone-se in portrait,
            # each element placed in its parent from the frames kb-lsp solved there, with the line
            # of its start tag, its tag and the name findings give it.

            screen SignIn { # line 7: viewController
              device iphone-se
              orientations portrait
              navigation-bar 0 0 # the document's bars: status bar 20, navigation bar 0
              ios 8
              avoid none                                            # no technique found in the document: the configuration's avoid, else none
              view Banner bottom 547 height 120 {                   # line 11: imageView 'Banner'; holds views: a view
                label label-lbl "Welcome \"back\"" top 80 height 20 # line 14: label 'label-lbl'
              }
              field emailField "Email" top 120 height 34       # line 19: textField 'emailField'
              label field-cd1 "Code" top 170 height 34         # line 22: textField 'field-cd1'; not analysed (disabled, hidden or not placed): a label
              field passwordField "Password" top 573 height 34 # line 25: textField 'passwordField'
            }

            """#)
    }

    @Test func aScreenPinnedToTheKeyboardKeepsItsKeyboardUpFrames() throws {
        #expect(try imported(Self.chat) == #"""
            # kb-lsp import of Test.storyboard: its screens on iphone-16 in portrait,
            # each element placed in its parent from the frames kb-lsp solved there, with the line
            # of its start tag, its tag and the name findings give it.

            screen ChatViewController { # line 7: viewController
              device iphone-16
              orientations portrait
              navigation-bar 0 0 # the document's bars: status bar 59, navigation bar 0
              ios 8
              avoid resize                                 # a constraint to the keyboard layout guide
              field field-msg "Message" bottom 8 height 34 # line 11: textField 'field-msg'
              field field-ord "Order" top 581 height 34    # line 14: textField 'field-ord'
            }

            """#)
    }

    @Test func theConfigurationChoosesTheGeometryAndTheOptions() throws {
        var analyzer = DocumentAnalyzer(configuredStrategy: "shift")
        analyzer.analyzer.defaultOrientations = [.landscape]
        analyzer.analyzer.defaultPadding = 12
        analyzer.analyzer.defaultIOSVersion = 7
        let text = try imported(Self.signIn, analyzer: analyzer)
        #expect(text.hasPrefix("# kb-lsp import of Test.storyboard: its screens on iphone-se in landscape,\n"))
        #expect(text.contains("\n  orientations landscape\n"))
        #expect(text.contains("\n  ios 7\n"))
        #expect(text.contains("\n  avoid shift padding 12 "))
        // In landscape the status bar is 0 and the screen 375 tall: the password field is
        // 40 above it, at 301.
        #expect(text.contains("field passwordField \"Password\" top 301 height 34"))
    }

    @Test func aScreenWithLessThanTheDevicesStatusBarDeclaresItsDevice() throws {
        // `<nil key="simulatedStatusBarMetrics"/>`: no status bar, so the content starts at 0,
        // 20 above what `iphone-se` with no navigation bar gives: the banner's top is 0 again.
        let text = try imported(Self.signIn.replacing("<connections>", with: "<nil key=\"simulatedStatusBarMetrics\"/>\n<connections>", maxReplacements: 1))
        #expect(text.contains("""

            device iphone-se-short-status-bar { # iphone-se with the screen's status bar
              size 375 667
              keyboard 260 200
              status-bar 0 0
              home-indicator 0 0
            }

            screen SignIn { # line 7: viewController
              device iphone-se-short-status-bar

            """))
        #expect(text.contains("  view Banner top 0 height 120 {"))
        #expect(text.contains("  field passwordField \"Password\" top 593 height 34"))
    }

    @Test func aDocumentWithNoScreensIsAnError() throws {
        let launch = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" launchScreen="YES">
                <scenes/>
            </document>
            """#
        guard case .success(let document) = InterfaceBuilderDocument.read(Array(launch.utf8)) else {
            Issue.record("the document does not read")
            return
        }
        #expect(throws: ImportError.noScreens) { try DocumentAnalyzer().importKBL(of: document) }
    }
}

/// The document of the explanation of KB301 imported: what the document does not
/// analyse stays out of the KBL's analysis.
@Suite("Importing the explanations' documents")
struct ExplanationImportTests {
    @Test func aFieldThatCannotBePlacedIsALabel() throws {
        let example = DiagnosticCode.unplacedField.explanation.example
        guard case .success(let document) = InterfaceBuilderDocument.read(Array(example.utf8)) else {
            Issue.record("the example does not read")
            return
        }
        let text = try DocumentAnalyzer().importKBL(of: document).text(path: "KB301.storyboard")
        let unplaced = try #require(text.split(separator: "\n").first { $0.contains("not analysed") })
        #expect(unplaced.trimmingPrefix(while: { $0 == " " }).hasPrefix("label "))
        #expect(!text.split(separator: "\n").contains { $0.trimmingPrefix(while: { $0 == " " }).hasPrefix("field ") })
    }
}
