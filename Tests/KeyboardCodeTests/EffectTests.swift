import Testing
@testable import KeyboardCode
import SourceCode

/// code.md sections 3 and 4: the values of the handlers and the effects they leave.
@Suite struct EffectTests {
    private func swift(_ body: String, members: String = "") -> [String: String] { swiftController(body, members: members) }

    @Test func aConstantOffByTen() throws {
        let result = try #require(run(of: "C", in: swift("""
            guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            bottom.constant = frame.height - 10
            UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
            """)))
        #expect(result.notUnderstood == nil)
        let effect = try #require(result.effects.first)
        #expect(effect.kind == .constant(constraintID: "c1"))
        #expect(effect.value == 250)
        #expect(effect.words == "bottom.constant = keyboard height - 10")
        #expect(effect.line == 12)
        #expect(effect.name == "constant")
    }

    @Test func theValuesChangeWithTheGeometry() throws {
        let body = """
            let info = notification.userInfo!
            let size = (info[UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).size
            bottom.constant = size.height - view.safeAreaInsets.bottom
            """
        #expect(run(of: "C", in: swift(body))?.effects.first?.value == 260)
        #expect(run(of: "C", in: swift(body), geometry: phoneLandscape)?.effects.first?.value == 206)
    }

    @Test func aSlideByTheKeyboardHeightOnlyWhenTheViewIsAtTheTop() throws {
        let slide = try #require(run(of: "C", in: swift("""
            if let size = (notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue.size {
                if self.view.frame.origin.y == 0 {
                    self.view.frame.origin.y -= size.height
                }
            }
            """)))
        #expect(slide.effects.map(\.kind) == [.slide])
        #expect(slide.effects.first?.value == 260)
    }

    @Test func aTopInsetBesideASlideIsNoInset() throws {
        // The chat screen that slides up and gives its table a top inset of as much, so
        // that the first messages stay in view: a slide, and no room made below.
        let result = try #require(run(of: "C", in: swift("""
            let shift = -(notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).height
            scrollView.contentInset.top = -shift
            view.frame.origin.y = shift
            """)))
        #expect(result.effects.map(\.kind) == [.slide])
        #expect(result.effects.first?.value == 260)
    }

    @Test func aHardCodedSlideWhateverTheKeyboard() throws {
        let result = try #require(run(of: "C", in: swift("view.frame = CGRect(x: 0, y: -200, width: view.frame.width, height: view.frame.height)"),
                                      geometry: phoneLandscape))
        #expect(result.effects.first?.kind == .slide)
        #expect(result.effects.first?.value == 200)
    }

    @Test func anInsetAndAppleGuideScroll() throws {
        let sources = ["/app/C.m": """
            @implementation C
            - (void)viewDidLoad {
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWasShown:) name:UIKeyboardDidShowNotification object:nil];
            }
            - (void)keyboardWasShown:(NSNotification*)aNotification {
                NSDictionary* info = [aNotification userInfo];
                CGSize kbSize = [[info objectForKey:UIKeyboardFrameBeginUserInfoKey] CGRectValue].size;
                UIEdgeInsets contentInsets = UIEdgeInsetsMake(0.0, 0.0, kbSize.height, 0.0);
                self.scrollView.contentInset = contentInsets;
                CGRect aRect = self.view.frame;
                aRect.size.height -= kbSize.height;
                if (!CGRectContainsPoint(aRect, self.activeField.frame.origin) ) {
                    [self.scrollView scrollRectToVisible:self.activeField.frame animated:YES];
                }
            }
            @end
            """, "/app/C.h": """
            @interface C : UIViewController
            @property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
            @property (nonatomic, weak) UITextField *activeField;
            @end
            """]
        let all = runs(of: "C", in: sources)
        // The email field's origin (436 in the scroll) is below 667 - 260: it scrolls; per field.
        let email = try #require(all[2])
        #expect(email.notUnderstood == nil)
        #expect(email.readsActiveField)
        #expect(email.effects.map(\.name) == ["inset", "inset"])
        #expect(email.effects.first?.value == 260)
        guard case .scrollRect(let scroll, let top)? = email.effects.last?.kind else {
            Issue.record("no scrollRectToVisible: \(email.effects)")
            return
        }
        #expect(scroll == 1)
        #expect(top == 64 + 436)
    }

    @Test func aStoredValueFromAnEarlierNotificationIsNotUnderstood() throws {
        let result = try #require(run(of: "C", in: swift("bottom.constant = lastHeights.last ?? 0", members: "var lastHeights: [CGFloat] = []")))
        #expect(result.effects.isEmpty)
        let reason = try #require(result.notUnderstood)
        #expect(reason.line == 11)
        #expect(reason.path == "/app/C.swift")
    }

    /// The survey's AG row (yjyx's ReleaseMicroController): an `if` on a cell the reader
    /// cannot place sets a local the slide then uses. Both ways move nothing, but they leave
    /// the padding different: the slide is not understood, where it took the first way.
    @Test func whatAnUndecidedBranchLeavesDifferentlyIsUnknown() throws {
        let local = try #require(run(of: "C", in: swift("""
            let cell = tableView.cellForRow(at: IndexPath(row: 0, section: items.count + 1))
            var padding: CGFloat = 0
            if cell!.frame.origin.y > 100 { padding = 260 }
            view.frame.origin.y = -padding
            """, members: "var items: [String] = []\n    @IBOutlet weak var tableView: UITableView!")))
        #expect(local.effects.isEmpty)
        #expect(local.notUnderstood?.reason.contains("a condition the reader cannot evaluate (cell.frame.origin.y > 100)") == true)
        let returned = try #require(run(of: "C", in: swift("""
            view.frame.origin.y = -padding(for: items.count)
            """, members: "var items: [String] = []\n    func padding(for count: Int) -> CGFloat { if count > 2 { return 100 } else { return 0 } }")))
        #expect(returned.effects.isEmpty)
        #expect(returned.notUnderstood != nil)
        // Ways that leave the same value go on.
        let same = try #require(run(of: "C", in: swift("""
            var padding: CGFloat = 0
            if items.count > 2 { padding = 40 } else { padding = 40 }
            view.frame.origin.y = -padding
            """, members: "var items: [String] = []")))
        #expect(same.effects.map(\.value) == [40])
    }

    @Test func aMethodTheReaderCannotFindGivenTheKeyboard() throws {
        let result = try #require(run(of: "C", in: swift("KeyboardHelper.adjust(view, for: notification)")))
        #expect(result.notUnderstood?.reason.contains("adjust") == true)
    }

    @Test func handlersThatOnlyDismissSetNothing() throws {
        let result = try #require(run(of: "C", in: swift("view.endEditing(true)\nsignInButton?.alpha = 0.5", members: "var signInButton: UIButton?")))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.isEmpty)
    }

    @Test func anOutletTheDocumentDoesNotConnectDoesNothing() throws {
        let result = try #require(run(of: "C", in: swift("footer.constant = 300", members: "@IBOutlet weak var footer: NSLayoutConstraint!")))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.isEmpty)
    }

    @Test func branchesOnTheNotificationNameAndTheDevice() throws {
        let result = try #require(run(of: "C", in: swift("""
            if notification.name == UIResponder.keyboardWillHideNotification {
                bottom.constant = 0
            } else if UIDevice.current.userInterfaceIdiom == .pad {
                bottom.constant = 100
            } else {
                switch notification.name {
                case UIResponder.keyboardWillShowNotification: bottom.constant = 49
                default: bottom.constant = 1
                }
            }
            """)))
        #expect(result.effects.map(\.value) == [49])
    }

    /// Survey CK (MBHQ): one Objective-C handler for both notifications, told apart by name;
    /// text made of the keyboard's height moves nothing.
    @Test func anObjectiveCHandlerTellsTheShowByTheNotificationsName() throws {
        let result = try #require(run(of: "C", in: objectiveCController("""
            CGRect end = [n.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
            NSString *script = [NSString stringWithFormat:@"setFooterHeight(%f)", end.size.height];
            if ([n.name isEqualToString:UIKeyboardWillShowNotification]) { self.bottom.constant = end.size.height + 8; }
            else if ([[n name] isEqual:UIKeyboardWillHideNotification]) { self.bottom.constant = 0; }
            """, properties: "@property (weak) IBOutlet NSLayoutConstraint *bottom;")))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.value) == [268])
        // Half-typed, without its argument: a condition not understood, no crash.
        let halfTyped = try #require(run(of: "C", in: objectiveCController(
            "if ([n.name isEqual] || [n.name isEqualToString]) { self.bottom.constant = 1; }",
            properties: "@property (weak) IBOutlet NSLayoutConstraint *bottom;")))
        #expect(halfTyped.notUnderstood?.reason.hasPrefix("a condition the reader cannot evaluate") == true)
    }

    /// code.md section 1: a helper declared in two folders is the nearer one's (survey CL,
    /// LearnFlux: an older copy of the app in a sibling folder, first by path).
    @Test func aHelperDeclaredInTwoFoldersIsTheNearerOnes() throws {
        var sources = swiftController("Util.lift(self, (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).height)")
        sources["/app/App/C.swift"] = sources.removeValue(forKey: "/app/C.swift")
        sources["/app/AOld/Util.swift"] = "class Util { static func lift(_ c: UIViewController, _ k: CGFloat) { c.view.frame.origin.y = -k - 1 } }"
        sources["/app/App/Util.swift"] = "class Util { static func lift(_ c: UIViewController, _ k: CGFloat) { c.view.frame.origin.y = -k } }"
        let result = try #require(ScreenKeyboardCode(className: "C", in: codeBase(sources), nearestTo: "/app/App")
            .run(in: phonePortrait, screen: signInScreen)[nil])
        #expect(result.effects.map(\.value) == [260])
        #expect(result.effects.first?.path == "/app/App/Util.swift")
        // A type nested in each controller of one folder (`private struct Constants`): the
        // one of the file that names it (survey yw2224/iClass).
        var nested = swiftController("bottom.constant = Constants.headerHeight", members: "private struct Constants { static let headerHeight: CGFloat = 100 }")
        nested["/app/Another.swift"] = "class Another: UIViewController { private struct Constants { static let pages = 4 } }"
        #expect(try #require(run(of: "C", in: nested)).effects.map(\.value) == [100])
    }

    /// A flag `viewWillAppear` sets runs before any keyboard, after `viewDidLoad` (survey CM,
    /// GoodyIT; Therapeuo): its value is the one the first show reads.
    @Test func whatViewWillAppearSetsIsSetWhenTheKeyboardComes() throws {
        let objectiveC = try #require(run(of: "C", in: objectiveCController("""
            CGSize size = [n.userInfo[UIKeyboardFrameBeginUserInfoKey] CGRectValue].size;
            self.bottom.constant = size.height;
            if (self.isFirstShown) { self.isFirstShown = NO; } else { self.bottom.constant -= 35; }
            """, loading: "self.isFirstShown = NO;",
            methods: "- (void)viewWillAppear:(BOOL)animated { [super viewWillAppear:animated]; self.isFirstShown = YES; }",
            properties: "@property (weak) IBOutlet NSLayoutConstraint *bottom;\n@property BOOL isFirstShown;")))
        #expect(objectiveC.effects.map(\.value) == [260])
        // `viewDidAppear` too, in Swift.
        let swift = try #require(run(of: "C", in: swiftController(
            "bottom.constant = shown ? 200 : 100",
            members: "var shown = false\noverride func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); shown = true }")))
        #expect(swift.effects.map(\.value) == [200])
    }

    /// Survey CK (MBHQ): iOS 7's swapped keyboard size, behind a test of the system version
    /// (`#available` at run time) and the device's orientation (the geometry's).
    @Test func theSystemVersionAndTheDevicesOrientationAreTheGeometrys() throws {
        let sources = objectiveCController("""
            CGSize kb = [n.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue].size;
            if ([[[UIDevice currentDevice] systemVersion] floatValue] < 8.0) {
                if (UIDeviceOrientationIsLandscape([UIDevice currentDevice].orientation)) { kb = CGSizeMake(kb.height, kb.width); }
            }
            self.bottom.constant = UIDeviceOrientationIsPortrait([[UIDevice currentDevice] orientation]) ? kb.height : kb.height + 1;
            """, properties: "@property (weak) IBOutlet NSLayoutConstraint *bottom;")
        #expect(try #require(run(of: "C", in: sources)).effects.map(\.value) == [260])
        #expect(try #require(run(of: "C", in: sources, geometry: phoneLandscape)).effects.map(\.value) == [207])
        var iOS7 = phoneLandscape
        iOS7.iosVersion = 7
        #expect(try #require(run(of: "C", in: sources, geometry: iOS7)).effects.map(\.value) == [668])
    }

    /// A helper that calls itself again until the table is ready (survey CN, Nasif's chats):
    /// the second call does what the first did, and the constant is read.
    @Test func aMethodCallingItselfAgainRunsNothingMore() throws {
        let result = try #require(run(of: "C", in: swiftController("""
            bottom.constant = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).height
            scrollToBottom()
            """, members: """
            var sections: [Section] = []
            @IBOutlet weak var table: UITableView!
            func scrollToBottom() {
                DispatchQueue.main.async {
                    guard self.sections.count > 0 else { return }
                    if self.table.numberOfSections > 0 {
                        self.table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .bottom, animated: true)
                    } else {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.03) { self.scrollToBottom() }
                    }
                }
            }
            """)))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.value) == [260])
    }

    @Test func localVariablesHelpersAndAvailability() throws {
        let result = try #require(run(of: "C", in: swift("""
            var height = keyboardHeight(from: notification)
            if #available(iOS 11.0, *) { height -= view.safeAreaInsets.bottom }
            height = max(height, 0) + padding
            bottom.constant = height
            """, members: """
            let padding: CGFloat = 8
            func keyboardHeight(from note: Notification) -> CGFloat {
                let frame = note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
                return view.convert(frame, from: nil).height
            }
            """)))
        #expect(result.effects.first?.value == 268)
    }

    @Test func aLocalFunctionRunsWhereItIsCalled() throws {
        // Called before its declaration, as Swift allows; it shadows a method of its name.
        let result = try #require(run(of: "C", in: swift("""
            let frame = notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
            lift(by: frame.height)
            func lift(by height: CGFloat) { bottom.constant = height - 10 }
            """, members: "func lift(by height: CGFloat) { bottom.constant = 0 }")))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.value) == [250])
    }

    @Test func theKeyboardLayoutGuideAnywhereInTheCode() throws {
        let constraint = "signIn.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -12).isActive = true"
        // In the method, or in a function local to it (zotero's note editor, survey AZ).
        for body in [constraint, "setup()\n        func setup() { \(constraint) }"] {
            let sources = ["/app/G.swift": """
                class G: UIViewController {
                    @IBOutlet weak var signIn: UIButton!
                    override func viewDidLoad() {
                        \(body)
                    }
                }
                """]
            let code = ScreenKeyboardCode(className: "G", in: codeBase(sources), nearestTo: "/app")
            #expect(code.isPresent)
            let result = try #require(code.run(in: phonePortrait, screen: signInScreen)[nil])
            #expect(result.effects.map(\.kind) == [.layoutGuide(view: 4)])
            #expect(result.effects.first?.value == 12)
        }
    }
}
