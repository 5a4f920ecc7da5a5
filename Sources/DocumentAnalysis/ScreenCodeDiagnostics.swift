import Diagnostics
import SpecParser
import KeyboardAnalysis
import KeyboardCode
import InterfaceBuilder

extension DocumentAnalyzer {
    /// KB311 for each observer of the screen's code that never runs, and KB310 when the
    /// code was found but not understood.
    func codeDiagnostics(of choice: StrategyChoice, screen: Screen) -> [CodeDiagnostic] {
        var found: [CodeDiagnostic] = []
        for observer in choice.readCode?.keyboard.neverRunning ?? [] {
            let handler = observer.handlerName
            found.append(CodeDiagnostic(
                Diagnostic(.observerNeverRuns(notification: observer.notification.name, handler: handler, object: observer.object),
                           at: SourceRange(0, 0)),
                at: CodePlace(path: observer.path, line: observer.line)))
        }
        if let reason = choice.notUnderstood { found.append(notUnderstoodDiagnostic(reason, screen: screen)) }
        return found
    }

    /// KB310 on the first line of the handler that stopped the reading.
    func notUnderstoodDiagnostic(_ reason: NotUnderstood, screen: Screen) -> CodeDiagnostic {
        let place = "\(Self.fileName(reason.path)):\(reason.line)"
        let handler = reason.handler.isEmpty ? "the keyboard code" : reason.handler
        let message = DiagnosticMessage.codeNotUnderstood(handler: handler, reason: reason.reason, place: place, screens: [screen.name])
        let line = reason.handlerLine > 0 ? reason.handlerLine : reason.line
        return CodeDiagnostic(Diagnostic(message, at: SourceRange(0, 0)),
                              at: CodePlace(path: reason.handlerPath.isEmpty ? reason.path : reason.handlerPath, line: line))
    }

    /// One diagnostic per place and message: several screens of one class report its code once.
    static func merged(_ diagnostics: [CodeDiagnostic]) -> [CodeDiagnostic] {
        var seen: Set<CodeDiagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
