import Diagnostics
import KeyboardAnalysis

/// The Markdown of hovers on storyboards and xibs: tables with a row per checked device
/// and orientation, in the words of KBL's hovers (`HoverText`).
enum DocumentHoverText {
    /// A view in one screen, with its report on each device: its frame in screen
    /// coordinates, and for an analysed field the keyboard, the overlap and the shift.
    static func view(_ tag: String, of reports: [(screen: ScreenReport, element: ElementReport)]) -> String {
        guard let (first, element) = reports.first else { return "" }
        let isField = reports.contains { $0.element.placements.contains { $0.outcome != nil } }
        var lines = ["**\(tag) `\(element.name)`** in screen `\(first.name)`, strategy `avoid \(first.strategy.name)`", ""]
        if isField {
            lines += ["| device | orientation | top | height | keyboard top | overlap | shift | fully visible |",
                      "|---|---|---:|---:|---:|---:|---:|---|"]
        } else {
            lines += ["| device | orientation | top | height |", "|---|---|---:|---:|"]
        }
        var notes: [String] = []
        var heights: [String] = []
        for (screen, element) in reports {
            for placement in element.placements {
                let frame = "| \(screen.device.name) | \(placement.orientation.rawValue) | \(formatPoints(placement.top)) | \(formatPoints(placement.bottom - placement.top)) |"
                guard isField else {
                    lines.append(frame)
                    continue
                }
                guard let outcome = placement.outcome,
                      let geometry = screen.geometries.first(where: { $0.orientation == placement.orientation }) else {
                    lines.append(frame + " | | | not analysed |")
                    continue
                }
                let overlap = outcome.isCovered ? "\(formatPoints(outcome.overlap)) pt" : "none"
                lines.append(frame + " \(formatPoints(geometry.keyboardTop)) | \(overlap) | \(formatPoints(outcome.shift)) pt | \(outcome.isFullyVisible ? "yes" : "**no**") |")
                if let note = screen.strategy.note(on: outcome, in: geometry) {
                    notes.append("\(screen.device.name), \(placement.orientation.rawValue): \(note)")
                }
            }
            if isField, let line = HoverText.keyboardHeights(in: screen) {
                heights.append(reports.count > 1 ? "\(screen.device.name): \(line)" : line)
            }
        }
        if !heights.isEmpty { lines += [""] + heights }
        if !notes.isEmpty { lines += ["", "`avoid \(first.strategy.name)`:"] + notes.map { "- " + $0 } }
        return lines.joined(separator: "\n")
    }

    /// A screen on each device: its height, where its content starts, the keyboard's top.
    static func screen(_ name: String, _ reports: [ScreenReport]) -> String {
        let strategy = reports.first.map { ", strategy `avoid \($0.strategy.name)`" } ?? ""
        var lines = ["**screen `\(name)`**\(strategy)", "",
                     "| device | orientation | screen height | content top | keyboard top |", "|---|---|---:|---:|---:|"]
        for report in reports {
            for geometry in report.geometries {
                lines.append("| \(report.device.name) | \(geometry.orientation.rawValue) | \(formatPoints(geometry.screenHeight)) | \(formatPoints(geometry.contentTop)) | \(formatPoints(geometry.keyboardTop)) |")
            }
        }
        let fields = reports.first?.elements.filter(\.kind.isEditable).count ?? 0
        lines += ["", fields == 1 ? "1 field" : "\(fields) fields"]
        lines += codeLines(reports)
        return lines.joined(separator: "\n")
    }

    /// A screen checked with its controller's code (code.md section 6): each effect and its
    /// value, per device and orientation (`signInBottom.constant = … → 281 pt`).
    static func codeLines(_ reports: [ScreenReport]) -> [String] {
        var lines: [String] = []
        for report in reports {
            guard let code = report.strategy as? CodeStrategy else { continue }
            for orientation in code.motions.keys.sorted() {
                let motions = code.motions[orientation] ?? [:]
                var details: [String] = []
                for key in motions.keys.sorted() {
                    guard let motion = motions[key] else { continue }
                    let said = motion.details.isEmpty ? [motion.code.done] : motion.details
                    for line in said where !details.contains(line) { details.append(line) }
                }
                lines += details.map { "- \(report.device.name), \(orientation.rawValue): \($0)" }
            }
        }
        return lines.isEmpty ? [] : ["", "keyboard code:"] + lines
    }
}
