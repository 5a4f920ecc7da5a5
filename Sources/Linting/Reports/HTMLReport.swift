import Diagnostics
import KeyboardAnalysis
import Rendering

/// One self-contained HTML page for CI artifacts: a summary table, then per file each
/// screen's picture with its findings beside it, and what each code reported means.
/// Inline CSS and SVG only: no script, no network, nothing outside the page; every link
/// points at an anchor of the page. Dark mode follows the reader's system.
public enum HTMLReport {
    /// Pictures drawn at most, in report order; the findings of the screens after them
    /// are listed without a picture (`kb-lsp render` draws any screen), so that the page
    /// of a large tree stays small enough to open at once.
    public static let defaultPictureLimit = 50

    public static func render(_ report: LintReport, pictureLimit: Int = defaultPictureLimit) -> String {
        var writer = Writer(pictureLimit: pictureLimit)
        return String(decoding: writer.render(report), as: UTF8.self)
    }

    /// The page written at the end of the run: its top (the counts, the table of files)
    /// needs every file. Each file's section is rendered when the file comes and kept as
    /// text, with its row of the table; the file itself (its screens) is not kept.
    public struct Writer: LintReportWriter {
        private struct Row {
            var path: String
            var screens: Int
            var counts: LintSummary
        }

        let pictureLimit: Int
        private var rows: [Row] = []
        private var sections: [UInt8] = []
        private var picturesLeft: Int
        private var omitted = 0
        private var codes: Set<DiagnosticCode> = []

        public init(pictureLimit: Int = defaultPictureLimit) {
            self.pictureLimit = pictureLimit
            picturesLeft = pictureLimit
        }

        /// The file itself: how many pictures its section may draw depends on the files before it.
        public func part(of file: LintedFile) -> ReportPart { .file(file) }

        public mutating func write(_ part: ReportPart, to output: inout [UInt8]) {
            let file = part.file
            sections += fileSection(file, index: rows.count, picturesLeft: &picturesLeft, omitted: &omitted).utf8
            rows.append(Row(path: file.path, screens: file.screens.count, counts: LintSummary([file])))
            for finding in file.findings { codes.insert(finding.code) }
        }

        public mutating func finish(_ ending: LintReportEnding, to output: inout [UInt8]) {
            var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            page += "<meta name=\"color-scheme\" content=\"light dark\">\n"
            page += "<title>kb-lsp lint report</title>\n<style>\n\(styleSheet)\(SVGRenderer.styleSheet)</style>\n</head>\n<body>\n"
            page += "<header>\n<h1>kb-lsp lint report</h1>\n<p class=\"total\">\(escaped(TextReport.summaryLine(ending.summary)))</p>\n"
            page += "<nav><a href=\"#files\">Files</a> · <a href=\"#explanations\">What the codes mean</a> · <a href=\"#legend\">Legend</a></nav>\n</header>\n<main>\n"
            if !ending.failures.isEmpty {
                page += "<section id=\"failures\">\n<h2>Not linted</h2>\n<ul>\n"
                for failure in ending.failures { page += "<li>\(escaped(failure))</li>\n" }
                page += "</ul>\n</section>\n"
            }
            page += summaryTable()
            page += "<section id=\"legend\">\n<h2>Legend</h2>\n\(SVGRenderer.legend(width: 640))</section>\n"
            output += page.utf8
            output += sections
            sections = []
            page = ""
            if omitted > 0 {
                page += "<p class=\"note\">\(omitted) screen\(omitted == 1 ? " is" : "s are") listed without a picture: the page draws \(pictureLimit) at most. <code>kb-lsp render FILE --screen NAME</code> draws any of them.</p>\n"
            }
            page += explanations(codes)
            page += "</main>\n</body>\n</html>\n"
            output += page.utf8
        }

        /// The table of files in blocks of `rowsPerBlock` rows, each its own table with
        /// its header and the same fixed column widths: a block the reader has not scrolled
        /// to is not laid out (`content-visibility`), so the table of a tree of thousands
        /// of files costs what its first screenful costs.
        private func summaryTable() -> String {
            var html = "<section id=\"files\">\n<h2>Files</h2>\n"
            var start = 0
            while start < rows.count {
                let block = rows[start..<min(start + HTMLReport.rowsPerBlock, rows.count)]
                html += "<div class=\"rows\" style=\"contain-intrinsic-size:auto \(HTMLReport.blockHeight(rows: block.count))px\">\n"
                html += "<table>\n<thead><tr><th scope=\"col\">file</th><th scope=\"col\">screens</th><th scope=\"col\">errors</th><th scope=\"col\">warnings</th><th scope=\"col\">infos</th></tr></thead>\n<tbody>\n"
                for (index, row) in zip(block.indices, block) {
                    let counts = row.counts
                    let rowClass = counts.errors > 0 ? "error" : (counts.warnings > 0 ? "warning" : "clean")
                    html += "<tr class=\"\(rowClass)\"><td><a href=\"#file-\(index)\">\(escaped(row.path))</a></td><td>\(row.screens)</td><td>\(counts.errors)</td><td>\(counts.warnings)</td><td>\(counts.infos)</td></tr>\n"
                }
                html += "</tbody>\n</table>\n</div>\n"
                start += HTMLReport.rowsPerBlock
            }
            return html + "</section>\n"
        }
    }

    /// Rows of the table of files per block (see `Writer.summaryTable`).
    static let rowsPerBlock = 100

    /// The height a block of the table is assumed to have before it is laid out: its
    /// header and rows of one line (a long path wraps; the block then takes its real height).
    static func blockHeight(rows: Int) -> Int { 31 + 29 * rows }

    private static func fileSection(_ file: LintedFile, index: Int, picturesLeft: inout Int, omitted: inout Int) -> String {
        var html = "<section class=\"file\" id=\"file-\(index)\">\n<h2>\(escaped(file.path))</h2>\n"
        // Each finding of a screen under that screen, found in one pass: a file of
        // thousands of screens costs what its findings cost, not screens × findings.
        // A document's screen checked on several devices has one picture per device, each
        // with the findings on that device.
        var reports: [String: Int] = [:]
        for screen in file.screens { reports[screen.name, default: 0] += 1 }
        func key(_ screen: String, on device: String?) -> String {
            reports[screen, default: 0] > 1 ? screen + "\u{0}" + (device ?? "") : screen
        }
        var byScreen: [String: [Finding]] = [:]
        for screen in file.screens { byScreen[key(screen.name, on: screen.device.name)] = [] }
        var others: [Finding] = []
        for finding in file.findings {
            if let keyboard = finding.keyboard, byScreen[key(keyboard.screen, on: keyboard.device)] != nil {
                byScreen[key(keyboard.screen, on: keyboard.device), default: []].append(finding)
            } else {
                others.append(finding)
            }
        }
        if !others.isEmpty { html += findingLines(others) }
        for (screenIndex, screen) in file.screens.enumerated() {
            let findings = byScreen[key(screen.name, on: screen.device.name)] ?? []
            let list = findings.isEmpty ? "<p class=\"clean\">Every field visible with the keyboard up.</p>\n" : findingLines(findings)
            let heading = reports[screen.name, default: 0] > 1 ? "\(screen.name) on \(screen.device.name)" : screen.name
            html += "<h3 id=\"file-\(index)-screen-\(screenIndex)\">\(escaped(heading))</h3>\n"
            if picturesLeft > 0 {
                picturesLeft -= 1
                html += "<div class=\"pair\">\n<figure>\n\(SVGRenderer.inline(ScreenPicture(screen)))</figure>\n<div class=\"findings\">\n\(list)</div>\n</div>\n"
            } else {
                omitted += 1
                html += list
            }
        }
        if file.screens.isEmpty, file.findings.isEmpty {
            html += "<p class=\"clean\">No screens and no findings.</p>\n"
        }
        return html + "</section>\n"
    }

    /// The findings grouped by code, the groups in the order of their first finding: each
    /// group one link to the code's explanation, holding its findings as lines (`white-space:
    /// pre-line`) of code, position, severity and message, so that every finding, wherever
    /// it is clicked, leads to what its code means. One element per code and screen, not per
    /// finding: the page of a large tree has tens of thousands of findings, and the cost of
    /// opening it is that of its elements (docs/rendering.md).
    static func findingLines(_ findings: [Finding]) -> String {
        var groups: [DiagnosticCode: [Finding]] = [:]
        var order: [DiagnosticCode] = []
        for finding in findings {
            if groups[finding.code] == nil { order.append(finding.code) }
            groups[finding.code, default: []].append(finding)
        }
        var html = "<div class=\"lines\">"
        for code in order {
            html += "<a href=\"#\(code.rawValue)\" title=\"\(linkTitles[code] ?? "")\">"
            for (number, finding) in (groups[code] ?? []).enumerated() {
                let start = finding.oneBasedStart
                if number > 0 { html += "\n" }
                html += "\(code.rawValue) \(start.line):\(start.column) \(finding.severity.label): \(Markup.escapedText(finding.message))"
            }
            html += "</a>"
        }
        return html + "</div>\n"
    }

    /// The hover text of each code's links, made once: a code's explanation is read from
    /// its page, and a large report has thousands of groups.
    private static let linkTitles = Dictionary(uniqueKeysWithValues: DiagnosticCode.allCases.map { code in
        (code, "What \(code.rawValue) means: \(escaped(code.explanation.title))")
    })

    /// Each reported code's explanation, the anchor its findings link to.
    private static func explanations(_ codes: Set<DiagnosticCode>) -> String {
        var html = "<section id=\"explanations\">\n<h2>What the codes mean</h2>\n"
        let reported = DiagnosticCode.allCases.filter(codes.contains)
        if reported.isEmpty { html += "<p class=\"clean\">Nothing was reported.</p>\n" }
        for code in reported {
            let explanation = code.explanation
            html += "<article id=\"\(code.rawValue)\">\n<h3>\(code.rawValue) — \(escaped(explanation.title))</h3>\n"
            html += paragraphs(explanation.description)
            html += "<h4>Example</h4>\n<pre>\(escaped(explanation.example))</pre>\n"
            html += "<h4>How to fix it</h4>\n" + paragraphs(explanation.fix)
            if let fixed = explanation.fixedExample { html += "<h4>Fixed</h4>\n<pre>\(escaped(fixed))</pre>\n" }
            html += "</article>\n"
        }
        return html + "</section>\n"
    }

    /// Markdown prose as HTML: paragraphs at blank lines, fenced blocks as `<pre>`,
    /// `code` spans as `<code>`; other Markdown is left as text.
    static func paragraphs(_ markdown: String) -> String {
        var html = ""
        var paragraph: [Substring] = []
        var fence: [Substring]?
        func flush() {
            guard !paragraph.isEmpty else { return }
            html += "<p>\(inline(paragraph.joined(separator: " ")))</p>\n"
            paragraph = []
        }
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let lines = fence {
                    html += "<pre>\(escaped(lines.joined(separator: "\n")))</pre>\n"
                    fence = nil
                } else {
                    flush()
                    fence = []
                }
            } else if fence != nil {
                fence?.append(line)
            } else if line.allSatisfy({ $0 == " " }) {
                flush()
            } else {
                paragraph.append(line)
            }
        }
        if let lines = fence { html += "<pre>\(escaped(lines.joined(separator: "\n")))</pre>\n" }
        flush()
        return html
    }

    /// `code` spans as `<code>`, the rest escaped.
    private static func inline(_ text: String) -> String {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count % 2 == 1 else { return escaped(text) }
        return parts.enumerated().map { index, part in
            index % 2 == 1 ? "<code>\(escaped(String(part)))</code>" : escaped(String(part))
        }.joined()
    }

    private static func escaped(_ text: String) -> String { Markup.escaped(text) }

    static let styleSheet = """
    :root{color-scheme:light dark;--fg:#1f2328;--muted:#57606a;--bg:#ffffff;--line:#d0d7de;--panel:#f6f8fa;--error:#cf222e;--warning:#9a6700;--info:#0969da;--link:#0969da}
    @media (prefers-color-scheme: dark){:root{--fg:#e6edf3;--muted:#9198a1;--bg:#0d1117;--line:#30363d;--panel:#161b22;--error:#ff7b72;--warning:#e3b341;--info:#58a6ff;--link:#58a6ff}}
    body{margin:0;padding:1rem;font:15px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Helvetica,Arial,sans-serif;color:var(--fg);background:var(--bg)}
    main,header{max-width:1280px;margin:0 auto}
    a{color:var(--link)}
    h1{font-size:1.6rem;margin:.2rem 0}
    h2{font-size:1.2rem;border-bottom:1px solid var(--line);padding-bottom:.2rem;margin-top:2rem;overflow-wrap:anywhere}
    h3{font-size:1.05rem;margin:.8rem 0 .4rem;overflow-wrap:anywhere}
    .rows{content-visibility:auto}
    table{border-collapse:collapse;width:100%;font-size:.9rem;table-layout:fixed}
    th,td{border:1px solid var(--line);padding:.25rem .5rem;text-align:right}
    th{width:5.5rem}
    th:first-child{width:auto}
    th:first-child,td:first-child{text-align:left;overflow-wrap:anywhere}
    tr.error td:first-child{border-left:4px solid var(--error)}
    tr.warning td:first-child{border-left:4px solid var(--warning)}
    section.file{content-visibility:auto;contain-intrinsic-size:auto 900px}
    .pair{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}
    figure{margin:0;flex:3 1 560px;max-width:100%}
    figure svg,#legend svg{max-width:100%;height:auto}
    .findings{flex:1 1 280px;min-width:0}
    .lines{margin:.3rem 0}
    .lines a{display:block;white-space:pre-line;padding-left:1.5rem;text-indent:-1.5rem each-line;overflow-wrap:anywhere;line-height:1.6;color:inherit;text-decoration:none;border-left:3px solid var(--line);margin:.2rem 0}
    .lines a:hover,.lines a:focus-visible{border-left-color:var(--link);text-decoration:underline}
    .clean,.note,.total{color:var(--muted)}
    pre{background:var(--panel);border:1px solid var(--line);padding:.6rem;overflow:auto;font-size:.85rem}
    code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9em}
    article{border-top:1px solid var(--line);padding-top:.4rem}

    """
}
