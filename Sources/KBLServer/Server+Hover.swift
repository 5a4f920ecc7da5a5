import Diagnostics
import KeyboardAnalysis
import LSP
import PlainText
import SpecParser

extension Server {
    /// Hover on a field (its name or anywhere on its header line), a screen or a device.
    func hover(_ request: HoverRequest) throws(ResponseError) -> Hover? {
        let snapshot = try snapshot(of: document(request.textDocument.uri))
        let converter = converter(for: snapshot)
        let offset = converter.offset(of: request.position)
        let line = converter.line(containing: offset)
        func onLine(_ range: SourceRange) -> Bool { converter.line(containing: range.start) == line }

        for screen in snapshot.analysis.screens where screen.range.touches(offset) {
            if let element = screen.elements.first(where: { $0.kind.isEditable && onLine($0.headerRange) }) {
                let text = [HoverText.field(element, in: screen), hoverPicture(of: screen)].compactMap { $0 }.joined(separator: "\n\n")
                return hoverResult(text, range: converter.range(of: element.nameRange))
            }
            if onLine(screen.nameRange) {
                return hoverResult(HoverText.screen(screen), range: converter.range(of: screen.nameRange))
            }
        }
        for screen in snapshot.parsed.file.screens where screen.range.touches(offset) && onLine(screen.keywordRange) {
            if !snapshot.analysis.screens.contains(where: { $0.range == screen.range }), let name = screen.name {
                return hoverResult("**screen `\(name.text)`**\n\nNot analysed: fix the errors in this screen (or its device) first.",
                                   range: converter.range(of: name.range))
            }
        }
        let catalog = snapshot.analyzer.devices.adding(snapshot.parsed.file.devices.compactMap(Analyzer.device(from:)))
        // A device block's header line, or a device named in a screen's `device` line.
        let declared = snapshot.parsed.file.devices.filter { $0.range.touches(offset) && onLine($0.keywordRange) }.compactMap(\.name)
        let referenced = snapshot.parsed.file.screens.compactMap(\.device).filter { $0.range.touches(offset) }
        for name in declared + referenced {
            guard let device = catalog[name.text] else { continue }
            return hoverResult(HoverText.device(device), range: converter.range(of: name.range))
        }
        return nil
    }

    /// The hover, in Markdown, or as plain text for a client that cannot show Markdown.
    func hoverResult(_ markdown: String, range: LSP.Range) -> Hover {
        let isPlainText = !capabilities.supportsMarkdownHover
        return Hover(markdown: isPlainText ? HoverText.plain(markdown) : markdown, range: range, isPlainText: isPlainText)
    }
}

/// The Markdown of hovers.
enum HoverText {
    static func field(_ element: ElementReport, in screen: ScreenReport) -> String {
        var lines = [
            "**\(element.kind.rawValue) `\(element.name)`** in screen `\(screen.name)` on `\(screen.device.name)`, strategy `avoid \(screen.strategy.name)`",
            "",
            "| orientation | keyboard top | field top | field bottom | overlap | shift | fully visible |",
            "|---|---:|---:|---:|---:|---:|---|",
        ]
        for placement in element.placements {
            guard let outcome = placement.outcome,
                  let geometry = screen.geometries.first(where: { $0.orientation == placement.orientation }) else { continue }
            let overlap = outcome.isCovered ? "\(formatPoints(outcome.overlap)) pt" : "none"
            lines.append("| \(placement.orientation.rawValue) | \(formatPoints(geometry.keyboardTop)) | \(formatPoints(placement.top)) | \(formatPoints(placement.bottom)) | \(overlap) | \(formatPoints(outcome.shift)) pt | \(outcome.isFullyVisible ? "yes" : "**no**") |")
        }
        if let heights = keyboardHeights(in: screen) {
            lines += ["", heights]
        }
        let notes = element.placements.compactMap { placement -> String? in
            guard let outcome = placement.outcome,
                  let geometry = screen.geometries.first(where: { $0.orientation == placement.orientation }),
                  let note = screen.strategy.note(on: outcome, in: geometry) else { return nil }
            return "\(placement.orientation.rawValue): \(note)"
        }
        if !notes.isEmpty {
            lines += ["", "`avoid \(screen.strategy.name)`:"] + notes.map { "- " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    /// Why the shift is what it is: the keyboard height the code works with next to the
    /// real one (read from the notification, hard-coded, padded), as the strategy words it.
    static func keyboardHeights(in screen: ScreenReport) -> String? {
        guard let caption = screen.geometries.lazy.compactMap(\.codeKeyboard).first?.caption else { return nil }
        let heights = screen.geometries.compactMap { geometry in
            geometry.codeKeyboard.map { code in
                let real = geometry.keyboard + geometry.accessory
                let mark = code.isRead && abs(code.height - real) > 1e-6 ? " **≠**" : ""
                // A padded height says what it is made of (the real keyboard is its first part).
                guard let breakdown = code.breakdown else {
                    return "\(geometry.orientation.rawValue) \(formatPoints(code.height)) pt\(mark) (real \(formatPoints(real)) pt)"
                }
                let capped = abs(code.height - geometry.screenHeight) < 1e-6 ? ", at most the screen's height" : ""
                return "\(geometry.orientation.rawValue) \(formatPoints(code.height)) pt\(mark) (\(breakdown)\(capped))"
            }
        }
        return caption + ": " + heights.joined(separator: ", ")
    }

    /// `markdown` as plain text, for clients that ask for it: no emphasis or code marks,
    /// tables as columns padded with spaces (numbers right-aligned, as the table says),
    /// no pictures.
    static func plain(_ markdown: String) -> String {
        var output: [String] = []
        var table: [[String]] = []
        var rightAligned: [Bool] = []
        func flushTable() {
            guard !table.isEmpty else { return }
            let columns = table.map(\.count).max() ?? 0
            let widths = (0..<columns).map { column in table.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
            for row in table {
                let cells = row.enumerated().map { column, cell in
                    let padding = String(repeating: " ", count: widths[column] - cell.count)
                    if column < rightAligned.count, rightAligned[column] { return padding + cell }
                    return column == row.count - 1 ? cell : cell + padding
                }
                output.append(cells.joined(separator: "  "))
            }
            table = []
            rightAligned = []
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("|") {
                let cells = line.dropFirst().split(separator: "|", omittingEmptySubsequences: false).dropLast()
                    .map(\.trimmingBlanks)
                if !cells.isEmpty, cells.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ":-".contains($0) } }) {
                    rightAligned = cells.map { $0.hasSuffix(":") }
                } else {
                    table.append(cells.map(unmarked))
                }
                continue
            }
            flushTable()
            if line.hasPrefix("![") { continue }
            output.append(unmarked(line))
        }
        flushTable()
        while output.last?.isEmpty == true { output.removeLast() }
        return output.joined(separator: "\n")
    }

    /// A line without Markdown's bold and code marks.
    private static func unmarked<S: StringProtocol>(_ text: S) -> String {
        String(text).replacing("**", with: "").replacing("`", with: "")
    }

    static func screen(_ screen: ScreenReport) -> String {
        geometryTable(
            title: "**screen `\(screen.name)`** on `\(screen.device.name)`, strategy `avoid \(screen.strategy.name)`",
            rows: screen.geometries.map { ($0.orientation, $0.screenHeight, $0.contentTop, $0.keyboardTop) })
    }

    static func device(_ device: Device) -> String {
        let rows = Orientation.allCases.map { orientation in
            let height = device.screenHeight(in: orientation)
            return (orientation, height, device.statusBar[orientation], height - device.keyboard[orientation])
        }
        return geometryTable(
            title: "**device `\(device.name)`**: \(formatPoints(device.width)) × \(formatPoints(device.height)) pt in portrait",
            rows: rows) + "\n\nWithout navigation bar or accessory; a screen adds its own."
    }

    /// A title and one row per orientation: screen height, content top, keyboard top.
    private static func geometryTable(
        title: String, rows: [(orientation: Orientation, height: Double, contentTop: Double, keyboardTop: Double)]
    ) -> String {
        var lines = [title, "", "| orientation | screen height | content top | keyboard top |", "|---|---:|---:|---:|"]
        for row in rows {
            lines.append("| \(row.orientation.rawValue) | \(formatPoints(row.height)) | \(formatPoints(row.contentTop)) | \(formatPoints(row.keyboardTop)) |")
        }
        return lines.joined(separator: "\n")
    }
}

