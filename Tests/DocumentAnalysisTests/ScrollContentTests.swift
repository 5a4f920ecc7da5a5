import Diagnostics
@testable import DocumentAnalysis
import Foundation
import KeyboardAnalysis
import Testing
import TestSupport

/// A rectangle the code scrolls into view is in the scroll view's content (code.md section
/// 4, `inset`), whose `y` 0 lies below the scroll's automatic top inset (ib.md 5.5): under
/// the status bar, 20 pt below the scroll's top (survey G2, NunciosChums; G3, LoLympics).
@Suite struct ScrollContentTests {
    /// An iPhone SE storyboard whose root holds a scroll view from the screen's top (not the
    /// safe area's) to its bottom, with a field 380 pt down its content, 34 tall.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="Form" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                        <subviews>
                                            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Note" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                                <rect key="frame" x="24" y="380" width="327" height="34"/>
                                                <constraints><constraint firstAttribute="height" constant="34" id="hn"/></constraints>
                                            </textField>
                                        </subviews>
                                        <constraints>
                                            <constraint firstItem="note" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="380" id="nt"/>
                                        </constraints>
                                    </scrollView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="scroll" firstAttribute="top" secondItem="root" secondAttribute="top" id="st"/>
                                    <constraint firstItem="root" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="sb"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="scroll" destination="scroll" id="o1"/>
                                <outlet property="noteField" destination="note" id="o2"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let insetByTheKeyboard = "scroll.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: frame.height, right: 0)"

    /// The handler: `room` (the scroll inset by the keyboard's height), then `body`.
    static func source(_ body: String, room: String = insetByTheKeyboard) -> String {
        """
        class Form: UIViewController {
            @IBOutlet weak var scroll: UIScrollView!
            @IBOutlet weak var scrollBottom: NSLayoutConstraint!
            @IBOutlet weak var noteField: UITextField!
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
            }
            @objc func keyboardWillShow(_ notification: Notification) {
                let frame = notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
                \(room)
                \(body)
            }
        }
        """
    }

    static func portraitFindings(_ body: String) -> [Diagnostic] {
        KeyboardCodeAnalysisTests.analysis("Form", ["/app/Form.swift": source(body)], document: Array(storyboard.utf8))
            .diagnostics.filter { $0.keyboard?.orientation == .portrait }
    }

    /// Portrait: the content starts at 20 (the status bar), the field at 400 to 434, the
    /// keyboard's top at 667 - 260 = 407. UIKit scrolls the content from -20 to 7, 27 pt:
    /// the field's bottom ends on the keyboard's top. A guard: the field's own frame is in
    /// the content (380), so the inset is counted once, not twice (before the content's
    /// coordinates, its frame and the rectangle both left the inset out, and this held too).
    @Test func theFieldsOwnFrameScrolledIntoViewEndsOnTheKeyboardsTop() {
        #expect(Self.portraitFindings("scroll.scrollRectToVisible(noteField.frame, animated: true)").isEmpty)
    }

    /// A rectangle 20 pt taller than the field brings it 20 pt higher; the field's top 20 pt
    /// (content 380 to 400, 420 on screen) scroll 13 pt, and the field stays 14 pt under.
    @Test func anotherRectangleIsPlacedInTheContentAlike() {
        #expect(Self.portraitFindings("scroll.scrollRectToVisible(noteField.frame.insetBy(dx: 0, dy: -20), animated: true)").isEmpty)
        let short = Self.portraitFindings("scroll.scrollRectToVisible(CGRect(x: 0, y: 380, width: 10, height: 20), animated: true)")
        #expect(short.filter { $0.code == .stillCovered }.map(\.keyboard?.amount) == [14])
    }

    /// Survey G10 (SODA's feedback form): the root view made a scroll view
    /// (`customClass="UIScrollView"`), its content offset set by the handler: every field
    /// moves up by it, though the layout has no scroll view around them.
    @Test func theRootViewAsAScrollViewMovesItsFields() {
        let storyboard = CodeScreens.storyboard("Form")
            .replacingOccurrences(of: #"<view key="view" contentMode="scaleToFill" id="root">"#,
                                  with: #"<view key="view" contentMode="scaleToFill" customClass="UIScrollView" id="root">"#)
            .replacingOccurrences(of: #"<outlet property="noteBottom" destination="nb" id="o1"/>"#,
                                  with: #"<outlet property="noteBottom" destination="nb" id="o1"/><outlet property="scroll" destination="root" id="o3"/>"#)
        func amounts(_ offset: Int) -> [Double?] {
            let source = CodeScreens.handler("scroll.setContentOffset(CGPoint(x: 0, y: \(offset)), animated: true)")
                .replacingOccurrences(of: "@IBOutlet weak var noteBottom", with: "@IBOutlet weak var scroll: UIScrollView!\n    @IBOutlet weak var noteBottom")
            return KeyboardCodeAnalysisTests.analysis("Form", ["/app/Form.swift": source], document: Array(storyboard.utf8))
                .diagnostics.filter { $0.keyboard?.orientation == .portrait && $0.keyboard?.element == "noteField" }.map(\.keyboard?.amount)
        }
        // The note at 613 to 647 against the keyboard's top at 407: 240 pt under; 300 up, clear.
        // (The name field goes as far up, above the screen's top: its own finding.)
        #expect(amounts(300).isEmpty)
        #expect(amounts(200) == [40])
    }

    /// Survey G14 (RPiCameraViewer's input screens): a constant ends the scroll view at the
    /// keyboard's top, then `scrollRectToVisible` brings the field up: the content is now
    /// taller than the scroll (407 pt of 667), so UIKit scrolls it the 27 pt the field needs
    /// (400 to 434 against the keyboard's top at 407), though nothing is inset.
    @Test func aScrollViewMadeShorterByAConstantScrollsItsContentFarther() {
        let storyboard = Self.storyboard.replacingOccurrences(
            of: #"<outlet property="scroll" destination="scroll" id="o1"/>"#,
            with: #"<outlet property="scroll" destination="scroll" id="o1"/><outlet property="scrollBottom" destination="sb" id="o3"/>"#)
        func findings(_ body: String, room: String = "scrollBottom.constant = frame.height") -> [Diagnostic] {
            KeyboardCodeAnalysisTests.analysis("Form", ["/app/Form.swift": Self.source(body, room: room)], document: Array(storyboard.utf8))
                .diagnostics.filter { $0.keyboard?.orientation == .portrait }
        }
        #expect(findings("scroll.scrollRectToVisible(noteField.frame, animated: true)").isEmpty)
        // Not scrolled, the field stays where the shorter scroll view leaves it.
        #expect(findings("").filter { $0.code == .stillCovered }.map(\.keyboard?.amount) == [27])
        // Survey G13 (thisBoresMe's sign-up screen, a layout of frames): the scroll view's
        // frame made shorter by the keyboard's height is as much room as an inset: UIKit
        // brings the field up (it had been KB310, and the screen checked without the code).
        #expect(findings("", room: "scroll.frame.size.height = view.frame.size.height - frame.height").isEmpty)
    }
}
