import InterfaceBuilder
import KeyboardCode

extension DocumentAnalyzer {
    /// The screen as its code leaves it loaded (code.md section 4, "What the code says of
    /// the views"): a field or text view that the controller's load methods, or its own
    /// class's, make read-only, disabled, non-interactive or hidden is not analysed, as if
    /// the document said so.
    func withCodeSettings(_ screen: Screen, of document: InterfaceBuilderDocument, controller: ControllerCode?) -> Screen {
        guard let code else { return screen }
        let tree = document.elements
        var controllerSettings: [String: [ViewSetting]] = [:]
        var neverEditing = FieldsNeverEditing()
        // The controller whose code is the screen's (an embedded one's, when its own has none).
        let owner = controller?.element ?? screen.controller ?? document.filesOwner
        if let owner, let className = tree.attribute("customClass", of: owner) {
            let controllerCode = ClassCode(className: className, in: code.base, nearestTo: documentDirectory)
            controllerSettings = controllerCode.loadSettings
            neverEditing = controllerCode.fieldsNeverEditing
        }
        var ownSettings: [String: [ViewSetting]] = [:]
        var screen = screen
        // Any view the controller hides as it loads is hidden (a picker it shows later).
        for index in screen.views.indices where !screen.views[index].isAnalysed {
            if let setting = controllerSettings[screen.views[index].name]?.last(where: { $0.property == .isHidden }), setting.value {
                screen.views[index].isHidden = true
            }
        }
        // As the document's `hidden="YES"`: what is inside a view the code hides is hidden too.
        for index in screen.views.indices {
            if let parent = screen.views[index].parent, parent < index, screen.views[parent].isInsideHidden || screen.views[parent].isHidden {
                screen.views[index].isInsideHidden = true
                screen.views[index].isAnalysed = false
            }
        }
        for index in screen.views.indices where screen.views[index].isAnalysed {
            var settings = controllerSettings[screen.views[index].name] ?? []
            if let className = tree.attribute("customClass", of: screen.views[index].element) {
                if ownSettings[className] == nil {
                    ownSettings[className] = ClassCode(className: className, in: code.base, nearestTo: documentDirectory).loadSettings[""] ?? []
                }
                settings = (ownSettings[className] ?? []) + settings
            }
            if Self.takesOutOfAnalysis(settings) { screen.views[index].isAnalysed = false }
            if !neverEditing.isEmpty, tree.tag(screen.views[index].element) == "textField",
               neverEditing.named.contains(screen.views[index].name)
                || (neverEditing.others && document.connectsDelegate(of: screen.views[index].element, to: owner)) {
                screen.views[index].isAnalysed = false
            }
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
