@testable import Diagnostics
import Testing

/// The bounded edit distance that "did you mean" uses agrees with the whole table: the
/// exact distance when it is within the bound, and `bound + 1` otherwise.
@Suite struct EditDistanceTests {
    /// The optimal-string-alignment distance by its definition, every cell of the table.
    static func fullDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    @Test func boundedDistanceAgreesWithTheWholeTable() {
        var generator = SystemRandomNumberGenerator()
        var rows = EditDistanceRows()
        // Short words over three letters, so that swaps, repeats and near misses are common.
        func word() -> [UInt8] { (0..<Int.random(in: 0...9, using: &generator)).map { _ in UInt8.random(in: 97...99, using: &generator) } }
        for _ in 0..<3_000 {
            let (a, b) = (word(), word())
            let exact = Self.fullDistance(a, b)
            #expect(Suggestions.editDistance(a, b) == exact)
            for bound in 0...4 {
                #expect(rows.editDistance(a, b, atMost: bound) == min(exact, bound + 1), "\(a) \(b) bound \(bound)")
            }
        }
    }

    @Test func knownDistances() {
        #expect(Suggestions.editDistance(Array("accesory".utf8), Array("accessory".utf8)) == 1)
        #expect(Suggestions.editDistance(Array("feild".utf8), Array("field".utf8)) == 1)
        #expect(Suggestions.editDistance(Array("ca".utf8), Array("abc".utf8)) == 3)
        #expect(Suggestions.closest(to: "NAVIGATION-BAR", among: ["navigation-bar"]) == [])
        #expect(Suggestions.closest(to: "Navigatoin-bar", among: ["Navigation-Bar", "status-bar"]) == ["Navigation-Bar"])
    }
}
