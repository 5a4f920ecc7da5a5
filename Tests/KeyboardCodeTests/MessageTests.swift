import Testing
@testable import KeyboardCode
import SourceCode

/// Messages as the evaluator resolves them (code.md section 3): an Objective-C message with
/// no arguments is a getter, not a data source method that shares its first word; the
/// application's status bar and the window's insets are the geometry's.
@Suite struct MessageTests {
    @Test func aMessageWithoutArgumentsIsTheProperty() throws {
        // OsmAnd's shape: `[self scrollView]` beside `-scrollView:numberOfPagesIn:`.
        let result = try #require(run(of: "C", in: ["/app/C.m": """
            @implementation C {
                NSArray *_pages;
            }
            - (void)viewDidLoad {
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
            }
            - (NSInteger)scrollView:(UIScrollView *)scrollView numberOfPagesIn:(NSInteger)section {
                return _pages[section].count;
            }
            - (void)keyboardWillShow:(NSNotification *)notification {
                CGFloat height = [[[notification userInfo] objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size.height;
                UIEdgeInsets insets = [[self scrollView] contentInset];
                [[self scrollView] setContentInset:UIEdgeInsetsMake(insets.top, insets.left, height, insets.right)];
            }
            @end
            """, "/app/C.h": """
            @interface C : UIViewController
            @property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
            @end
            """]))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.name) == ["inset"])
        #expect(result.effects.first?.value == 260)
    }

    @Test func theStatusBarAndTheWindowsInsetsAreTheGeometrys() throws {
        var notched = phonePortrait
        notched.statusBarHeight = 44
        notched.homeIndicatorHeight = 34
        let objC = try #require(run(of: "C", in: ["/app/C.m": """
            @implementation C
            - (void)viewDidLoad {
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
            }
            - (void)keyboardWillShow:(NSNotification *)notification {
                CGFloat height = [[[notification userInfo] objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size.height;
                self.bottom.constant = height - [UIApplication sharedApplication].statusBarFrame.size.height;
            }
            @end
            """, "/app/C.h": "@interface C : UIViewController\n@property (nonatomic, weak) IBOutlet NSLayoutConstraint *bottom;\n@end"],
            geometry: notched))
        #expect(abs((objC.effects.first?.value ?? 0) - 216) < 1e-9, "\(objC.effects)")
        let swift = try #require(run(of: "C", in: swiftController("""
            guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            let inset = UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 0
            bottom.constant = frame.height - inset
            """), geometry: notched))
        #expect(abs((swift.effects.first?.value ?? 0) - 226) < 1e-9, "\(swift.effects)")
    }

    /// VLC's shape: a category method of UIScrollView, sent to an outlet through its ivar,
    /// insets the scroll view (`self`) and scrolls to the view it is given.
    @Test func aCategoryMethodOfAUIKitClassRunsOnTheViewItIsSentTo() throws {
        let sources = ["/app/C.m": """
            @implementation C
            - (void)viewDidLoad {
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(adjustForKeyboard:) name:UIKeyboardWillChangeFrameNotification object:nil];
            }
            - (void)adjustForKeyboard:(NSNotification *)aNotification {
                [_scrollView adjustForKeyboardNotification:aNotification revealingView:_email];
            }
            @end
            """, "/app/C.h": """
            @interface C : UIViewController
            @property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
            @property (nonatomic, weak) IBOutlet UITextField *email;
            @end
            """, "/app/UIScrollView+Keyboard.m": """
            @implementation UIScrollView (Keyboard)
            - (void)adjustForKeyboardNotification:(NSNotification *)aNotification revealingView:(UIView *)view {
                CGRect keyboardFrame = [aNotification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
                CGRect ownFrame = [self convertRect:self.bounds toView:nil];
                CGFloat overlap = MAX(0., CGRectGetMaxY(ownFrame) - CGRectGetMinY(keyboardFrame));
                UIEdgeInsets insets = self.contentInset;
                insets.bottom = overlap;
                self.contentInset = insets;
                if (overlap > 1000.) {
                    [self setContentOffset:CGPointMake(self.contentOffset.x, overlap) animated:YES];
                }
            }
            @end
            """]
        let result = try #require(run(of: "C", in: sources))
        #expect(result.notUnderstood == nil)
        // The scroll view reaches the screen's bottom (64 + 603): the keyboard covers 260 of it.
        #expect(result.effects.map(\.name) == ["inset"])
        #expect(result.effects.first?.value == 260)
        // The offset it sets in another run makes it Apple's guide form (code.md 6: `inset`).
        #expect(ScreenKeyboardCode(className: "C", in: codeBase(sources), nearestTo: "/app").scrollsByOffset)
    }

    /// code.md section 4: a view the code creates is not the screen's; moving it moves
    /// nothing, and a test of its frame that decides only that is passed over.
    @Test func aViewAllocatedInCodeIsNotTheScreens() throws {
        let result = try #require(run(of: "C", in: ["/app/C.m": """
            @implementation C {
                UIView *_bottomView;
                CGSize _keyboardSize;
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                _bottomView = [[UIView alloc] initWithFrame:CGRectMake(0, 480, 320, 480)];
                [self.view addSubview:_bottomView];
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
            }
            - (void)keyboardWillShow:(NSNotification *)notification {
                _keyboardSize = [[[notification userInfo] objectForKey:UIKeyboardFrameBeginUserInfoKey] CGRectValue].size;
                if (_bottomView.frame.origin.y > _keyboardSize.height) {
                    _bottomView.frame = CGRectOffset(_bottomView.frame, 0, -_keyboardSize.height);
                }
                UILabel *hint = [UILabel new];
                hint.frame = CGRectMake(0, 0, 10, 10);
            }
            @end
            """]))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.isEmpty)
    }

    /// A UIKit class's factory method (`[UIButton buttonWithType:]`, `UIButton(type:)`,
    /// `UIButton.systemButton(with:…)`) makes a view as `alloc`/`init` does: placing it
    /// moves nothing, and the reading goes on to the root's slide (survey BP, VoiceChat).
    @Test func aViewFromAFactoryMethodIsNotTheScreens() throws {
        let objectiveC = try #require(run(of: "C", in: objectiveCController("""
            [self addBar];
            CGSize size = [[n.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue].size;
            self.view.frame = CGRectMake(0, -size.height, self.view.frame.size.width, self.view.frame.size.height);
            """, methods: """
            - (void)addBar {
                UIButton *send = [UIButton buttonWithType:UIButtonTypeCustom];
                send.frame = CGRectMake(0, 0, 40, 40);
                [self.view addSubview:send];
            }
            """)))
        #expect(objectiveC.notUnderstood == nil)
        #expect(objectiveC.effects.map(\.name) == ["slide"])
        let swift = try #require(run(of: "C", in: ["/app/C.swift": """
            class C: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(show(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                }
                @objc func show(_ notification: Notification) {
                    let close = UIButton.systemButton(with: UIImage(), target: self, action: #selector(done))
                    close.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
                    let send = UIButton(type: .system)
                    send.frame.origin.y = 10
                    guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                    view.frame.origin.y = -frame.height
                }
            }
            """]))
        #expect(swift.notUnderstood == nil)
        #expect(swift.effects.map(\.name) == ["slide"])
    }

    /// Survey BY (Pull-iOS): C's `.3` is a number; the animation's block runs in place (it
    /// had been passed over with the message, the slide in it lost).
    @Test func aDurationWrittenWithoutItsLeadingZero() throws {
        for duration in [".3", ".5f", "0.3", "(.25)"] {
            let result = try #require(run(of: "C", in: objectiveCController("""
                CGRect kb = [n.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
                CGRect f = self.view.frame;
                f.origin.y = -kb.size.height;
                [UIView animateWithDuration:\(duration) animations:^{ self.view.frame = f; }];
                """)))
            #expect(result.notUnderstood == nil, "\(duration)")
            #expect(result.effects.map(\.name) == ["slide"], "\(duration)")
        }
    }

    /// Survey CB (MIT Mobile): the end frame read by key path, and a child controller the
    /// storyboard makes, whose view the handler places (not a view of the screen).
    @Test func aKeyPathAndAControllerTheStoryboardMakes() throws {
        let keyPath = try #require(run(of: "C", in: objectiveCController("""
            CGRect f = [[n.userInfo valueForKeyPath:UIKeyboardFrameEndUserInfoKey] CGRectValue];
            self.bottom.constant = f.size.height;
            """, properties: "@property (weak) IBOutlet NSLayoutConstraint *bottom;")))
        #expect(keyPath.notUnderstood == nil)
        #expect(keyPath.effects.map(\.value) == [260])
        let child = try #require(run(of: "C", in: objectiveCController(
            "[self.recent.view setFrame:CGRectMake(0, 44, 320, 100)];",
            loading: "self.recent = [self.storyboard instantiateViewControllerWithIdentifier:@\"recent\"];",
            properties: "@property (strong) UIViewController *recent;")))
        #expect(child.notUnderstood == nil)
        #expect(child.effects.isEmpty)
        // A setter called on what the reader cannot find is named as a call.
        let unknown = try #require(run(of: "C", in: objectiveCController("[self.mystery.view setFrame:CGRectMake(0, 44, 320, 100)];")))
        #expect(unknown.notUnderstood?.reason.hasPrefix("it calls setFrame on something the reader cannot find (mystery") == true,
                "\(String(describing: unknown.notUnderstood?.reason))")
    }

    /// `getValue:` writes the keyboard's frame through a pointer (an older spelling of
    /// `CGRectValue`).
    @Test func theFrameWrittenThroughAPointer() throws {
        let result = try #require(run(of: "C", in: ["/app/C.m": """
            @implementation C
            - (void)viewDidLoad {
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
            }
            - (void)keyboardWillShow:(NSNotification *)notification {
                CGRect keyboard;
                [[notification.userInfo objectForKey:UIKeyboardFrameEndUserInfoKey] getValue:&keyboard];
                keyboard = [self.view convertRect:keyboard fromView:nil];
                self.scrollView.contentInset = UIEdgeInsetsMake(0, 0, keyboard.size.height, 0);
            }
            @end
            """, "/app/C.h": "@interface C : UIViewController\n@property (nonatomic, weak) IBOutlet UIScrollView *scrollView;\n@end"]))
        #expect(result.notUnderstood == nil)
        #expect(result.effects.map(\.value) == [260])
    }

    /// A function-like macro of the prefix header is a function of its parameters.
    @Test func aFunctionLikeMacroIsExpanded() throws {
        let result = try #require(run(of: "C", in: ["/app/App-Prefix.pch": """
            #define viewY(v) (v.frame.origin.y)
            #define HALF(a, b) ((a) + (b)) / 2
            """, "/app/C.m": """
            @implementation C
            - (void)viewDidLoad {
                [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
            }
            - (void)keyboardWillShow:(NSNotification *)notification {
                CGSize size = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue].size;
                self.bottom.constant = HALF(size.height, size.height);
                float y = viewY(self.email) + 8;
                if (y > self.scrollView.contentOffset.y) [self.scrollView setContentOffset:CGPointMake(0, y) animated:YES];
            }
            @end
            """, "/app/C.h": """
            @interface C : UIViewController
            @property (nonatomic, weak) IBOutlet NSLayoutConstraint *bottom;
            @property (nonatomic, weak) IBOutlet UIScrollView *scrollView;
            @property (nonatomic, weak) IBOutlet UITextField *email;
            @end
            """]))
        #expect(result.notUnderstood == nil)
        // The email is 436 into the scroll view (500 - 64).
        #expect(result.effects.map(\.value) == [260, 444])
    }
}
