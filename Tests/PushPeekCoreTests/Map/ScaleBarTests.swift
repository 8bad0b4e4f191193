import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps
@testable import PushPeekApp
@testable import PushPeekSend
@testable import PushPeekPresentation
@testable import PushPeekLint
@testable import PushPeekInteraction
@testable import PushPeekSession

@Suite("Scale bar")
struct ScaleBarTests {
    @Test func seriesIsOneTwoFive() {
        #expect(Array(ScaleBar.series.prefix(9)) == [1, 2, 5, 10, 20, 50, 100, 200, 500])
        #expect(ScaleBar.series.contains(1_000_000))
        #expect(ScaleBar.series.last == 20_000_000)
    }

    @Test(arguments: [
        (50.0, "50 m"), (100, "100 m"), (200, "200 m"), (500, "500 m"), (1000, "1 km"), (2000, "2 km"),
        (5000, "5 km"), (500_000, "500 km"), (1_000_000, "1000 km"), (1500, "1.5 km"),
    ])
    func labels(meters: Double, label: String) {
        #expect(ScaleBar.label(meters: meters) == label)
    }

    @Test func picksTheLongestRoundDistanceThatFits() throws {
        // Sydney at 44 columns: 500 m across, about 11.4 m a column, bars up to 14 columns.
        let sydney = try #require(ScaleBar.fitting(metersPerColumn: 500.0 / 44, maximumCells: 14))
        #expect(sydney.distance == 100)
        #expect(sydney.cells == 9)
        #expect(sydney.label == "100 m")
        let continent = try #require(ScaleBar.fitting(metersPerColumn: 100_000, maximumCells: 26))
        #expect(continent.label == "2000 km")
        #expect(continent.cells == 20)
        let exact = try #require(ScaleBar.fitting(metersPerColumn: 50, maximumCells: 10))
        #expect(exact.label == "500 m" && exact.cells == 10)
    }

    @Test func refusesNonsense() {
        #expect(ScaleBar.fitting(metersPerColumn: .nan, maximumCells: 10) == nil)
        #expect(ScaleBar.fitting(metersPerColumn: .infinity, maximumCells: 10) == nil)
        #expect(ScaleBar.fitting(metersPerColumn: 0, maximumCells: 10) == nil)
        #expect(ScaleBar.fitting(metersPerColumn: 10, maximumCells: 0) == nil)
        // Even 1 m is more than the bar can hold.
        #expect(ScaleBar.fitting(metersPerColumn: 1e-6, maximumCells: 3) == nil)
        #expect(ScaleBar.nearest(metersPerColumn: 1e9, cells: 3)?.distance == 20_000_000)
    }
}
