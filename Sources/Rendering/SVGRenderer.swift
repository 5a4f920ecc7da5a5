import KeyboardAnalysis
import SpecParser

/// Writes screen pictures as SVG: a standalone document (`kb-lsp render`), or the inline
/// `<svg>` of one screen for a page that carries `SVGRenderer.styleSheet` once (the HTML
/// report). Deterministic: the same pictures give the same bytes.
public enum SVGRenderer {
    /// The space around everything in a document.
    static let margin = 12.0
    /// The vertical gap between two screens of a document.
    static let screenGap = 32.0

    /// A standalone SVG document: the pictures stacked top to bottom, then the legend.
    /// Its embedded style sheet follows the reader's light or dark mode.
    public static func document(_ pictures: [ScreenPicture], title: String) -> String {
        let contentWidth = max(pictures.map(\.width).max() ?? 0, Legend.minimumWidth)
        let items = Legend.items(for: pictures)
        let legend = Legend(width: contentWidth, items: items)
        var body = ""
        var y = margin
        for picture in pictures {
            picture.draw(into: &body, x: margin, y: y)
            y += picture.height + screenGap
        }
        legend.draw(into: &body, x: margin, y: y)
        y += legend.height + margin
        let width = contentWidth + 2 * margin
        var svg = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        svg += openingTag(width: width, height: y, label: title)
        svg += "<title>\(Markup.escaped(title))</title>\n"
        let sheet = rules(keyboardUp: items.contains { $0.words == Legend.keyboardUp.words },
                          homeIndicator: items.contains { $0.words == Legend.homeIndicator.words },
                          presenter: items.contains { $0.words == Legend.presenter.words })
        svg += "<style>\n\(sheet)</style>\n"
        svg += body
        svg += "</svg>\n"
        return svg
    }

    /// One screen's picture as an inline `<svg>` for an HTML page whose style sheet
    /// includes `styleSheet`; no legend (the page shows `legend()` once).
    public static func inline(_ picture: ScreenPicture) -> String {
        var svg = openingTag(width: picture.width, height: picture.height,
                             label: "\(picture.screen.name): \(picture.geometries.map(\.orientation.rawValue).joined(separator: " and "))")
        picture.draw(into: &svg, x: 0, y: 0)
        return svg + "</svg>\n"
    }

    /// The legend alone as an inline `<svg>`, `width` points wide at most, with every item
    /// (a page shows it once, before the pictures it explains).
    public static func legend(width: Double = Legend.minimumWidth) -> String {
        let legend = Legend(width: width, items: Legend.allItems)
        var svg = openingTag(width: width, height: legend.height, label: "Legend")
        legend.draw(into: &svg, x: 0, y: 0)
        return svg + "</svg>\n"
    }

    private static func openingTag(width: Double, height: Double, label: String) -> String {
        let w = Markup.number(width), h = Markup.number(height)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"kbr\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\" role=\"img\" aria-label=\"\(Markup.escaped(label))\">\n"
    }

    /// The colours and fonts of the pictures, light and dark (`prefers-color-scheme`), for
    /// every shape they may draw. Every rule is scoped to `svg.kbr`, so a page may include
    /// it as it is.
    public static let styleSheet = rules(keyboardUp: true, homeIndicator: true, presenter: true)

    /// The style sheet with the rules of `resize`'s keyboard-up outlines, of the
    /// home-indicator strip and of the screen behind a sheet only where wanted: a document
    /// carries the rules of what it draws, so that pictures without them keep their bytes.
    static func rules(keyboardUp: Bool, homeIndicator: Bool, presenter: Bool) -> String {
        var light = baseRules.light, dark = baseRules.dark
        if keyboardUp {
            light += ".kbr .up rect{fill:none;stroke:#bf3989;stroke-width:1.5;stroke-dasharray:3 2}\n.kbr .up text{fill:#bf3989}\n"
            dark += ".kbr .up rect{stroke:#f778ba}\n.kbr .up text{fill:#f778ba}\n"
        }
        if homeIndicator {
            light += ".kbr .home rect{fill:#1f2328;fill-opacity:.12}\n"
                + ".kbr .home path{stroke:#1f2328;stroke-width:1;stroke-dasharray:4 2}\n"
                + ".kbr .home .pill{fill:#1f2328;fill-opacity:1}\n"
            dark += ".kbr .home rect{fill:#e6edf3}\n.kbr .home path{stroke:#e6edf3}\n.kbr .home .pill{fill:#e6edf3}\n"
        }
        if presenter {
            light += ".kbr .behind rect{fill:#8c959f}\n"
            dark += ".kbr .behind rect{fill:#484f58}\n"
        }
        return light + "@media (prefers-color-scheme: dark){\n" + dark + "}\n"
    }

    /// The rules of the shapes every picture may draw: light, then dark.
    private static let baseRules = (light: """
    .kbr text{font-family:\(TextWidth.fontFamily);font-size:11px;fill:#1f2328}
    .kbr .cap{font-size:13px;font-weight:bold}
    .kbr .sub{fill:#57606a}
    .kbr .device{fill:#32383f}
    .kbr .screen{fill:#ffffff}
    .kbr .bar rect{fill:#d8dee4}
    .kbr .el rect{fill:none;stroke:#8c959f;stroke-width:1}
    .kbr .k-view>rect{stroke:#57606a;stroke-dasharray:6 3}
    .kbr .k-scroll>rect{stroke:#57606a;stroke-dasharray:2 2}
    .kbr .k-scroll .indicator{fill:#57606a;stroke:none}
    .kbr .f-clear rect,.kbr .f-clear path{stroke:#1a7f37;stroke-width:1.5}
    .kbr .f-covered rect,.kbr .f-covered path{stroke:#cf222e;stroke-width:1.5}
    .kbr .f-above rect,.kbr .f-above path{stroke:#8250df;stroke-width:1.5}
    .kbr .f-fixed rect,.kbr .f-fixed path{stroke:#0969da;stroke-width:1.5}
    .kbr .f-clear>.box{fill:#1a7f37;fill-opacity:.18}
    .kbr .f-covered>.box{fill:#cf222e;fill-opacity:.6}
    .kbr .f-above>.box{fill:#8250df;fill-opacity:.35}
    .kbr .f-fixed>.box{fill:#0969da;fill-opacity:.25}
    .kbr .kbd rect{fill:#424a53;fill-opacity:.5}
    .kbr .acc rect{fill:#6e7781;fill-opacity:.5}
    .kbr .kbd text,.kbr .acc text{fill:#ffffff}
    .kbr .ghost rect{fill:none;stroke-dasharray:5 3}
    .kbr .ghost path{fill:none}
    .kbr .ghost .head{stroke:none}
    .kbr .f-clear .head,.kbr .f-clear .shift{fill:#1a7f37}
    .kbr .f-covered .head,.kbr .f-covered .shift{fill:#cf222e}
    .kbr .f-above .head,.kbr .f-above .shift{fill:#8250df}
    .kbr .f-fixed .head,.kbr .f-fixed .shift{fill:#0969da}
    .kbr .shift{font-weight:bold}
    .kbr .glass text{paint-order:stroke;stroke:#ffffff;stroke-width:3px;stroke-linejoin:round}
    .kbr .kbd text,.kbr .acc text{stroke:#424a53}
    .kbr .codekbd path{stroke:#bf8700;stroke-width:1.5;stroke-dasharray:8 4}
    .kbr .codekbd text{fill:#9a6700}

    """, dark: """
    .kbr text{fill:#e6edf3}
    .kbr .sub{fill:#9198a1}
    .kbr .device{fill:#656c76}
    .kbr .screen{fill:#0d1117}
    .kbr .bar rect{fill:#30363d}
    .kbr .el rect{stroke:#6e7681}
    .kbr .k-view>rect,.kbr .k-scroll>rect{stroke:#9198a1}
    .kbr .k-scroll .indicator{fill:#9198a1}
    .kbr .f-clear rect,.kbr .f-clear path{stroke:#3fb950}
    .kbr .f-covered rect,.kbr .f-covered path{stroke:#ff7b72}
    .kbr .f-above rect,.kbr .f-above path{stroke:#d2a8ff}
    .kbr .f-fixed rect,.kbr .f-fixed path{stroke:#58a6ff}
    .kbr .f-clear>.box{fill:#3fb950}
    .kbr .f-covered>.box{fill:#f85149}
    .kbr .f-above>.box{fill:#a371f7}
    .kbr .f-fixed>.box{fill:#388bfd}
    .kbr .f-clear .head,.kbr .f-clear .shift{fill:#3fb950}
    .kbr .f-covered .head,.kbr .f-covered .shift{fill:#ff7b72}
    .kbr .f-above .head,.kbr .f-above .shift{fill:#d2a8ff}
    .kbr .f-fixed .head,.kbr .f-fixed .shift{fill:#58a6ff}
    .kbr .kbd rect{fill:#8b949e}
    .kbr .acc rect{fill:#b1bac4}
    .kbr .kbd text,.kbr .acc text{fill:#0d1117}
    .kbr .glass text{stroke:#0d1117}
    .kbr .kbd text,.kbr .acc text{stroke:#8b949e}
    .kbr .codekbd path{stroke:#d29922}
    .kbr .codekbd text{fill:#e3b341}

    """)
}

/// The key to the pictures: a swatch and words per item, in rows that fit a width.
public struct Legend: Sendable {
    /// The narrowest legend: a phone's width.
    public static let minimumWidth = 320.0
    static let rowHeight = 20.0

    /// Each item's swatch markup (in a 16 × 12 box at the origin) and words: what every
    /// picture may show.
    static let baseItems: [(swatch: String, words: String)] = FieldState.allCases.map { state in
        ("<g class=\"el k-field \(state.cssClass)\"><rect class=\"box\" x=\"0.75\" y=\"0.75\" width=\"14.5\" height=\"10.5\" rx=\"2\"/></g>", state.label)
    } + [
        ("<g class=\"ghost f-fixed\"><rect x=\"0.75\" y=\"0.75\" width=\"14.5\" height=\"10.5\" rx=\"2\"/></g>", "where the code moves it (↑ up, ↓ down)"),
        ("<g class=\"kbd\"><rect width=\"16\" height=\"12\"/></g>", "keyboard and accessory bar"),
        ("<g class=\"codekbd\"><path d=\"M0 6H16\"/></g>", "keyboard top for the code, when wrong"),
        ("<g class=\"el k-view\"><rect x=\"0.5\" y=\"0.5\" width=\"15\" height=\"11\"/></g>", "view (container)"),
        ("<g class=\"el k-scroll\"><rect x=\"0.5\" y=\"0.5\" width=\"15\" height=\"11\"/></g>", "scroll view ↕"),
        ("<g class=\"el k-label\"><rect x=\"0.5\" y=\"0.5\" width=\"15\" height=\"11\"/></g>", "label, button, image"),
    ]

    /// The keyboard top a library pads on purpose (`iqkeyboardmanager`): the same line,
    /// not a mistake.
    static let paddedKeyboard: (swatch: String, words: String) = ("<g class=\"codekbd\"><path d=\"M0 6H16\"/></g>", "keyboard top padded by the library")
    /// Where `resize`'s keyboard-up layout puts the elements other than fields.
    static let keyboardUp: (swatch: String, words: String) = ("<g class=\"up\"><rect x=\"0.75\" y=\"0.75\" width=\"14.5\" height=\"10.5\" rx=\"2\"/></g>",
                             "laid out again with the keyboard up")
    /// The strip below the safe area on devices with a home indicator.
    static let homeIndicator: (swatch: String, words: String) = ("<g class=\"home\"><rect width=\"16\" height=\"12\"/><path d=\"M0 0.5H16\"/><rect class=\"pill\" x=\"3\" y=\"8\" width=\"10\" height=\"2\" rx=\"1\"/></g>",
                                "home indicator, below the safe area")

    /// The screen a sheet is presented over, above the sheet's top.
    static let presenter: (swatch: String, words: String) = ("<g class=\"behind\"><rect width=\"16\" height=\"12\"/></g>",
                                                             "the screen behind a sheet")

    /// Every item, for a page that shows one legend before its pictures.
    public static var allItems: [(swatch: String, words: String)] {
        baseItems + [paddedKeyboard, keyboardUp, homeIndicator, presenter]
    }

    /// The items of a document: those every picture may show, then those only some
    /// strategies and devices need, when one of `pictures` shows them (so that the legend
    /// of pictures without them stays as it was).
    static func items(for pictures: [ScreenPicture]) -> [(swatch: String, words: String)] {
        var items = baseItems
        let geometries = pictures.flatMap(\.geometries)
        let lines = geometries.compactMap(\.codeKeyboard).filter { abs($0.height - $0.real) >= 0.005 }
        if lines.contains(where: \.isPadded) {
            // Padded lines only: the line is no mistake there, and the legend does not say it is.
            if lines.allSatisfy(\.isPadded), let wrong = items.firstIndex(where: { $0.swatch == paddedKeyboard.swatch }) {
                items[wrong] = paddedKeyboard
            } else {
                items.append(paddedKeyboard)
            }
        }
        if pictures.contains(where: { $0.showsKeyboardUpOutlines }) { items.append(keyboardUp) }
        if geometries.contains(where: { $0.homeIndicator > 0 }) { items.append(homeIndicator) }
        if geometries.contains(where: { $0.presentationTop > 0 }) { items.append(presenter) }
        return items
    }

    /// Each item's position, relative to the legend's top left.
    let items: [(swatch: String, words: String)]
    let positions: [(x: Double, y: Double)]
    public let height: Double

    /// The legend of `items`, in rows that fit `width`.
    init(width: Double, items: [(swatch: String, words: String)]) {
        self.items = items
        var positions: [(x: Double, y: Double)] = []
        var x = 0.0
        var y = 0.0
        for item in items {
            let itemWidth = 22 + TextWidth.width(of: item.words, fontSize: 11) + 18
            if x > 0, x + itemWidth > width {
                x = 0
                y += Self.rowHeight
            }
            positions.append((x, y))
            x += itemWidth
        }
        self.positions = positions
        height = y + Self.rowHeight
    }

    func draw(into svg: inout String, x: Double, y: Double) {
        svg += "<g class=\"legend\">\n"
        for (item, position) in zip(items, positions) {
            let left = x + position.x, top = y + position.y
            svg += "<g transform=\"translate(\(Markup.number(left)) \(Markup.number(top + 2)))\">\(item.swatch)</g>"
            svg += "<text x=\"\(Markup.number(left + 22))\" y=\"\(Markup.number(top + 12))\">\(Markup.escaped(item.words))</text>\n"
        }
        svg += "</g>\n"
    }
}
