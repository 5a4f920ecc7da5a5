import Testing
@testable import KeyboardCode
import SourceCode

/// code.md section 5: a class's `supportedInterfaceOrientations` when it returns a constant.
@Suite struct SupportedOrientationTests {
    private func names(_ path: String, _ text: String, _ className: String = "Login") -> [String]? {
        ClassCode(className: className, in: codeBase([path: text]), nearestTo: "/app").supportedOrientationNames
    }

    @Test func swiftPropertiesInTheirSpellings() {
        #expect(names("/app/Login.swift", """
            class Login: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            """) == ["portrait"])
        #expect(names("/app/Login.swift", """
            class Login: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    return [.landscapeLeft, .landscapeRight]
                }
            }
            """) == ["landscapeLeft", "landscapeRight"])
        #expect(names("/app/Login.swift", """
            class Login: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    get { return UIInterfaceOrientationMask.portrait }
                }
            }
            """) == ["portrait"])
    }

    @Test func objectiveCMethodsWithMasksJoined() {
        #expect(names("/app/Login.m", """
            @implementation Login
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                return UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskPortraitUpsideDown;
            }
            @end
            """) == ["UIInterfaceOrientationMaskPortrait", "UIInterfaceOrientationMaskPortraitUpsideDown"])
    }

    @Test func whatIsNotAConstantIsNoAnswer() {
        #expect(names("/app/Login.swift", "class Login: UIViewController {}") == nil)
        #expect(names("/app/Login.swift", """
            class Login: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    if UIDevice.current.userInterfaceIdiom == .pad { return .all }
                    return .portrait
                }
            }
            """) == nil)
        #expect(names("/app/Login.swift", """
            class Login: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { AppSettings.mask() }
            }
            """) == nil)
    }
}
