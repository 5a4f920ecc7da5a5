import Testing
@testable import SourceCode

@Suite struct ObjCDeclarationTests {
    static let header = """
    #import <UIKit/UIKit.h>

    NS_ASSUME_NONNULL_BEGIN

    @class KeyboardObserver;
    @protocol KeyboardAware;

    UIKIT_EXTERN NSString *const KeyboardDidMoveNotification;

    @protocol KeyboardAware <NSObject>
    @required
    - (void)keyboardWillShow:(NSNotification *)notification;
    @optional
    @property (nonatomic, readonly) CGFloat keyboardHeight;
    @end

    @interface LoginViewController : UIViewController <UITextFieldDelegate, KeyboardAware> {
        UITextField *activeField;
        IBOutlet UIScrollView *scrollView;
        @private
        CGFloat _keyboardHeight, _offset;
        __weak id<UITextFieldDelegate> _delegate;
    }
    @property (nonatomic, weak) IBOutlet NSLayoutConstraint *bottom;
    @property (weak, nonatomic) IBOutlet UITextField* email;
    @property IBOutletCollection(UITextField) NSArray *fields;
    @property (nonatomic, strong, nullable) NSArray<UITextField *> *inputs;
    @property (nonatomic, copy) void (^completion)(BOOL finished);
    @property (nonatomic) CGFloat inset UI_APPEARANCE_SELECTOR;
    @property (class, nonatomic, readonly) LoginViewController *shared;
    @property (nonatomic, assign) BOOL isVisible API_AVAILABLE(ios(13.0));
    - (IBAction)done:(id)sender;
    - (void)animateView:(UIView *)v up:(BOOL)up;
    + (instancetype)controllerWithNibName:(NSString *)name bundle:(nullable NSBundle *)bundle NS_DESIGNATED_INITIALIZER;
    - (void)f:(void (^)(BOOL finished))completion;
    - (void)log:(NSString *)format, ... NS_FORMAT_FUNCTION(1,2);
    @end

    @interface LoginViewController ()
    @property (nonatomic) BOOL keyboardShown;
    @end

    @interface UIViewController (Keyboard) <UIGestureRecognizerDelegate>
    - (void)kb_registerForKeyboardNotifications;
    @end

    NS_ASSUME_NONNULL_END
    """

    @Test func interfacesProtocolsAndCategories() {
        let file = objc(Self.header)
        #expect(file.types.map(\.name) == ["KeyboardAware", "LoginViewController", "LoginViewController", "UIViewController"])
        #expect(file.types.map(\.kind) == [.protocol, .interface, .category, .category])
        #expect(file.types.map(\.category) == [nil, nil, "", "Keyboard"])
        #expect(file.types.map(\.line) == [10, 17, 39, 43])
        #expect(file.types[0].inherited == ["NSObject"] && file.types[0].superclass == nil)
        #expect(file.types[1].superclass == "UIViewController")
        #expect(file.types[1].inherited == ["UIViewController", "UITextFieldDelegate", "KeyboardAware"])
        #expect(file.types[3].inherited == ["UIGestureRecognizerDelegate"] && file.types[3].superclass == nil)
        #expect(file.types[0].functions.map(\.name) == ["keyboardWillShow"] && file.types[0].properties.map(\.name) == ["keyboardHeight"])
        #expect(file.types[2].properties.map(\.name) == ["keyboardShown"])
        #expect(file.types[3].functions.map(\.selectorName) == ["kb_registerForKeyboardNotifications()"])
        #expect(file.variables.map(\.name) == ["KeyboardDidMoveNotification"])
    }

    @Test func propertiesAndInstanceVariables() {
        let properties = objc(Self.header).types[1].properties
        #expect(properties.map(\.name) == ["activeField", "scrollView", "_keyboardHeight", "_offset", "_delegate", "bottom", "email",
                                           "fields", "inputs", "completion", "inset", "shared", "isVisible"])
        #expect(properties.map { $0.type ?? "-" } == ["UITextField", "UIScrollView", "CGFloat", "CGFloat", "id", "NSLayoutConstraint",
                                                      "UITextField", "NSArray", "NSArray", "void", "CGFloat", "LoginViewController", "BOOL"])
        #expect(properties.filter(\.isOutlet).map(\.name) == ["scrollView", "bottom", "email", "fields"])
        #expect(properties.filter(\.isStatic).map(\.name) == ["shared"])
        #expect(properties.map(\.line) == [18, 19, 21, 21, 22, 24, 25, 26, 27, 28, 29, 30, 31])
    }

    @Test func methodDeclarations() {
        let methods = objc(Self.header).types[1].functions
        #expect(methods.map(\.name) == ["done", "animateView", "controllerWithNibName", "f", "log"])
        #expect(methods.map(\.labels) == [["_"], ["_", "up"], ["_", "bundle"], ["_"], ["_"]])
        #expect(Array(methods.map(\.objectiveCSelector).prefix(3)) == ["done:", "animateView:up:", "controllerWithNibName:bundle:"])
        #expect(methods.map(\.parameterNames) == [["sender"], ["v", "up"], ["name", "bundle"], ["completion"], ["format"]])
        #expect(methods.map(\.isStatic) == [false, false, true, false, false])
        #expect(methods.allSatisfy { $0.body == nil })
        #expect(methods.map(\.line) == [32, 33, 34, 35, 36])
    }

    @Test func implementationsCFunctionsAndConstants() {
        let file = objc("""
        #import "LoginViewController.h"

        static const CGFloat kPad = 10.0;
        static CGFloat const kKeyboardGap = 20;
        static NSString * const kCellID = @"Cell", *const kOther = @"Other";
        extern NSString *const KeyboardDidMoveNotification;
        NSString *const KeyboardDidMoveNotification = @"KeyboardDidMove";
        static int counter;
        static const CGFloat KEYBOARD_OFFSET = 80;
        typedef NS_ENUM(NSInteger, KeyboardState) { KeyboardStateHidden, KeyboardStateShown };
        typedef void (^KeyboardBlock)(CGFloat height);
        static void adjustInsets(UIScrollView *scrollView, CGFloat bottom) {
            scrollView.contentInset = UIEdgeInsetsMake(0, 0, bottom, 0);
        }
        CGFloat KeyboardHeight(NSNotification *n);
        static inline CGFloat clamp(CGFloat v) { return MAX(0, MIN(v, 100)); }

        @implementation LoginViewController {
            BOOL _observing;
        }
        @synthesize email = _email, fields;
        @dynamic inset;

        - (void)viewDidLoad
        {
            [super viewDidLoad];
        }

        + (instancetype)shared { return nil; }

        - (void)animateView:(UIView *)v up:(BOOL)up {
            v.frame = CGRectOffset(v.frame, 0, up ? -kPad : kPad);
        }
        @end

        @implementation LoginViewController (Keyboard)
        - (void)kb_registerForKeyboardNotifications {}
        @end
        """)
        // An NS_ENUM's constants are file-level constants, its name a type of no members.
        #expect(file.variables.map(\.name) == ["kPad", "kKeyboardGap", "kCellID", "kOther", "KeyboardDidMoveNotification",
                                               "KeyboardDidMoveNotification", "counter", "KEYBOARD_OFFSET", "KeyboardStateHidden",
                                               "KeyboardStateShown"])
        #expect(file.variables.map(\.isConstant) == [true, true, true, true, true, true, false, true, true, true])
        #expect(file.variables.allSatisfy { $0.isStatic })
        #expect(file.variables.map { $0.type ?? "-" } == ["CGFloat", "CGFloat", "NSString", "NSString", "NSString", "NSString", "int", "CGFloat",
                                                          "-", "-"])
        #expect(file.variables.map { render($0.initialValue) } == ["10", "20", "\"Cell\"", "\"Other\"", "∅", "\"KeyboardDidMove\"", "∅", "80",
                                                                   "0", "1"])
        #expect(file.functions.map(\.name) == ["adjustInsets", "clamp"])
        #expect(file.functions.map(\.parameterNames) == [["scrollView", "bottom"], ["v"]])
        #expect(file.functions.map(\.labels) == [["_", "_"], ["_"]])
        #expect(file.functions[0].body.map(render) == "scrollView.contentInset = UIEdgeInsetsMake(0, 0, bottom, 0)")
        #expect(file.functions[1].body.map(render) == "return MAX(0, MIN(v, 100))")
        #expect(file.functions.map { [$0.line, $0.endLine] } == [[12, 14], [16, 16]])
        #expect(file.types.map(\.kind) == [.implementation, .category, .enum])
        #expect(file.types.map(\.name) == ["LoginViewController", "LoginViewController", "KeyboardState"])
        #expect(file.types.map(\.category) == [nil, "Keyboard", nil])
        let implementation = file.types[0]
        #expect(implementation.properties.map(\.name) == ["_observing"])
        #expect(implementation.functions.map(\.selectorName) == ["viewDidLoad()", "shared()", "animateView(_:up:)"])
        #expect(implementation.functions.map { [$0.line, $0.endLine] } == [[24, 27], [29, 29], [31, 33]])
        #expect(implementation.functions[0].body.map(render) == "super.viewDidLoad()")
        #expect(implementation.functions[1].isStatic)
        #expect(implementation.functions[2].body.map(render) == "v.frame = CGRectOffset(v.frame, 0, (up ? -kPad : kPad))")
        #expect(file.types[1].functions.first?.body.map(render) == "")
    }

    @Test func aMissingEndStillEndsAtTheNextContainer() {
        let file = objc("""
        @interface A : NSObject
        - (void)a;

        @implementation A
        - (void)a { [self b]; }
        @end
        """)
        #expect(file.types.map(\.kind) == [.interface, .implementation])
        #expect(file.types[1].functions.first?.body.map(render) == "self.b()")
    }
}
