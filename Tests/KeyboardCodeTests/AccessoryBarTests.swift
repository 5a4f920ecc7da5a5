import Testing
@testable import KeyboardCode
import SourceCode

/// code.md section 4: an `inputAccessoryView` of known height set as the screen loads.
@Suite struct AccessoryBarTests {
    /// The tallest bar of known height the loading code makes (outlets are the document's).
    static func bar(_ files: [String: String], className: String = "C") -> AccessoryBar? {
        ClassCode(className: className, in: codeBase(files), nearestTo: "/app").loadedAccessoryBars
            .filter { $0.outlet == nil }.max { $0.height < $1.height }
    }

    @Test func swiftToolbarsOfAFrameOrSizedToFit() {
        let framed = Self.bar(["/app/C.swift": """
            class C: UIViewController {
                @IBOutlet weak var note: UITextView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    note.inputAccessoryView = UIToolbar(frame: CGRect(x: 0, y: 0, width: view.frame.width, height: 50))
                }
            }
            """])
        #expect(framed == AccessoryBar(height: 50, path: "/app/C.swift", line: 5))
        let fitted = Self.bar(["/app/C.swift": """
            class C: UIViewController {
                @IBOutlet weak var email: UITextField!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let toolbar = UIToolbar()
                    toolbar.sizeToFit()
                    toolbar.items = [UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))]
                    email.inputAccessoryView = toolbar
                }
            }
            """])
        #expect(fitted?.height == 44)
        // A view of a height the reader cannot tell is no bar of known height.
        let unknown = Self.bar(["/app/C.swift": """
            class C: UIViewController {
                @IBOutlet weak var email: UITextField!
                override func viewDidLoad() { email.inputAccessoryView = makeBar() }
            }
            """])
        #expect(unknown == nil)
    }

    /// Survey CO (StaraParentApp): the bar given through the project's own extension of
    /// UITextView, called on the field as the screen loads.
    @Test func aBarGivenThroughAProjectExtensionOfTheField() {
        let bar = Self.bar(["/app/C.swift": """
            class C: UIViewController {
                @IBOutlet var notes: UITextView!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if true { notes.addDoneBar(target: self) }
                }
            }
            """, "/app/UITextView+Done.swift": """
            extension UITextView {
                func addDoneBar(target: Any) {
                    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
                    self.inputAccessoryView = toolbar
                }
            }
            """])
        #expect(bar == AccessoryBar(height: 44, path: "/app/UITextView+Done.swift", line: 4))
    }

    @Test func objectiveCToolbarsAndTheTallestOfSeveral() {
        let bar = Self.bar(["/app/C.m": """
            @implementation C
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIToolbar *bar = [[UIToolbar alloc] initWithFrame:CGRectMake(0, 0, 320, 44)];
                self.nameField.inputAccessoryView = bar;
                [self.notesView setInputAccessoryView:[[UIView alloc] initWithFrame:CGRectMake(0, 0, 320, 60)]];
            }
            @end
            """])
        #expect(bar?.height == 60)
        #expect(bar?.line == 6)
    }

    /// Survey G3 (a registration form): the bar made in the class's own method that
    /// `viewDidLoad` calls, as a load setting made there is read; two calls deep, and not
    /// through a method that takes arguments (what it is given is not known here).
    @Test func aBarMadeInAMethodTheLoadingCodeCalls() {
        let swift = Self.bar(["/app/C.swift": """
            class C: UIViewController {
                @IBOutlet weak var birthday: UITextField!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setUp()
                }
                func setUp() { createDatePicker() }
                func createDatePicker() {
                    let toolbar = UIToolbar()
                    toolbar.sizeToFit()
                    birthday.inputAccessoryView = toolbar
                }
            }
            """])
        #expect(swift == AccessoryBar(height: 44, path: "/app/C.swift", line: 11))
        let objectiveC = Self.bar(["/app/C.m": """
            @implementation C
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self addBars];
            }
            - (void)addBars {
                self.nameField.inputAccessoryView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 320, 50)];
            }
            @end
            """])
        #expect(objectiveC?.height == 50)
        let deeper = Self.bar(["/app/C.swift": """
            class C: UIViewController {
                @IBOutlet weak var birthday: UITextField!
                override func viewDidLoad() { one() }
                func one() { two() }
                func two() { three() }
                func three() { birthday.inputAccessoryView = UIToolbar() }
            }
            """])
        #expect(deeper == nil)
    }

    /// Survey G7 (a keyboard demo's `doneAccessory`): a runtime attribute the document sets
    /// on a field runs the setter of the project's `@IBInspectable` property of UITextField,
    /// which makes the bar in a method of the same extension; a toolbar made 50 tall and then
    /// sized to fit is UIKit's 44.
    @Test func aBarARuntimeAttributeGivesThroughAnInspectableSetter() {
        let files = ["/app/C.swift": "class C: UIViewController {}", "/app/UITextField+Done.swift": """
            extension UITextField {
                @IBInspectable var doneAccessory: Bool {
                    get { return self.doneAccessory }
                    set (hasDone) { if hasDone { addDoneButtonOnKeyboard() } }
                }
                func addDoneButtonOnKeyboard() {
                    let doneToolbar: UIToolbar = UIToolbar(frame: CGRect.init(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 50))
                    doneToolbar.sizeToFit()
                    self.inputAccessoryView = doneToolbar
                }
            }
            """]
        let code = ClassCode(className: "C", in: codeBase(files), nearestTo: "/app")
        #expect(code.accessoryBars(settingRuntimeAttribute: "doneAccessory") == [AccessoryBar(height: 44, path: "/app/UITextField+Done.swift", line: 9)])
        #expect(code.accessoryBars(settingRuntimeAttribute: "clearsOnEdit").isEmpty)
        let unsized = files.mapValues { $0.replacingOccurrences(of: "doneToolbar.sizeToFit()", with: "") }
        #expect(ClassCode(className: "C", in: codeBase(unsized), nearestTo: "/app").accessoryBars(settingRuntimeAttribute: "doneAccessory")
            .map(\.height) == [50])
    }
}
