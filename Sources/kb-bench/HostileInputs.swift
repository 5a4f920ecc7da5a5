/// The hostile inputs of issue 13's table, for `make bench`: each is a way one bad file
/// could hang an editor or a CI job if any path were super-linear.
enum HostileInput: String, CaseIterable {
    /// One line of `count` stray characters (`@@@…`) in a screen.
    case stray
    /// One field line with `count` repeated placements (`center center …`).
    case placements
    /// One screen of `count` fields, each below the one before.
    case fields
    /// `count` containers nested in one screen.
    case deep
    /// `count` random bytes (deterministic).
    case random
    /// A realistic spec of about `count` bytes, screens repeated.
    case large

    func bytes(count: Int) -> [UInt8] {
        switch self {
        case .stray:
            return Array("screen A {\n".utf8) + [UInt8](repeating: UInt8(ascii: "@"), count: count) + Array("\n}\n".utf8)
        case .placements:
            return Array(("screen A {\n  field f \"F\" " + String(repeating: "center ", count: count) + "height 44\n}\n").utf8)
        case .fields:
            var text = "screen A {\n  field f0 top 0 height 44\n"
            for index in 1..<max(1, count) { text += "  field f\(index) below f\(index - 1) 4 height 44\n" }
            return Array((text + "}\n").utf8)
        case .deep:
            var text = "screen D {\n"
            for level in 0..<count { text += "view v\(level) {\n" }
            text += "field f \"F\" bottom 0 height 44\n" + String(repeating: "}\n", count: count + 1)
            return Array(text.utf8)
        case .random:
            var state: UInt64 = 0x9E37_79B9_7F4A_7C15
            return (0..<count).map { _ in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return UInt8(truncatingIfNeeded: state >> 56)
            }
        case .large:
            var generator = SpecGenerator(seed: 13)
            let screen = Array(generator.file(screens: 40).utf8)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(count + screen.count)
            while bytes.count < count { bytes += screen }
            return bytes
        }
    }
}
