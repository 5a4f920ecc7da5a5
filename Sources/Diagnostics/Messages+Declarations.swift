// MARK: - KB101: unknown device

extension DiagnosticMessage {
    /// `known` are the names a screen may write: the closest few are suggested, and a short
    /// list is given whole; a long one is left to `kb-lsp devices`.
    public static func unknownDevice(_ name: String, known: [String]) -> Self {
        let text = "unknown device '\(name)'" + Suggestions.didYouMean(name, among: known)
        if known.count <= 8 {
            return Self(.unknownDevice, text + "; declare it in this file or use one of \(known.joined(separator: ", "))")
        }
        return Self(.unknownDevice, text + "; declare it in this file or use one of the \(known.count) built-in and configured names ('kb-lsp devices' lists them)")
    }
}

// MARK: - KB102: duplicate name

extension DiagnosticMessage {
    public static func duplicateDevice(_ name: String) -> Self { Self(.duplicateName, "device '\(name)' is already declared in this file") }
    public static func duplicateScreen(_ name: String) -> Self { Self(.duplicateName, "screen '\(name)' is already declared in this file") }
    public static func duplicateElement(_ name: String, inScreen screen: String) -> Self {
        Self(.duplicateName, "an element named '\(name)' is already declared in screen '\(screen)'")
    }
}

// MARK: - KB103: `below` names no earlier sibling

extension DiagnosticMessage {
    public static func belowItself(_ name: String) -> Self { Self(.unknownSibling, "'\(name)' cannot be placed below itself") }
    /// `siblings` are the names declared above it in its container: the closest is suggested.
    public static func unknownSibling(_ name: String, siblings: [String] = []) -> Self {
        let suggestion = Suggestions.didYouMean(name, among: siblings)
        return Self(.unknownSibling, "'below \(name)' names no element declared above it in the same container\(suggestion)")
    }
}

// MARK: - KB104: a required property missing, or properties in conflict

extension DiagnosticMessage {
    public static func conflictingPositions(_ position: String, _ earlier: String) -> Self {
        Self(.missingOrConflicting, "'\(position)' conflicts with '\(earlier)'")
    }
    public static func heightAlreadyFixed(of element: String) -> Self {
        Self(.missingOrConflicting, "'height' conflicts with 'top' and 'bottom', which already fix the height of \(element)")
    }
    public static func missingPosition(_ element: String) -> Self {
        Self(.missingOrConflicting, "\(element) has no vertical position; add top, bottom, below or center")
    }
    public static func missingDeviceSize(_ device: String) -> Self {
        Self(.missingOrConflicting, "\(device) has no size; add 'size WIDTH HEIGHT' (portrait, in points)")
    }
    public static func missingHeight(_ element: String) -> Self {
        Self(.missingOrConflicting, "\(element) needs a height (or both top and bottom)")
    }
    public static func missingHeight(_ element: String, placedBy word: String) -> Self {
        Self(.missingOrConflicting, "\(element) is placed by '\(word)' and needs a height")
    }
}

// MARK: - KB105: value out of range

extension DiagnosticMessage {
    /// `min 20%`: a fraction written as a percentage.
    public static func fractionAsPercentage(_ option: String, value: Double) -> Self {
        Self(.syntax, "'\(option)' is a fraction of the content height between 0 and 1: write '\(option) \(formatPoints(value / 100))', not a percentage")
    }
    /// `avoid shift scroll`: a second strategy on the line.
    public static func secondStrategy(_ second: String, after first: String) -> Self {
        Self(.syntax, "a screen has one strategy: this line chose 'avoid \(first)', so '\(second)' cannot follow it (write one 'avoid' line with one strategy)")
    }
    public static func fractionOutOfRange(_ option: String) -> Self {
        Self(.outOfRange, "'\(option)' is a fraction of the content height and must lie between 0 and 1")
    }
    public static func minimumNotBelowMaximum(_ minimum: Double, _ maximum: Double) -> Self {
        Self(.outOfRange, "'min' (\(formatPoints(minimum))) must be less than 'max' (\(formatPoints(maximum)))")
    }
    /// A number an option does not take: `version 9` ("6, 7 or 8").
    public static func optionValueNotAllowed(_ option: String, value: Double, allowed: String) -> Self {
        Self(.outOfRange, "'\(option)' must be \(allowed), not \(formatPoints(value))")
    }
    public static func iosVersionOutOfRange(_ version: Double) -> Self {
        Self(.outOfRange, "'ios' needs a whole iOS version of at least 6, not \(formatPoints(version))")
    }
    public static let deviceSizeNotPositive = Self(.outOfRange, "a device's size must be greater than 0")
    public static func numberTooLarge(_ text: String) -> Self {
        Self(.outOfRange, "\(text) is too large; numbers are at most 1000000")
    }
}

// MARK: - KB106: property or block not allowed here

extension DiagnosticMessage {
    /// `hint` says which options the strategy takes ("; it takes 'padding'").
    public static func notAnOption(_ option: String, ofStrategy strategy: String, hint: String) -> Self {
        Self(.notAllowed, "'\(option)' is not an option of 'avoid \(strategy)'\(hint)")
    }
    public static func repeated(_ word: String) -> Self { Self(.notAllowed, "'\(word)' is repeated") }
    public static func alreadySet(_ keyword: String, for owner: String) -> Self {
        Self(.notAllowed, "'\(keyword)' is already set for this \(owner)")
    }
    public static func blockOnLeafElement(_ kind: String) -> Self {
        Self(.notAllowed, "a \(kind) cannot contain elements; only view and scroll have blocks")
    }
    public static func outletsOnNonView(_ kind: String) -> Self {
        Self(.notAllowed, "'outlets' is allowed on a view only, not on a \(kind)")
    }
    public static func nestedScreen(_ name: String) -> Self {
        Self(.notAllowed, "screens cannot be nested; declare \(quotedInput(name)) at the top level")
    }
    public static func propertyWithBlock(_ keyword: String) -> Self {
        Self(.notAllowed, "'\(keyword)' is a property and cannot open a block")
    }
    public static func elementAtTopLevel(_ kind: String) -> Self {
        Self(.notAllowed, "elements belong inside a screen; '\(kind)' is not allowed at the top level")
    }
    public static func deviceProperty(_ keyword: String) -> Self { Self(.notAllowed, "'\(keyword)' belongs inside a device block") }
    public static func screenProperty(_ keyword: String) -> Self { Self(.notAllowed, "'\(keyword)' belongs inside a screen block") }
    public static func notInDevice(_ keyword: String) -> Self {
        Self(.notAllowed, "'\(keyword)' is not allowed inside a device; a device has size, keyboard and status-bar")
    }
    public static func devicePropertyInScreen(_ keyword: String) -> Self {
        Self(.notAllowed, "'\(keyword)' belongs inside a device block, not a screen")
    }
    public static func screenPropertyInContainer(_ keyword: String) -> Self {
        Self(.notAllowed, "'\(keyword)' is a screen property; it cannot be set inside a container")
    }
    public static func notInContainer(_ keyword: String) -> Self {
        Self(.notAllowed, "'\(keyword)' is not allowed inside a container; it holds elements only")
    }
}

// MARK: - KB200: a suppression that silences nothing

extension DiagnosticMessage {
    /// `trailing`: the comment ends the line it covers (else it covers the next line).
    public static func unusedSuppression(_ code: String, trailing: Bool) -> Self {
        Self(.unusedSuppression, "unused suppression: no \(code) is reported on \(trailing ? "this" : "the next") line")
    }
    public static func unknownSuppressedCode(_ code: String) -> Self {
        let upper = code.uppercased()
        let hint = upper != code && DiagnosticCode(rawValue: upper) != nil ? " (did you mean '\(upper)'? codes are upper case)" : ""
        return Self(.unusedSuppression, "unknown code '\(code)' in a suppression\(hint); 'kb-lsp explain' lists the codes")
    }
    public static func unsuppressibleCode(_ code: String) -> Self {
        Self(.unusedSuppression, "\(code) cannot be ignored by a comment; set its severity to \"off\" in .kblint.json instead")
    }
    public static let suppressionWithoutCode = Self(.unusedSuppression,
        "'kb-lsp: ignore' names no code; write the codes it ignores, like '# kb-lsp: ignore KB003'")
    public static func unknownDirective(_ word: String) -> Self {
        Self(.unusedSuppression, "unknown kb-lsp directive \(word.isEmpty ? "(none)" : "'\(word)'"); expected 'ignore' and codes, like '# kb-lsp: ignore KB003'")
    }
}
