import InterfaceBuilder
import Testing

@Suite struct ConcurrencyTests {
    @Test func documentsAreReadOnSeveralThreadsAtOnce() async throws {
        let good = Array(storyboard(scene("thr-sc-001", controller: "THR-co-001", root: "THR-vw-001", subviews: textField("THR-tf-001"))).utf8)
        let bad = Array(xib("<view id=\"a\" id=\"b\"/>").utf8)
        let results = await withTaskGroup(of: (Int, Int).self) { group in
            for index in 0..<64 {
                group.addTask {
                    switch InterfaceBuilderDocument.read(index.isMultiple(of: 2) ? good : bad) {
                    case .success(let document): return (index, document.screens.first?.views.count ?? -1)
                    case .failure(let failure): return (index, -failure.line)
                    }
                }
            }
            var all: [Int: Int] = [:]
            for await (index, value) in group { all[index] = value }
            return all
        }
        #expect(results.count == 64)
        #expect(results.allSatisfy { $0.value == ($0.key.isMultiple(of: 2) ? 2 : -8) })
    }
}
