import Testing
@testable import KeyboardCode
import SourceCode

/// code.md section 3's values in the spellings the surveys of public controllers met: a
/// C compound literal, a content size the loading code sets, the project's extension of
/// Notification, and the words a value is said in.
@Suite struct ValueSpellingTests {
    private func swift(_ body: String, members: String = "") -> [String: String] { swiftController(body, members: members) }

    /// The byte search the evaluator uses for its names (`includes`): found anywhere, at
    /// either end, not across a shorter text, and in non-ASCII text.
    @Test func aNameIncludesAPart() {
        #expect("UIKeyboardFrameEndUserInfoKey".includes("FrameEnd"))
        #expect("FrameEnd".includes("FrameEnd") && "xFrameEnd".includes("FrameEnd") && "FrameEndx".includes("FrameEnd"))
        #expect(!"UIKeyboardFrameBeginUserInfoKey".includes("FrameEnd"))
        #expect(!"Frame".includes("FrameEnd"))
        #expect("anything".includes(""))
        #expect("größe der tastatur".includes("tastatur") && !"größe".includes("grosse"))
        #expect(("keyboard height" as Substring).includes("keyboard"))
    }

    /// Survey BS: Swift's arithmetic written as methods (`multiplied(by:)`, jtaxen's
    /// OnTheMap), and a computed variable declared in the handler (morbrian's OnTheMap),
    /// read where it is declared.
    @Test func arithmeticMethodsAndALocalComputedVariable() throws {
        let quarter = try #require(run(of: "C", in: swiftController("""
            let height = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue.height
            view.frame.origin.y = (-height).multiplied(by: 0.25).adding(10).subtracting(10).divided(by: 1)
            """)))
        #expect(quarter.notUnderstood == nil)
        #expect(quarter.effects.map(\.name) == ["slide"])
        #expect(quarter.effects.first?.value == 65)
        for getter in ["{ return email.frame.maxY }", "{ email.frame.maxY }", "{ get { return email.frame.maxY } }"] {
            let local = try #require(run(of: "C", in: swiftController("""
                var bottom: CGFloat \(getter)
                let height = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue.height
                if view.bounds.maxY - height < bottom { view.frame.origin.y = -(bottom - (view.bounds.maxY - height)) }
                """)))
            #expect(local.notUnderstood == nil, "\(getter)")
            #expect(local.effects.map(\.name) == ["slide"], "\(getter)")
        }
    }

    /// gotporn's overlap (survey AB): the root's frame within its safe area
    /// (`inset(by:)`, `UIEdgeInsetsInsetRect`) less the keyboard's frame converted from the
    /// screen's coordinate space.
    @Test func aFrameWithinItsInsetsAndTheScreensCoordinateSpace() throws {
        for within in ["view.frame.inset(by: view.safeAreaInsets)", "UIEdgeInsetsInsetRect(view.frame, view.safeAreaInsets)"] {
            let result = try #require(run(of: "C", in: swiftController("""
                let keyboard = view.convert(notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect, from: UIScreen.main.coordinateSpace)
                bottom.constant = \(within).maxY - keyboard.minY
                """)))
            #expect(result.notUnderstood == nil, "\(within)")
            #expect(result.effects.map(\.value) == [260], "\(within)")
        }
    }

    /// Survey BX (Moari): the screen's height in pixels differs by phone, so a switch on it
    /// stops the reading (not a height in points that no case matches); `UIDevice()` is the
    /// device.
    @Test func theScreensPixelsAreNotItsPoints() throws {
        let pixels = try #require(run(of: "C", in: swiftController("""
            guard let keyboard = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            switch UIScreen.main.nativeBounds.height {
            case 1334: view.frame.origin.y = -keyboard.height + 200
            default: return
            }
            """)))
        #expect(pixels.notUnderstood?.reason.contains("nativeBounds") == true)
        let device = try #require(run(of: "C", in: swiftController("""
            guard let keyboard = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            if UIDevice().userInterfaceIdiom == .phone { view.frame.origin.y = -keyboard.height }
            """)))
        #expect(device.notUnderstood == nil)
        #expect(device.effects.map(\.name) == ["slide"])
    }

    /// Survey CG (Keybord-animation): a closure handed to a method of the class, which calls
    /// it in an animator's block, sees the handler's locals it captured; a local closure
    /// called where it is written sees them as they are then.
    @Test func aClosureHandedOnKeepsTheLocalsItCaptured() throws {
        let handedOn = try #require(run(of: "C", in: swiftController("""
            guard let keyboard = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            let pad: CGFloat = 10
            runWithKeyboard(notification) { _ in self.bottom.constant = keyboard.height + pad }
            """, members: """
            func runWithKeyboard(_ notification: Notification, _ body: ((CGRect) -> Void)?) {
                let keyboard = CGRect.zero
                UIViewPropertyAnimator(duration: 0.25, curve: .easeInOut) { body?(keyboard); self.view.layoutIfNeeded() }.startAnimation()
            }
            """)))
        #expect(handedOn.notUnderstood == nil)
        #expect(handedOn.effects.map(\.value) == [270])
        let local = try #require(run(of: "C", in: swiftController("""
            var extra: CGFloat = 0
            let lift = { self.bottom.constant = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).height + extra }
            extra = 20
            lift()
            """)))
        #expect(local.effects.map(\.value) == [280])
    }

    @Test func theWordsKeepTheParenthesesTheValueNeeds() throws {
        // TextViewSample's handler: 600 - (screen height - keyboard height), not 600 - 667 - K.
        let result = try #require(run(of: "C", in: swift("""
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            let limit = UIScreen.main.bounds.height - frame.height
            bottom.constant = (600 - limit) * 2 / (1 + 1)
            """)))
        let effect = try #require(result.effects.first)
        #expect(effect.words.hasSuffix("= (600 - (667 - keyboard height)) × 2 / 2"))
    }

    /// An Objective-C controller `C` whose show handler `up:` runs `body` (`n`, the notification).
    private func objc(_ body: String) -> [String: String] {
        ["/app/C.h": "@interface C : UIViewController\n@end\n", "/app/C.m": """
            @implementation C
            - (void)viewDidLoad {
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(up:) name:UIKeyboardWillShowNotification object:nil];
            }
            - (void)up:(NSNotification *)n {
                \(body)
            }
            @end
            """]
    }

    /// The one run's effects, expected to be a slide.
    private func slide(_ sources: [String: String]) throws -> [Double] {
        let result = try #require(run(of: "C", in: sources))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.allSatisfy { $0.kind == .slide })
        return result.effects.map(\.value)
    }

    @Test func anObjectiveCSlideWrittenAsACompoundLiteral() throws {
        for assignment in ["self.view.frame = (CGRect){r.origin.x, -120, r.size};", "self.view.frame = (CGRect){{0, -120}, r.size};"] {
            #expect(try slide(objc("CGRect r = self.view.frame;\n    " + assignment)) == [120])
        }
    }

    @Test func aTranslationAddedToATransformInEitherLanguage() throws {
        // MatchaChat's chat screen: C's CGAffineTransformTranslate had read as "not a number"
        // where Swift's translatedBy was a slide; both add to the transform they are given.
        let key = "CGRect kb = [n.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];\n    "
        for transform in ["self.view.transform", "CGAffineTransformIdentity"] {
            #expect(try slide(objc(key + "self.view.transform = CGAffineTransformTranslate(\(transform), 0, -kb.size.height);")) == [260])
        }
        #expect(try slide(objc(key + """
            self.view.transform = CGAffineTransformMakeTranslation(0, -20);
                self.view.transform = CGAffineTransformTranslate(self.view.transform, 0, -100);
            """)).last == 120)
        let swift = try #require(run(of: "C", in: swiftController("""
            let kb = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).height
            view.transform = CGAffineTransform(translationX: 0, y: -20)
            view.transform = view.transform.translatedBy(x: 0, y: -kb)
            """)))
        #expect(swift.effects.last?.value == 280)
        // The layer's transform (Notify, survey BM): the root's is a slide, a field's a move
        // of the field, where both had read as moving nothing.
        for layer in ["view.layer.transform = CATransform3DMakeTranslation(0, -kb, 0)",
                      "view.layer.transform = CATransform3DTranslate(CATransform3DIdentity, 0, -kb, 0)"] {
            let slid = try #require(run(of: "C", in: swiftController("let kb = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).height\n" + layer)))
            #expect(slid.effects.map(\.kind) == [.slide] && slid.effects.last?.value == 260, "\(layer)")
        }
        let field = try #require(run(of: "C", in: swiftController("email.layer.transform = CATransform3DMakeTranslation(0, -100, 0)")))
        #expect(field.effects.map(\.kind) == [.viewShift(view: 2)] && field.effects.map(\.value) == [100])
    }

    @Test func aConstantTheLoadingCodeSetsIsTheOneTheHandlerReads() throws {
        // Survey AX: `h.constant = 450` as the screen loads, `h.constant -= 100` in the
        // handler is 350 (section 3: "what loading the screen sets"), not the document's 20 - 100.
        for load in ["bottom.constant = 450", "configure()"] {
            let result = try #require(run(of: "C", in: swiftController("bottom.constant -= 100", members: """
                override func awakeFromNib() { super.awakeFromNib(); \(load) }
                func configure() { bottom.constant = 450 }
                """)))
            #expect(result.effects.map(\.value) == [350])
        }
        // Set by the handler first, the handler's value is read.
        let set = try #require(run(of: "C", in: swiftController("bottom.constant = 10\n    bottom.constant += 5", members: """
            override func awakeFromNib() { super.awakeFromNib(); bottom.constant = 450 }
            """)))
        #expect(set.effects.map(\.value) == [10, 15])
    }

    @Test func swiftNamesWithALeadingUnderscore() throws {
        // NudgeChat (survey BB): `@IBOutlet weak var _email` is the document's outlet
        // `_email`, and `var _shift` a property of that name: neither is `email`/`shift`.
        var sources = swiftController("""
            let kb = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect)
            _shift = _email.frame.maxY - kb.origin.y
            view.frame.origin.y -= _shift
            """, members: "var _shift: CGFloat = 0")
        sources["/app/C.swift"] = sources["/app/C.swift"]?.replacingOccurrences(of: "weak var email", with: "weak var _email")
        var screen = signInScreen
        screen.outlets["_email"] = screen.outlets["email"]
        screen.outlets["email"] = nil
        let result = try #require(runs(of: "C", in: sources, screen: screen)[nil])
        #expect(result.notUnderstood == nil)
        // The email field's bottom in its scroll view (436 + 44) less the keyboard's top (667 - 260).
        #expect(result.effects.map(\.value) == [73])
    }

    @Test func aDidSetOfAPropertyTheHandlerSets() throws {
        // iClass's login screen (survey BC): the handler sets a flag whose didSet sets the constant.
        let result = try #require(run(of: "C", in: swiftController("up = true", members: """
            var up = false {
                didSet { bottom.constant = up ? 8 : 40 }
            }
            """)))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.value) == [8])
    }

    @Test func aMemberOfARectangleTheControllerKeeps() throws {
        // GUP's TXFRAME (survey BD): `TXFRAME.origin.y += 80` on an instance variable, bare
        // or through self, had been dropped.
        for write in ["r.origin.y += 80;", "self->r.origin.y = r.origin.y + 80;", "_r.origin.y += 80;"] {
            let sources = ["/app/C.h": "@interface C : UIViewController {\n    CGRect _r;\n}\n@property (nonatomic) CGRect r;\n@end\n",
                           "/app/C.m": """
                @implementation C
                - (void)viewDidLoad {
                    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(up:) name:UIKeyboardWillShowNotification object:nil];
                }
                - (void)up:(NSNotification *)n {
                    r = CGRectMake(0, 100, 10, 10);
                    \(write)
                    CGRect f = self.view.frame; f.origin.y = -r.origin.y; self.view.frame = f;
                }
                @end
                """]
            #expect(try slide(sources) == [180], "\(write)")
        }
    }

    @Test func aPropertyMadeByItsTypesEmptyInitializer() throws {
        // LoopWorkspace (survey BH): `var started = Bool()` is false, `CGFloat()` zero.
        let result = try #require(run(of: "C", in: swiftController("if started == false { bottom.constant = padding + 37 }", members: """
            var started = Bool()
            var padding = CGFloat()
            """)))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.value) == [37])
    }

    @Test func aDefineIsItsFilesOwn() throws {
        // EcstaticFM (survey BJ): kTabBarHeight is 100 in one controller's file and 0 in
        // another's; each file's code reads its own.
        var sources = objc("CGSize s = [n.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue].size;\n    CGRect f = self.view.frame; f.origin.y = -(s.height + kPad); self.view.frame = f;")
        sources["/app/C.m"] = "#define kPad 100.0\n" + (sources["/app/C.m"] ?? "")
        sources["/app/A.m"] = "#define kPad 0.0\n@implementation A\n@end\n"
        #expect(try slide(sources) == [360])
    }

    @Test func aPropertyACategoryAddsToUIView() throws {
        // MasterDGE's UIView (Pos) category: `self.view.y = …` runs its setY:, `view.height` its getter.
        var sources = objc("""
            CGRect kb = [n.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
                if (kb.origin.y < self.view.height) { self.view.y = kb.origin.y - self.view.height; }
            """)
        sources["/app/UIView+Pos.m"] = """
            @implementation UIView (Pos)
            - (void)setY:(CGFloat)y { CGRect f = self.frame; f.origin.y = y; self.frame = f; }
            - (CGFloat)height { return self.frame.size.height; }
            @end
            """
        #expect(try slide(sources) == [260])
    }

    @Test func aRectangleWrittenThroughAPointerOrInout() throws {
        // looplist's UIView (KB) category: `[self.view kbNote:n getRect:&kb]` writes the
        // keyboard's frame through `CGRect *`; the local had read as an empty rectangle.
        var sources = objc("""
            CGRect kb;
                [self.view keyboardRectOf:n into:&kb];
                CGRect f = self.view.frame; f.origin.y = -kb.size.height; self.view.frame = f;
            """)
        sources["/app/UIView+KB.m"] = """
            @implementation UIView (KB)
            - (void)keyboardRectOf:(NSNotification *)n into:(CGRect *)rect {
                *rect = [self convertRect:[n.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue] fromView:nil];
            }
            @end
            """
        #expect(try slide(sources) == [260])
        // The controller's own method, and Swift's inout.
        let own = objc("""
            CGRect kb = CGRectZero;
                [self keyboardRectOf:n into:&kb];
                self.view.frame = CGRectOffset(self.view.frame, 0, -kb.size.height / 2);
            }
            - (void)keyboardRectOf:(NSNotification *)n into:(CGRect *)rect {
                *rect = [n.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
            """)
        #expect(try slide(own) == [130])
        let swiftInout = try #require(run(of: "C", in: swift("""
            var height: CGFloat = 0
            read(notification, into: &height)
            bottom.constant = height + 8
            """, members: """
            func read(_ note: Notification, into height: inout CGFloat) {
                height = (note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).height
            }
            """)))
        #expect(swiftInout.effects.map(\.value) == [268])
    }

    @Test func anObjectiveCEnumerationsConstants() throws {
        // Xiaoer's LoginViewController: `_vcType == VcType_Login`, an ivar never set (0) and
        // the first constant of a typedef'd enum in the header; NS_ENUM's with values too.
        var sources = objc("""
            CGFloat lift = 0;
                if (_vcType == VcType_Login) { lift = 100; } else if (_vcType == VcType_Register) { lift = 50; }
                if (kStyle == StyleTall) { lift += 20; }
                CGRect f = self.view.frame; f.origin.y = -lift; self.view.frame = f;
            """)
        sources["/app/C.h"] = """
            typedef enum VcType_ {
                VcType_Login = 0,  // sign in
                VcType_Register,   // sign up
            } VcType;
            typedef NS_ENUM(NSInteger, Style) { StyleShort = 4, StyleTall };
            static const Style kStyle = StyleTall;
            @interface C : UIViewController
            @property (nonatomic, assign) VcType vcType;
            @end
            """
        #expect(try slide(sources) == [120])
    }

    @Test func anOrientationsTestIsTheGeometrys() throws {
        // himnario's LoginViewController: 100 in landscape, 50 in portrait.
        for orientation in ["UIDevice.current.orientation", "UIApplication.shared.statusBarOrientation"] {
            let sources = swift("""
                let k = (notification.userInfo![UIResponder.keyboardFrameBeginUserInfoKey] as! NSValue).cgRectValue.height
                let pad: CGFloat = \(orientation).isLandscape ? 100 : 50
                view.frame.origin.y -= k - pad
                """)
            #expect(try #require(run(of: "C", in: sources)).effects.map(\.value) == [210])
            #expect(try #require(run(of: "C", in: sources, geometry: phoneLandscape)).effects.map(\.value) == [106])
        }
    }

    @Test func aFrameConvertedFromTheAppDelegatesWindow() throws {
        // TextFieldAnimationPoC: `[[UIApplication sharedApplication] delegate].window`.
        let result = try #require(run(of: "C", in: objc("""
            CGRect kb = [n.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
                CGRect r = [self.view convertRect:kb fromView:[[UIApplication sharedApplication] delegate].window];
                CGRect f = self.view.frame; f.origin.y = -CGRectGetHeight(r); self.view.frame = f;
            """)))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.value) == [260])
    }

    @Test func aKeyboardFrameIsNotEmpty() throws {
        // rush's RSVPViewController: a guard on the begin frame's `isEmpty`.
        let result = try #require(run(of: "C", in: swift("""
            guard let begin = notification.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect, !begin.isEmpty, !begin.isNull else { return }
            bottom.constant = begin.height
            """)))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.value) == [260])
    }

    @Test func aContentSizeTheLoadingCodeSetsIsThatOne() throws {
        // CaiJinTong's GiveCommentViewController: the content size measured from a server's
        // text, set in viewDidLoad or in a method it calls with the post (setCommentOfpostDetail:).
        func source(_ height: String, inMethod: Bool) -> [String: String] {
            let setting = "scrollView.contentSize = CGSize(width: 320, height: \(height))"
            return ["/app/C.swift": """
                class C: UIViewController {
                    @IBOutlet weak var scrollView: UIScrollView!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        \(inMethod ? "configure(with: post)" : setting)
                        NotificationCenter.default.addObserver(self, selector: #selector(up(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                    }
                    func configure(with post: Post) { \(setting) }
                    @objc func up(_ note: Notification) {
                        let frame = note.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
                        scrollView.contentOffset = CGPoint(x: 0, y: scrollView.contentSize.height - (frame.height + 44))
                    }
                }
                """]
        }
        for inMethod in [false, true] {
            #expect(try #require(run(of: "C", in: source("900", inMethod: inMethod))).effects.map(\.value) == [596])
            #expect(try #require(run(of: "C", in: source("post.textHeight + 235", inMethod: inMethod))).notUnderstood != nil)
        }
    }

    @Test func aKeyboardFrameReadThroughTheProjectsExtensionOfNotification() throws {
        // Yello-Sakedong's `Notification+.swift`: a computed property, and a method alike.
        let extensions = """
            extension Notification {
                var keyboardFrame: CGRect { userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect ?? .zero }
                func keyboardHeight(scaledBy factor: CGFloat) -> CGFloat { keyboardFrame.height / factor }
            }
            """
        var sources = swiftController("bottom.constant = notification.keyboardFrame.height / 2.5")
        sources["/app/Notification+.swift"] = extensions
        let property = try #require(run(of: "C", in: sources))
        #expect(property.notUnderstood == nil)
        #expect(property.effects.map(\.value) == [104])
        sources["/app/C.swift"] = swiftController("bottom.constant = notification.keyboardHeight(scaledBy: 2.5)")["/app/C.swift"]
        #expect(try #require(run(of: "C", in: sources)).effects.map(\.value) == [104])
    }

    /// The project's extension of `UIDevice`, reached through `UIDevice.current` (survey DF,
    /// GameGether's `hasNotch`): run on the device, as an extension of a view is on the view.
    @Test func theProjectsExtensionOfTheDevice() throws {
        for (member, use) in [("var hasNotch: Bool { UIScreen.main.bounds.height > 800 }", "UIDevice.current.hasNotch"),
                              ("func hasNotch() -> Bool { return UIScreen.main.bounds.height > 800 }", "UIDevice.current.hasNotch()")] {
            var sources = swift("bottom.constant = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).height - (\(use) ? 35 : 0)")
            sources["/app/UIDevice+Notch.swift"] = "extension UIDevice { \(member) }"
            let short = try #require(run(of: "C", in: sources))
            #expect(short.notUnderstood == nil, "\(use)")
            #expect(short.effects.map(\.value) == [260], "\(use)")
            var tall = phonePortrait
            tall.screenHeight = 896
            #expect(try #require(run(of: "C", in: sources, geometry: tall)).effects.map(\.value) == [225], "\(use)")
        }
    }

    /// A conditional cast compared with nil is a value: casts succeed (code.md section 3;
    /// survey DG, SwiftKeyboard's guard on the animation's duration).
    @Test func aConditionalCastIsNotNil() throws {
        for test in ["notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber != nil",
                     "!(nil == notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)"] {
            let result = try #require(run(of: "C", in: swift("""
                guard \(test) else { return }
                bottom.constant = (notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect).height
                """)))
            #expect(result.notUnderstood == nil, "\(test)")
            #expect(result.effects.map(\.value) == [260], "\(test)")
        }
    }
}
