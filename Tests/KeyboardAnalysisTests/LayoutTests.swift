import KeyboardAnalysis
import SpecParser
import Testing

/// Frames on the default iphone-8: portrait content [20, 667] (C = 647), landscape [0, 375].
@Suite("Layout (language.md#placement): every placement, nesting, devices and orientations")
struct LayoutTests {
    @Test func top() {
        #expect(frames(of: "a", in: "screen s {\n  label a top 400 height 44\n}") == ["portrait 420-464", "landscape 400-444"])
    }

    @Test func bottom() {
        #expect(frames(of: "b", in: "screen s {\n  label b bottom 10 height 40\n}") == ["portrait 617-657", "landscape 325-365"])
    }

    @Test func center() {
        #expect(frames(of: "c", in: "screen s {\n  label c center height 50\n}") == ["portrait 318.5-368.5", "landscape 162.5-212.5"])
    }

    @Test func percentages() {
        // 50% of 647 = 323.5, 10% = 64.7; in landscape 187.5 and 37.5.
        #expect(frames(of: "d", in: "screen s {\n  label d top 50% height 10%\n}") == ["portrait 343.5-408.2", "landscape 187.5-225"])
    }

    @Test func stretchBetweenTopAndBottom() {
        // In landscape 375 - 500 - 100 is negative: the height is 0.
        #expect(frames(of: "e", in: "screen s {\n  label e top 500 bottom 100\n}") == ["portrait 520-567", "landscape 500-500"])
    }

    @Test func belowWithAndWithoutGap() {
        let text = "screen s {\n  label a top 10 height 20\n  label b below a height 5\n  label c below b 8% height 5\n}"
        #expect(frames(of: "b", in: text) == ["portrait 50-55", "landscape 30-35"])
        // 8% of 647 = 51.76; of 375 = 30.
        #expect(frames(of: "c", in: text) == ["portrait 106.76-111.76", "landscape 65-70"])
    }

    @Test func nestedContainers() {
        let text = """
        screen s {
          view outer top 100 height 300 {
            view inner bottom 20 height 100 {
              field f top 10% height 50%
            }
            label l below inner 5 height 10
          }
        }
        """
        #expect(frames(of: "outer", in: text) == ["portrait 120-420", "landscape 100-400"])
        #expect(frames(of: "inner", in: text) == ["portrait 300-400", "landscape 280-380"])
        #expect(frames(of: "f", in: text) == ["portrait 310-360", "landscape 290-340"])
        #expect(frames(of: "l", in: text) == ["portrait 405-415", "landscape 385-395"])
    }

    @Test func containersFillOrReachTheirParentsBottom() {
        let text = """
        screen s {
          orientations portrait
          view all {
            scroll list top 50 {
              label a top 0 height 10
              view rest below a 10
            }
          }
          view late top 700
        }
        """
        #expect(frames(of: "all", in: text) == ["portrait 20-667"])
        #expect(frames(of: "list", in: text) == ["portrait 70-667"])
        #expect(frames(of: "rest", in: text) == ["portrait 90-667"])
        // A container that starts below its parent's bottom has height 0.
        #expect(frames(of: "late", in: text) == ["portrait 720-720"])
    }

    @Test func scrollChildrenMayExtendPastTheScroll() {
        let text = "screen s {\n  scroll list top 0 height 100 {\n    label a top 90 height 500\n  }\n}"
        #expect(frames(of: "a", in: text) == ["portrait 110-610", "landscape 90-590"])
    }

    @Test func builtInDevices() throws {
        let expected: [(String, [Double])] = [
            // Hs, CT, KT per orientation.
            ("iphone-4", [480, 20, 264, 320, 20, 158]),
            ("iphone-5", [568, 20, 352, 320, 20, 158]),
            ("iphone-8", [667, 20, 451, 375, 0, 213]),
            ("iphone-8-plus", [736, 20, 510, 414, 0, 252]),
        ]
        for (device, numbers) in expected {
            let analysis = Analyzer().analyze("screen s {\n  device \(device)\n}")
            let screen = try #require(analysis.screens.first)
            #expect(screen.device.name == device)
            let values = screen.geometries.flatMap { [$0.screenHeight, $0.contentTop, $0.keyboardTop] }
            #expect(values == numbers, "\(device)")
        }
        let unnamed = Analyzer().analyze("screen s {\n}")
        #expect(unnamed.screens.first?.device.name == "iphone-8")
    }

    @Test func customDevicesDefaultsAndShadowing() throws {
        let text = """
        device tablet {
          size 768 1024
        }
        device iphone-8 {
          size 100 200
          keyboard 50 40
          status-bar 10 5
        }
        screen a {
          device tablet
          navigation-bar 50 32
          accessory 44
        }
        screen b {
        }
        """
        let analysis = Analyzer().analyze(text)
        #expect(analysis.diagnostics.isEmpty)
        let a = try #require(analysis.screens.first)
        // keyboard and status-bar default to iphone-8's built-in values.
        #expect(a.geometries.map(\.screenHeight) == [1024, 768])
        #expect(a.geometries.map(\.contentTop) == [70, 32])
        #expect(a.geometries.map(\.keyboardTop) == [764, 562])
        let b = try #require(analysis.screens.last)
        #expect(b.geometries.map(\.screenHeight) == [200, 100])
        #expect(b.geometries.map(\.contentTop) == [10, 5])
        #expect(b.geometries.map(\.keyboardTop) == [150, 60])
    }

    @Test func catalogDevicesAndUnknownDevices() {
        let extra = Device(name: "pad", width: 768, height: 1024,
                           keyboard: OrientationPair(portrait: 300, landscape: 350),
                           statusBar: OrientationPair(portrait: 20, landscape: 20))
        let text = "screen s {\n  device pad\n  field f bottom 0 height 44\n}"
        #expect(findings(text, devices: DeviceCatalog.builtIn.adding([extra]))
            == ["KB001 f portrait 300 shift 0", "KB001 f landscape 350 shift 0"])
        #expect(findings(text) == ["KB101 @pad"])
    }

    @Test func orientations() throws {
        let text = "screen s {\n  orientations landscape\n  field f top 300 height 44\n}"
        #expect(findings(text) == ["KB001 f landscape 131 shift 0"])
        let both = "screen s {\n  orientations landscape portrait\n  field f top 300 height 44\n}"
        let screen = try #require(Analyzer().analyze(both).screens.first)
        #expect(screen.geometries.map(\.orientation) == [.portrait, .landscape])
    }
}
