import Diagnostics
import KeyboardAnalysis
import LSP
import SpecParser

extension Server {
    /// One hint per analysed field (`field`, `textarea`) whose header line is in the
    /// requested range, right after the header's last token (before a trailing comment):
    /// the shift per analysed orientation, portrait first, as in `↑ 323 · ↑ 241 ⚠`
    /// (docs/decisions.md#the-language-server). Screens with errors get none.
    func inlayHints(_ request: InlayHintRequest) throws(ResponseError) -> [InlayHint] {
        let snapshot = try snapshot(of: document(request.textDocument.uri))
        let converter = converter(for: snapshot)
        let lines = request.range.start.line...max(request.range.start.line, request.range.end.line)
        var hints: [InlayHint] = []
        for screen in snapshot.analysis.screens {
            for element in screen.elements where element.kind.isEditable {
                guard lines.contains(converter.line(containing: element.headerRange.start)) else { continue }
                let placements = element.placements.filter { $0.outcome != nil }
                guard !placements.isEmpty else { continue }
                hints.append(InlayHint(
                    position: converter.position(of: element.headerRange.end),
                    label: ShiftHint.label(placements),
                    tooltip: ShiftHint.tooltip(placements) { placement, outcome in
                        screen.geometries.first { $0.orientation == placement.orientation }
                            .flatMap { screen.strategy.note(on: outcome, in: $0) }
                    },
                    paddingLeft: true))
            }
        }
        return hints
    }

    /// Two lenses per analysed screen, on its name: one titled with what the keyboard does
    /// to its fields (a title only: running it does nothing), and "Preview", which shows
    /// the screen's picture (`kb-lsp.previewScreen`).
    func codeLenses(_ request: CodeLensRequest) throws(ResponseError) -> [CodeLens] {
        let snapshot = try snapshot(of: document(request.textDocument.uri))
        let converter = converter(for: snapshot)
        return snapshot.analysis.screens.flatMap { screen in
            let range = converter.range(of: screen.nameRange)
            return [
                CodeLens(range: range, command: Command(title: ScreenLens.title(screen), command: ScreenLens.command)),
                CodeLens(range: range, command: Command(
                    title: "Preview", command: PreviewCommand.preview.rawValue,
                    arguments: [.string(request.textDocument.uri), .string(screen.name)])),
            ]
        }
    }
}

/// The text of a field's inlay hint.
enum ShiftHint {
    /// `↑ N` content moved up, `↓ N` moved down, `–` no shift; `N pt tall` where the field
    /// ends up taller or shorter (`avoid resize`'s keyboard-up layout); ` ⚠` where the field
    /// does not end fully visible; orientations joined by ` · `.
    static func label(_ placements: [ElementPlacement]) -> String {
        placements.compactMap { placement in
            placement.outcome.map { outcome in
                var words = amount(outcome.shift)
                if let height = newHeight(placement, outcome) {
                    words = abs(outcome.shift) < 0.005 ? "\(formatPoints(height)) pt tall" : words + ", \(formatPoints(height)) pt tall"
                }
                return words + (outcome.isFullyVisible ? "" : " ⚠")
            }
        }.joined(separator: " · ")
    }

    /// One line per orientation: the move, the strategy's note (the gap IQKeyboardManager
    /// leaves, the frame with the keyboard up), whether the field ends fully visible.
    static func tooltip(_ placements: [ElementPlacement],
                        note: (ElementPlacement, FieldOutcome) -> String? = { _, _ in nil }) -> String {
        placements.compactMap { placement in
            placement.outcome.map { outcome in
                let move = outcome.shift > 0 ? "shifted up \(formatPoints(outcome.shift)) pt"
                    : outcome.shift < 0 ? "shifted down \(formatPoints(-outcome.shift)) pt" : "no shift"
                let noted = note(placement, outcome).map { ", " + $0 } ?? ""
                return "\(placement.orientation.rawValue): \(move)\(noted)" + (outcome.isFullyVisible ? "" : ", not fully visible")
            }
        }.joined(separator: "\n")
    }

    /// The field's height where it ends up, when not its height (to the hundredth of a point).
    private static func newHeight(_ placement: ElementPlacement, _ outcome: FieldOutcome) -> Double? {
        let height = outcome.endBottom - outcome.endTop
        return abs(height - (placement.bottom - placement.top)) >= 0.005 ? height : nil
    }

    private static func amount(_ shift: Double) -> String {
        shift > 0 ? "↑ \(formatPoints(shift))" : shift < 0 ? "↓ \(formatPoints(-shift))" : "–"
    }
}

/// The title of a screen's code lens.
enum ScreenLens {
    /// The lens' command identifier; no client needs to implement it.
    static let command = "kb-lsp.showScreen"

    /// Per orientation where something happens: `N fields covered in landscape`, then
    /// `, M not fully visible` or `, all moved into view`; `every field visible` when the
    /// keyboard covers nothing and nothing ends hidden; `no fields` without fields.
    static func title(_ screen: ScreenReport) -> String {
        let fields = screen.elements.filter(\.kind.isEditable)
        if fields.isEmpty { return "no fields" }
        var parts: [String] = []
        for geometry in screen.geometries {
            let outcomes = fields.compactMap { $0.placements.first { $0.orientation == geometry.orientation }?.outcome }
            let covered = outcomes.filter(\.isCovered).count
            let hidden = outcomes.filter { !$0.isFullyVisible }.count
            guard covered > 0 || hidden > 0 else { continue }
            let head = covered == 0 ? "no field covered" : covered == 1 ? "1 field covered" : "\(covered) fields covered"
            let tail = hidden > 0 ? "\(hidden) not fully visible" : covered == 1 ? "moved into view" : "all moved into view"
            parts.append("\(head) in \(geometry.orientation.rawValue), \(tail)")
        }
        return parts.isEmpty ? "every field visible" : parts.joined(separator: " · ")
    }
}
