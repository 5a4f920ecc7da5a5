import InterfaceBuilder
import Testing

@Suite struct NameTests {
    @Test func screenNamesFollowSectionTwo() throws {
        let scenes = [
            scene("aaa-sc-001", controller: "AAA-co-001", attributes: #"storyboardIdentifier="Login" customClass="LoginVC" "#, root: "AAA-vw-001"),
            scene("bbb-sc-001", controller: "BBB-co-001", attributes: #"customClass="LoginVC" "#, root: "BBB-vw-001"),
            scene("ccc-sc-001", controller: "CCC-co-001", attributes: #"storyboardIdentifier="Login" "#, root: "CCC-vw-001"),
            scene("ddd-sc-001", controller: "DDD-co-001", attributes: #"storyboardIdentifier="Login-2" "#, root: "DDD-vw-001"),
            scene("eee-sc-001", controller: "EEE-co-001", attributes: #"storyboardIdentifier="Sign up / Log in" "#, root: "EEE-vw-001"),
            scene("fff-sc-001", controller: "FFF-co-001", attributes: #"storyboardIdentifier="2FA" "#, root: "FFF-vw-001"),
            scene("ggg-sc-001", controller: "GGG-co-001", attributes: #"storyboardIdentifier="_private" "#, root: "GGG-vw-001"),
            scene("hhh-sc-001", controller: "HHH-co-001", attributes: #"storyboardIdentifier="" customClass="Café" "#, root: "HHH-vw-001"),
            scene("3ii-sc-001", controller: "III-co-001", root: "III-vw-001"),
            scene("3ii-sc-001", controller: "JJJ-co-001", root: "JJJ-vw-001"),
        ]
        let document = try readDocument(storyboard(scenes.joined(separator: "\n")))
        #expect(document.screens.map(\.name) == [
            "Login", "LoginVC", "Login-2", "Login-2-2", "Sign-up---Log-in", "screen-2FA", "_private", "Caf-",
            "scene-3ii-sc-001", "scene-3ii-sc-001-2",
        ])
    }

    @Test func viewNamesAreOutletsThenUserLabelsThenKindAndIDUniqueInTheScreen() throws {
        let subviews = [
            textField("AAA-tf-001", attributes: #"userLabel="Ignored" "#),
            textField("BBB-tf-001", attributes: #"userLabel="Email field" "#),
            textField("CCC-tf-001"),
            textField("DDD-tf-001", attributes: #"userLabel="email" "#),
            textField("EEE-tf-001", attributes: #"userLabel="9 lives" "#),
            #"                        <label opaque="NO" text="Hi" id="FFF-lb-001"><rect key="frame" x="0" y="0" width="10" height="10"/></label>"#,
        ]
        let outlets = """
                            <outlet property="email" destination="AAA-tf-001" id="OUT-aa-001"/>
                            <outlet property="emailAgain" destination="AAA-tf-001" id="OUT-aa-002"/>
        """
        let document = try readDocument(storyboard(scene(
            "nam-sc-001", controller: "NAM-co-001", root: "NAM-vw-001", subviews: subviews.joined(separator: "\n"),
            connections: outlets)))
        #expect(document.screens[0].viewNames == [
            "root-NAM-vw-001", "email", "Email-field", "field-CCC-tf-001", "email-2", "screen-9-lives", "label-FFF-lb-001",
        ])
    }
}
