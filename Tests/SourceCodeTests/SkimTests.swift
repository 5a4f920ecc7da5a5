import Foundation
import Testing
@testable import SourceCode

@Suite struct SkimTests {
    @Test func swiftDeclarationsAndMentions() {
        let skim = SourceReader.skim(Array("""
        import UIKit
        import IQKeyboardManagerSwift

        final class LoginViewController: UIViewController, UITextFieldDelegate {
            class func make() -> LoginViewController { LoginViewController() }
            struct Layout {}
            // keyboardWillShow in a comment does not count
            let note = "UIKeyboardWillShowNotification in a string does not count"
            override func viewDidLoad() {
                view.keyboardLayoutGuide.topAnchor.constraint(equalTo: field.bottomAnchor).isActive = true
                let actor = 1; print(actor.description, Self.self, type(of: self).class)
            }
        }
        extension LoginViewController: UIScrollViewDelegate where Self: AnyObject {}
        private extension UIKit.UIView {}
        protocol KeyboardAware: AnyObject {}
        enum Mode: Int { case a }
        actor Store: Sendable {}
        """.utf8), language: .swift)
        #expect(skim.declarations.map(\.name) == ["LoginViewController", "Layout", "LoginViewController", "UIView", "KeyboardAware", "Mode", "Store"])
        #expect(skim.declarations.map(\.kind) == [.class, .struct, .extension, .extension, .protocol, .enum, .actor])
        #expect(skim.declarations.map(\.inherited) == [["UIViewController", "UITextFieldDelegate"], [], ["UIScrollViewDelegate"], [],
                                                       ["AnyObject"], ["Int"], ["Sendable"]])
        #expect(skim.declarations.map(\.line) == [4, 6, 14, 15, 16, 17, 18])
        #expect(skim.mentions("IQKeyboardManagerSwift") && skim.mentions("keyboardLayoutGuide"))
        #expect(!skim.mentions("keyboardWillShow") && !skim.mentions("UIKeyboardWillShowNotification"))
        #expect(skim.mentionsAny(["UIKeyboard", "keyboardLayoutGuide"]))
    }

    @Test func objectiveCDeclarationsAndMentions() {
        let skim = SourceReader.skim(Array("""
        #import <IQKeyboardManager/IQKeyboardManager.h>
        #define kOffset UIKeyboardAnimationDurationUserInfoKey
        @class Helper;
        @protocol Forward;
        @interface LoginViewController : UIViewController <UITextFieldDelegate, UIScrollViewDelegate>
        @end
        @interface LoginViewController ()
        @end
        @interface UIViewController (Keyboard)
        @end
        @protocol KeyboardAware <NSObject>
        @end
        @implementation LoginViewController
        - (void)viewDidLoad {
            [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
            Protocol *p = @protocol(KeyboardAware);
        }
        @end
        """.utf8), language: .objectiveC)
        #expect(skim.declarations.map(\.name) == ["LoginViewController", "LoginViewController", "UIViewController", "KeyboardAware", "LoginViewController"])
        #expect(skim.declarations.map(\.kind) == [.interface, .category, .category, .protocol, .implementation])
        #expect(skim.declarations.map(\.category) == [nil, "", "Keyboard", nil, nil])
        #expect(skim.declarations.first?.superclass == "UIViewController")
        #expect(skim.declarations.first?.inherited == ["UIViewController", "UITextFieldDelegate", "UIScrollViewDelegate"])
        #expect(skim.declarations.map(\.line) == [5, 7, 9, 11, 13])
        #expect(skim.mentions("IQKeyboardManager") && skim.mentions("UIKeyboardWillShowNotification") && skim.mentions("kOffset"))
        #expect(skim.mentions("UIKeyboardAnimationDurationUserInfoKey") && skim.mentions("keyboardWillShow"))
    }

    @Test func skimAgreesWithRead() {
        let text = Array(ObjCDeclarationTests.header.utf8)
        let skim = SourceReader.skim(text, language: .objectiveC)
        let file = SourceReader.read(text, language: .objectiveC)
        #expect(skim.declarations.map(\.name) == file.types.map(\.name))
        #expect(skim.declarations.map(\.inherited) == file.types.map(\.inherited))
    }

    /// A secondary thread's stack can be as small as 512 KiB (Darwin's default): the
    /// reader's recursion stays within its budget there, in a debug build too.
    @Test func deepNestingOnASmallStack() {
        final class Work: @unchecked Sendable {
            var problems = 0
            let done = DispatchSemaphore(value: 0)
        }
        let work = Work()
        let thread = Thread {
            for language in [SourceLanguage.swift, .objectiveC] {
                for opener in RobustnessTests.openers {
                    let text = "class A { func f() {\n" + String(repeating: opener, count: 20_000) + "\n}}"
                    work.problems += SourceReader.read(Array(text.utf8), language: language).problems.count
                }
            }
            work.done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        work.done.wait()
        #expect(work.problems > 0)
    }
}
