import InterfaceBuilder

/// What a screen's layout takes from outside its own scenes: the bars, sheet and status
/// bar that the segue graph and the navigation controller's scene give it. A screen whose
/// scenes' text and context are those of another version of the document lays out alike
/// (the language server keeps screens by these, per edit).
public struct ScreenContext: Hashable, Sendable {
    private let fields: [Double]

    init(_ setting: ScreenSetting) {
        func flag(_ value: Bool) -> Double { value ? 1 : 0 }
        var fields = [flag(setting.isSheet), flag(setting.hidesStatusBar), flag(setting.extendsUnderOpaqueBars),
                      flag(setting.adjustsScrollInsets), flag(setting.statusBarStyle == "blackOpaque"),
                      flag(setting.statusBarStyle == "blackTranslucent")]
        if let bar = setting.navigationBar {
            fields += [1, flag(bar.isOpaque), flag(bar.hasLargeTitles), flag(bar.isTranslucent)]
        } else {
            fields += [0, 0, 0, 0]
        }
        if let bar = setting.bottomBar { fields += [1, flag(bar.isTabBar), flag(bar.isOpaque), flag(bar.isTranslucent)] } else { fields += [0, 0, 0, 0] }
        if let size = setting.freeformSize { fields += [1, size.width, size.height] } else { fields += [0, 0, 0] }
        if let frame = setting.savedNavigationBarFrame { fields += [1, frame.y, frame.height] } else { fields += [0, 0, 0] }
        self.fields = fields
    }
}

extension DocumentScenes {
    /// The context of `screen` in `document` (the document these scenes are of).
    public func context(of screen: Screen, in document: InterfaceBuilderDocument) -> ScreenContext {
        ScreenContext(ScreenSetting(controller: screen.controller, rootView: screen.rootView, in: document, graph: graph))
    }
}
