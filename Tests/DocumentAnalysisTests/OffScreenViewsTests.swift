import DocumentAnalysis
import Testing

/// ib.md sections 4 and 7: KB006 looks at every analysed view — a label or a button as
/// much as a field — but not at a hidden view, nor at a field that cannot be edited.
@Suite struct OffScreenViewsTests {
    /// An iPhone SE screen (667 pt tall) whose views end low: in landscape (375 pt) they
    /// reach below it. Each keeps its saved frame (no constraints mention it).
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="off-sc-001">
                    <objects>
                        <viewController id="OFF-co-001" customClass="About" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="OFF-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Version 2.1" translatesAutoresizingMaskIntoConstraints="NO" id="OFF-lb-001" userLabel="versionLabel">
                                        <rect key="frame" x="16" y="600" width="343" height="40"/>
                                    </label>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" hidden="YES" text="Beta" translatesAutoresizingMaskIntoConstraints="NO" id="OFF-lb-002" userLabel="betaLabel">
                                        <rect key="frame" x="16" y="600" width="343" height="40"/>
                                    </label>
                                    <textField opaque="NO" contentMode="scaleToFill" enabled="NO" borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="OFF-tf-001" userLabel="serialField">
                                        <rect key="frame" x="16" y="560" width="343" height="34"/>
                                    </textField>
                                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="OFF-bt-001" userLabel="closeButton">
                                        <rect key="frame" x="16" y="520" width="343" height="30"/>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func labelsAndButtonsBelowTheScreenGetKB006HiddenAndDisabledViewsDoNot() {
        let found = DocumentAnalyzer().analyze(Array(Self.document.utf8)).diagnostics
        #expect(found.map { "\($0.code.rawValue) \($0.message)" } == [
            "KB006 label 'versionLabel' extends below the screen in landscape by 265 pt",
            "KB006 button 'closeButton' extends below the screen in landscape by 175 pt",
        ])
    }
}
