import Testing
@testable import KeyboardCode
import SourceCode

/// A view of the screen moved by its frame, centre or transform: code.md lists no such
/// effect, so a handler that does nothing else is not understood (not "moves nothing"); one
/// that also sets an effect is read by that effect.
@Suite struct FrameMoveTests {
    @Test func aSubviewMovedByItsFrameAloneIsNotUnderstood() throws {
        let result = try #require(run(of: "C", in: swiftController("""
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            signIn.frame.origin.y = view.frame.height - frame.height - signIn.frame.height
            """, members: "@IBOutlet weak var signIn: UIButton!")))
        let reason = try #require(result.notUnderstood)
        #expect(reason.reason.contains("moves a view of the screen by its frame"))
        #expect(reason.handler == "keyboardWillShow(_:)")
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

    @Test func setWhereItAlreadyIsItMovesNothing() throws {
        let result = try #require(run(of: "C", in: swiftController("""
            email.center = email.center
            signIn.frame.origin.y = signIn.frame.origin.y + 0
            """, members: "@IBOutlet weak var signIn: UIButton!")))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.isEmpty)
    }
}
