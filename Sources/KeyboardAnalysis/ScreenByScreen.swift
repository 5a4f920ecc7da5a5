import SpecParser

/// The devices a file's screens may name: the analyzer's, and the file's own sound ones
/// (a device block with an error is `broken`: screens naming it are not analysed, and
/// not told the device is unknown either).
public struct FileDevices: Sendable, Hashable {
    public var catalog: DeviceCatalog
    public var broken: Set<String>
}

/// One screen's part of an analysis: its diagnostics and its report, or no report when
/// the screen was not analysed. Screens are independent once the file's devices are
/// known, so a caller may keep a screen's outcome for as long as its text, its place's
/// errors and the file's devices stay the same (the language server does, per edit).
public struct ScreenOutcome: Sendable {
    /// The screen's range.
    public var range: SourceRange
    public var diagnostics: [Diagnostic]
    /// Nil when the screen was not analysed (an error of its own, an unknown device).
    public var report: ScreenReport?

    /// The same outcome for the same text `delta` bytes further on (negative: earlier).
    public func moved(by delta: Int) -> ScreenOutcome {
        guard delta != 0 else { return self }
        var moved = self
        moved.range = range.moved(by: delta)
        for index in moved.diagnostics.indices {
            moved.diagnostics[index].range = diagnostics[index].range.moved(by: delta)
        }
        if var report {
            report.nameRange = report.nameRange.moved(by: delta)
            report.range = report.range.moved(by: delta)
            for index in report.elements.indices {
                report.elements[index].nameRange = report.elements[index].nameRange.moved(by: delta)
                report.elements[index].headerRange = report.elements[index].headerRange.moved(by: delta)
            }
            moved.report = report
        }
        return moved
    }
}


extension Analyzer {
    /// The steps of `analyze(_:)` one by one, for a caller that analyses screens
    /// separately: `fileDevices(of:)`, then `analyzeScreen` for each screen of the file in
    /// order (whether it `hasErrors`: `SortedRanges` of the parse's diagnostics
    /// `containsAny(within:)` its range), then `assemble`. Their result equals `analyze(_:)`'s.
    public func fileDevices(of parsed: ParseResult) -> FileDevices {
        fileDevices(of: parsed, errors: SortedRanges(parsed.diagnostics.map(\.range)))
    }

    func fileDevices(of parsed: ParseResult, errors: SortedRanges) -> FileDevices {
        var catalog = devices
        var broken: Set<String> = []
        for declaration in parsed.file.devices {
            guard let name = declaration.name?.text else { continue }
            if let device = Self.device(from: declaration), !errors.containsAny(within: declaration.range) {
                catalog.add(device)
            } else {
                broken.insert(name)
            }
        }
        return FileDevices(catalog: catalog, broken: broken)
    }

    /// One screen's outcome; `hasErrors` tells whether the parse has an error in its range.
    public func analyzeScreen(_ screen: ScreenDeclaration, devices: FileDevices, hasErrors: Bool) -> ScreenOutcome {
        // The `avoid` line checked against the strategies: its problems are the screen's
        // errors, reported whatever else is wrong, and keep it from being analysed.
        var problems: [Diagnostic] = []
        var chosen: (strategy: (any KeyboardStrategy.Type)?, options: StrategyOptions) = (Strategies.named(defaultStrategy) ?? NoAvoidance.self, StrategyOptions())
        if let avoid = screen.avoid {
            let checked = Strategies.check(avoid)
            chosen = (checked.strategy, checked.options)
            problems = checked.problems.map { Diagnostic($0.message, at: $0.range) }
        }
        let deviceName = screen.device?.text ?? defaultDeviceName
        if let reference = screen.device, devices.catalog[deviceName] == nil, !devices.broken.contains(deviceName) {
            problems.append(Diagnostic(.unknownDevice(deviceName, known: devices.catalog.allNames), at: reference.range))
            Diagnostic.sortInReportingOrder(&problems)
            return ScreenOutcome(range: screen.range, diagnostics: problems)
        }
        guard let name = screen.name, let device = devices.catalog[deviceName], !hasErrors, problems.isEmpty,
              let strategyType = chosen.strategy else {
            return ScreenOutcome(range: screen.range, diagnostics: problems)
        }
        let context = StrategyContext(
            devicePortraitHeight: device.height, deviceKeyboard: device.keyboard, defaultPadding: defaultPadding,
            iosVersion: screen.ios.map { Int($0.value) } ?? defaultIOSVersion,
            strategyRange: screen.avoid?.strategyRange ?? name.range)
        let orientations = (screen.orientations ?? defaultOrientations).sorted()
        var analysis = ScreenAnalysis(source: SpecScreenLayout(screen: screen), name: name.text, nameRange: name.range,
                                      range: screen.range, device: device,
                                      strategy: strategyType.init(options: chosen.options, context: context),
                                      geometries: SpecScreenLayout.geometries(of: screen, on: device, in: orientations,
                                                                                defaultAccessory: defaultAccessory))
        analysis.run()
        return ScreenOutcome(range: screen.range, diagnostics: analysis.diagnostics, report: analysis.report)
    }

    /// The analysis of a file from its parse and its screens' outcomes, in file order.
    public func assemble(_ parsed: ParseResult, screens outcomes: [ScreenOutcome]) -> Analysis {
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(outcomes.reduce(parsed.diagnostics.count) { $0 + $1.diagnostics.count })
        // The syntax diagnostics (sorted by position) merged with the screens' (each list
        // in reporting order, the screens in file order): on a tie of positions the syntax
        // one comes first, as it would in a stable sort of the two lists one after the
        // other. Whatever the merge leaves out of order, the sort below puts right.
        let syntax = parsed.diagnostics
        var next = 0
        var screens: [ScreenReport] = []
        var unanalysed: [SourceRange] = []
        for outcome in outcomes {
            for diagnostic in outcome.diagnostics {
                while next < syntax.count, syntax[next].range.start <= diagnostic.range.start {
                    diagnostics.append(Diagnostic(syntax[next]))
                    next += 1
                }
                diagnostics.append(diagnostic)
            }
            if let report = outcome.report {
                screens.append(report)
            } else {
                unanalysed.append(outcome.range)
            }
        }
        while next < syntax.count {
            diagnostics.append(Diagnostic(syntax[next]))
            next += 1
        }
        Diagnostic.sortInReportingOrder(&diagnostics)
        diagnostics = applying(parsed.suppressions, to: diagnostics, unanalysed: unanalysed)
        return Analysis(diagnostics: configured(diagnostics), screens: screens)
    }
}
