// MARK: - KB300–KB303: Interface Builder documents

extension DiagnosticMessage {
    /// KB300: the file is not a readable iOS Interface Builder document; `reason` says why
    /// (the XML parser's words, or what the document is instead). The reason is kb-lsp's
    /// sentence, not a quotation: it is cut only when longer than a sentence should be.
    public static func unreadableDocument(_ reason: String) -> Self {
        Self(.unreadableDocument, "not a readable iOS Interface Builder document: \(escapedInput(reason, cutAt: 300))")
    }

    /// KB301: a text field or text view (`tag`, `name`) whose top or height nothing
    /// decides: it, or a view around it, has no saved frame, and the constraints leave it free.
    public static func unplacedField(tag: String, name: String, screen: String) -> Self {
        Self(.unplacedField, "\(escapedInput(tag)) '\(escapedInput(name))' in screen '\(escapedInput(screen))' cannot be placed: "
             + "it, or a view around it, has no saved frame and the constraints leave its top or height free, so it is not analysed")
    }

    /// KB302: the screen's required constraints cannot all hold in a geometry (`landscape`,
    /// or `landscape on iphone-se`); `constraints` are the ids of an irreducible set.
    public static func unsatisfiableConstraints(screen: String, in geometry: String, constraints: [String]) -> Self {
        let ids = constraints.map { "'\(escapedInput($0))'" }.joined(separator: ", ")
        return Self(.unsatisfiableConstraints, "the required constraints of screen '\(escapedInput(screen))' cannot all hold in "
                    + "\(geometry): \(ids) conflict, and UIKit will break one of them at run time")
    }

    /// KB303: a part of a document that kb-lsp cannot use (a duplicated or missing id, a
    /// reference to no element, a constraint with a number that is none); `description`
    /// says what and what kb-lsp does instead.
    public static func unusablePart(_ description: String) -> Self {
        Self(.unusablePart, escapedInput(description, cutAt: 300))
    }

    /// KB310: a screen's keyboard handler that the reader could not evaluate: `handler` as
    /// `LoginViewController.keyboardWillShow(_:)`, `reason` what stopped the reading, at `place`
    /// (`LoginViewController.swift:48`), for `screens`.
    public static func codeNotUnderstood(handler: String, reason: String, place: String, screens: [String]) -> Self {
        let names = screens.map { "'\(escapedInput($0))'" }.joined(separator: ", ")
        return Self(.codeNotUnderstood, "kb-lsp cannot tell what \(escapedInput(handler, cutAt: 120)) does when the keyboard comes up: "
                    + "\(escapedInput(reason, cutAt: 200)) at \(escapedInput(place, cutAt: 120)); screen\(screens.count == 1 ? "" : "s") \(names) "
                    + "\(screens.count == 1 ? "is" : "are") checked as the document suggests instead")
    }

    /// KB311: a keyboard observer registered with an `object` that is neither nil nor a
    /// screen: UIKit posts the keyboard's notifications with no such object, so `handler`
    /// never runs.
    public static func observerNeverRuns(notification: String, handler: String, object: String) -> Self {
        Self(.observerNeverRuns, "\(escapedInput(handler, cutAt: 120)) never runs: it observes \(escapedInput(notification)) from "
             + "\(escapedInput(object, cutAt: 80)), but UIKit posts the keyboard's notifications with no object (or the screen), "
             + "so nothing moves when the keyboard comes up")
    }
}
