import Diagnostics
import SpecParser
import Testing
import TestSupport

@Suite("KB102–KB106: names, references, requirements, ranges, placement of properties")
struct CheckTests {
    @Test func duplicateNames() {
        checkDiagnostics("""
        device d {
          size 1 2
        }
        device ⟦d⟧ {
          size 3 4
        }
        screen s {
          view v {
            field f top 1 height 2
          }
          label ⟦f⟧ top 3 height 4
        }
        screen ⟦s⟧ {
        }
        """, [(.duplicateName, "device 'd' is already declared"), (.duplicateName, "'f' is already declared in screen 's'"),
              (.duplicateName, "screen 's' is already declared")])
    }

    @Test func belowMustNameAnEarlierSibling() {
        checkDiagnostics("""
        screen s {
          field a below ⟦b⟧ height 2
          field b top 1 height 2
          view v {
            field c below ⟦a⟧ height 2
            field d below ⟦d⟧ height 2
            field e below c 4 height 2
          }
          field g below ⟦nothing⟧ 8 height 2
        }
        """, [(.unknownSibling, "'below b' names no element declared above"), (.unknownSibling, "'below a'"),
              (.unknownSibling, "below itself"), (.unknownSibling, "'below nothing'")])
    }

    @Test func missingAndConflictingProperties() {
        checkDiagnostics("""
        device ⟦phone⟧ {
          keyboard 1 2
        }
        screen s {
          field ⟦a⟧ height 44
          field ⟦b⟧ top 4
          field c top 1 bottom 2 ⟦height 3⟧
          field d top 1 ⟦below c⟧ height 2
          field e bottom 1 ⟦center⟧ height 2
          view ⟦f⟧ bottom 10
          view ⟦g⟧ height 10
          scroll ⟦h⟧ center
          view i top 10
          view j
          field k top 1 bottom 2
        }
        """, [(.missingOrConflicting, "device 'phone' has no size"), (.missingOrConflicting, "field 'a' has no vertical position"),
              (.missingOrConflicting, "field 'b' needs a height"), (.missingOrConflicting, "'height' conflicts with 'top' and 'bottom'"),
              (.missingOrConflicting, "'below' conflicts with 'top'"), (.missingOrConflicting, "'center' conflicts with 'bottom'"),
              (.missingOrConflicting, "view 'f' is placed by 'bottom' and needs a height"),
              (.missingOrConflicting, "view 'g' has no vertical position"),
              (.missingOrConflicting, "scroll 'h' is placed by 'center' and needs a height")])
    }

    @Test func valuesOutOfRange() {
        checkDiagnostics("""
        device d {
          size ⟦0⟧ 100
        }
        screen v {
          field f top ⟦2000000⟧ height 2
        }
        """, [(.outOfRange, "size must be greater than 0"), (.outOfRange, "too large")])
    }

    @Test func propertiesAndBlocksNotAllowedHere() {
        checkDiagnostics("""
        ⟦field⟧ f top 1 height 2
        device d {
          size 1 2
          ⟦size 3 4⟧
          ⟦avoid⟧ none
        }
        screen s {
          ⟦size⟧ 1 2
          accessory 4
          ⟦accessory 5⟧
          orientations portrait ⟦portrait⟧
          field a ⟦outlets⟧ top 1 height 2
          scroll b ⟦outlets⟧ top 1 height 2
          label c top 1 height 2 ⟦{⟧
          }
          field e top 1 ⟦top 2⟧ height 2
          view v {
            ⟦avoid⟧ none
          }
          navigation-bar 1 2 ⟦{⟧
          }
          ⟦screen⟧ inner {
          }
        }
        """, [(.notAllowed, "elements belong inside a screen"), (.notAllowed, "'size' is already set"),
              (.notAllowed, "not allowed inside a device"), (.notAllowed, "'size' belongs inside a device block"),
              (.notAllowed, "'accessory' is already set"), (.notAllowed, "'portrait' is repeated"),
              (.notAllowed, "allowed on a view only, not on a field"), (.notAllowed, "not on a scroll"),
              (.notAllowed, "a label cannot contain elements"), (.notAllowed, "'top' is repeated"),
              (.notAllowed, "'avoid' is a screen property"), (.notAllowed, "cannot open a block"),
              (.notAllowed, "screens cannot be nested")])
    }
}
