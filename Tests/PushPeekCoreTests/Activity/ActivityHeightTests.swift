import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekApp
@testable import PushPeekPresentation
@testable import PushPeekLint

/// "The system may truncate a lock screen presentation taller than 160 points" (Apple, "Displaying
/// live data with Live Activities"): lint warns about a lock-screen view that tall, and the player
/// marks where the cut falls (a row is 16 pt).
@Suite("Live Activity lock screen height")
struct ActivityHeightTests {
    /// An activity whose lock-screen view is `rows` one-line labels.
    static func app(rows: Int) -> String {
        let labels = (1...rows).map { #"{"label":{"text":"Line \#($0)"}}"# }.joined(separator: ",")
        return #"{"liveActivities":[{"attributesType":"TallAttributes","attributes":{},"contentState":{"n":"int"},"lockScreen":[\#(labels)]}]}"#
    }

    @Test("lint warns about a lock-screen view taller than 160 pt, at the activity; ten rows pass")
    func lintWarnsAboveTenRows() throws {
        let tall = Self.app(rows: 12)
        let found = try LintTestSupport.app(tall).1.with(.activityHeight)
        let at = try #require(LintTestSupport.position(of: #"{"attributesType""#, in: tall))
        #expect(found.count == 1 && found.first?.severity == .warning && found.first?.location.line == at.line
                && found.first?.location.column == at.column && found.first?.message.contains("192 pt") == true, "\(found.map(\.textLine))")
        #expect(try LintTestSupport.app(Self.app(rows: 10)).1.with(.activityHeight).isEmpty)
        let delivery = try LintTestSupport.app(ActivityRuleTests.app).1
        #expect(delivery.with(.activityHeight).isEmpty)
    }

    @Test("the player marks the 160 pt cut on the lock-screen platter")
    func playerMarksTheCut() throws {
        let app = try AppDescriptionDecoder.decode(Array(Self.app(rows: 12).utf8), file: "app.json")
        let start = #"{"aps":{"timestamp":100,"event":"start","attributes-type":"TallAttributes","attributes":{},"content-state":{"n":1},"alert":{"title":"T","body":"B"}}}"#
        let timeline = ActivityTimeline(pushes: [("start.json", try JSONParser.parse(Array(start.utf8)))], activities: app.liveActivities)
        let lines = TextSnapshot.text(of: ActivityScreen.render(timeline, moment: .init(step: 0, now: 100), width: 44, appName: "Tall").grid)
            .split(separator: "\n").map(String.init)
        let top = try #require(lines.firstIndex { $0.hasPrefix("╭") })
        // Ten rows of 16 pt fit; the mark is on the border between row 10 and row 11.
        #expect(lines[top + 10].contains("Line 10") && lines[top + 11].hasPrefix("├") && lines[top + 11].hasSuffix("┤"), "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("160 pt") }, "\(lines.joined(separator: "\n"))")
        let (_, short) = try ActivityPlayTests.example(["1-start.json"])
        #expect(!TextSnapshot.text(of: ActivityPlayTests.render(short, step: 0).grid).contains("160 pt"))
    }
}
