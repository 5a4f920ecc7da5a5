import InterfaceBuilder
import Testing

@Suite struct ProblemTests {
    @Test func missingIDsDuplicateIDsAndDanglingReferencesAreProblemsNotFailures() throws {
        let subviews = """
                                    <textField contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO">
                                        <rect key="frame" x="16" y="100" width="361" height="34"/>
                                    </textField>
        \(textField("DUP-tf-001", y: 150))
        \(textField("DUP-tf-001", y: 200))
        """
        var text = storyboard(scene(
            "prb-sc-001", controller: "PRB-co-001", root: "PRB-vw-001", subviews: subviews,
            connections: #"                    <outlet property="gone" destination="GON-tf-001" id="OUT-gn-001"/>"#))
        text = text.replacing("""
                            <viewLayoutGuide key="safeArea" id="PRB-vw-001-sa"/>
        """, with: """
                            <constraints>
                                <constraint firstItem="DUP-tf-001" firstAttribute="top" secondItem="MIS-sa-001" secondAttribute="top" constant="8" id="CON-ct-001"/>
                                <constraint firstAttribute="bottom" secondItem="DUP-tf-001" secondAttribute="bottom" multiplier="3:4" priority="750" id="CON-ct-002"/>
                                <constraint firstAttribute="height" constant="40"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="PRB-vw-001-sa"/>
        """)
        let document = try readDocument(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func line(of fragment: String, occurrence: Int = 1) -> Int {
            lines.indices.filter { lines[$0].contains(fragment) }[occurrence - 1] + 1
        }
        let problems = document.problems.map { "\($0.line): \($0.message)" }
        #expect(problems == [
            "\(line(of: "<textField contentMode")): textField has no id",
            "\(line(of: #"id="DUP-tf-001""#, occurrence: 2)): textField has the id 'DUP-tf-001' of the textField on line \(line(of: #"id="DUP-tf-001""#))",
            "\(line(of: "CON-ct-001")): constraint names secondItem 'MIS-sa-001', which no element has",
            "\(line(of: #"constant="40"/>"#)): constraint has no id",
            "\(line(of: "OUT-gn-001")): outlet names destination 'GON-tf-001', which no element has",
        ])
        #expect(document.screens.first?.views.count == 4)
        #expect(document.element(withID: "DUP-tf-001").map { document.elements.line(of: $0) } == line(of: #"id="DUP-tf-001""#))

        let root = try #require(document.element(withID: "PRB-vw-001"))
        let constraints = document.constraints(ownedBy: root)
        #expect(constraints.map(\.id) == ["CON-ct-001", "CON-ct-002", ""])
        #expect(constraints[1].firstItem == "PRB-vw-001" && constraints[1].firstItemIsOwner)
        #expect(constraints[1].multiplier == 0.75 && constraints[1].priority == 750 && constraints[1].constant == 0)
        #expect(constraints[0].relation == "equal" && constraints[0].constant == 8)
        #expect(constraints[2].secondItem == nil && constraints[2].constant == 40)
    }

    @Test func aSegueReferenceInTheTieBreakersIsNoSegueAndNamesOneThatExists() throws {
        let text = storyboard(scene(
            "ref-sc-001", controller: "REF-co-001", root: "REF-vw-001",
            connections: #"                    <segue destination="REF-co-001" kind="show" id="SEG-sh-001"/>"#))
            .replacing("    </scenes>\n", with: """
                </scenes>
                <inferredMetricsTieBreakers>
                    <segue reference="SEG-sh-001"/>
                    <segue reference="GON-sg-001"/>
                </inferredMetricsTieBreakers>

            """)
        let document = try readDocument(text)
        let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("GON-sg-001") }) + 1
        #expect(document.segues.map(\.kind) == ["show"])
        #expect(document.problems.map { "\($0.line): \($0.message)" } == ["\(line): segue names reference 'GON-sg-001', which no element has"])
    }
}
