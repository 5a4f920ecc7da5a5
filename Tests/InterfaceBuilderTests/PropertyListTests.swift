import InterfaceBuilder
import Testing

/// An app's `Info.plist` as Xcode writes it, read through the same libxml2 reader.
@Suite struct PropertyListTests {
    static let appPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleName</key>
        \t<string>$(PRODUCT_NAME)</string>
        \t<key>LSRequiresIPhoneOS</key>
        \t<true/>
        \t<key>UIApplicationSceneManifest</key>
        \t<dict>
        \t\t<key>UIApplicationSupportsMultipleScenes</key>
        \t\t<false/>
        \t</dict>
        \t<key>UISupportedInterfaceOrientations</key>
        \t<array>
        \t\t<string>UIInterfaceOrientationPortrait</string>
        \t</array>
        \t<key>UISupportedInterfaceOrientations~ipad</key>
        \t<array>
        \t\t<string>UIInterfaceOrientationPortrait</string>
        \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
        \t</array>
        </dict>
        </plist>
        """

    @Test func theTopLevelDictionaryWithItsStringsAndArrays() throws {
        let entries = try PropertyList.dictionary(Array(Self.appPlist.utf8)).get()
        #expect(entries["LSRequiresIPhoneOS"] == ["true"])
        #expect(entries["CFBundleName"] == ["$(PRODUCT_NAME)"])
        #expect(entries["UIApplicationSceneManifest"] == [])
        #expect(entries["UISupportedInterfaceOrientations"] == ["UIInterfaceOrientationPortrait"])
        #expect(entries["UISupportedInterfaceOrientations~ipad"]?.count == 2)
        // Nested dictionaries give their keys to no one.
        #expect(entries["UIApplicationSupportsMultipleScenes"] == nil)
    }

    @Test func whatIsNotAnXMLPropertyListIsAFailure() {
        let entity = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [<!ENTITY boom "boom">]>
            <plist><dict><key>a</key><string>&boom;</string></dict></plist>
            """
        for text in [entity, "bplist00\u{1}\u{2}", "<document/>", "<plist><dict>", ""] {
            #expect(throws: ReadFailure.self) { try PropertyList.dictionary(Array(text.utf8)).get() }
        }
        #expect(throws: ReadFailure.self) { try PropertyList.dictionary([UInt8](repeating: 0x20, count: PropertyList.largestFile + 1)).get() }
    }
}
