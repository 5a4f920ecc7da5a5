import Diagnostics
@testable import Linting
import Testing
import TestSupport

@Suite("The HTML report")
struct HTMLReportTests {
    /// The `href="…"` and `id="…"` values of a page.
    static func attributes(_ name: String, in html: String) -> [String] {
        html.split(separator: "\(name)=\"").dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
    }

    @Test func selfContainedWithEveryLinkInsideThePage() throws {
        let tree = MemoryFiles(["specs/a <b>.kbl": Specs.covered, "specs/x.kbl": Specs.broken])
        let report = try LintRun.perform(LintOptions(paths: ["specs"], workingDirectory: tree.root, files: tree))
        let html = HTMLReport.render(report)
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(!html.contains("<script"))
        // Nothing loaded from elsewhere: no sources, style sheets or URLs in CSS.
        #expect(!html.contains(" src=") && !html.contains("<link") && !html.contains("url("))
        let ids = Set(Self.attributes("id", in: html))
        let links = Self.attributes("href", in: html)
        #expect(!links.isEmpty)
        for link in links {
            #expect(link.hasPrefix("#") && ids.contains(String(link.dropFirst())), "\(link)")
        }
        // Each finding links to its code's explanation.
        #expect(links.contains("#KB001") && links.contains("#KB100") && links.contains("#KB006"))
        #expect(html.contains("<article id=\"KB001\">\n<h3>KB001 — \(DiagnosticCode.covered.explanation.title)</h3>"))
        // Paths are escaped; the summary counts what the text report counts.
        #expect(html.contains("specs/a &lt;b&gt;.kbl"))
        #expect(html.contains(TextReport.summaryLine(report.summary)))
    }

    @Test func eachAnalysedScreenHasItsPictureBesideItsFindings() throws {
        let tree = MemoryFiles(["a.kbl": Specs.covered])
        let report = try LintRun.perform(LintOptions(paths: ["a.kbl"], workingDirectory: tree.root, files: tree))
        let html = HTMLReport.render(report)
        let screens = report.files[0].screens
        #expect(screens.count == 1)
        #expect(html.components(separatedBy: "<svg class=\"glass\"").count - 1 == 2 * screens.count)
        let pair = try #require(html.split(separator: "<div class=\"pair\">").last)
        #expect(pair.contains("<figure>") && pair.contains("KB001"))
    }

    /// KBL 1.2's shapes in the page: the padded keyboard top, resize's keyboard-up outlines
    /// and the home-indicator strip, with the rules and the legend's words for them (the
    /// page's legend comes before the pictures, so it has every item).
    @Test func newStrategiesAndTheHomeIndicatorInThePage() throws {
        let spec = """
        screen Padded {
          device iphone-16
          avoid iqkeyboardmanager
          field low "Low" top 420 height 44
        }
        screen Raised {
          device iphone-16
          avoid resize
          button save "Save" bottom 16 height 50
        }
        """
        let tree = MemoryFiles(["a.kbl": spec])
        let report = try LintRun.perform(LintOptions(paths: ["a.kbl"], workingDirectory: tree.root, files: tree))
        let html = HTMLReport.render(report)
        #expect(html.contains(".kbr .up rect{") && html.contains(".kbr .home .pill{"))
        let legend = try #require(html.split(separator: "<section id=\"legend\">").last?.split(separator: "</section>").first)
        for words in ["keyboard top padded by the library", "laid out again with the keyboard up", "home indicator, below the safe area"] {
            #expect(legend.contains(">\(words)</text>"), "\(words)")
        }
        #expect(html.contains(">IQKeyboardManager pads to 380 pt</text>"))
        #expect(html.contains("<g class=\"up\"><title>button &#39;save&#39; with the keyboard up: y 450–500</title>"))
        #expect(html.components(separatedBy: "<g class=\"home\"><title>").count - 1 == 4, "a strip per screen and orientation")
    }

    @Test func picturesStopAtTheLimitButFindingsDoNot() throws {
        let tree = MemoryFiles(["a.kbl": Specs.covered, "b.kbl": Specs.covered, "c.kbl": Specs.covered])
        let report = try LintRun.perform(LintOptions(paths: ["."], workingDirectory: tree.root, files: tree))
        let html = HTMLReport.render(report, pictureLimit: 1)
        #expect(html.components(separatedBy: "<figure>").count - 1 == 1)
        #expect(html.components(separatedBy: " warning: ").count - 1 == report.summary.warnings)
        #expect(html.contains("2 screens are listed without a picture"))
    }

    /// Every finding is on the page, once, as a line inside a link to its code's
    /// explanation: a screen's findings grouped by code, one link per code and screen,
    /// whatever the number of findings.
    @Test func everyFindingALineInsideALinkToItsExplanation() throws {
        let tree = MemoryFiles(["a.kbl": Specs.covered, "b.kbl": Specs.broken, "c 'q'.kbl": Specs.clean])
        let report = try LintRun.perform(LintOptions(paths: ["."], workingDirectory: tree.root, files: tree))
        let html = HTMLReport.render(report, pictureLimit: 1)
        let findings = report.files.flatMap(\.findings)
        #expect(findings.count >= 3)
        // The lines of each link, by the code the link leads to.
        var linesByCode: [String: [String]] = [:]
        var links = 0
        for list in html.components(separatedBy: "<div class=\"lines\">").dropFirst() {
            let body = try #require(list.components(separatedBy: "</div>").first)
            var codesOfList: [String] = []
            for group in body.components(separatedBy: "</a>").dropLast() {
                let parts = group.components(separatedBy: "\">")
                #expect(parts.count == 2, "\(group)")
                let code = try #require(parts[0].components(separatedBy: "<a href=\"#").last?.prefix(5))
                #expect(parts[0].hasPrefix("<a href=\"#\(code)\" title=\"What \(code) means: "))
                #expect(!codesOfList.contains(String(code)), "one link per code and screen")
                codesOfList.append(String(code))
                // No other element inside: lines of text only. Quotes are text, not entities.
                #expect(!parts[1].contains("<") && !parts[1].contains("&#39;") && !parts[1].contains("&quot;"))
                linesByCode[String(code), default: []] += parts[1].components(separatedBy: "\n")
                links += 1
            }
        }
        #expect(!html.contains("<li"))
        var expected: [String: [String]] = [:]
        for finding in findings {
            let start = finding.oneBasedStart
            expected[finding.code.rawValue, default: []].append("\(finding.code.rawValue) \(start.line):\(start.column) \(finding.severity.label): \(finding.message)")
            #expect(html.contains("<article id=\"\(finding.code.rawValue)\">"))
        }
        #expect(linesByCode.mapValues { $0.sorted() } == expected.mapValues { $0.sorted() })
        #expect(links < findings.count, "grouped: fewer links than findings")
        #expect(html.contains("field 'user'"))
    }

    /// Inside a screen the groups come in the order of their first finding and each keeps
    /// its findings' order; a file of many screens lists each screen's findings under it.
    @Test func groupsInTheOrderOfTheirFirstFinding() throws {
        var spec = ""
        for index in 0..<300 {
            spec += "screen S\(index) {\n  field a top 500 height 44\n  field b top 900 height 44\n  field c top 600 height 44\n}\n"
        }
        let tree = MemoryFiles(["many.kbl": spec])
        let report = try LintRun.perform(LintOptions(paths: ["."], workingDirectory: tree.root, files: tree))
        let html = HTMLReport.render(report, pictureLimit: 0)
        let file = try #require(report.files.first)
        #expect(file.screens.count == 300)
        let lists = html.components(separatedBy: "<div class=\"lines\">").dropFirst()
        #expect(lists.count == 300)
        for (screenIndex, list) in lists.enumerated() {
            let body = try #require(list.components(separatedBy: "</div>").first)
            let shown = body.components(separatedBy: "</a>").dropLast().flatMap { group in
                (group.components(separatedBy: "\">").last ?? "").components(separatedBy: "\n")
            }
            let own = file.findings.filter { $0.keyboard?.screen == "S\(screenIndex)" }
            var order: [DiagnosticCode] = []
            for finding in own where !order.contains(finding.code) { order.append(finding.code) }
            let expected = order.flatMap { code in
                own.filter { $0.code == code }.map { finding in
                    "\(code.rawValue) \(finding.oneBasedStart.line):\(finding.oneBasedStart.column) \(finding.severity.label): \(finding.message)"
                }
            }
            #expect(shown == expected)
        }
    }

    /// The table of files comes in blocks, each its own table laid out only when scrolled
    /// to; every file has its row, in order, linking to its section.
    @Test func tableOfFilesInBlocks() throws {
        let count = HTMLReport.rowsPerBlock * 2 + 3
        var specs: [String: String] = [:]
        for index in 0..<count { specs["f\(String(index + 1000))".appending(".kbl")] = Specs.covered }
        let tree = MemoryFiles(specs)
        let report = try LintRun.perform(LintOptions(paths: ["."], workingDirectory: tree.root, files: tree))
        let html = HTMLReport.render(report, pictureLimit: 0)
        let blocks = html.components(separatedBy: "<div class=\"rows\"").dropFirst()
        #expect(blocks.count == 3)
        #expect(blocks.map { $0.components(separatedBy: "<tr class=").count - 1 } == [HTMLReport.rowsPerBlock, HTMLReport.rowsPerBlock, 3])
        #expect(blocks.allSatisfy { $0.contains("<thead>") })
        #expect(blocks.last?.contains("contain-intrinsic-size:auto \(HTMLReport.blockHeight(rows: 3))px") == true)
        for index in 0..<count {
            #expect(html.contains("<a href=\"#file-\(index)\">./f\(index + 1000).kbl</a>"))
            #expect(html.contains("<section class=\"file\" id=\"file-\(index)\">"))
        }
        #expect(HTMLReport.styleSheet.contains(".rows{content-visibility:auto}"))
    }

    @Test func markdownOfExplanations() {
        #expect(HTMLReport.paragraphs("One `a<b`\nline.\n\nTwo.\n```\nx < y\n```") ==
            "<p>One <code>a&lt;b</code> line.</p>\n<p>Two.</p>\n<pre>x &lt; y</pre>\n")
    }
}
