import InterfaceBuilder
import Testing

@Suite struct ScaleTests {
    @Test func twentyThousandViewsAreRead() throws {
        let count = 20_000
        var subviews = ""
        subviews.reserveCapacity(count * 400)
        for index in 0..<count {
            subviews += textField("BIG-tf-\(index)", y: Double(index), attributes: #"userLabel="Field" "#) + "\n"
        }
        let document = try readDocument(storyboard(scene("big-sc-001", controller: "BIG-co-001", root: "BIG-vw-001", subviews: subviews)))
        let views = try #require(document.screens.first).views
        #expect(views.count == count + 1)
        #expect(views.last?.name == "Field-\(count)")
        #expect(views.filter(\.isAnalysed).count == count)
        #expect(document.problems.isEmpty)
    }
}
