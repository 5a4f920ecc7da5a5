import Foundation
import KeyboardCode
import Platform
@testable import ProjectConfiguration
import Testing
import TestSupport

/// code.md section 1: which of a project's sources are read, and what is skipped.
@Suite struct ProjectSourcesTests {
    /// The names of the files read in full.
    static func namesRead(_ code: ProjectCode) -> Set<String> {
        Set(code.base.files.map { $0.path.split(separator: "/").last.map(String.init) ?? "" })
    }

    @Test func theScreensClassesTheirHelpersAndConstantsAreReadNothingElse() {
        let files = MemoryFiles([
            ".git/HEAD": "ref: refs/heads/main",
            "App/Base.lproj/Main.storyboard": #"<viewController id="a" customClass="LoginViewController"/>"#,
            "App/LoginViewController.swift": "class LoginViewController: BaseViewController { let helper = FormMover() }",
            "App/BaseViewController.swift": "class BaseViewController: UIViewController { var padding = Style.padding }",
            "App/FormMover.swift": """
                final class FormMover {
                    init() { NotificationCenter.default.addObserver(self, selector: #selector(up), name: UIResponder.keyboardWillShowNotification, object: nil) }
                    @objc func up() {}
                }
                """,
            "App/Style.swift": "enum Style { static let padding: CGFloat = 12 }",
            "App/Unrelated.swift": "struct Unrelated { let value = 1 }",
            "App/Legacy.m": "@implementation Legacy\n@end",
        ])
        let code = ProjectSources.read(root: files.root, files: files)
        let read = Self.namesRead(code)
        // The keyboard helper; the screen's class; its superclass; the type they name.
        #expect(read == ["FormMover.swift", "LoginViewController.swift", "BaseViewController.swift", "Style.swift"])
        // Every file is skimmed: the unrelated struct and the Objective-C class are known.
        #expect(code.base.declaredNames.isSuperset(of: ["Unrelated", "Legacy", "LoginViewController"]))
        #expect(code.base.superclass(of: "LoginViewController") == "BaseViewController")
    }

    /// A `#define` the screen's code uses is read from the prefix header or header that
    /// defines it, though that file declares no type.
    @Test func theDefinesTheScreensUseAreReadFromTheirHeaders() {
        let files = MemoryFiles([
            ".git/HEAD": "ref: refs/heads/main",
            "App/Main.storyboard": #"<viewController id="a" customClass="BudgetViewController"/>"#,
            "App/BudgetViewController.m": "@implementation BudgetViewController\n- (void)f { CGFloat h = SCREEN_HEIGHT - PADDING; }\n@end",
            "App/App-Prefix.pch": "#define SCREEN_HEIGHT [UIScreen mainScreen].bounds.size.height\n",
            "App/Metrics.h": "#define PADDING 10\n",
            "App/Unused.h": "#define UNUSED 1\n",
        ])
        let code = ProjectSources.read(root: files.root, files: files)
        let read = Self.namesRead(code)
        #expect(read == ["BudgetViewController.m", "App-Prefix.pch", "Metrics.h"])
        #expect(code.base.constants["SCREEN_HEIGHT"] != nil)
        #expect(code.base.constants["PADDING"] != nil)
    }

    /// A Swift file that declares no type holds the project's top-level constants and
    /// functions: it is read, whoever names them.
    @Test func swiftFilesOfTopLevelConstantsAreRead() {
        let files = MemoryFiles([
            ".git/HEAD": "ref: refs/heads/main",
            "App/Main.storyboard": #"<viewController id="a" customClass="MemeViewController"/>"#,
            "App/MemeViewController.swift": "class MemeViewController: UIViewController { let pad = keyboardPadding }",
            "App/Constants.swift": "import UIKit\nlet keyboardPadding: CGFloat = 16\nfunc inset(for height: CGFloat) -> CGFloat { height + keyboardPadding }",
            "App/Other.swift": "struct Other { let keyboardPadding = 3 }",
        ])
        let code = ProjectSources.read(root: files.root, files: files)
        #expect(Self.namesRead(code) == ["MemeViewController.swift", "Constants.swift"])
        #expect(code.base.constants["keyboardPadding"] != nil)
        #expect(code.base.functions["inset"] != nil)
    }

    @Test func hostileSourcesAreSkippedWithANote() {
        let files = MemoryFiles([
            "App/Bad.swift": "class Bad { let keyboard = \"\u{0}\" }",
            "App/Deep.swift": "class Deep { func keyboardWillShow() {" + String(repeating: "(", count: 100_000) + "} }",
            "App/Unterminated.swift": "class Open { /* keyboardWillShow",
        ])
        files.write(String(decoding: [0x63, 0x6C, 0x61, 0x73, 0x73, 0x20, 0xFF, 0xFE], as: UTF8.self), to: files.path("App/Mangled.swift"))
        let code = ProjectSources.read(root: files.root, files: files)
        // Nothing traps or hangs; the deep and unterminated files say why they stop.
        #expect(code.base.notes.contains { $0.contains("Deep.swift") })
        #expect(code.base.notes.contains { $0.contains("Unterminated.swift") })
        #expect(code.base.declaredNames.contains("Bad"))
    }

    @Test func filesWithKeyboardWordsAreReadButOnlyTheScreensAreFollowed() {
        let files = MemoryFiles([
            ".git/HEAD": "ref: refs/heads/main",
            "App/Main.storyboard": #"<viewController id="a" customClass="LoginViewController"/>"#,
            "App/LoginViewController.swift": "class LoginViewController: UIViewController {}",
            // A project about keyboards: this file names them and names other types.
            "Tool/KeyboardModel.swift": "let name = \"keyboardWillShow\"; struct KeyboardModel { let parts = PartList() }",
            "Tool/PartList.swift": "struct PartList {}",
            // Only the word "keyboard": nothing a handler reads.
            "Tool/Notes.swift": "struct Notes { let keyboard = 1 }",
            // An extension of a UIKit type is read whoever names it.
            "App/UIView+Shift.swift": "extension UIView { func shift(by offset: CGFloat) { frame.origin.y -= offset } }",
        ])
        let code = ProjectSources.read(root: files.root, files: files)
        let read = Self.namesRead(code)
        #expect(read == ["LoginViewController.swift", "KeyboardModel.swift", "UIView+Shift.swift"])
        #expect(code.base.declaredNames.isSuperset(of: ["PartList", "Notes"]))
    }

    @Test func theIndexReadsAChangedFileAgainAndTheProjectAnew() {
        let files = MemoryFiles([
            ".git/HEAD": "ref: refs/heads/main",
            "App/Main.storyboard": #"<viewController id="a" customClass="LoginViewController"/>"#,
            "App/LoginViewController.swift": "class LoginViewController: UIViewController {}",
            "App/Base.swift": "class BaseViewController: UIViewController {}",
        ])
        let index = ProjectIndex(root: files.root, files: files)
        let first = index.code
        #expect(first.base.superclass(of: "LoginViewController") == "UIViewController")
        // Nothing changed: the same code.
        #expect(!index.refresh(paths: [files.path("App/LoginViewController.swift")]))
        #expect(!index.refresh())
        #expect(index.code === first)
        // The class now inherits from the project's base: the base's file is read in full.
        files.write("class LoginViewController: BaseViewController {}", to: files.path("App/LoginViewController.swift"))
        #expect(index.refresh(paths: [files.path("App/LoginViewController.swift"), "/elsewhere/Other.swift"]))
        #expect(index.code !== first)
        #expect(index.code.base.superclass(of: "LoginViewController") == "BaseViewController")
        #expect(index.code.base.files.map(\.path).contains(files.path("App/Base.swift")))
        // A new file found by listing again; a path outside the project changes nothing.
        files.write("extension LoginViewController { func keyboardWillShow() {} }", to: files.path("App/Login+Keyboard.swift"))
        #expect(!index.refresh(paths: ["/elsewhere/Login+Keyboard.swift"]))
        #expect(index.refresh())
        #expect(index.code.base.declarations(of: "LoginViewController", nearestTo: files.path("App")).count == 2)
    }

    /// Survey BU (Harbr): CocoaPods links each header of a pod under `Pods/Headers`; the
    /// header is read once, where it is, so the pod's class keeps its implementation (the
    /// links' folder had been the nearer declaration, without it).
    @Test func aHeaderLinkedUnderPodsHeadersIsReadOnceWhereItIs() throws {
        let root = try temporaryTree([
            ".git/HEAD": "ref: refs/heads/main",
            "App/Main.storyboard": #"<viewController id="a" customClass="ChatViewController"/>"#,
            "App/ChatViewController.m": "#import \"KBController.h\"\n@implementation ChatViewController\n- (void)viewDidLoad { self.kb = [[KBController alloc] initWithView:self.view]; }\n@end\n",
            "Pods/Lib/Controllers/KBController.h": "@interface KBController : NSObject\n- (instancetype)initWithView:(UIView *)view;\n@end\n",
            "Pods/Lib/Controllers/KBController.m": "@implementation KBController\n- (void)keyboardWillShow:(NSNotification *)n {}\n@end\n",
        ])
        try FileManager.default.createDirectory(atPath: root + "/Pods/Headers/Public/Lib", withIntermediateDirectories: true)
        try #require(symlink("../../../Lib/Controllers/KBController.h", root + "/Pods/Headers/Public/Lib/KBController.h") == 0)
        let index = ProjectIndex(root: root, files: Disk())
        let sites = index.code.base.declarations(of: "KBController", nearestTo: root + "/App")
        #expect(sites.map(\.path).sorted() == [root + "/Pods/Lib/Controllers/KBController.h", root + "/Pods/Lib/Controllers/KBController.m"])
        #expect(!index.code.base.files.contains { $0.path.contains("/Pods/Headers/") })
    }

    @Test func aLintReadsTheCodeOfTheScreensItChecks() {
        let files = CodeScreens.twoScreenProject()
        func read(_ inUse: Set<String>?) -> Set<String> {
            let index = ProjectIndex(root: files.root, files: files, documentsInUse: inUse)
            return Set(index.code.base.files.map { $0.path.split(separator: "/").last.map(String.init) ?? "" })
        }
        #expect(read(nil) == ["LoginViewController.swift", "CartViewController.swift"])
        #expect(read([files.path("App/Login.storyboard")]) == ["LoginViewController.swift"])
        // Every class is still declared: the skim of every source stays.
        let index = ProjectIndex(root: files.root, files: files, documentsInUse: [files.path("App/Cart.storyboard")])
        #expect(index.code.base.declaredNames.isSuperset(of: ["LoginViewController", "CartViewController"]))
        // Documents of another project (or none known here): every document's screens.
        #expect(read(["/elsewhere/Main.storyboard"]) == ["LoginViewController.swift", "CartViewController.swift"])
    }

    static func plist(_ keys: String) -> String {
        #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
            + #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#
            + "\n<plist version=\"1.0\"><dict>\(keys)</dict></plist>\n"
    }

    @Test func theAppsOrientationsComeFromItsNearestInfoPlistElseItsBuildSettings() {
        let portrait = "<key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>"
        let files = MemoryFiles([
            ".git/HEAD": "ref: refs/heads/main",
            // The app's, beside its storyboards' folder.
            "Shop/Info.plist": Self.plist("<key>UIMainStoryboardFile</key><string>Main</string>" + portrait),
            // A framework's lists orientations but is no app: passed over.
            "Shop/Base.lproj/Info.plist": Self.plist("<key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationLandscapeLeft</string></array>"),
            // Another app of the repository, built with generated settings only.
            "Kiosk.xcodeproj/project.pbxproj": """
                INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad = "UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight";
                INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone = UIInterfaceOrientationPortrait;
                """,
        ])
        let index = ProjectIndex(root: files.root, files: files)
        let shop = index.appOrientations(forDocumentIn: files.path("Shop/Base.lproj"))
        #expect(shop?.phone == [.portrait] && shop?.pad == nil)
        #expect(shop?.source == files.path("Shop/Info.plist"))
        // A document of the other app: no app Info.plist is nearer than Shop's, which is still
        // the only app plist; without it, the project file's settings.
        files.remove(files.path("Shop/Info.plist"))
        index.refresh(paths: [files.path("Shop/Info.plist")])
        let kiosk = index.appOrientations(forDocumentIn: files.path("Kiosk"))
        #expect(kiosk?.phone == [.portrait] && kiosk?.pad == [.landscape])
    }

    @Test func customClassesAreFoundInTheDocumentsBytes() {
        let classes = ProjectSources.customClasses(in: Array(#"<a customClass="One"/><b customClass="Two" customModule="M"/><c customClass=""#.utf8))
        // A value cut off by the end of the bytes names nothing.
        #expect(classes == ["One", "Two"])
    }
}
