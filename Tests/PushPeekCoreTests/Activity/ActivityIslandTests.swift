import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekApp
@testable import PushPeekPresentation
@testable import PushPeekSession

/// The Dynamic Island as "Displaying live data with Live Activities" places it: the expanded regions
/// around the camera, minimal only beside another activity, and the alert line that is Apple Watch's.
@Suite("Dynamic Island presentations")
struct ActivityIslandTests {
    static func lines(_ rendering: ActivityScreen.Rendering) -> [String] {
        TextSnapshot.text(of: rendering.grid).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test("expanded: leading and trailing beside the camera, center below it, bottom below all three")
    func expandedRegionsAroundTheCamera() throws {
        let (_, timeline) = try ActivityPlayTests.example()
        let lines = Self.lines(ActivityPlayTests.render(timeline, step: 4, expanded: true))
        let title = try #require(lines.firstIndex { $0.hasPrefix("Dynamic Island · expanded") })
        let cameraRow = lines[title + 2], centerRow = lines[title + 3], bottomRow = lines[title + 4]
        #expect(cameraRow.contains("#4711") && cameraRow.contains("●") && cameraRow.contains("5 min"), "\(cameraRow)")
        #expect(!cameraRow.contains("Sam"), "center is not beside the camera: \(cameraRow)")
        let camera = try #require(cameraRow.firstIndex(of: "●"))
        let sam = try #require(centerRow.range(of: "Sam"))
        #expect(centerRow.distance(from: centerRow.startIndex, to: sam.lowerBound) <= cameraRow.distance(from: cameraRow.startIndex, to: camera)
                && centerRow.distance(from: centerRow.startIndex, to: sam.upperBound) > cameraRow.distance(from: cameraRow.startIndex, to: camera),
                "center sits below the camera: \(cameraRow) / \(centerRow)")
        #expect(bottomRow.contains("━"), "bottom under all three: \(bottomRow)")
    }

    @Test("one activity shows compact, not minimal, and says when minimal would show")
    func minimalOnlyWithOthers() throws {
        let (_, timeline) = try ActivityPlayTests.example()
        let rendering = ActivityPlayTests.render(timeline, step: 4)
        #expect(rendering.presentations == ["lockScreen", "compact"])
        let lines = Self.lines(rendering)
        let minimal = try #require(lines.firstIndex { $0.hasPrefix("Dynamic Island · minimal") })
        #expect(lines[minimal + 1].hasPrefix("shows only beside another activity"), "\(lines.joined(separator: "\n"))")
        #expect(!lines[minimal + 1].contains("╭"), "no minimal pill")
    }

    @Test("the alert line under an alerting update is labelled as Apple Watch's")
    func alertLineIsAppleWatch() throws {
        let (_, timeline) = try ActivityPlayTests.example()
        let lines = Self.lines(ActivityPlayTests.render(timeline, step: 1))
        let alert = try #require(lines.first { $0.contains("🔔") })
        #expect(alert.hasPrefix("Apple Watch: 🔔 "), "\(alert)")
    }
}
