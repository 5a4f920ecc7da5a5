import DocumentAnalysis
import DocumentLayout
import Foundation
import InterfaceBuilder
import Testing

/// The test documents of Tests/Fixtures/interface-builder and the repository's examples/
/// (named `examples/NAME`), found from this file's path.
enum Fixtures {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let directory = repository.appendingPathComponent("Tests/Fixtures/interface-builder")

    /// Every `.storyboard` and `.xib` of both folders, as paths relative to the fixtures'
    /// (`examples/…` for the examples), sorted.
    static let all: [String] = {
        var names: [String] = []
        for (folder, prefix) in [(directory, ""), (repository.appendingPathComponent("examples"), "examples/")] {
            guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
            while let name = walker.nextObject() as? String {
                if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") { names.append(prefix + name) }
            }
        }
        return names.sorted()
    }()

    /// The text of a fixture.
    static func text(_ name: String) throws -> String {
        let url = name.hasPrefix("examples/") ? repository.appendingPathComponent(name) : directory.appendingPathComponent(name)
        return try String(contentsOf: url, encoding: .utf8)
    }
}

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

/// A built-in device by its Interface Builder id (`retina4_7`).
func device(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> DeviceMetrics {
    try #require(InterfaceBuilderDevices.metrics(forID: id), "no device \(id)", sourceLocation: sourceLocation)
}

/// A run-time geometry on a device given by its Interface Builder id.
func geometry(_ id: String, landscape: Bool = false, keyboardTop: Double? = nil,
              sourceLocation: SourceLocation = #_sourceLocation) throws -> LayoutGeometry {
    LayoutGeometry(device: try device(id, sourceLocation: sourceLocation), isLandscape: landscape, keyboardTop: keyboardTop)
}

/// The saved geometry of a screen (section 5.9).
func savedGeometry(_ screen: Screen, in document: InterfaceBuilderDocument) -> LayoutGeometry {
    SavedGeometry.of(screen, in: document) { InterfaceBuilderDevices.metrics(forID: $0) }
}

/// One screen of a document with its layout.
struct LaidOutScreen {
    let document: InterfaceBuilderDocument
    let screen: Screen
    var layout: ScreenLayout

    /// The screen named `name` (the first screen when nil) of `document`.
    init(_ document: InterfaceBuilderDocument, screen name: String? = nil,
         sourceLocation: SourceLocation = #_sourceLocation) throws {
        self.document = document
        screen = try #require(name.map { name in document.screens.first { $0.name == name } } ?? document.screens.first,
                              "no screen \(name ?? "") in \(document.screens.map(\.name))", sourceLocation: sourceLocation)
        layout = ScreenLayout(document: document, screen: screen)
    }

    /// A fixture's screen.
    init(fixture: String, screen name: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try self.init(readDocument(Fixtures.text(fixture), sourceLocation: sourceLocation), screen: name,
                      sourceLocation: sourceLocation)
    }

    /// The index of the view with `id`.
    func index(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        try #require(screen.views.firstIndex { $0.id == id }, "no view \(id)", sourceLocation: sourceLocation)
    }

    mutating func solve(_ geometry: LayoutGeometry) -> SolvedScreen { layout.solve(in: geometry) }
}

/// Checks that the views `expected` names (id: top, height) have those frames, within 0.01.
func expectFrames(_ solved: SolvedScreen, of laid: LaidOutScreen, _ expected: [String: (top: Double, height: Double)],
                  sourceLocation: SourceLocation = #_sourceLocation) throws {
    for (id, frame) in expected.sorted(by: { $0.key < $1.key }) {
        let index = try laid.index(id, sourceLocation: sourceLocation)
        let solvedFrame = solved.frames[index]
        #expect(abs(solvedFrame.top - frame.top) < 0.01 && abs(solvedFrame.height - frame.height) < 0.01,
                "\(id): top \(solvedFrame.top) height \(solvedFrame.height), expected top \(frame.top) height \(frame.height)",
                sourceLocation: sourceLocation)
    }
}

/// A storyboard as Xcode 15 writes it, around the given scenes, saved on `device`.
func storyboard(_ scenes: String, device: String = "retina4_7", toolsVersion: String = "22505") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="\(device)" orientation="portrait" appearance="light"/>
        <dependencies>
            <deployment identifier="iOS"/>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
            <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            <capability name="System colors in document resources" minToolsVersion="11.0"/>
            <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
        </dependencies>
        <scenes>
    \(scenes)
        </scenes>
    </document>

    """
}

/// A scene whose `viewController` (id `controller`) has a 375 x 667 root view `root` with
/// the safe area guide `root-sa`, `subviews` and the root's `constraints`.
func scene(_ sceneID: String, controller: String, root: String, subviews: String, constraints: String,
           extra: String = "", connections: String = "") -> String {
    """
            <scene sceneID="\(sceneID)">
                <objects>
                    <viewController storyboardIdentifier="\(controller)" id="\(controller)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(root)">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
    \(subviews)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="\(root)-sa"/>
    \(extra)
                            <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                            <constraints>
    \(constraints)
                            </constraints>
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

/// A text field as Interface Builder writes one; `frame: nil` leaves out its `<rect>`.
func textField(_ id: String, y: Double? = 100, height: Double = 34, attributes: String = "", constraints: String = "") -> String {
    let rect = y.map { #"<rect key="frame" x="16" y="\#($0)" width="343" height="\#(height)"/>"# } ?? ""
    let own = constraints.isEmpty ? "" : "<constraints>\n\(constraints)\n</constraints>"
    return """
                                    <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" \(attributes)id="\(id)">
                                        \(rect)
                                        \(own)
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                        <textInputTraits key="textInputTraits"/>
                                    </textField>
    """
}

/// A `<constraint>` element.
func constraint(_ id: String, _ first: String?, _ firstAttribute: String, _ second: String? = nil,
                _ secondAttribute: String? = nil, constant: String? = nil, extra: String = "") -> String {
    var parts: [String] = []
    if let first { parts.append(#"firstItem="\#(first)""#) }
    parts.append(#"firstAttribute="\#(firstAttribute)""#)
    if let second { parts.append(#"secondItem="\#(second)""#) }
    if let secondAttribute { parts.append(#"secondAttribute="\#(secondAttribute)""#) }
    if let constant { parts.append(#"constant="\#(constant)""#) }
    if !extra.isEmpty { parts.append(extra) }
    parts.append(#"id="\#(id)""#)
    return "                                <constraint \(parts.joined(separator: " "))/>"
}
