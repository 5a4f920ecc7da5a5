import DocumentAnalysis
import InterfaceBuilder
import Platform
import SpecParser

/// The app's own settings among the project's files (code.md section 5): each `Info.plist`
/// and `project.pbxproj`, read once per version, for the orientations the app supports.
extension ProjectIndex {
    /// What one settings file says of orientations.
    struct AppFile {
        var stamp: FileSystem.Stamp?
        var phone: [Orientation]?
        var pad: [Orientation]?
        /// An `Info.plist` of an app (`UIApplicationSceneManifest`, `UIMainStoryboardFile` or
        /// `LSRequiresIPhoneOS`), or a project file.
        var isApp: Bool
        var isPropertyList: Bool
    }

    /// The extensions listed for the app's settings.
    static let appFileExtensions = ["plist", "pbxproj"]

    /// Whether `path` is an app's settings file: `Info.plist` (old templates: `App-Info.plist`)
    /// or a `project.pbxproj`.
    static func isAppFile(_ path: String) -> Bool {
        path.hasSuffix("Info.plist") || path.hasSuffix(".xcodeproj/project.pbxproj")
    }

    /// The settings file read again when its stamp changed; whether it did.
    func updateAppFile(_ path: String) -> Bool {
        let stamp = files.stamp(of: path)
        if let known = appFiles[path], known.stamp == stamp { return false }
        guard stamp != nil else { return appFiles.removeValue(forKey: path) != nil }
        let bytes = (try? files.readFile(path, atMost: PropertyList.largestFile)) ?? []
        appFiles[path] = path.hasSuffix("Info.plist") ? Self.propertyList(bytes, stamp: stamp) : Self.projectFile(bytes, stamp: stamp)
        return true
    }

    /// The orientations of the app holding a document in `directory`: the nearest app
    /// `Info.plist` that lists them, else the nearest project file's build settings.
    public func appOrientations(forDocumentIn directory: String) -> AppOrientations? {
        for wantsPropertyList in [true, false] {
            let candidates = appFiles.filter { $0.value.isPropertyList == wantsPropertyList && $0.value.isApp
                && ($0.value.phone != nil || $0.value.pad != nil) }
            let nearest = candidates.keys.max { Self.nearness($0, to: directory) < Self.nearness($1, to: directory) }
            if let nearest, let file = appFiles[nearest] {
                return AppOrientations(phone: file.phone, pad: file.pad, source: nearest)
            }
        }
        return nil
    }

    /// How near a file is to a directory: the folders they share, then the fewer folders
    /// of its own, then its path (the smaller first).
    static func nearness(_ path: String, to directory: String) -> (Int, Int, String) {
        let folders = path.split(separator: "/").dropLast()
        let shared = zip(folders, directory.split(separator: "/")).prefix { $0 == $1 }.count
        return (shared, -folders.count, String(path.reversed()))
    }

    static func propertyList(_ bytes: [UInt8], stamp: FileSystem.Stamp?) -> AppFile {
        guard case .success(let entries) = PropertyList.dictionary(bytes) else {
            return AppFile(stamp: stamp, isApp: false, isPropertyList: true)
        }
        let isApp = ["UIApplicationSceneManifest", "UIMainStoryboardFile", "LSRequiresIPhoneOS"].contains { entries[$0] != nil }
        let phone = entries["UISupportedInterfaceOrientations"].flatMap(AppOrientations.orientations(named:))
        let pad = entries["UISupportedInterfaceOrientations~ipad"].flatMap(AppOrientations.orientations(named:))
        return AppFile(stamp: stamp, phone: phone, pad: pad, isApp: isApp, isPropertyList: true)
    }

    /// A project file's `INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone` and `_iPad`
    /// (the first of each: the app target's, as Xcode writes it before its tests').
    static func projectFile(_ bytes: [UInt8], stamp: FileSystem.Stamp?) -> AppFile {
        func setting(_ name: String) -> [Orientation]? {
            let key = Array((name + " = ").utf8)
            guard let start = ByteSearch.firstIndex(of: key, in: bytes) else { return nil }
            let value = bytes[(start + key.count)...].prefix { $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "\n") }
            return AppOrientations.orientations(named: String(decoding: value, as: UTF8.self).split { $0 == " " || $0 == "\"" })
        }
        let both = setting("INFOPLIST_KEY_UISupportedInterfaceOrientations")
        return AppFile(stamp: stamp, phone: setting("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone") ?? both,
                       pad: setting("INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad") ?? both,
                       isApp: true, isPropertyList: false)
    }
}
