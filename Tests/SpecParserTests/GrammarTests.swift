import Diagnostics
import SpecParser
import TestSupport
import Testing

@Suite("Every construct of the grammar")
struct GrammarTests {
    @Test func theSpecsFirstExample() throws {
        let file = parseClean(specExample)
        let device = try #require(file.devices.first)
        #expect(device.name?.text == "tall-phone")
        #expect(device.size?.first.value == 390 && device.size?.second.value == 844)
        #expect(device.keyboard?.first.value == 291 && device.keyboard?.second.value == 209)
        #expect(device.statusBar?.first.value == 47 && device.statusBar?.second.value == 0)
        let screen = try #require(file.screens.first)
        #expect(screen.name?.text == "SignIn")
        #expect(screen.device?.text == "tall-phone")
        #expect(screen.navigationBar?.first.value == 44 && screen.navigationBar?.second.value == 32)
        #expect(screen.accessory?.value == 44)
        #expect(screen.avoid?.strategy?.text == "shift" && screen.avoid?.option("padding")?.values.map(\.value) == [8])
        #expect(screen.analysedOrientations == [.portrait, .landscape])
        let form = try #require(screen.elements.first)
        #expect(form.kind == .view && form.outlets != nil && form.children.count == 5)
        #expect(form.children.map(\.kind) == [.label, .field, .field, .button, .textarea])
        #expect(form.children[0].title == "Welcome back")
        #expect(form.children[1].below?.sibling.text == "title" && form.children[1].below?.gap?.value == 16)
        #expect(form.children[4].bottom?.length.value == 20 && form.children[4].height?.length.value == 120)
    }

    @Test func everyElementKindAndPlacement() throws {
        let file = parseClean("""
        screen All {
          orientations landscape
          scroll list top 10% bottom 0 {
            image logo center height 25%
            view box below logo height 100 {
              button go top 0 height 20
            }
            label caption below box height 20
          }
          field a top 1 height 2
          textarea b bottom 3 height 4
          view rest
        }
        """)
        let screen = try #require(file.screens.first)
        #expect(screen.orientations == [.landscape])
        #expect(screen.analysedOrientations == [.landscape])
        #expect(screen.elements.map(\.kind) == [.scroll, .field, .textarea, .view])
        let list = screen.elements[0]
        #expect(list.top?.length == NumberLiteral(value: 10, isPercentage: true, range: list.top!.length.range))
        #expect(list.bottom?.length.value == 0)
        #expect(list.children.map(\.kind) == [.image, .view, .label])
        #expect(list.children[0].center != nil && list.children[0].height?.length.isPercentage == true)
        #expect(list.children[1].below?.gap == nil)
        #expect(list.children[1].children.first?.name?.text == "go")
        #expect(screen.elements[3].top == nil && screen.elements[3].children.isEmpty)
    }

    @Test func everyStrategyAndOption() throws {
        let file = parseClean("""
        screen A {
          avoid none
        }
        screen B {
          avoid scroll padding 12.5
        }
        screen C {
          avoid fraction min 0.1 max 0.9 assume 216 162
        }
        screen D {
          avoid fraction
        }
        """)
        #expect(file.screens.map { $0.avoid?.strategy?.text } == ["none", "scroll", "fraction", "fraction"])
        #expect(file.screens[1].avoid?.option("padding")?.values.map(\.value) == [12.5])
        let fraction = try #require(file.screens[2].avoid)
        #expect(fraction.options.map(\.name.text) == ["min", "max", "assume"])
        #expect(fraction.option("min")?.values.map(\.value) == [0.1] && fraction.option("max")?.values.map(\.value) == [0.9])
        #expect(fraction.option("assume")?.values.map(\.value) == [216, 162])
        #expect(file.screens[3].avoid?.options.isEmpty == true)
    }

    @Test func keywordsAreNamesInNamePosition() throws {
        let file = parseClean("""
        screen screen {
          field top top 10 height 44
          field below below top 4 height 44
          view view {
          }
        }
        """)
        let elements = try #require(file.screens.first?.elements)
        #expect(elements.map { $0.name?.text } == ["top", "below", "view"])
        #expect(elements[0].top?.length.value == 10)
        #expect(elements[1].below?.sibling.text == "top" && elements[1].below?.gap?.value == 4)
    }

    @Test func bracesMayCloseOnTheSameLine() throws {
        let file = parseClean("""
        device d {
          size 100 200 }
        screen s {
          scroll a { }
          view b {
            field f top 1 height 2 } }
        """)
        #expect(file.devices.first?.size?.second.value == 200)
        let screen = try #require(file.screens.first)
        #expect(screen.elements.map { $0.name?.text } == ["a", "b"])
        #expect(screen.elements[1].children.first?.name?.text == "f")
    }

    @Test func stringsCommentsAndBlankLines() throws {
        let file = parseClean("screen s {   # a comment with \"quotes\" and { braces }\n\n\t field f \"say \\\"hi\\\" \\\\ 👋\" top 1 height 2#tight comment\n}\r\n")
        let field = try #require(file.screens.first?.elements.first)
        #expect(field.title == "say \"hi\" \\ 👋")
        #expect(field.height?.length.value == 2)
    }

    @Test func rangesCoverTheirSource() throws {
        let text = "screen s {\n  view v outlets {\n    field f top 1 height 2\n  }\n}\n"
        let file = parseClean(text)
        let screen = try #require(file.screens.first)
        let bytes = Array(text.utf8)
        func source(_ range: SourceRange) -> String { String(decoding: bytes[range.start..<range.end], as: UTF8.self) }
        #expect(source(screen.range) == "screen s {\n  view v outlets {\n    field f top 1 height 2\n  }\n}")
        let view = try #require(screen.elements.first)
        #expect(source(view.headerRange) == "view v outlets")
        #expect(source(view.range) == "view v outlets {\n    field f top 1 height 2\n  }")
        let field = try #require(view.children.first)
        #expect(source(field.range) == "field f top 1 height 2")
        #expect(source(field.anchorRange) == "f")
        #expect(source(field.top!.range) == "top 1")
    }
}
