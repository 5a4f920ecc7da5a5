/// A storyboard screen and its controller's keyboard code, for the tests of the code's
/// analysis, the linter and the server.
public enum CodeScreens {
    /// An iPhone SE storyboard (safe area [20, 667], keyboard 260 / 200): a controller of
    /// class `className` whose `note` field (34 tall) sits 20 pt above the safe area's
    /// bottom through the constraint `noteBottom` (safe.bottom = note.bottom + 20), and a
    /// `name` field at the top.
    public static func storyboard(_ className: String) -> String {
        """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" customClass="\(className)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                            <rect key="frame" x="24" y="60" width="327" height="34"/>
                                            <constraints><constraint firstAttribute="height" constant="34" id="hn"/></constraints>
                                        </textField>
                                        <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Note" translatesAutoresizingMaskIntoConstraints="NO" id="note">
                                            <rect key="frame" x="24" y="613" width="327" height="34"/>
                                            <constraints><constraint firstAttribute="height" constant="34" id="hb"/></constraints>
                                        </textField>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe"/>
                                    <constraints>
                                        <constraint firstItem="name" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="40" id="t1"/>
                                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="note" secondAttribute="bottom" constant="20" id="nb"/>
                                    </constraints>
                                </view>
                                <connections>
                                    <outlet property="noteBottom" destination="nb" id="o1"/>
                                    <outlet property="noteField" destination="note" id="o2"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    /// A Swift controller `Form` whose show handler runs `body` with `frame` the keyboard's
    /// end frame, registered with `object`.
    public static func handler(_ body: String, object: String = "nil") -> String {
        """
        class Form: UIViewController {
            @IBOutlet weak var noteBottom: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: \(object))
            }
            @objc func keyboardWillShow(_ notification: Notification) {
                let frame = notification.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! CGRect
                \(body)
            }
        }
        """
    }

    /// A repository with two storyboards, `App/Login.storyboard` and `App/Cart.storyboard`,
    /// each naming its controller, and the two controllers' sources (Cart's is `cartSource`).
    public static func twoScreenProject(cartSource: String = "class CartViewController: UIViewController {}") -> MemoryFiles {
        MemoryFiles([
            ".git/HEAD": "ref: refs/heads/main",
            "App/Login.storyboard": #"<viewController id="a" customClass="LoginViewController"/>"#,
            "App/Cart.storyboard": #"<viewController id="b" customClass="CartViewController"/>"#,
            "App/LoginViewController.swift": "class LoginViewController: UIViewController {}",
            "App/CartViewController.swift": cartSource,
        ])
    }
}
