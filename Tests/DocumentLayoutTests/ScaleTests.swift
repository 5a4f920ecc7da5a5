import DocumentLayout
import Foundation
import InterfaceBuilder
import Testing

/// Large and deep documents: they complete, and their frames are the constraints'.
@Suite("Scale")
struct ScaleTests {
    /// `levels` views nested in the root, each 1 inside its parent at the top and bottom.
    static func nested(_ levels: Int) -> String {
        // From the inside out: each view holds its child and then the child's pins.
        var inner = ""
        for level in stride(from: levels, through: 1, by: -1) {
            let frame = #"<rect key="frame" x="1" y="1" width="\#(375 - 2 * level)" height="\#(667 - 2 * level)"/>"#
            var view = #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nV\#(level)">"#
                + "\n" + frame + "\n"
            if !inner.isEmpty {
                let pins = [constraint("nT\(level + 1)", "nV\(level + 1)", "top", "nV\(level)", "top", constant: "1"),
                            constraint("nB\(level + 1)", "nV\(level)", "bottom", "nV\(level + 1)", "bottom", constant: "1")]
                view += "<subviews>\n" + inner + "</subviews>\n<constraints>\n" + pins.joined(separator: "\n") + "\n</constraints>\n"
            }
            inner = view + "</view>\n"
        }
        let rootPins = [constraint("nT1", "nV1", "top", "nRt-aa-001", "top", constant: "1"),
                        constraint("nB1", "nRt-aa-001", "bottom", "nV1", "bottom", constant: "1")].joined(separator: "\n")
        return storyboard(scene("nSc-aa-001", controller: "Nested", root: "nRt-aa-001", subviews: inner, constraints: rootPins))
    }

    @Test("90 nested views: each 1 inside its parent")
    func deep() throws {
        var laid = try LaidOutScreen(readDocument(Self.nested(90)))
        #expect(laid.screen.views.count == 91)
        // iphone-se portrait: the root 0..667, level k at k, 667 - 2k tall: level 90 at 90, 487.
        let portrait = laid.solve(try geometry("retina4_7"))
        try expectFrames(portrait, of: laid, ["nV1": (1, 665), "nV90": (90, 487)])
        // Landscape: 375 - 180 = 195.
        try expectFrames(laid.solve(geometry("retina4_7", landscape: true)), of: laid, ["nV90": (90, 195)])
        // The saved frames are these too (retina4_7 portrait).
        let saved = laid.solve(savedGeometry(laid.screen, in: laid.document))
        let check = SavedFrameCheck(screen: laid.screen, solved: saved, in: laid.document.elements)
        #expect(check.compared.count == 91 && check.mismatches.isEmpty, "\(check.mismatches.prefix(3))")
    }

    @Test("200 nested views: refused by the reader, not a crash")
    func tooDeep() {
        switch InterfaceBuilderDocument.read(Array(Self.nested(200).utf8)) {
        case .success(let document):
            // Were it read, it would lay out like the 90 levels.
            var layout = ScreenLayout(document: document, screen: document.screens[0])
            let solved = layout.solve(in: savedGeometry(document.screens[0], in: document))
            #expect(solved.frames.allSatisfy { $0.top.isFinite && $0.height.isFinite })
        case .failure(let failure):
            #expect(failure.message.contains("nested"), "\(failure.message)")
        }
    }

    /// A screen of more than `ScreenLayout.largestSolvedScreen` views keeps its views at
    /// their saved places (the cost of solving grows faster than the views): linear, and
    /// the same frames here, where the constraints say what the frames do.
    @Test("20,000 views in one screen complete, kept at their saved places")
    func many() throws {
        let laid = try manyViews(20_000)
        #expect(laid.layout.isTooLargeToSolve)
    }

    @Test("600 views in one screen are solved")
    func several() throws {
        let laid = try manyViews(ScreenLayout.largestSolvedScreen - 1)
        #expect(!laid.layout.isTooLargeToSolve)
    }

    @discardableResult
    private func manyViews(_ count: Int) throws -> LaidOutScreen {
        // Even views: top = root top + (i mod 600), height 10 by constraints; odd views:
        // placed by their frame (autoresizing, flexible bottom margin) at the same place.
        var subviews = ""
        var constraints = ""
        subviews.reserveCapacity(count * 200)
        for index in 0..<count {
            let y = index % 600
            if index.isMultiple(of: 2) {
                subviews += #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="m\#(index)"><rect key="frame" x="0.0" y="\#(y)" width="10" height="10"/><constraints><constraint firstAttribute="height" constant="10" id="h\#(index)"/></constraints></view>"#
                constraints += #"<constraint firstItem="m\#(index)" firstAttribute="top" secondItem="mRt-aa-001" secondAttribute="top" constant="\#(y)" id="t\#(index)"/>"#
            } else {
                subviews += #"<view contentMode="scaleToFill" id="m\#(index)"><rect key="frame" x="0.0" y="\#(y)" width="10" height="10"/><autoresizingMask key="autoresizingMask" flexibleMaxY="YES"/></view>"#
            }
            subviews += "\n"
            constraints += "\n"
        }
        var laid = try LaidOutScreen(readDocument(storyboard(scene("mSc-aa-001", controller: "Many", root: "mRt-aa-001",
                                                                   subviews: subviews, constraints: constraints))))
        #expect(laid.screen.views.count == count + 1)
        let solved = laid.solve(try geometry("retina4_7", landscape: true))
        #expect(solved.frames.count == count + 1)
        // The last two (count is even): the odd one at (count - 1) mod 600, the even one 1 above.
        let last = (count - 1) % 600
        let lastPair = count.isMultiple(of: 2)
            ? ["m\(count - 2)": (Double(last - 1), 10.0), "m\(count - 1)": (Double(last), 10.0)]
            : ["m\(count - 1)": (Double(last), 10.0)]
        try expectFrames(solved, of: laid, lastPair.merging(["m1": (1, 10)]) { first, _ in first })
        return laid
    }
}
