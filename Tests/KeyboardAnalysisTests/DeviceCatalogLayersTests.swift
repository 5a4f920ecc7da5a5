@testable import KeyboardAnalysis
import Testing

/// A file's or a configuration's devices are added on top of the built-in table, which is
/// shared, not copied: the catalog answers, lists and compares as one table would.
@Suite struct DeviceCatalogLayersTests {
    private func phone(_ name: String, height: Double = 800, otherNames: [String] = []) -> Device {
        Device(name: name, width: 400, height: height, keyboard: OrientationPair(portrait: 300, landscape: 200),
               statusBar: OrientationPair(portrait: 20, landscape: 0), otherNames: otherNames)
    }

    @Test func devicesAddedOnTopAnswerAsOneTableWould() throws {
        let tall = phone("tall-phone", otherNames: ["tall"])
        // Takes the name of a built-in device, and an alias of another.
        let iphone8 = phone(DeviceCatalog.defaultDeviceName, height: 900)
        let builtInAlias = try #require(BuiltInDevices.all.first { !$0.otherNames.isEmpty }?.otherNames.first)
        let alias = phone("alias-taker", otherNames: [builtInAlias])
        let layered = DeviceCatalog.builtIn.adding([tall, iphone8, alias])
        let flat = DeviceCatalog(BuiltInDevices.all + [tall, iphone8, alias])

        #expect(layered["tall"] == tall)
        #expect(layered["tall-phone"] == tall)
        #expect(layered[DeviceCatalog.defaultDeviceName] == iphone8)
        #expect(layered[builtInAlias] == alias)
        #expect(layered["no-such-phone"] == nil)
        #expect(layered.allNames == flat.allNames)
        #expect(layered.allNames.suffix(3) == ["tall-phone", "tall", "alias-taker"])
        #expect(layered.names == flat.names)
        #expect(layered.all == flat.all)
        #expect(layered == flat)
        #expect(layered.hashValue == flat.hashValue)
        // The built-in table itself is left as it was.
        #expect(DeviceCatalog.builtIn[DeviceCatalog.defaultDeviceName] == DeviceCatalog.defaultDevice)
        #expect(DeviceCatalog.builtIn["tall"] == nil)
    }

    @Test func catalogsDifferWhenANameNamesAnotherDevice() {
        let one = DeviceCatalog.builtIn.adding([phone("tall-phone")])
        let other = DeviceCatalog.builtIn.adding([phone("tall-phone", height: 801)])
        #expect(one != other)
        #expect(one != DeviceCatalog.builtIn)
        #expect(one == DeviceCatalog.builtIn.adding([phone("tall-phone")]))
        // The same device added again changes nothing.
        #expect(one.adding([phone("tall-phone")]) == one)
    }

    /// The strings first and the orientation last: each copy of a diagnostic moves a
    /// finding of 66 bytes, not the 80 of the order the fields were first written in.
    @Test func aKeyboardFindingIsLaidOutWithoutPadding() {
        #expect(MemoryLayout<KeyboardFinding>.size <= 66)
    }
}
