/// Writes a storyboard as Xcode 15 saves it (toolsVersion 22505, on an iPhone 16,
/// `retina6_12`: 393 × 852, status bar 59, home indicator 34, so the canvas's safe area is
/// [59, 818]): scenes of forms, each a controller whose root view holds a scroll view pinned
/// to the safe area, a content view pinned to the scroll view's content layout guide (as
/// wide as its frame layout guide), and in it a vertical stack view with a title, 10 text
/// fields (two of them under a section label), a note and a button. Every frame is the one
/// the constraints give, so `kb-bench saved-frames` finds them all. Deterministic for a seed.
struct StoryboardGenerator {
    private var state: UInt64
    private var usedIDs: Set<String> = []

    init(seed: UInt64) {
        state = seed
    }

    /// SplitMix64.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    private mutating func next(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    private mutating func pick<T>(_ items: [T]) -> T {
        items[next(items.count)]
    }

    private static let idCharacters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")

    /// An object id as Interface Builder makes them (`kFx-bl-4aj`), unique in the document.
    private mutating func id() -> String {
        while true {
            var text = ""
            for length in [3, 2, 3] {
                if !text.isEmpty { text += "-" }
                for _ in 0..<length { text.append(Self.idCharacters[next(Self.idCharacters.count)]) }
            }
            if usedIDs.insert(text).inserted { return text }
        }
    }

    /// A number as Interface Builder writes it: `0.0`, `393`, `20.333333333333332`.
    private static func number(_ value: Double) -> String {
        if value == 0 { return "0.0" }
        if value == value.rounded(), abs(value) < 1e9 { return String(Int(value)) }
        return "\(value)"
    }

    private static func frame(x: Double, y: Double, width: Double, height: Double) -> String {
        "<rect key=\"frame\" x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(width))\" height=\"\(number(height))\"/>"
    }

    /// Fields of a form: outlet name, placeholder, text input traits.
    private static let fields: [(name: String, placeholder: String, traits: String)] = [
        ("firstName", "First name", #"autocapitalizationType="words" textContentType="given-name""#),
        ("lastName", "Last name", #"autocapitalizationType="words" textContentType="family-name""#),
        ("email", "Email", #"keyboardType="emailAddress" textContentType="email""#),
        ("phone", "Phone", #"keyboardType="phonePad" textContentType="tel""#),
        ("company", "Company", #"textContentType="organization""#),
        ("street", "Street", #"textContentType="street-address-line1""#),
        ("city", "City", #"textContentType="address-level2""#),
        ("postcode", "Postcode", #"keyboardType="numbersAndPunctuation" textContentType="postal-code""#),
        ("country", "Country", #"textContentType="country-name""#),
        ("notes", "Notes", #"autocapitalizationType="sentences""#),
    ]

    private static let subjects = ["Profile", "Shipping", "Billing", "Contact", "Account", "Delivery", "Invoice", "Member",
                                    "Booking", "Guest", "Order", "Claim", "Support", "Survey", "Referral", "Payment"]

    /// Label heights of the system font at 3x: 28 pt bold, 17 pt, 13 pt.
    private static let titleHeight = 33.666666666666664
    private static let sectionHeight = 15.666666666666666
    private static let noteHeight = 15.666666666666666

    mutating func file(scenes: Int) -> String {
        usedIDs = []
        var bodies: [String] = []
        var first = ""
        for index in 0..<scenes {
            let (controller, body) = scene(index)
            if index == 0 { first = controller }
            bodies.append(body)
        }
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
            useSafeAreas="YES" colorMatched="YES" initialViewController="\(first)">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <dependencies>
                    <deployment identifier="iOS"/>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                    <capability name="System colors in document resources" minToolsVersion="11.0"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <scenes>

            """
        for body in bodies { text += body }
        text += """
                </scenes>
                <resources>
                    <systemColor name="secondaryLabelColor">
                        <color red="0.23529411764705882" green="0.23529411764705882" blue="0.2627450980392157" alpha="0.59999999999999998" colorSpace="custom" customColorSpace="sRGB"/>
                    </systemColor>
                    <systemColor name="systemBackgroundColor">
                        <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                </resources>
            </document>

            """
        return text
    }

    /// One scene: its controller's id and its XML, indented as in the file.
    private mutating func scene(_ index: Int) -> (controller: String, text: String) {
        let subject = Self.subjects[index % Self.subjects.count]
        let name = "\(subject)Form\(index)ViewController"
        let (sceneID, controller, root, safeArea) = (id(), id(), id(), id())
        let (scroll, content, contentGuide, frameGuide, stack) = (id(), id(), id(), id(), id())
        let spacing = Double(pick([8, 10, 12, 16]))
        let inset = Double(pick([16, 20, 24]))
        let width = 393.0
        let stackWidth = width - 40

        // The stack's items, top to bottom, with their heights.
        var items: [String] = []
        var outlets: [(property: String, destination: String)] = [("scrollView", scroll)]
        var y = 0.0
        let itemIndent = String(repeating: " ", count: 52)
        func place(_ height: Double) -> Double {
            defer { y += height + spacing }
            return y
        }
        let titleID = id()
        items.append(label(id: titleID, text: "\(subject) details", font: #"type="boldSystem" pointSize="28""#,
                           frame: Self.frame(x: 0, y: place(Self.titleHeight), width: stackWidth, height: Self.titleHeight),
                           color: nil, indent: itemIndent))
        for (number, field) in Self.fields.enumerated() {
            if number == 0 || number == 5 {
                items.append(label(id: id(), text: number == 0 ? "About you" : "Address", font: #"style="UICTFontTextStyleFootnote""#,
                                   frame: Self.frame(x: 0, y: place(Self.sectionHeight), width: stackWidth, height: Self.sectionHeight),
                                   color: "secondaryLabelColor", indent: itemIndent))
            }
            // A third of the fields are made taller by a height constraint.
            let tall = next(3) == 0
            let height = tall ? 44.0 : 34.0
            let fieldID = id()
            var text = "\(itemIndent)<textField opaque=\"NO\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"left\" "
                + "contentVerticalAlignment=\"center\" borderStyle=\"roundedRect\" placeholder=\"\(field.placeholder)\" "
                + "textAlignment=\"natural\" minimumFontSize=\"17\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(fieldID)\">\n"
            text += "\(itemIndent)    \(Self.frame(x: 0, y: place(height), width: stackWidth, height: height))\n"
            if tall {
                text += "\(itemIndent)    <constraints>\n"
                text += "\(itemIndent)        <constraint firstAttribute=\"height\" constant=\"44\" id=\"\(id())\"/>\n"
                text += "\(itemIndent)    </constraints>\n"
            }
            text += "\(itemIndent)    <fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"14\"/>\n"
            text += "\(itemIndent)    <textInputTraits key=\"textInputTraits\" \(field.traits)/>\n"
            text += "\(itemIndent)</textField>\n"
            items.append(text)
            outlets.append(("\(field.name)Field", fieldID))
        }
        items.append(label(id: id(), text: "We only use these details for your \(subject.lowercased()).",
                           font: #"style="UICTFontTextStyleFootnote""#,
                           frame: Self.frame(x: 0, y: place(Self.noteHeight), width: stackWidth, height: Self.noteHeight),
                           color: "secondaryLabelColor", indent: itemIndent))
        let buttonID = id()
        let buttonY = place(50)
        var button = "\(itemIndent)<button opaque=\"NO\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"center\" "
            + "contentVerticalAlignment=\"center\" buttonType=\"system\" lineBreakMode=\"middleTruncation\" "
            + "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(buttonID)\">\n"
        button += "\(itemIndent)    \(Self.frame(x: 0, y: buttonY, width: stackWidth, height: 50))\n"
        button += "\(itemIndent)    <constraints>\n"
        button += "\(itemIndent)        <constraint firstAttribute=\"height\" constant=\"50\" id=\"\(id())\"/>\n"
        button += "\(itemIndent)    </constraints>\n"
        button += "\(itemIndent)    <fontDescription key=\"fontDescription\" type=\"boldSystem\" pointSize=\"17\"/>\n"
        button += "\(itemIndent)    <state key=\"normal\" title=\"Save\"/>\n"
        button += "\(itemIndent)    <connections>\n"
        button += "\(itemIndent)        <action selector=\"saveTapped:\" destination=\"\(controller)\" eventType=\"touchUpInside\" id=\"\(id())\"/>\n"
        button += "\(itemIndent)    </connections>\n"
        button += "\(itemIndent)</button>\n"
        items.append(button)
        let stackHeight = y - spacing
        let contentHeight = inset + stackHeight + inset
        let (safeTop, safeBottom) = (59.0, 818.0)

        func constraint(_ first: String?, _ firstAttribute: String, _ second: String?, _ secondAttribute: String?,
                        constant: Double = 0) -> String {
            var text = "<constraint"
            if let first { text += " firstItem=\"\(first)\"" }
            text += " firstAttribute=\"\(firstAttribute)\""
            if let second { text += " secondItem=\"\(second)\"" }
            if let secondAttribute { text += " secondAttribute=\"\(secondAttribute)\"" }
            if constant != 0 { text += " constant=\"\(Self.number(constant))\"" }
            return text + " id=\"\(id())\"/>"
        }
        func lines(_ constraints: [String], indent: Int) -> String {
            let pad = String(repeating: " ", count: indent)
            return constraints.map { "\(pad)\($0)\n" }.joined()
        }

        var text = "        <!--\(subject) Form \(index)-->\n"
        text += "        <scene sceneID=\"\(sceneID)\">\n"
        text += "            <objects>\n"
        text += "                <viewController storyboardIdentifier=\"\(name)\" id=\"\(controller)\" customClass=\"\(name)\" "
            + "customModule=\"Forms\" customModuleProvider=\"target\" sceneMemberID=\"viewController\">\n"
        text += "                    <view key=\"view\" contentMode=\"scaleToFill\" id=\"\(root)\">\n"
        text += "                        \(Self.frame(x: 0, y: 0, width: width, height: 852))\n"
        text += "                        <autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>\n"
        text += "                        <subviews>\n"
        text += "                            <scrollView clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"scaleToFill\" "
            + "keyboardDismissMode=\"interactive\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(scroll)\">\n"
        text += "                                \(Self.frame(x: 0, y: safeTop, width: width, height: safeBottom - safeTop))\n"
        text += "                                <subviews>\n"
        text += "                                    <view contentMode=\"scaleToFill\" userLabel=\"Content View\" "
            + "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(content)\">\n"
        text += "                                        \(Self.frame(x: 0, y: 0, width: width, height: contentHeight))\n"
        text += "                                        <subviews>\n"
        text += "                                            <stackView opaque=\"NO\" contentMode=\"scaleToFill\" axis=\"vertical\" "
            + "spacing=\"\(Self.number(spacing))\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(stack)\">\n"
        text += "                                                \(Self.frame(x: 20, y: inset, width: stackWidth, height: stackHeight))\n"
        text += "                                                <subviews>\n"
        for item in items { text += item }
        text += "                                                </subviews>\n"
        text += "                                            </stackView>\n"
        text += "                                        </subviews>\n"
        text += "                                        <constraints>\n"
        text += lines([
            constraint(stack, "top", content, "top", constant: inset),
            constraint(content, "bottom", stack, "bottom", constant: inset),
            constraint(stack, "leading", content, "leading", constant: 20),
            constraint(content, "trailing", stack, "trailing", constant: 20),
        ], indent: 44)
        text += "                                        </constraints>\n"
        text += "                                    </view>\n"
        text += "                                </subviews>\n"
        text += "                                <constraints>\n"
        text += lines([
            constraint(content, "top", contentGuide, "top"),
            constraint(content, "leading", contentGuide, "leading"),
            constraint(content, "trailing", contentGuide, "trailing"),
            constraint(content, "bottom", contentGuide, "bottom"),
            constraint(content, "width", frameGuide, "width"),
        ], indent: 36)
        text += "                                </constraints>\n"
        text += "                                <viewLayoutGuide key=\"contentLayoutGuide\" id=\"\(contentGuide)\"/>\n"
        text += "                                <viewLayoutGuide key=\"frameLayoutGuide\" id=\"\(frameGuide)\"/>\n"
        text += "                            </scrollView>\n"
        text += "                        </subviews>\n"
        text += "                        <viewLayoutGuide key=\"safeArea\" id=\"\(safeArea)\"/>\n"
        text += "                        <color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>\n"
        text += "                        <constraints>\n"
        text += lines([
            constraint(scroll, "top", safeArea, "top"),
            constraint(safeArea, "bottom", scroll, "bottom"),
            constraint(scroll, "leading", safeArea, "leading"),
            constraint(safeArea, "trailing", scroll, "trailing"),
        ], indent: 28)
        text += "                        </constraints>\n"
        text += "                    </view>\n"
        text += "                    <connections>\n"
        for outlet in outlets.sorted(by: { $0.property < $1.property }) {
            text += "                        <outlet property=\"\(outlet.property)\" destination=\"\(outlet.destination)\" id=\"\(id())\"/>\n"
        }
        text += "                    </connections>\n"
        text += "                </viewController>\n"
        text += "                <placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"\(id())\" userLabel=\"First Responder\" "
            + "customClass=\"UIResponder\" sceneMemberID=\"firstResponder\"/>\n"
        text += "            </objects>\n"
        text += "            <point key=\"canvasLocation\" x=\"\(140 + 1000 * (index % 10))\" y=\"\(80 + 1000 * (index / 10))\"/>\n"
        text += "        </scene>\n"
        return (controller, text)
    }

    /// A label of the stack (its lines indented by `indent`).
    private func label(id: String, text: String, font: String, frame: String, color: String?, indent: String) -> String {
        var lines = "\(indent)<label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" horizontalHuggingPriority=\"251\" "
            + "verticalHuggingPriority=\"251\" text=\"\(text)\" textAlignment=\"natural\" lineBreakMode=\"tailTruncation\" "
            + "baselineAdjustment=\"alignBaselines\" adjustsFontSizeToFit=\"NO\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\">\n"
        lines += "\(indent)    \(frame)\n"
        lines += "\(indent)    <fontDescription key=\"fontDescription\" \(font)/>\n"
        if let color {
            lines += "\(indent)    <color key=\"textColor\" systemColor=\"\(color)\"/>\n"
        } else {
            lines += "\(indent)    <nil key=\"textColor\"/>\n"
        }
        lines += "\(indent)    <nil key=\"highlightedColor\"/>\n"
        lines += "\(indent)</label>\n"
        return lines
    }
}
