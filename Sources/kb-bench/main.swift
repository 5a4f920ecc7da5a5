import Diagnostics
import KeyboardAnalysis
import Platform
import SpecParser

/// `kb-bench`: generates benchmark inputs and times parse + analyse in-process.
///
///     kb-bench large FILE [SCREENS]         write a large spec (about 25 lines a screen)
///     kb-bench corpus DIR [COUNT]           write COUNT small specs into DIR
///     kb-bench analyse FILE [RUNS]          median time of parse + analyse over RUNS runs
///     kb-bench complete FILE [RUNS]         median time of a completion site, at RUNS lines
///     kb-bench median FILE RUNS             the same median alone, in milliseconds
///     kb-bench saved-frames [-v] FILE...    solve documents in their saved geometry: how many
///                                           views give back their saved frames
///     kb-bench storyboard FILE [SCENES]     write a storyboard of SCENES forms (default 200)
///     kb-bench resolve FILE [RUNS]          a document's screens solved from scratch beside
///                                           re-solved for another geometry
///     kb-bench document FILE [RUNS] [DEVICE...]  read and analyse a document in-process
///                                           (no size limit), median time
///     kb-bench hostile KIND FILE COUNT      write one of issue 13's hostile inputs
///                                           (stray, placements, fields, deep, random, large)
let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String) -> Never {
    let bytes = Array("kb-bench: \(message)\n".utf8)
    Platform.writeAll(bytes, to: 2)
    exit(2)
}

func write(_ text: String, to path: String) {
    guard let file = fopen(path, "w") else { fail("cannot write \(path)") }
    fputs(text, file)
    fclose(file)
}

func readAll(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "r") else { fail("cannot read \(path)") }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count <= 0 { break }
        bytes += buffer[0..<count]
    }
    fclose(file)
    return bytes
}

func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The number of `\n` in `bytes` (a function: a closure over a top-level variable would
/// check the actor at every byte).
func lineCount(of bytes: [UInt8]) -> Int {
    bytes.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
}

/// The sorted times of `runs` parses and analyses, and the number of diagnostics.
func timeParseAndAnalyse(_ bytes: [UInt8], runs: Int) -> (times: [Double], diagnostics: Int) {
    let analyzer = Analyzer()
    var times: [Double] = []
    var diagnostics = 0
    for _ in 0..<runs {
        let start = now()
        let analysis = analyzer.analyze(Parser.parse(utf8: bytes))
        times.append(now() - start)
        diagnostics = analysis.diagnostics.count
    }
    return (times.sorted(), diagnostics)
}

switch (arguments.first, arguments.count) {
case ("large", 2...3):
    let screens = arguments.count == 3 ? Int(arguments[2]) ?? 400 : 400
    var generator = SpecGenerator(seed: 42)
    write(generator.file(screens: screens), to: arguments[1])
case ("corpus", 2...3):
    let count = arguments.count == 3 ? Int(arguments[2]) ?? 2000 : 2000
    var generator = SpecGenerator(seed: 7)
    mkdir(arguments[1], 0o755)
    for index in 0..<count {
        let name = String("0000\(index)".suffix(5))
        write(generator.file(screens: 1 + index % 3), to: "\(arguments[1])/spec-\(name).kbl")
    }
case ("analyse", 2...3):
    let runs = arguments.count == 3 ? max(1, Int(arguments[2]) ?? 15) : 15
    let bytes = readAll(arguments[1])
    let (times, diagnostics) = timeParseAndAnalyse(bytes, runs: runs)
    let median = times[times.count / 2]
    let lines = lineCount(of: bytes)
    print("parse + analyse: \(lines) lines, \(bytes.count) bytes, \(diagnostics) diagnostics")
    print("  median of \(runs) runs: \(formatPoints(median * 1000)) ms (min \(formatPoints(times[0] * 1000)) ms), \(formatPoints(Double(bytes.count) / median / 1e6)) MB/s")
case ("complete", 2...3):
    // At the start of lines spread over the file: statement keywords, the context that
    // reads every block above the line.
    let runs = arguments.count == 3 ? max(1, Int(arguments[2]) ?? 21) : 21
    let bytes = readAll(arguments[1])
    let lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    var times: [Double] = []
    var offered = 0
    for run in 0..<runs {
        var offset = lineStarts[(2 * run + 1) * lineStarts.count / (2 * runs)]
        while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") { offset += 1 }
        let start = now()
        let site = Parser.completionSite(utf8: bytes, at: offset)
        times.append(now() - start)
        if case .words(let words) = site.expectation { offered += words.count }
    }
    times.sort()
    print("completion site: \(lineStarts.count) lines, \(runs) places spread over the file, \(offered) words offered")
    print("  median: \(formatPoints(times[times.count / 2] * 1000)) ms (min \(formatPoints(times[0] * 1000)) ms, max \(formatPoints(times[times.count - 1] * 1000)) ms)")
case ("median", 3):
    let (times, _) = timeParseAndAnalyse(readAll(arguments[1]), runs: max(1, Int(arguments[2]) ?? 5))
    print(formatPoints(times[times.count / 2] * 1000))
case ("hostile", 4):
    guard let kind = HostileInput(rawValue: arguments[1]), let count = Int(arguments[3]), count >= 0 else {
        fail("usage: kb-bench hostile \(HostileInput.allCases.map(\.rawValue).joined(separator: "|")) FILE COUNT")
    }
    guard let file = fopen(arguments[2], "w") else { fail("cannot write \(arguments[2])") }
    let bytes = kind.bytes(count: count)
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
case ("storyboard", 2...3):
    let scenes = arguments.count == 3 ? Int(arguments[2]) ?? 200 : 200
    var generator = StoryboardGenerator(seed: 25)
    write(generator.file(scenes: scenes), to: arguments[1])
case ("resolve", 2...3):
    timeResolves(arguments[1], runs: arguments.count == 3 ? max(1, Int(arguments[2]) ?? 5) : 5)
case ("document", 2...):
    let runs = arguments.count >= 3 ? max(1, Int(arguments[2]) ?? 1) : 1
    timeDocumentAnalysis(arguments[1], runs: runs, devices: Array(arguments.dropFirst(3)))
case ("saved-frames", 2...):
    checkSavedFrames(Array(arguments.dropFirst()))
default:
    fail("usage: kb-bench large FILE [SCREENS] | corpus DIR [COUNT] | analyse FILE [RUNS] | complete FILE [RUNS] | median FILE RUNS | hostile KIND FILE COUNT "
         + "| saved-frames [-v] FILE... | storyboard FILE [SCENES] | resolve FILE [RUNS] | document FILE [RUNS] [DEVICE...]")
}
