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
        #expect(file.screens.map { $0.avoid?.strategy } == [.shift, .slide, .inset])
        #expect(file.screens[0].ios?.value == 7)
        #expect(file.screens[0].avoid?.landscapeSwap != nil && file.screens[0].avoid?.padding?.value == 3)
        let assumed = file.screens[1].avoid?.assumedKeyboard
        #expect(assumed?.first.value == 216 && assumed?.second.value == 216)
        #expect(file.screens[2].avoid?.landscapeSwap != nil)
    }

    @Test func optionsBelongToTheirStrategies() {
        checkDiagnostics("""
        screen A {
          avoid slide ⟦landscape-swap⟧
          field f top 1 height 2
        }
        screen B {
          avoid inset ⟦padding 3⟧
          field f top 1 height 2
        }
        screen C {
          avoid scroll ⟦landscape-swap⟧
          field f top 1 height 2
        }
        screen D {
          avoid shift landscape-swap ⟦landscape-swap⟧
          field f top 1 height 2
        }
        """, [
            (.notAllowed, "'landscape-swap' is not an option of 'avoid slide'; it takes 'padding' and 'assume'"),
            (.notAllowed, "'padding' is not an option of 'avoid inset'; it takes 'landscape-swap'"),
            (.notAllowed, "'landscape-swap' is not an option of 'avoid scroll'; it takes 'padding'"),
            (.notAllowed, "'landscape-swap' is repeated"),
        ])
    }

    @Test func assumeTakesOneOrTwoHeightsAndOptionsStayWithTheirStrategies() {
        checkDiagnostics("""
        screen A {
          avoid fraction assume 216 162 ⟦100⟧
          field f top 1 height 2
        }
        screen B {
          avoid fraction ⟦landscape-swap⟧
          field f top 1 height 2
        }
        """, [
            (.syntax, "unexpected '100'; 'assume' takes one or two keyboard heights, portrait then landscape"),
            (.notAllowed, "'landscape-swap' is not an option of 'avoid fraction'; it takes 'min', 'max' and 'assume'"),
        ])
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
