/// Writes realistic KBL specs: devices, every strategy, nested containers, fields that
/// are sometimes covered. Deterministic for a seed.
struct SpecGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed &* 6364136223846793005 &+ 1442695040888963407
    }

    private mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }

    mutating func file(screens: Int) -> String {
        var text = "# Generated for kb-lsp's benchmark.\ndevice tall-phone {\n  size 390 844\n  keyboard 291 209\n  status-bar 47 0\n}\n\n"
        for index in 0..<screens {
            text += screen(named: "Screen\(index)")
        }
        return text
    }

    private mutating func screen(named name: String) -> String {
        let devices = ["iphone-8", "iphone-8-plus", "iphone-5", "tall-phone"]
        let strategies = ["avoid none", "avoid shift padding 8", "avoid scroll", "avoid fraction assume 216 162"]
        var lines = ["screen \(name) {", "  device \(devices[next(devices.count)])", "  navigation-bar 44 32"]
        if next(3) == 0 { lines.append("  accessory 44") }
        let strategy = next(strategies.count)
        lines.append("  \(strategies[strategy])")
        let container = strategy == 1 ? "view form outlets" : (strategy == 2 ? "scroll form" : "view form")
        lines.append("  \(container) {")
        lines.append("    label title \"Title of \(name) — ✨\" top \(8 + next(40)) height 30")
        var previous = "title"
        for field in 0..<(6 + next(8)) {
            let kind = field % 5 == 4 ? "textarea" : "field"
            let height = kind == "textarea" ? 80 + next(80) : 44
            lines.append("    \(kind) input\(field) \"Input \(field)\" below \(previous) \(4 + next(12)) height \(height)  # input \(field)")
            previous = "input\(field)"
        }
        lines.append("    view group\(next(100)) below \(previous) 8 height 120 {")
        lines.append("      field inner top 10 height 44")
        lines.append("      button go bottom 8 height 44")
        lines.append("    }")
        lines.append("  }")
        lines.append("  button done \"Done\" bottom \(8 + next(30)) height 50")
        lines.append("}")
        lines.append("")
        return lines.joined(separator: "\n") + "\n"
    }
}
