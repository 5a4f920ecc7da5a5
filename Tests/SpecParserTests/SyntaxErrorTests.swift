import Diagnostics
import SpecParser
import Testing
import TestSupport

@Suite("KB100: syntax errors, each at its token, and recovery at the next line")
struct SyntaxErrorTests {
    @Test func strayCharacter() {
        checkDiagnostics("""
        screen s {
          field f top 1 height 44⟦;⟧
          field g top 50 height 44
        }
        """, [(.syntax, "unexpected character ';'")])
    }

    @Test func unterminatedString() {
        checkDiagnostics("""
        screen s {
          label l ⟦"Hello top 1 height 2⟧
        }
        """, [(.syntax, "unterminated string")])
    }

    @Test func invalidEscape() {
        checkDiagnostics("""
        screen s {
          label l "a⟦\\n⟧b" top 1 height 2
        }
        """, [(.syntax, "invalid escape '\\n'")])
    }

    @Test func negativeNumber() {
        checkDiagnostics("""
        screen s {
          field f top ⟦-5⟧ height 44
        }
        """, [(.syntax, "negative numbers are not allowed")])
    }

    @Test func unknownKeywords() {
        checkDiagnostics("""
        ⟦scren⟧ s {
        }
        screen t {
          ⟦feld⟧ f top 1 height 2
          view v {
            ⟦lable⟧ x top 1 height 2
          }
        }
        device d {
          size 1 2
          ⟦colour⟧ 3
        }
        """, [(.syntax, "expected 'device' or 'screen'"), (.syntax, "unknown screen property or element kind 'feld'"),
              (.syntax, "unknown element kind 'lable'"), (.syntax, "unknown device property 'colour'")])
    }

    @Test func missingAndWrongValues() {
        checkDiagnostics("""
        device d {
          size 390 ⟦844%⟧
        }
        screen s {
          ⟦accessory⟧
          navigation-bar 44 ⟦x⟧
          orientations ⟦sideways⟧
          field f top 1 height 2 ⟦5⟧
          field g "G" top 1 height 2 ⟦"again"⟧
          field h top 1 height 2 ⟦wobble⟧
          field i top 1 ⟦below⟧
          ⟦field⟧
        }
        """, [(.syntax, "not a percentage"), (.syntax, "expected a number after 'accessory'"),
              (.syntax, "found 'x'"), (.syntax, "expected 'portrait' or 'landscape'"),
              (.syntax, "unexpected '5'"), (.syntax, "title goes right after its name"),
              (.syntax, "unknown placement 'wobble'"), (.syntax, "expected the name of an element above"),
              (.syntax, "expected a name after 'field'")])
    }

    @Test func extraTokensAfterACompleteProperty() {
        checkDiagnostics("""
        device d {
          size 1 2 ⟦3⟧
        }
        screen s {
          device d ⟦e⟧
        }
        """, [(.syntax, "unexpected '3'"), (.syntax, "unexpected 'e'")])
    }

    @Test func braces() {
        checkDiagnostics("""
        screen s {
          view v { ⟦field⟧ f top 1 height 2 }
          ⟦{⟧
          }
        }
        ⟦}⟧
        device ⟦d⟧
        screen t ⟦{⟧
          view u {
        }
        """, [(.syntax, "'{' must end its line"),
              (.syntax, "'{' must end a header line"), (.syntax, "unmatched '}'"),
              (.syntax, "expected '{' at the end of 'device d'"), (.syntax, "never closed")])
    }

    @Test func invalidUTF8() {
        let bytes = Array("screen s {\n  label l \"".utf8) + [0xC0, 0xAF] + Array("\" top 1 height 2\n}\n".utf8)
        let result = Parser.parse(utf8: bytes)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.code == .syntax)
        #expect(result.diagnostics.first?.range == SourceRange(22, 23))
        #expect(result.diagnostics.first?.message.contains("UTF-8") == true)
        #expect(result.file.screens.first?.elements.first?.name?.text == "l")
    }

    @Test func theParserRecoversAtTheNextLine() throws {
        let result = Parser.parse("""
        screen s {
          field a top 1 height 44 ;
          field b top ? height 44
          field c top 100 height 44
        }
        screen t {
          field d top 1 height 2
        }
        """)
        #expect(result.diagnostics.map(\.code) == [.syntax, .syntax])
        let screens = result.file.screens
        #expect(screens.map { $0.name?.text } == ["s", "t"])
        // The broken lines still declare their elements, so later references resolve.
        #expect(screens[0].elements.map { $0.name?.text } == ["a", "b", "c"])
        #expect(screens[0].elements[2].top?.length.value == 100)
        #expect(screens[1].elements.count == 1)
    }
}
