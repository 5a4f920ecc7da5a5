import Diagnostics
import SpecParser

extension Analyzer {
    /// Analyses a screen that is not KBL's (an Interface Builder document's): its frames come
    /// from `source` in each of `geometries` on `device`, and the strategy treats its fields
    /// as it treats a KBL screen's. `deviceWords` follows the orientation in messages
    /// (" on iphone-se", or empty); `findingDevice` is the device its findings name.
    public func analyzeScreen(
        laidOutBy source: any ScreenLayoutSource, named name: String, at range: SourceRange, device: Device,
        strategy: any KeyboardStrategy, geometries: [ScreenGeometry], deviceWords: String = "", findingDevice: String? = nil
    ) -> ScreenOutcome {
        var analysis = ScreenAnalysis(source: source, name: name, nameRange: range, range: range, device: device,
                                      strategy: strategy, geometries: geometries, place: deviceWords, findingDevice: findingDevice)
        analysis.run()
        return ScreenOutcome(range: range, diagnostics: analysis.diagnostics, report: analysis.report)
    }

    /// The analysis of a file that is not KBL: its own diagnostics (KB3xx) and its screens'
    /// outcomes, in reporting order, with the configuration's severities applied. Such a
    /// file has no suppression comments.
    public func assemble(diagnostics own: [Diagnostic], screens outcomes: [ScreenOutcome]) -> Analysis {
        var diagnostics = own
        for outcome in outcomes { diagnostics += outcome.diagnostics }
        Diagnostic.sortInReportingOrder(&diagnostics)
        return Analysis(diagnostics: configured(diagnostics), screens: outcomes.compactMap { $0.report })
    }
}
