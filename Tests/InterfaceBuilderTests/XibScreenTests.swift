import InterfaceBuilder
import Testing

/// A xib as Xcode writes one, around its `<objects>`' content.
func xib(_ objects: String, type: String = "com.apple.InterfaceBuilder3.CocoaTouch.XIB") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="\(type)" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_7" orientation="landscape" appearance="light"/>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
        </dependencies>
        <objects>
    \(objects)
        </objects>
    </document>

    """
}

/// A top-level view of a xib.
func topLevelView(_ id: String, height: Double, freeform: Bool = false, subviews: String = "") -> String {
    """
            <view contentMode="scaleToFill" id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
    \(subviews)
                </subviews>
                <viewLayoutGuide key="safeArea" id="\(id)-sa"/>
                \(freeform ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
            </view>
    """
}

@Suite struct XibScreenTests {
    @Test func theViewTheFilesOwnersViewOutletNamesIsTheScreen() throws {
        let objects = """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController" customModule="App" customModuleProvider="target">
                    <connections>
                        <outlet property="passwordField" destination="PWD-tf-001" id="OUT-pw-001"/>
                        <outlet property="view" destination="ROT-vw-001" id="OUT-vw-001"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(topLevelView("OTH-vw-001", height: 600, freeform: true))
        \(topLevelView("ROT-vw-001", height: 667, subviews: textField("PWD-tf-001")))
        """
        let document = try readDocument(xib(objects))
        #expect(document.kind == .xib)
        #expect(document.orientation == "landscape")
        #expect(document.deviceID == "retina4_7")
        #expect(document.screens.map(\.name) == ["LoginViewController"])
        let screen = document.screens[0]
        #expect(screen.controller == nil && screen.scene == nil)
        #expect(screen.viewNames == ["view", "passwordField"])
        #expect(screen.outlets.map(\.property) == ["passwordField", "view"])
        #expect(screen.outlets.allSatisfy { $0.owner == document.filesOwner })
    }

    @Test func withoutAViewOutletEveryTallFreeformTopLevelViewIsAScreen() throws {
        let objects = """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        \(topLevelView("FRM-vw-001", height: 500, freeform: true, subviews: textField("FRM-tf-001")))
        \(topLevelView("SHT-vw-001", height: 120, freeform: true))
        \(topLevelView("FIX-vw-001", height: 667))
        \(topLevelView("FRM-vw-002", height: 301, freeform: true))
        """
        let document = try readDocument(xib(objects, type: "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB"))
        #expect(document.screens.map(\.name) == ["view", "view-2"])
        #expect(document.screens.map(\.views.first?.id) == ["FRM-vw-001", "FRM-vw-002"])
    }

    @Test func aComponentXibHasNoScreens() throws {
        let objects = """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="InputBar">
                    <connections>
                        <outlet property="contentView" destination="BAR-vw-001" id="OUT-cv-001"/>
                    </connections>
                </placeholder>
        \(topLevelView("BAR-vw-001", height: 52, freeform: true, subviews: textField("BAR-tf-001")))
                <tableViewCell contentMode="scaleToFill" id="CEL-tc-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                </tableViewCell>
        """
        let document = try readDocument(xib(objects))
        #expect(document.screens.isEmpty)
        #expect(document.problems.isEmpty)
    }
}
