import Diagnostics
import DocumentAnalysis
import DocumentLayout
import InterfaceBuilder
import KeyboardAnalysis

/// `kb-bench resolve FILE [RUNS]`: for every screen of a document, the time of solving a
/// geometry B from scratch (a fresh ScreenLayout: its system built, then solved) beside the
/// time of re-solving B with a ScreenLayout that has solved another geometry A (the same
/// solver, new values suggested for its edit variables). A and B alternate between
/// portrait and landscape and between the iPhone SE and the iPhone 16. Prints the medians,
/// their ratio, and checks that the re-solve used no new solver and found the same frames.
func timeResolves(_ path: String, runs: Int) {
    let document: InterfaceBuilderDocument
    switch InterfaceBuilderDocument.read(readAll(path)) {
    case .success(let read): document = read
    case .failure(let failure): fail("\(path):\(failure.line): unreadable: \(failure.message)")
    }
    guard let se = DeviceCatalog.builtIn["iphone-se"], let sixteen = DeviceCatalog.builtIn["iphone-16"] else {
        fail("no built-in iphone-se or iphone-16")
    }
    func geometry(_ device: Device, landscape: Bool) -> LayoutGeometry {
        LayoutGeometry(device: InterfaceBuilderDevices.metrics(of: device), isLandscape: landscape)
    }
    // Pairs (A, B): the re-solve goes from A to B, the fresh solve solves B.
    let pairs = [
        (geometry(se, landscape: false), geometry(se, landscape: true)),
        (geometry(se, landscape: true), geometry(se, landscape: false)),
        (geometry(se, landscape: false), geometry(sixteen, landscape: false)),
        (geometry(sixteen, landscape: true), geometry(se, landscape: true)),
    ]
    var models: [Double] = []
    var fresh: [Double] = []
    var again: [Double] = []
    var ratios: [Double] = []
    var rebuilt = 0
    var largestDifference = 0.0
    for run in 0..<runs {
        for (number, screen) in document.screens.enumerated() {
            let (a, b) = pairs[(run + number) % pairs.count]
            // (a) from scratch: the screen's model read (timed apart), then B solved.
            var start = now()
            var scratch = ScreenLayout(document: document, screen: screen)
            models.append(now() - start)
            start = now()
            let expected = scratch.solve(in: b)
            let freshTime = now() - start
            fresh.append(freshTime)
            // (b) incrementally: A solved, then B re-solved by the same layout.
            var layout = ScreenLayout(document: document, screen: screen)
            _ = layout.solve(in: a)
            start = now()
            let solved = layout.solve(in: b)
            let againTime = now() - start
            again.append(againTime)
            ratios.append(againTime / freshTime)
            if layout.solverCount != 1 { rebuilt += 1 }
            for (one, other) in zip(expected.frames, solved.frames) {
                largestDifference = max(largestDifference, abs(one.top - other.top), abs(one.height - other.height))
            }
        }
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    func microseconds(_ seconds: Double) -> String { formatPoints((seconds * 1e7).rounded() / 10) }
    let views = document.screens.map(\.views.count).reduce(0, +)
    print("re-solve: \(document.screens.count) screens (\(views) views), \(runs) runs each, "
          + "portrait/landscape and iphone-se/iphone-16 alternating")
    print("  screen model read: median \(microseconds(median(models))) µs")
    print("  from scratch (fresh ScreenLayout, B solved): median \(microseconds(median(fresh))) µs")
    print("  re-solve (A solved, then B on the same solver): median \(microseconds(median(again))) µs")
    print("  ratio of the medians: \(formatPoints((median(again) / median(fresh) * 1000).rounded() / 1000)); "
          + "median of the screens' ratios: \(formatPoints((median(ratios) * 1000).rounded() / 1000))")
    print("  re-solves that built another solver: \(rebuilt) of \(again.count); "
          + "largest difference from the fresh frames: \(formatPoints(largestDifference)) pt")
    print("ratio \(median(again) / median(fresh))")
}

/// `kb-bench document FILE [RUNS] [DEVICE...]`: reads and analyses a document in-process as
/// `kb-lsp lint` does (DocumentAnalyzer, on the devices named, else iphone-se and iphone-16),
/// without lint's 4 MiB limit on a file: the median time and the number of findings.
func timeDocumentAnalysis(_ path: String, runs: Int, devices: [String]) {
    let bytes = readAll(path)
    let analyzer = DocumentAnalyzer(devices: devices.isEmpty ? ["iphone-se", "iphone-16"] : devices)
    var times: [Double] = []
    var findings = 0
    for _ in 0..<runs {
        let start = now()
        let analysis = analyzer.analyze(bytes)
        times.append(now() - start)
        findings = analysis.diagnostics.count
    }
    times.sort()
    print("document analysis: \(bytes.count) bytes, \(findings) diagnostics, median of \(runs) runs: "
          + "\(formatPoints((times[times.count / 2] * 1e5).rounded() / 100)) ms")
}
