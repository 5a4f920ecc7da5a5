import InterfaceBuilder

/// The baselines of section 5.2: from the view's font, with the system font's ascender
/// `0.9521 × size` and line height `1.1933 × size`.
enum Baselines {
    static let ascender = 0.9521
    static let lineHeight = 1.1933

    /// The text styles' sizes at the default content size.
    static let textStyles: [String: Double] = [
        "UICTFontTextStyleBody": 17, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleSubhead": 15,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12,
        "UICTFontTextStyleCaption2": 11, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleLargeTitle": 34,
    ]

    /// The point size of the view's font: its `<fontDescription>`'s `pointSize` or text
    /// style; 17 without one (a button's 15).
    static func fontSize(of element: ElementTree.Index, tag: String, in tree: ElementTree) -> Double {
        var description = tree.firstChild(of: element, tag: "fontDescription")
        if description == nil, let configuration = tree.firstChild(of: element, tag: "buttonConfiguration") {
            description = tree.firstChild(of: configuration, tag: "fontDescription")
        }
        if let description {
            if let size = tree.attribute("pointSize", of: description).flatMap(Double.init), size.isFinite, size > 0 {
                return size
            }
            if let style = tree.attribute("style", of: description), let size = textStyles[style] { return size }
        }
        return tag == "button" ? 15 : 17
    }

    /// Where a baseline lies: `top + offset + heightFactor × h`, the offset measured from the
    /// view's top, for `first` or last baseline. Nil for a view without text: its centre.
    static func placement(of element: ElementTree.Index, tag: String, savedHeight: Double?, first: Bool,
                          in tree: ElementTree) -> (offset: Double, heightFactor: Double)? {
        let size = fontSize(of: element, tag: tag, in: tree)
        let a = ascender * size
        let l = lineHeight * size
        switch tag {
        case "textField", "button":
            return ((a - l / 2), 0.5)
        case "label":
            let lines = tree.attribute("numberOfLines", of: element).flatMap(Int.init) ?? 1
            if lines == 1 {
                return (a + max(0, ((savedHeight ?? l) - l) / 2), 0)
            }
            return first ? (a, 0) : (-(l - a), 1)
        case "textView":
            return (8 + a, 0)
        default:
            return nil
        }
    }
}
