import Diagnostics
import KeyboardAnalysis
import SpecParser
import Testing

/// Each diagnostic as one line: `KB003 note landscape 23 shift 241`, or `KB101 @text` for
/// diagnostics without a keyboard finding (`text` is the source the range covers).
func findings(_ text: String, devices: DeviceCatalog = .builtIn) -> [String] {
    let analysis = Analyzer(devices: devices).analyze(text)
    let bytes = Array(text.utf8)
    return analysis.diagnostics.map { diagnostic in
        guard let finding = diagnostic.keyboard else {
            let covered = String(decoding: bytes[diagnostic.range.start..<diagnostic.range.end], as: UTF8.self)
            return "\(diagnostic.code.rawValue) @\(covered)"
        }
        guard let element = finding.element, let shift = finding.shift else {
            return "\(diagnostic.code.rawValue) \(finding.orientation.rawValue) \(formatPoints(finding.amount))"
        }
        return "\(diagnostic.code.rawValue) \(element) \(finding.orientation.rawValue) \(formatPoints(finding.amount)) shift \(formatPoints(shift))"
    }
}

/// The frames `[top, bottom]` of an element per analysed orientation, as `portrait 120-420`.
func frames(of element: String, in text: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    let analysis = Analyzer().analyze(text)
    #expect(analysis.diagnostics.allSatisfy { $0.keyboard != nil }, "\(analysis.diagnostics)", sourceLocation: sourceLocation)
    guard let report = analysis.screens.flatMap(\.elements).first(where: { $0.name == element }) else {
        Issue.record("no element \(element)", sourceLocation: sourceLocation)
        return []
    }
    return report.placements.map { "\($0.orientation.rawValue) \(formatPoints($0.top))-\(formatPoints($0.bottom))" }
}

/// The shift of a field per analysed orientation.
func shifts(of element: String, in text: String) -> [Double] {
    let analysis = Analyzer().analyze(text)
    let report = analysis.screens.flatMap(\.elements).first { $0.name == element }
    return report?.placements.compactMap { $0.outcome?.shift } ?? []
}
