import KeyboardCode
import SourceCode

/// The `code` target: Swift or Objective-C (the first byte's low bit chooses) read, skimmed
/// (with its words, and by the declaration scan),
/// and every class it declares (up to four) evaluated as a screen's keyboard code on a small
/// sign-in screen in portrait, with its load settings and supported orientations.
enum CodeTarget {
    static let geometry = CodeGeometry(screenWidth: 375, screenHeight: 667, keyboardHeight: 260, rootTop: 0, rootBottom: 667,
                                       safeTop: 20, safeBottom: 667, navigationBarHeight: 44, tabBarHeight: 0, isPad: false,
                                       isLandscape: false, iosVersion: 17)
    /// A root, a scroll view holding two fields, a button; outlets by the usual names.
    static let screen = CodeScreen(
        views: [
            CodeScreen.View(kind: .root, parent: nil, top: 0, height: 667, width: 375),
            CodeScreen.View(kind: .scroll, parent: 0, top: 20, height: 647, width: 375),
            CodeScreen.View(kind: .field, parent: 1, top: 500, height: 44, x: 16, width: 343),
            CodeScreen.View(kind: .field, parent: 1, top: 560, height: 44, x: 16, width: 343),
            CodeScreen.View(kind: .other, parent: 0, top: 610, height: 44, width: 375),
        ],
        outlets: ["email": .view(2), "password": .view(3), "scrollView": .view(1), "bottom": .constraint(id: "c1", constant: 20),
                  "bottomConstraint": .constraint(id: "c2", constant: 0), "signIn": .view(4), "textField": .view(2)],
        fields: [2, 3])

    static func run(_ bytes: [UInt8]) -> Int {
        guard let first = bytes.first else { return 0 }
        let language: SourceLanguage = first & 1 == 0 ? .swift : .objectiveC
        let source = Array(bytes.dropFirst())
        let skim = SourceReader.skim(source, language: language)
        // The byte scan of a project's index (a skim without words).
        let scanned = SourceReader.skim(source, language: language, words: false)
        let file = SourceReader.read(source, language: language)
        var base = CodeBase()
        base.addSkim(scanned.declarations.map { ($0.kind, $0.name, $0.inherited) })
        base.add(file, path: language == .swift ? "/app/Fuzz.swift" : "/app/Fuzz.m")
        var produced = skim.declarations.count + scanned.declarations.count + file.types.count
        let classes = file.types.filter { [.class, .implementation, .extension].contains($0.kind) }.map(\.name)
        for name in Array(Set(classes)).sorted().prefix(4) {
            let code = ScreenKeyboardCode(className: name, in: base, nearestTo: "/app")
            let runs = code.run(in: geometry, screen: screen)
            produced += code.observers.count + runs.values.reduce(0) { $0 + $1.effects.count }
            produced += code.code.loadSettings.count + (code.code.supportedOrientationNames?.count ?? 0)
        }
        _ = ProjectCode(root: "/app", base: base).iqKeyboardManager
        return produced
    }
}
