import Diagnostics
import DocumentAnalysis
import DocumentLayout
import InterfaceBuilder

/// `kb-bench saved-frames [-v] FILE...`: lays every screen of each document out in its saved
/// geometry and counts the views whose solved frame is the saved one within 0.5 pt; `-v`
/// lists the others. The measure of ib.md section 5.8, over any documents at hand.
func checkSavedFrames(_ arguments: [String]) {
    let verbose = arguments.first == "-v"
    var totals = (files: 0, screens: 0, compared: 0, matching: 0, unreadable: 0)
    for path in arguments.dropFirst(verbose ? 1 : 0) {
        totals.files += 1
        let document: InterfaceBuilderDocument
        switch InterfaceBuilderDocument.read(readAll(path)) {
        case .success(let read): document = read
        case .failure(let failure):
            totals.unreadable += 1
            print("\(path):\(failure.line): unreadable: \(failure.message)")
            continue
        }
        let measure = SavedFrameMeasure(document)
        let (compared, matching) = (measure.compared, measure.matching)
        totals.screens += measure.screens.count
        if verbose {
            for result in measure.screens {
                let screen = result.screen
                if !result.conflicts.isEmpty { print("  \(screen.name): conflicts \(result.conflicts)") }
                for miss in result.check.mismatches {
                    let view = screen.views[miss.view]
                    print("  \(screen.name) \(view.tag) '\(view.name)' line \(document.elements.line(of: view.element)): "
                          + "saved \(miss.saved.top) h \(miss.saved.height), solved \(miss.solved.top) h \(miss.solved.height)")
                }
            }
        }
        totals.compared += compared
        totals.matching += matching
        print("\(path): \(matching)/\(compared) views match (\(document.screens.count) screens, tools \(document.toolsVersion))")
    }
    let share = totals.compared == 0 ? 100 : 100 * Double(totals.matching) / Double(totals.compared)
    print("saved frames: \(totals.matching) of \(totals.compared) views match within 0.5 pt (\(formatPoints(share)) %), "
          + "\(totals.screens) screens, \(totals.files) files, \(totals.unreadable) unreadable")
}
