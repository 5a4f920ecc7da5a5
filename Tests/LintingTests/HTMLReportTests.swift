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

    @Test func picturesStopAtTheLimitButFindingsDoNot() throws {
        let tree = MemoryFiles(["a.kbl": Specs.covered, "b.kbl": Specs.covered, "c.kbl": Specs.covered])
        let report = try LintRun.perform(LintOptions(paths: ["."], workingDirectory: tree.root, files: tree))
        let html = HTMLReport.render(report, pictureLimit: 1)
        #expect(html.components(separatedBy: "<figure>").count - 1 == 1)
        #expect(html.components(separatedBy: "<li class=\"warning\">").count - 1 == report.summary.warnings)
        #expect(html.contains("2 screens are listed without a picture"))
    }

    @Test func markdownOfExplanations() {
        #expect(HTMLReport.paragraphs("One `a<b`\nline.\n\nTwo.\n```\nx < y\n```") ==
            "<p>One <code>a&lt;b</code> line.</p>\n<p>Two.</p>\n<pre>x &lt; y</pre>\n")
    }
}
