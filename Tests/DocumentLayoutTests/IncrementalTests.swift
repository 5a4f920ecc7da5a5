import DocumentLayout
import Testing

/// A `ScreenLayout` re-solves by changing its edit variables (section 5.8 via Cassowary):
/// whatever it solved before, the frames must be those of a fresh layout.
@Suite("Incremental re-solving")
struct IncrementalTests {
    /// A geometry by name: `se`, `se-land`, `16`, `x`, `ipad`, `saved`, with `+kb` for the
    /// keyboard up (KT = screen height - 40 % of it: any value will do, the same for both).
    static func place(_ name: String, _ laid: LaidOutScreen) throws -> LayoutGeometry {
        let keyboard = name.hasSuffix("+kb")
        let base = keyboard ? String(name.dropLast(3)) : name
        var result: LayoutGeometry
        switch base {
        case "saved": result = savedGeometry(laid.screen, in: laid.document)
        case "se": result = try geometry("retina4_7")
        case "se-land": result = try geometry("retina4_7", landscape: true)
        case "16": result = try geometry("retina6_12")
        case "16-land": result = try geometry("retina6_12", landscape: true)
        case "x": result = try geometry("retina5_9")
        case "ipad": result = try geometry("ipad9_7")
        default: throw Failure(name)
        }
        if keyboard { result.keyboardTop = result.screenHeight * 0.6 }
        return result
    }

    struct Failure: Error {
        init(_ name: String) { self.name = name }
        let name: String
    }

    static let sequences: [[String]] = [
        ["se", "se-land", "se"],
        ["saved", "16", "x", "ipad", "se"],
        ["se", "se+kb", "se", "se-land+kb", "se-land"],
        ["16-land", "saved", "16-land+kb", "16"],
    ]

    static let cases: [(String, String?, [String])] = {
        let screens: [(String, String?)] = [
            ("examples/chat-composer.storyboard", nil), ("bottom-anchored-form.storyboard", nil), ("margins.storyboard", nil),
            ("scroll-content.storyboard", nil), ("static-cells.storyboard", nil), ("variations.storyboard", nil),
            ("autoresizing.storyboard", nil), ("stack-equal-centering.storyboard", nil),
            ("sheet.storyboard", "TagEditorViewController"), ("priorities.storyboard", nil),
            ("embed-container.storyboard", nil), ("bars-opaque-navigation-and-tab.storyboard", "ProfileEditViewController"),
        ]
        return screens.enumerated().map { index, screen in (screen.0, screen.1, sequences[index % sequences.count]) }
            + [("examples/chat-composer.storyboard", nil, ["x+kb", "16", "se-land+kb", "saved"])]
    }()

    @Test("solving a sequence of geometries equals solving the last one afresh", arguments: cases)
    func sequence(_ fixture: String, _ screen: String?, _ names: [String]) throws {
        var reused = try LaidOutScreen(fixture: fixture, screen: screen)
        if fixture.hasSuffix("Chat.storyboard") { reused.layout.constraintsFollowingKeyboard = ["Puc-oE-TCc"] }
        for (step, name) in names.enumerated() {
            let place = try Self.place(name, reused)
            let incremental = reused.solve(place)
            var fresh = try LaidOutScreen(fixture: fixture, screen: screen)
            fresh.layout.constraintsFollowingKeyboard = reused.layout.constraintsFollowingKeyboard
            let scratch = fresh.solve(place)
            #expect(incremental.frames.count == scratch.frames.count)
            for (index, (a, b)) in zip(incremental.frames, scratch.frames).enumerated() {
                #expect(abs(a.top - b.top) <= 1e-6 && abs(a.height - b.height) <= 1e-6,
                        "step \(step) \(name): \(reused.screen.views[index].id) \(a) vs fresh \(b)")
            }
            #expect(incremental.conflicts == scratch.conflicts)
            #expect(incremental.unplaced == scratch.unplaced)
        }
    }

    @Test("the conflicting screen, in and out of conflict")
    func conflictSequence() throws {
        let text = ConflictTests.conflictDocument()
        var reused = try LaidOutScreen(readDocument(text))
        for name in ["se", "se-land", "se", "se-land", "16-land", "ipad", "se-land+kb"] {
            let place = try Self.place(name, reused)
            let incremental = reused.solve(place)
            var fresh = try LaidOutScreen(readDocument(text))
            let scratch = fresh.solve(place)
            #expect(incremental.conflicts == scratch.conflicts, "\(name)")
            for (a, b) in zip(incremental.frames, scratch.frames) {
                #expect(abs(a.top - b.top) <= 1e-6 && abs(a.height - b.height) <= 1e-6, "\(name): \(a) vs \(b)")
            }
        }
    }
}
