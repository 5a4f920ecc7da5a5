import Diagnostics
import SpecParser
import Testing
import TestSupport

@Suite("KBL 1.1 grammar: slide, inset, ios, landscape-swap, assume with one number")
struct KBL11GrammarTests {
    @Test func newStrategiesAndOptionsParse() {
        let file = parseClean("""
        screen A {
          ios 7
          avoid shift padding 3 landscape-swap
          field f top 1 height 2
        }
        screen B {
          avoid slide assume 216
          field f top 1 height 2
        }
        screen C {
          avoid inset landscape-swap
          field f top 1 height 2
        }
        """)
        #expect(file.screens.map { $0.avoid?.strategy?.text } == ["shift", "slide", "inset"])
        #expect(file.screens[0].ios?.value == 7)
        #expect(file.screens[0].avoid?.option("landscape-swap")?.values.isEmpty == true)
        #expect(file.screens[0].avoid?.option("padding")?.values.map(\.value) == [3])
        #expect(file.screens[1].avoid?.option("assume")?.values.map(\.value) == [216])
        #expect(file.screens[2].avoid?.option("landscape-swap") != nil)
    }

    @Test func iosIsAWholeVersionFromSix() {
        checkDiagnostics("""
        screen A {
          ios ⟦5⟧
          field f top 1 height 2
        }
        screen B {
          ios ⟦8.5⟧
          field f top 1 height 2
        }
        screen C {
          ios 8
          ⟦ios 9⟧
          field f top 1 height 2
        }
        """, [
            (.outOfRange, "'ios' needs a whole iOS version of at least 6, not 5"),
            (.outOfRange, "not 8.5"),
            (.notAllowed, "'ios' is already set for this screen"),
        ])
    }
}
