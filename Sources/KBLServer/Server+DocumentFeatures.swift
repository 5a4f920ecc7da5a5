import KeyboardAnalysis
import LSP
import SpecParser

/// Hover, inlay hints and code lenses on a storyboard or xib: each answer gathers the
/// reports of a screen on every checked device (the analysis has one per device).
extension Server {
    /// Hover on a view's start tag: its frames and, for a field, what the strategy does
    /// to it, per device and orientation; on a controller's tag: the screen's geometries.
    func documentHover(_ request: HoverRequest) throws(ResponseError) -> Hover? {
        let snapshot = try interfaceBuilderSnapshot(of: document(request.textDocument.uri))
        let converter = PositionConverter(lines: snapshot.lines, encoding: encoding)
        let line = converter.line(containing: converter.offset(of: request.position))
        func onLine(_ range: SourceRange) -> Bool { converter.line(containing: range.start) == line }
        let screens = snapshot.analysis.screens
        for (name, reports) in Self.byScreen(screens) {
            let views = reports.compactMap { report in report.elements.first { onLine($0.nameRange) }.map { (report, $0) } }
            if let (first, element) = views.first {
                let text = [DocumentHoverText.view(snapshot.text(of: element.nameRange), of: views), hoverPicture(of: first)].compactMap { $0 }
                return hoverResult(text.joined(separator: "\n\n"), range: converter.range(of: element.nameRange))
            }
            if let first = reports.first, onLine(first.nameRange) {
                return hoverResult(DocumentHoverText.screen(name, reports), range: converter.range(of: first.nameRange))
            }
        }
        return nil
    }

    /// One hint per analysed field whose start tag is on a requested line, at the end of
    /// that line: the shift per orientation, per device when several are checked.
    func documentInlayHints(_ request: InlayHintRequest) throws(ResponseError) -> [InlayHint] {
        let snapshot = try interfaceBuilderSnapshot(of: document(request.textDocument.uri))
        let converter = PositionConverter(lines: snapshot.lines, encoding: encoding)
        let lines = request.range.start.line...max(request.range.start.line, request.range.end.line)
        var hints: [InlayHint] = []
        for (_, reports) in Self.byScreen(snapshot.analysis.screens) {
            guard let first = reports.first else { continue }
            for (index, element) in first.elements.enumerated() where element.kind.isEditable {
                let line = converter.line(containing: element.nameRange.start)
                guard lines.contains(line) else { continue }
                let perDevice = reports.compactMap { report -> (ScreenReport, [ElementPlacement])? in
                    guard index < report.elements.count, report.elements[index].nameRange == element.nameRange else { return nil }
                    let placements = report.elements[index].placements.filter { $0.outcome != nil }
                    return placements.isEmpty ? nil : (report, placements)
                }
                guard !perDevice.isEmpty else { continue }
                let named = perDevice.count > 1
                let label = perDevice.map { (named ? $0.0.device.name + " " : "") + ShiftHint.label($0.1) }
                let tooltip = perDevice.map { report, placements in
                    let lines = ShiftHint.tooltip(placements) { placement, outcome in
                        report.geometries.first { $0.orientation == placement.orientation }
                            .flatMap { report.strategy.note(on: outcome, in: $0) }
                    }
                    return named ? lines.split(separator: "\n").map { "\(report.device.name) \($0)" }.joined(separator: "\n") : lines
                }
                hints.append(InlayHint(
                    position: converter.position(of: snapshot.lines.range(ofLine: line).end),
                    label: label.joined(separator: " │ "), tooltip: tooltip.joined(separator: "\n"), paddingLeft: true))
            }
        }
        return hints
    }

    /// Two lenses per screen, on its controller's tag: what the keyboard does to its
    /// fields (per device when several are checked), and "Preview".
    func documentCodeLenses(_ request: CodeLensRequest) throws(ResponseError) -> [CodeLens] {
        let snapshot = try interfaceBuilderSnapshot(of: document(request.textDocument.uri))
        let converter = PositionConverter(lines: snapshot.lines, encoding: encoding)
        return Self.byScreen(snapshot.analysis.screens).flatMap { name, reports -> [CodeLens] in
            guard let first = reports.first else { return [] }
            let range = converter.range(of: first.nameRange)
            let title = reports.count > 1
                ? reports.map { "\($0.device.name): \(ScreenLens.title($0))" }.joined(separator: " · ") : ScreenLens.title(first)
            return [
                CodeLens(range: range, command: Command(title: title, command: ScreenLens.command)),
                CodeLens(range: range, command: Command(
                    title: "Preview", command: PreviewCommand.preview.rawValue,
                    arguments: [.string(request.textDocument.uri), .string(name)])),
            ]
        }
    }

    /// The reports of each screen (one per checked device), in document order.
    static func byScreen(_ reports: [ScreenReport]) -> [(name: String, reports: [ScreenReport])] {
        var order: [String] = []
        var grouped: [String: [ScreenReport]] = [:]
        for report in reports {
            if grouped[report.name] == nil { order.append(report.name) }
            grouped[report.name, default: []].append(report)
        }
        return order.map { ($0, grouped[$0] ?? []) }
    }
}
