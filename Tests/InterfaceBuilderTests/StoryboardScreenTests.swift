import InterfaceBuilder
import Testing

@Suite struct StoryboardScreenTests {
    @Test func navigationControllerRootAndPushedControllerAreScreensTheNavigationControllerIsNot() throws {
        let navigation = """
                <scene sceneID="nav-sc-001">
                    <objects>
                        <navigationController id="NAV-co-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="NAV-br-001">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="LOG-co-001" kind="relationship" relationship="rootViewController" id="SEG-rt-001"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="nav-fr-001" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
        """
        let login = scene(
            "log-sc-001", controller: "LOG-co-001",
            attributes: #"storyboardIdentifier="Login" customClass="LoginViewController" customModule="App" customModuleProvider="target" "#,
            root: "LOG-vw-001",
            subviews: textField("EML-tf-001", y: 120) + "\n" + """
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="NXT-bt-001">
                                        <rect key="frame" x="16" y="200" width="361" height="35"/>
                                        <connections>
                                            <segue destination="SGN-co-001" kind="show" id="SEG-sh-001"/>
                                        </connections>
                                    </button>
            """,
            connections: #"                    <outlet property="emailField" destination="EML-tf-001" id="OUT-em-001"/>"#)
        let signup = scene(
            "sgn-sc-001", controller: "SGN-co-001", attributes: #"customClass="SignupViewController" "#,
            root: "SGN-vw-001", subviews: textField("PWD-tf-001"))
        let document = try readDocument(storyboard(navigation + "\n" + login + "\n" + signup))

        #expect(document.kind == .storyboard)
        #expect(document.toolsVersion == 23504)
        #expect(document.deviceID == "retina6_12")
        #expect(document.orientation == "portrait")
        #expect(document.usesSafeAreas && document.usesAutolayout && document.usesTraitCollections)
        #expect(document.problems.isEmpty)
        #expect(document.screens.map(\.name) == ["Login", "SignupViewController"])

        let screen = document.screens[0]
        let tree = document.elements
        #expect(screen.controller.flatMap { tree.attribute("id", of: $0) } == "LOG-co-001")
        #expect(screen.scene.flatMap { tree.attribute("sceneID", of: $0) } == "log-sc-001")
        #expect(tree.attribute("id", of: screen.rootView) == "LOG-vw-001")
        #expect(screen.views.map(\.tag) == ["view", "textField", "button"])
        #expect(screen.views.map(\.kind) == [.root, .field, .button])
        #expect(screen.views.map(\.placement) == [.root, .subview, .subview])
        #expect(screen.views.map(\.parent) == [nil, 0, 0])
        #expect(screen.viewNames == ["root-LOG-vw-001", "emailField", "button-NXT-bt-001"])
        #expect(screen.views[1].savedFrame == SavedFrame(x: 16, y: 120, width: 361, height: 34))
        #expect(screen.outlets.map(\.property) == ["emailField"])
        #expect(screen.outlets.first?.owner == screen.controller)

        #expect(document.segues.map(\.kind) == ["relationship", "show"])
        let push = document.segues[1]
        #expect(tree.tag(push.source) == "button")
        #expect(push.sourceController == screen.controller)
        #expect(push.destination == "SGN-co-001")
        #expect(document.segues[0].relationship == "rootViewController")
        #expect(document.segues[0].sourceController.map(tree.tag) == "navigationController")
    }

    @Test func anEmbeddedControllerIsPartOfTheScreenThatEmbedsItFillingItsContainer() throws {
        let container = """
                                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="CNT-cv-001">
                                        <rect key="frame" x="0.0" y="300" width="393" height="200"/>
                                        <connections>
                                            <segue destination="CHD-co-001" kind="embed" id="SEG-em-001"/>
                                        </connections>
                                    </containerView>
        """
        let parent = scene("par-sc-001", controller: "PAR-co-001", root: "PAR-vw-001", subviews: container + "\n" + textField("TOP-tf-001", y: 520))
        let child = scene(
            "chd-sc-001", controller: "CHD-co-001", attributes: #"customClass="ChildViewController" "#, root: "CHD-vw-001",
            subviews: textField("CHD-tf-001", y: 10),
            connections: #"                    <outlet property="childField" destination="CHD-tf-001" id="OUT-ch-001"/>"#)
        let document = try readDocument(storyboard(parent + "\n" + child))

        #expect(document.screens.map(\.name) == ["scene-par-sc-001"])
        let screen = try #require(document.screens.first)
        let childController = try #require(document.element(withID: "CHD-co-001"))
        #expect(screen.views.map(\.id) == ["PAR-vw-001", "CNT-cv-001", "CHD-vw-001", "CHD-tf-001", "TOP-tf-001"])
        #expect(screen.views[2].placement == .embeddedRoot(controller: childController))
        #expect(screen.views[2].parent == 1)
        #expect(screen.views[2].kind == .view)
        #expect(screen.views[3].parent == 2)
        #expect(screen.views[3].name == "childField")
        #expect(screen.outlets.map(\.property) == ["childField"])
        #expect(screen.outlets.first?.owner == childController)
        let parentController = try #require(document.element(withID: "PAR-co-001"))
        #expect(screen.controllers == [parentController, childController])
    }

    @Test func anEmbedCycleEndsAndItsControllersAreNoScreens() throws {
        func container(_ id: String, embedding destination: String) -> String {
            """
                                    <containerView opaque="NO" contentMode="scaleToFill" id="\(id)">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                                        <connections>
                                            <segue destination="\(destination)" kind="embed" id="\(id)-sg"/>
                                        </connections>
                                    </containerView>
            """
        }
        let screenScene = scene("top-sc-001", controller: "TOP-co-001", root: "TOP-vw-001", subviews: container("TOP-cv-001", embedding: "AAA-co-001"))
        let a = scene("aaa-sc-001", controller: "AAA-co-001", root: "AAA-vw-001", subviews: container("AAA-cv-001", embedding: "BBB-co-001"))
        let b = scene("bbb-sc-001", controller: "BBB-co-001", root: "BBB-vw-001", subviews: container("BBB-cv-001", embedding: "AAA-co-001"))
        let itself = scene("slf-sc-001", controller: "SLF-co-001", root: "SLF-vw-001", subviews: container("SLF-cv-001", embedding: "SLF-co-001"))
        let document = try readDocument(storyboard([screenScene, a, b, itself].joined(separator: "\n")))

        #expect(document.screens.map(\.name) == ["scene-top-sc-001"])
        #expect(document.screens[0].views.map(\.id) == [
            "TOP-vw-001", "TOP-cv-001", "AAA-vw-001", "AAA-cv-001", "BBB-vw-001", "BBB-cv-001",
        ])
    }

    @Test func staticCellsWithTheirContentViewsAreViewsPrototypesAreNot() throws {
        let table = """
                <scene sceneID="tbl-sc-001">
                    <objects>
                        <tableViewController id="TBL-co-001" customClass="SettingsViewController" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" rowHeight="44" id="TBL-tv-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <sections>
                                    <tableViewSection headerTitle="Account" id="SEC-ts-001">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="CEL-tc-001">
                                                <rect key="frame" x="0.0" y="55.5" width="393" height="44"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="CEL-tc-001" id="CNV-cv-001">
                                                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                                    <subviews>
        \(textField("NAM-tf-001", y: 5))
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="prt-sc-001">
                    <objects>
                        <tableViewController id="PRT-co-001" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="PRT-tv-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <prototypes>
                                    <tableViewCell reuseIdentifier="cell" id="PRT-tc-001">
                                        <rect key="frame" x="0.0" y="50" width="393" height="44"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" id="PRT-cv-001">
                                            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                            <subviews>
        \(textField("PRT-tf-001", y: 5))
                                            </subviews>
                                        </tableViewCellContentView>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
        """
        let document = try readDocument(storyboard(table))
        #expect(document.screens.map(\.name) == ["SettingsViewController", "scene-prt-sc-001"])
        let screen = document.screens[0]
        #expect(screen.views.map(\.id) == ["TBL-tv-001", "CEL-tc-001", "CNV-cv-001", "NAM-tf-001"])
        #expect(screen.views.map(\.placement) == [.root, .staticCell, .cellContentView, .subview])
        #expect(screen.views.map(\.parent) == [nil, 0, 1, 2])
        #expect(screen.views.map(\.kind) == [.scroll, .view, .view, .field])
        #expect(document.screens[1].views.map(\.id) == ["PRT-tv-001"])
    }

    @Test func aToolbarsCustomViewIsAViewOfTheToolbar() throws {
        let toolbar = """
                                    <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="TBR-tb-001">
                                        <rect key="frame" x="0.0" y="808" width="393" height="44"/>
                                        <items>
                                            <barButtonItem style="plain" id="BBI-bi-001">
                                                <textField key="customView" opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="MSG-tf-001">
                                                    <rect key="frame" x="16" y="5" width="343" height="34"/>
                                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                </textField>
                                            </barButtonItem>
                                            <barButtonItem systemItem="flexibleSpace" id="BBI-bi-002"/>
                                        </items>
                                    </toolbar>
        """
        let document = try readDocument(storyboard(scene("tlb-sc-001", controller: "TLB-co-001", root: "TLB-vw-001", subviews: toolbar)))
        let screen = try #require(document.screens.first)
        #expect(screen.views.map(\.id) == ["TLB-vw-001", "TBR-tb-001", "MSG-tf-001"])
        #expect(screen.views.map(\.placement) == [.root, .subview, .toolbarItem])
        #expect(screen.views[2].parent == 1)
        #expect(screen.views[2].isAnalysed)
    }

    @Test func aLaunchScreenHasNoScreens() throws {
        let text = storyboard(scene("lch-sc-001", controller: "LCH-co-001", root: "LCH-vw-001", subviews: textField("LCH-tf-001")))
            .replacing(#"colorMatched="YES""#, with: #"colorMatched="YES" launchScreen="YES""#)
        let document = try readDocument(text)
        #expect(document.isLaunchScreen)
        #expect(document.screens.isEmpty)
    }
}
