import InterfaceBuilder
import KeyboardCode

extension DocumentAnalyzer {
    /// The screen as its code leaves it loaded (code.md section 4, "What the code says of
    /// the views"): a field or text view that the controller's load methods, or its own
    /// class's, make read-only, disabled, non-interactive or hidden is not analysed, as if
    /// the document said so.
    func withCodeSettings(_ screen: Screen, of document: InterfaceBuilderDocument) -> Screen {
        guard let code else { return screen }
        let tree = document.elements
        var controllerSettings: [String: [ViewSetting]] = [:]
        if let owner = screen.controller ?? document.filesOwner, let className = tree.attribute("customClass", of: owner) {
            controllerSettings = ClassCode(className: className, in: code.base, nearestTo: documentDirectory).loadSettings
        }
        var ownSettings: [String: [ViewSetting]] = [:]
        var screen = screen
        for index in screen.views.indices where screen.views[index].isAnalysed {
            var settings = controllerSettings[screen.views[index].name] ?? []
            if let className = tree.attribute("customClass", of: screen.views[index].element) {
                if ownSettings[className] == nil {
                    ownSettings[className] = ClassCode(className: className, in: code.base, nearestTo: documentDirectory).loadSettings[""] ?? []
                }
                settings = (ownSettings[className] ?? []) + settings
            }
            if Self.takesOutOfAnalysis(settings) { screen.views[index].isAnalysed = false }
        }
        return screen
    }

    /// Whether the last value of each property leaves the view no field: not editable, not
    /// enabled, not interactive, or hidden.
    static func takesOutOfAnalysis(_ settings: [ViewSetting]) -> Bool {
        var last: [ViewSetting.Property: Bool] = [:]
        for setting in settings { last[setting.property] = setting.value }
        return last[.isEditable] == false || last[.isEnabled] == false || last[.isUserInteractionEnabled] == false
            || last[.isHidden] == true
    }
}
