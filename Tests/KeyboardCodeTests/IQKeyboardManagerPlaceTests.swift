import Testing
@testable import KeyboardCode

/// code.md section 4: IQKeyboardManager enabled in a class's `viewWillAppear` and disabled
/// as it goes is that class's screens', with the distance that class sets (survey G4,
/// Recap: the sign-up screen had been said to be enabled by the login screen's code).
@Suite struct IQKeyboardManagerPlaceTests {
    static func screen(_ name: String, distance: Int) -> String {
        """
        class \(name): UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                IQKeyboardManager.sharedManager().enable = true
                IQKeyboardManager.sharedManager().keyboardDistanceFromTextField = \(distance)
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                IQKeyboardManager.sharedManager().enable = false
            }
        }
        """
    }

    @Test func eachClassIsEnabledWhereItsOwnCodeSaysWithItsOwnDistance() throws {
        let iq = try #require(IQKeyboardManagerSwitch.find(in: codeBase([
            "/app/Login.swift": Self.screen("Login", distance: 75), "/app/SignUp.swift": Self.screen("SignUp", distance: 100),
        ])))
        #expect(iq.handles("Login") && iq.handles("SignUp") && !iq.handles("Welcome"))
        #expect(iq.place(for: "Login") == IQKeyboardManagerSwitch.Place(path: "/app/Login.swift", line: 4, distance: 75))
        #expect(iq.place(for: "SignUp") == IQKeyboardManagerSwitch.Place(path: "/app/SignUp.swift", line: 4, distance: 100))
    }

    /// Enabled for the whole app with a distance (in a file listed after the classes'), and
    /// by one class with none of its own: that class takes the app's distance; the others
    /// the app's place.
    @Test func theAppsDistanceAndPlaceForTheRest() throws {
        let iq = try #require(IQKeyboardManagerSwitch.find(in: codeBase([
            "/app/Support/AppDelegate.swift": """
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application() {
                        IQKeyboardManager.shared.enable = true
                        IQKeyboardManager.shared.keyboardDistanceFromTextField = 20
                    }
                }
                """,
            "/app/Chat.swift": Self.screen("Chat", distance: 40).replacingOccurrences(of: "keyboardDistanceFromTextField = 40", with: "shouldResignOnTouchOutside = true"),
            "/app/Login.swift": Self.screen("Login", distance: 75),
        ])))
        #expect(iq.place(for: "Welcome") == IQKeyboardManagerSwitch.Place(path: "/app/Support/AppDelegate.swift", line: 3, distance: 20))
        #expect(iq.place(for: "Chat") == IQKeyboardManagerSwitch.Place(path: "/app/Chat.swift", line: 4, distance: 20))
        #expect(iq.place(for: "Login").distance == 75)
    }

    /// Survey G17 (swift-demo's KBScrollViewViewController): enabled for the whole app with
    /// 10; a class sets 59 as its screen appears and 10 again as it disappears. Its screens
    /// get 59, the others the app's 10 (the reset had been read as the app's last word, and
    /// without it the class's 59 as everyone's).
    @Test func aClassesDistanceAsItAppearsIsItsOwn() throws {
        let appDelegate = """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application() {
                    IQKeyboardManager.shared.enable = true
                    IQKeyboardManager.shared.keyboardDistanceFromTextField = 10
                }
            }
            """
        let screen = """
            class KBScroll: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    IQKeyboardManager.shared.keyboardDistanceFromTextField = 59
                }
                override func viewWillDisappear(_ animated: Bool) {
                    super.viewWillDisappear(animated)
                    IQKeyboardManager.shared.keyboardDistanceFromTextField = 10
                }
            }
            """
        for reset in [true, false] {
            let source = reset ? screen : screen.replacingOccurrences(of: "IQKeyboardManager.shared.keyboardDistanceFromTextField = 10", with: "")
            let iq = try #require(IQKeyboardManagerSwitch.find(in: codeBase(["/app/AppDelegate.swift": appDelegate, "/app/ZScroll.swift": source])))
            #expect(iq.place(for: "KBScroll") == IQKeyboardManagerSwitch.Place(path: "/app/AppDelegate.swift", line: 3, distance: 59))
            #expect(iq.place(for: "Welcome").distance == 10)
        }
    }

    /// Survey G46 (Cheday): the app delegate turns the library off and one screen turns it
    /// on as it appears: off for the app, on for that screen.
    @Test func offForTheAppOnForAScreen() throws {
        let appDelegate = """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    IQKeyboardManager.shared.enable = false
                    return true
                }
            }
            """
        let iq = try #require(IQKeyboardManagerSwitch.find(in: codeBase([
            "/app/AppDelegate.swift": appDelegate, "/app/SignUp.swift": Self.screen("SignUp", distance: 20),
        ])))
        #expect(iq.isDisabledForApp)
        #expect(iq.handles("SignUp") && !iq.handles("Login"))
        // Off alone: a switch that handles no screen, and says the app turns it off.
        let off = try #require(IQKeyboardManagerSwitch.find(in: codeBase(["/app/AppDelegate.swift": appDelegate])))
        #expect(off.isDisabledForApp && !off.handles("Login"))
        // Off, then on for the app: on.
        let on = try #require(IQKeyboardManagerSwitch.find(in: codeBase([
            "/app/AppDelegate.swift": appDelegate.replacingOccurrences(of: "return true", with: "IQKeyboardManager.shared.enable = true\nreturn true"),
        ])))
        #expect(!on.isDisabledForApp && on.handles("Login"))
    }
}
