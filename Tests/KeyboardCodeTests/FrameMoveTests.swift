import Testing
@testable import KeyboardCode
import SourceCode

/// A view of the screen moved by its frame, centre or transform (`docs/decisions.md`): it
/// and what it holds move up by as much as the code says, a slide of that view; a move it
/// cannot tell, or a frame given another height, is not understood (not "moves nothing").
@Suite struct FrameMoveTests {
    @Test func aSubviewHoldingFieldsMovedByItsFrameShiftsThem() throws {
        let result = try #require(run(of: "C", in: swiftController("""
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            scrollView.frame.origin.y = view.frame.height - frame.height - scrollView.frame.height
            """, members: "@IBOutlet weak var scrollView: UIScrollView!")))
        #expect(result.notUnderstood == nil)
        // From 64 to 667 - 260 - 603 = -196: up by 260.
        #expect(result.effects.map(\.kind) == [.viewShift(view: 1)])
        #expect(result.effects.map(\.value) == [260])
        #expect(result.effects.map(\.name) == ["slide"])
        // Moved twice: the second from where the first left it, 60 up in all (each effect
        // says where the view is against the keyboard-down layout).
        let twice = try #require(run(of: "C", in: swiftController("""
            email.transform = CGAffineTransform(translationX: 0, y: -40)
            email.frame.origin.y -= 20
            """)))
        #expect(twice.effects.map(\.value) == [40, 60])
        // Given another height as well, it is not a move.
        let resized = try #require(run(of: "C", in: swiftController("""
            email.frame = CGRect(x: 16, y: 100, width: 343, height: 80)
            """)))
        #expect(resized.notUnderstood?.reason.contains("moves a view of the screen by its frame") == true)
        // Made wider where it is: no move (survey G40's ChatMessageView had been KB310).
        let wider = try #require(run(of: "C", in: swiftController("""
            email.frame = CGRect(x: email.frame.minX, y: email.frame.minY, width: email.frame.width + 20, height: email.frame.height)
            """)))
        #expect(wider.notUnderstood == nil && wider.effects.isEmpty)
    }

    /// Survey G8 (Goal-Post's `bindToKeyboard()`): a button that holds no field slid above
    /// the keyboard by its transform or frame moves no field: none.
    @Test func aViewHoldingNoFieldMovedMovesNothing() throws {
        for move in ["signIn.transform = CGAffineTransform(translationX: 0, y: -frame.height)",
                     "signIn.frame.origin.y = view.frame.height - frame.height - signIn.frame.height"] {
            let result = try #require(run(of: "C", in: swiftController("""
                guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                \(move)
                """, members: "@IBOutlet weak var signIn: UIButton!")))
            #expect(result.notUnderstood == nil, "\(move)")
            #expect(result.effects.isEmpty)
        }
    }

    @Test func aFieldMovedByAnAmountItCannotTellIsTheFirstStopBeforeALaterOne() throws {
        // pesterphone (survey BJ): the field moved at one line, then a frame set on a view the
        // reader cannot find; KB310 names the first. Moved by the keyboard's height, the
        // field's move is read and the later line stops the reading.
        let result = try #require(run(of: "C", in: swiftController("""
            let kb = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect)
            email.frame = CGRect(x: 0, y: 10, width: 100, height: kb.height)
            missingView.frame = CGRect.zero
            """)))
        let reason = try #require(result.notUnderstood)
        #expect(reason.reason.contains("moves a view of the screen by its frame"), "\(reason.reason)")
        #expect(reason.line == 12)
        let moved = try #require(run(of: "C", in: swiftController("""
            let kb = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect)
            email.frame.origin.y -= kb.height
            missingView.frame = CGRect.zero
            """)))
        #expect(moved.notUnderstood?.reason.contains("missingView") == true)
        #expect(moved.notUnderstood?.line == 13)
    }

    @Test func aHiddenViewMovedIsAViewTheScreenDoesNotShow() throws {
        // CaiJinTong's toolbar, hidden in the document, moved above the keyboard: none (here a
        // view holding fields, which a view holding none would be without being hidden).
        var screen = signInScreen
        screen.views[1].isHidden = true
        let move = swiftController("""
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            scrollView.frame.origin.y = view.frame.height - frame.height - scrollView.frame.height
            """, members: "@IBOutlet weak var scrollView: UIScrollView!")
        let hidden = try #require(runs(of: "C", in: move, screen: screen)[nil])
        #expect(hidden.notUnderstood == nil)
        #expect(hidden.effects.isEmpty)
        // Shown by the handler first, it is moved where the screen shows it: 36 down.
        let shown = swiftController("""
            scrollView.isHidden = false
            scrollView.frame.origin.y = 100
            """, members: "@IBOutlet weak var scrollView: UIScrollView!")
        #expect(runs(of: "C", in: shown, screen: screen)[nil]?.effects.map(\.value) == [-36])
    }

    @Test func theDocumentsConstraintTakenOutIsNotUnderstood() throws {
        // Yello-Sakedong's swap: the outlet deactivated for a copy with another multiplier.
        for swap in ["""
            let wider = NSLayoutConstraint(item: bottom.firstItem as Any, attribute: bottom.firstAttribute, relatedBy: .equal,
                                           toItem: bottom.secondItem, attribute: bottom.secondAttribute, multiplier: 0.4, constant: 0)
            bottom.isActive = false
            wider.isActive = true
            """, "NSLayoutConstraint.deactivate([bottom])"] {
            let result = try #require(run(of: "C", in: swiftController(swap)))
            let reason = try #require(result.notUnderstood)
            #expect(reason.reason.contains("deactivates the constraint bottom"))
        }
        // The same through the project's extension of NSLayoutConstraint, run on the outlet.
        var sources = swiftController("bottom.changedMultiplier(to: 0.4)")
        sources["/app/NSLayoutConstraint+.swift"] = """
            extension NSLayoutConstraint {
                func changedMultiplier(to multiplier: CGFloat) {
                    let copy = NSLayoutConstraint(item: firstItem as Any, attribute: firstAttribute, relatedBy: relation,
                                                  toItem: secondItem, attribute: secondAttribute, multiplier: multiplier, constant: constant)
                    isActive = false
                    copy.isActive = true
                }
            }
            """
        #expect(try #require(run(of: "C", in: sources)).notUnderstood?.reason.contains("deactivates the constraint bottom") == true)
    }

    @Test func besideAConstantItIsTheConstant() throws {
        // picto's comments: the table's frame moved, then the layout redone with the constant.
        let result = try #require(run(of: "C", in: swiftController("""
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            bottom.constant = frame.height - 45
            UIView.animate(withDuration: 0.3) {
                self.scrollView.frame.origin.y = -frame.height
                self.view.layoutIfNeeded()
            }
            """)))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.value) == [215])
    }

    /// cavernyu's Hello4 (the survey's AS row): the scroll view holding the fields shrunk by
    /// its frame, then `scrollRectToVisible`: as much room as an inset of the keyboard's
    /// height (survey G13); its origin moved is a move of what it holds. A view holding no
    /// field (a row of buttons) moved beside the scroll is left out, and so is a move a
    /// layout pass undoes (picto, above).
    @Test func besideAnotherEffectAFieldMovedByItsFrameMovesToo() throws {
        let shrunk = try #require(run(of: "C", in: swiftController("""
            let height = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).height
            scrollView.frame.size.height -= height
            scrollView.scrollRectToVisible(email.frame, animated: true)
            """)))
        #expect(shrunk.notUnderstood == nil)
        #expect(shrunk.effects.first?.value == 260)
        let fieldMoved = try #require(run(of: "C", in: swiftController("""
            let height = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).height
            scrollView.frame.origin.y -= height
            scrollView.scrollRectToVisible(email.frame, animated: true)
            """)))
        #expect(fieldMoved.notUnderstood == nil)
        #expect(fieldMoved.effects.first?.kind == .viewShift(view: 1) && fieldMoved.effects.first?.value == 260)
        let buttonsMoved = try #require(run(of: "C", in: swiftController("""
            signIn.frame.origin.y = 100
            scrollView.contentOffset.y = 99
            """, members: "@IBOutlet weak var signIn: UIButton!")))
        #expect(buttonsMoved.notUnderstood == nil)
        #expect(buttonsMoved.effects.map(\.value) == [99])
    }

    @Test func setWhereItAlreadyIsItMovesNothing() throws {
        let result = try #require(run(of: "C", in: swiftController("""
            email.center = email.center
            signIn.frame.origin.y = signIn.frame.origin.y + 0
            """, members: "@IBOutlet weak var signIn: UIButton!")))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.isEmpty)
    }

    /// In a page sheet the root's frame is in the sheet: at y 0, though the sheet starts
    /// below the status bar (code.md section 3: a frame relative to its parent).
    @Test func aSheetsRootIsAtTheTopOfTheSheet() throws {
        var sheet = phonePortrait
        sheet.rootTop = 20
        sheet.presentationTop = 20
        sheet.safeTop = 20
        let sources = swiftController("if view.frame.origin.y == 0 { view.frame.origin.y -= 100 }")
        let result = try #require(run(of: "C", in: sources, geometry: sheet))
        #expect(result.effects.map(\.name) == ["slide"])
        #expect(result.effects.map(\.value) == [100])
        let centred = try #require(run(of: "C", in: swiftController("view.center.y -= 60"), geometry: sheet))
        #expect(centred.effects.map(\.value) == [60])
    }

    /// The root given another height (code.md lists no such effect) is not read as a slide
    /// of 0; given its own height back, it moves as its origin says.
    @Test func aRootResizedIsNotUnderstood() throws {
        let resized = try #require(run(of: "C", in: swiftController("""
            let top = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).origin.y
            view.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: top)
            """)))
        #expect(resized.notUnderstood?.reason.contains("resizes the root view") == true)
        let shortened = try #require(run(of: "C", in: swiftController("view.frame.size.height -= 260")))
        #expect(shortened.notUnderstood?.reason.contains("resizes the root view") == true)
        let moved = try #require(run(of: "C", in: swiftController("""
            view.frame = CGRect(x: 0, y: -100, width: view.bounds.width, height: view.bounds.height)
            """)))
        #expect(moved.effects.map(\.value) == [100])
        // Apple's old setViewMovedUp (Styler): up by 100 and 100 taller, the bottom where it was.
        for spelling in ["var rect = view.frame\nrect.origin.y -= 100\nrect.size.height += 100\nview.frame = rect",
                         "view.frame.origin.y -= 100\nview.frame.size.height += 100"] {
            let result = try #require(run(of: "C", in: swiftController(spelling)))
            #expect(result.notUnderstood == nil)
            #expect(result.effects.map(\.value).last == 100)
        }
    }

    /// The window moved up takes the screen with it: a slide.
    @Test func theWindowMovedIsASlide() throws {
        let result = try #require(run(of: "C", in: swiftController("""
            let height = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)!.cgRectValue.height
            view.window?.frame.origin.y = -height
            """)))
        #expect(result.effects.map(\.name) == ["slide"])
        #expect(result.effects.map(\.value) == [260])
    }
}
