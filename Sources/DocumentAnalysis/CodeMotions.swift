import Diagnostics
import DocumentLayout
import KeyboardAnalysis
import KeyboardCode

extension DocumentAnalyzer {
    /// What one run of the code does to a field (code.md section 4): the root's slide, the
    /// scroll view's inset and how it brings the field into view, and the words findings
    /// say of it.
    func motion(of run: CodeRun, keyboardCode: ScreenKeyboardCode, screen: CodeScreen, names: [String], bars: BarGeometry) -> CodeMotion {
        var slide = 0.0
        var moved: [Int: Double] = [:]
        var insets: [Int: Double] = [:]
        var scrolling: [Int: CodeScrolling.Kind] = [:]
        var contentHeights: [Int: Double] = [:]
        for effect in run.effects {
            switch effect.kind {
            case .slide: slide = effect.value
            case .viewShift(let view): moved[view] = effect.value
            case .inset(let scroll): insets[scroll] = effect.value
            case .contentSize(let scroll): contentHeights[scroll] = effect.value
            case .contentOffset(let scroll): scrolling[scroll] = .offset(effect.value)
            case .scrollRect(let scroll, let top):
                let origin = screen.views[scroll].top
                scrolling[scroll] = .reveal(VerticalFrame(top: top - origin, bottom: top - origin + effect.value), limit: 0)
            case .constant, .priority, .layoutGuide, .safeArea: break
            }
        }
        var scroll: CodeScrolling?
        // The scroll view the code insets or scrolls (the first one, in view order).
        if let index = Set(insets.keys).union(scrolling.keys).union(contentHeights.keys).sorted().first, index < screen.views.count {
            let view = screen.views[index]
            // UIKit scrolls at most the inset, plus the part of the scroll view below the safe
            // area (its automatic inset), plus the content beyond its bounds (as the code sets
            // the content's size, when it does).
            let beyond = contentHeights[index].map { max(0, $0 - view.height) } ?? view.contentBeyond
            let limit = (insets[index] ?? 0) + max(0, view.top + view.height - bars.safeBottom) + beyond
            let frame = VerticalFrame(top: view.top, bottom: view.top + view.height)
            let kind: CodeScrolling.Kind = switch scrolling[index] {
            case .reveal(let rect, _)?: .reveal(rect, limit: limit)
            case .offset(let y)?: .offset(y)
            // A table view controller's own table: UIKit scrolls the first responder into
            // view whatever the code does (ib.md rule 2), the guide's test passed or not.
            case nil where keyboardCode.scrollsByOffset && index != screen.controllerScroll: .offset(0)
            case nil: .reveal(nil, limit: limit)
            }
            scroll = CodeScrolling(scroll: frame, kind: kind, isRoot: index == 0)
        }
        let details = run.effects.map(Self.detail)
        var motion = CodeMotion(slide: slide, scroll: scroll, code: words(of: run, keyboardCode: keyboardCode), details: details)
        // A field moves with the views the code moved that are it or hold it.
        for field in screen.fields where field < names.count {
            var current: Int? = field, up = 0.0
            while let view = current, view < screen.views.count {
                up += moved[view] ?? 0
                current = screen.views[view].parent
            }
            if up != 0 { motion.shifts[names[field]] = up }
        }
        return motion
    }

    /// `LoginViewController.swift:42 sets signInBottom.constant = keyboard height - 10`, or
    /// for handlers that set nothing, `LoginViewController.swift:30's keyboardWillShow(_:) moves nothing of this screen`.
    func words(of run: CodeRun, keyboardCode: ScreenKeyboardCode) -> CodeWords {
        var seen: Set<String> = []
        let effects = run.effects.reversed().filter { seen.insert(Self.target(of: $0)).inserted }.reversed()
        guard let last = effects.last else {
            // No handler runs when every observer never does: the registration says why.
            if keyboardCode.showObservers.isEmpty, keyboardCode.fieldHandler == nil, let observer = keyboardCode.neverRunning.first {
                let text = "\(Self.fileName(observer.path)):\(observer.line)'s observer never runs and moves nothing of this screen"
                return CodeWords(done: text, action: text, movesNothing: true, place: CodePlace(path: observer.path, line: observer.line))
            }
            let (path, line, name) = keyboardCode.place ?? ("", 0, "the handler")
            let text = "\(Self.fileName(path)):\(line)'s \(name) moves nothing of this screen"
            return CodeWords(done: text, action: text, movesNothing: true, place: CodePlace(path: path, line: line))
        }
        let parts = effects.prefix(3).map { "\(Self.fileName($0.path)):\($0.line) \("sets") \($0.words)" }
        let actions = effects.prefix(3).map { "\(Self.fileName($0.path)):\($0.line) setting \($0.words)" }
        return CodeWords(done: parts.joined(separator: " and "), action: actions.joined(separator: " and "),
                         place: CodePlace(path: last.path, line: last.line))
    }

    /// What an effect sets, so that a later effect on the same thing replaces it in the words.
    static func target(of effect: CodeEffect) -> String {
        switch effect.kind {
        case .constant(let id): "constant " + id
        case .priority(let id): "priority " + id
        case .slide: "slide"
        case .viewShift(let view): "shift \(view)"
        case .inset(let scroll): "inset \(scroll)"
        case .contentOffset(let scroll), .scrollRect(let scroll, _): "scroll \(scroll)"
        case .contentSize(let scroll): "content \(scroll)"
        case .layoutGuide(let view): "guide \(view ?? -1)"
        case .safeArea: "safe area"
        }
    }

    /// An effect as `layout` and hover word it: where, what the code sets, and its value. A
    /// raised safe area's value is where its bottom ends against the keyboard's top (survey
    /// DP: "→ 0 pt" had read as an inset of nothing).
    static func detail(of effect: CodeEffect) -> String {
        let value = switch effect.kind {
        case .safeArea where effect.value == 0: "the safe area's bottom at the keyboard's top"
        case .safeArea:
            "the safe area's bottom \(formatPoints(abs(effect.value))) pt \(effect.value > 0 ? "above" : "below") the keyboard's top"
        case .priority: "priority \(formatPoints(effect.value))"
        default: "\(formatPoints(effect.value)) pt"
        }
        return "\(fileName(effect.path)):\(effect.line): \(effect.words) → \(value)"
    }

    /// The last part of a path (on its UTF-8: the analysis names a file in every message).
    static func fileName(_ path: String) -> String {
        let bytes = path.utf8
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return path }
        let name = Substring(path.utf8[bytes.index(after: slash)...])
        return name.isEmpty ? path : String(name)
    }
}
