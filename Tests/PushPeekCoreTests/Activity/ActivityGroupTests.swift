import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekApp
@testable import PushPeekPresentation

/// Several Live Activities of one app (`activity-id` beside `aps`): minimal shows only beside
/// another activity, and `relevance-score` — relative, any number — orders them: the island's
/// compact is the highest, minimal the next, and the lock screen lists them highest first.
@Suite("Several Live Activities")
struct ActivityGroupTests {
    static func start(_ id: String, courier: String, score: Int, at time: Int = 1_796_061_600) -> String {
        #"{"activity-id":"\#(id)","aps":{"timestamp":\#(time),"event":"start","attributes-type":"DeliveryAttributes","attributes":{"orderNumber":1,"restaurant":"R"},"content-state":{"status":"preparing","eta":817756500,"progress":0.1,"courierName":"\#(courier)"},"relevance-score":\#(score),"alert":{"title":"T","body":"B"}}}"#
    }

    static func play(_ texts: [String], at now: Double = 1_796_061_700) throws -> ActivityScreen.Rendering {
        let (app, _) = try ActivityPlayTests.example(["1-start.json"])
        let pushes = try texts.enumerated().map { (file: "\($0.offset).json", root: try JSONParser.parse(Array($0.element.utf8))) }
        let groups = ActivityGroup.split(pushes)
        let timelines = groups.map { ActivityTimeline(pushes: $0, activities: app.liveActivities) }
        return ActivityScreen.render(timelines[0], moment: .init(step: timelines[0].steps.count - 1, now: now), width: 44, appName: "Delivery",
                                     others: Array(timelines.dropFirst()))
    }

    @Test("two activities: minimal shows, the higher relevance-score (100 over 50) first on the lock screen and compact")
    func twoActivitiesOrderedByRelevance() throws {
        let rendering = try Self.play([Self.start("a", courier: "Ann", score: 50), Self.start("b", courier: "Bob", score: 100)])
        #expect(rendering.presentations.contains("minimal"), "\(rendering.presentations)")
        let text = TextSnapshot.text(of: rendering.grid)
        let bob = try #require(text.range(of: "preparing · Bob")), ann = try #require(text.range(of: "preparing · Ann"))
        #expect(bob.lowerBound < ann.lowerBound, "Bob's activity (100) is listed before Ann's (50): \(text)")
        #expect(text.contains("Dynamic Island · minimal · Deliv") && !text.contains("shows only beside another activity"), "\(text)")
        let swapped = TextSnapshot.text(of: try Self.play([Self.start("a", courier: "Ann", score: 50), Self.start("b", courier: "Bob", score: 10)]).grid)
        let ann2 = try #require(swapped.range(of: "preparing · Ann")), bob2 = try #require(swapped.range(of: "preparing · Bob"))
        #expect(ann2.lowerBound < bob2.lowerBound, "\(swapped)")
    }

    @Test("one activity, or another not yet started or ended: compact alone, no minimal")
    func aloneShowsCompact() throws {
        let alone = try Self.play([Self.start("a", courier: "Ann", score: 50)])
        #expect(!alone.presentations.contains("minimal"))
        let later = try Self.play([Self.start("a", courier: "Ann", score: 50), Self.start("b", courier: "Bob", score: 100, at: 1_796_065_200)])
        #expect(!later.presentations.contains("minimal") && !TextSnapshot.text(of: later.grid).contains("Bob"))
        let groups = ActivityGroup.split(try [Self.start("a", courier: "A", score: 1), Self.start("b", courier: "B", score: 1), Self.start("a", courier: "C", score: 1)]
            .map { (file: "p.json", root: try JSONParser.parse(Array($0.utf8))) })
        #expect(groups.map(\.count) == [2, 1])
    }
}
