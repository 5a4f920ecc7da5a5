import InterfaceBuilder
import Testing

/// Reads a document that must be readable; records an issue otherwise.
func readDocument(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> InterfaceBuilderDocument {
    switch InterfaceBuilderDocument.read(Array(text.utf8)) {
    case .success(let document):
        return document
    case .failure(let failure):
        Issue.record("read failed on line \(failure.line): \(failure.message)", sourceLocation: sourceLocation)
        throw failure
    }
}

/// The failure of bytes that must not be readable; nil (and an issue) when they were read.
func failure(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> ReadFailure? {
    switch InterfaceBuilderDocument.read(bytes) {
    case .success:
        Issue.record("read succeeded", sourceLocation: sourceLocation)
        return nil
    case .failure(let failure):
        return failure
    }
}

func failure(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> ReadFailure? {
    failure(Array(text.utf8), sourceLocation: sourceLocation)
}

/// A storyboard as Xcode 16 writes it, around the given scenes.
func storyboard(_ scenes: String, device: String = #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        \(device)
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
        </dependencies>
        <scenes>
    \(scenes)
        </scenes>
    </document>

    """
}

/// A scene holding a `viewController` whose root view holds `subviews`.
func scene(
    _ sceneID: String, controller: String, attributes: String = "", root: String, subviews: String = "",
    connections: String = ""
) -> String {
    """
            <!--Scene \(sceneID)-->
            <scene sceneID="\(sceneID)">
                <objects>
                    <viewController id="\(controller)" \(attributes)sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(root)">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
    \(subviews)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="\(root)-sa"/>
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                        </view>
                        <connections>
    \(connections)
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="\(sceneID)-fr" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                </objects>
                <point key="canvasLocation" x="100" y="100"/>
            </scene>
    """
}

/// A text field as Interface Builder writes one.
func textField(_ id: String, y: Double = 100, attributes: String = "") -> String {
    """
                                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" \(attributes)id="\(id)">
                                        <rect key="frame" x="16" y="\(y)" width="361" height="34"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                        <textInputTraits key="textInputTraits"/>
                                    </textField>
    """
}

extension Screen {
    /// The names of the views, in order.
    var viewNames: [String] { views.map(\.name) }
}
