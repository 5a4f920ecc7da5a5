import DocumentLayout
import Testing

/// KB302's data (section 5.8: an irreducible set of required constraints that cannot hold)
/// and KB301's (views that nothing places).
@Suite("Conflicts and unplaced views")
struct ConflictTests {
    /// The constraints of the conflicting screen: the field 100 below the safe top, 34 tall
    /// (its own constraint), and at least 300 above the safe bottom. On iphone-se that needs
    /// 434 of safe area: portrait has 647, landscape 375. A label at safe top + 10 (20 tall)
    /// and a button 20 above the safe bottom (44 tall) are in no conflict.
    static let conflicting = ["cA1-aa-001", "cA2-aa-001", "cA3-aa-001"]

    static func conflictDocument(leavingOut left: String? = nil) -> String {
        let keep = { (id: String, line: String) in id == left ? "" : line }
        let subviews = textField("cFd-aa-001", y: 120, constraints: keep("cA2-aa-001", constraint("cA2-aa-001", nil, "height", constant: "34")))
            + "\n" + textField("cLb-aa-001", y: 30, height: 20, constraints: constraint("cLh-aa-001", nil, "height", constant: "20"))
            + "\n" + textField("cBt-aa-001", y: 603, height: 44, constraints: constraint("cBh-aa-001", nil, "height", constant: "44"))
        let constraints = [
            keep("cA1-aa-001", constraint("cA1-aa-001", "cFd-aa-001", "top", "cRt-aa-001-sa", "top", constant: "100")),
            keep("cA3-aa-001", constraint("cA3-aa-001", "cRt-aa-001-sa", "bottom", "cFd-aa-001", "bottom", constant: "300",
                                          extra: #"relation="greaterThanOrEqual""#)),
            constraint("cLt-aa-001", "cLb-aa-001", "top", "cRt-aa-001-sa", "top", constant: "10"),
            constraint("cBb-aa-001", "cRt-aa-001-sa", "bottom", "cBt-aa-001", "bottom", constant: "20"),
        ].joined(separator: "\n")
        return storyboard(scene("cSc-aa-001", controller: "Conflicted", root: "cRt-aa-001", subviews: subviews,
                                constraints: constraints))
    }

    @Test("landscape conflicts name exactly the irreducible set; portrait has none")
    func conflict() throws {
        var laid = try LaidOutScreen(readDocument(Self.conflictDocument()))
        let portrait = laid.solve(try geometry("retina4_7"))
        #expect(portrait.conflicts.isEmpty)
        try expectFrames(portrait, of: laid, ["cFd-aa-001": (120, 34), "cLb-aa-001": (30, 20), "cBt-aa-001": (603, 44)])

        let landscape = laid.solve(try geometry("retina4_7", landscape: true))
        #expect(landscape.conflicts == Self.conflicting)
        // Still solved: every frame finite, and what is in no conflict holds (label at 0 +
        // 10; button bottom 375 - 20 = 355: 311).
        #expect(landscape.frames.allSatisfy { $0.top.isFinite && $0.height.isFinite })
        try expectFrames(landscape, of: laid, ["cLb-aa-001": (10, 20), "cBt-aa-001": (311, 44)])
        // The broken one is one of the three: the field is either at 100, 34 tall, or ends
        // 300 above 375 (75).
        let field = landscape.frames[try laid.index("cFd-aa-001")]
        let holding = [abs(field.top - 100) < 0.01, abs(field.height - 34) < 0.01, field.bottom <= 75.01]
        #expect(holding.filter { $0 }.count >= 2, "\(field)")

        // Back in portrait with the same layout: no conflict left over.
        #expect(laid.solve(try geometry("retina4_7")).conflicts.isEmpty)
    }

    @Test("removing any one of the set leaves no conflict (irreducible)", arguments: conflicting)
    func irreducible(_ left: String) throws {
        var laid = try LaidOutScreen(readDocument(Self.conflictDocument(leavingOut: left)))
        let landscape = laid.solve(try geometry("retina4_7", landscape: true))
        #expect(landscape.conflicts.isEmpty, "without \(left): \(landscape.conflicts)")
    }

    @Test("a conflict in the saved geometry too: iphone-se on a 20-high safe area")
    func conflictEverywhere() throws {
        // A field 34 tall between the safe top + 10 and the safe bottom - 700 (equalities).
        let subviews = textField("eFd-aa-001", y: 30, constraints: constraint("eH1-aa-001", nil, "height", constant: "34"))
        let constraints = [
            constraint("eT1-aa-001", "eFd-aa-001", "top", "eRt-aa-001-sa", "top", constant: "10"),
            constraint("eB1-aa-001", "eRt-aa-001-sa", "bottom", "eFd-aa-001", "bottom", constant: "700"),
        ].joined(separator: "\n")
        let text = storyboard(scene("eSc-aa-001", controller: "Impossible", root: "eRt-aa-001", subviews: subviews,
                                    constraints: constraints))
        var laid = try LaidOutScreen(readDocument(text))
        for place in [savedGeometry(laid.screen, in: laid.document), try geometry("retina6_12"),
                         try geometry("retina4_7", landscape: true)] {
            let solved = laid.solve(place)
            #expect(solved.conflicts == ["eB1-aa-001", "eH1-aa-001", "eT1-aa-001"])
            #expect(solved.frames.allSatisfy { $0.top.isFinite && $0.height.isFinite })
        }
    }

    /// A text field with no `<rect>`: with only its height constraint nothing places its top.
    static func unplacedDocument(topConstraint: Bool) -> String {
        let subviews = textField("uFd-aa-001", y: nil, constraints: constraint("uHt-aa-001", nil, "height", constant: "34"))
            + "\n" + textField("uOk-aa-001", y: 100)
        var constraints = [constraint("uOt-aa-001", "uOk-aa-001", "top", "uRt-aa-001-sa", "top", constant: "80")]
        if topConstraint {
            constraints.append(constraint("uTp-aa-001", "uFd-aa-001", "top", "uOk-aa-001", "bottom", constant: "16"))
        }
        return storyboard(scene("uSc-aa-001", controller: "Unplaced", root: "uRt-aa-001", subviews: subviews,
                                constraints: constraints.joined(separator: "\n")))
    }

    @Test("a field without a frame and with only a height is unplaced; a top constraint places it")
    func unplaced() throws {
        var free = try LaidOutScreen(readDocument(Self.unplacedDocument(topConstraint: false)))
        #expect(free.screen.views[try free.index("uFd-aa-001")].savedFrame == nil)
        for place in [savedGeometry(free.screen, in: free.document), try geometry("retina4_7", landscape: true)] {
            let solved = free.solve(place)
            #expect(solved.unplaced == [try free.index("uFd-aa-001")])
            #expect(solved.frames.allSatisfy { $0.top.isFinite && $0.height.isFinite })
        }

        var placed = try LaidOutScreen(readDocument(Self.unplacedDocument(topConstraint: true)))
        let solved = placed.solve(try geometry("retina4_7"))
        #expect(solved.unplaced.isEmpty)
        // 20 + 80 = 100, + 34 + 16 = 150.
        try expectFrames(solved, of: placed, ["uOk-aa-001": (100, 34), "uFd-aa-001": (150, 34)])
    }

    @Test("a field with a frame inside a container without one is unplaced too")
    func unplacedContainer() throws {
        // A view with no `<rect>` and no vertical constraint holds a field placed 12 pt into
        // it: the field's own frame says where it is in the view, nothing where the view is.
        let field = textField("cFd-aa-001", y: 12)
        let box = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cBx-aa-001">"#
            + "\n<subviews>\n" + field + "\n</subviews>\n</view>"
        var laid = try LaidOutScreen(readDocument(storyboard(scene("cSc-aa-001", controller: "Boxed", root: "cRt-aa-001",
                                                                   subviews: box, constraints: ""))))
        let solved = laid.solve(try geometry("retina4_7", landscape: true))
        #expect(solved.unplaced.contains(try laid.index("cFd-aa-001")))
        #expect(solved.unplaced.contains(try laid.index("cBx-aa-001")))
    }
}
