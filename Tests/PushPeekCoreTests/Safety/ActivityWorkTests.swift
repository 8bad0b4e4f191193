import Foundation
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

/// A Live Activity played through 10× the pushes is about 10× the counted work (`WorkCounter`): the
/// timeline applies each push once (checking its content-state against the declared fields), the
/// player steps through every push drawing one step at a time, the JSON lists every step, and lint
/// takes the pushes as one sequence.
@Suite("Linear work: Live Activity timeline")
struct ActivityWorkTests {
    /// A start, then `count` updates — every fifth older than any applied before it, every seventh with a
    /// snake_case key — then an end.
    static func pushes(_ count: Int) throws -> [(file: String, root: JSONNode)] {
        let start = 1_796_061_600
        var texts = [#"{"aps":{"timestamp":\#(start),"event":"start","attributes-type":"DeliveryAttributes","attributes":{"orderNumber":4711,"restaurant":"Luigi's"},"content-state":{"status":"preparing","eta":817756500,"progress":0.1,"courierName":"Sam"},"alert":{"title":"Order","body":"Preparing"}}}"#]
        for index in 1...count {
            let timestamp = start + (index % 5 == 0 ? 5 : index * 10)
            let courier = index % 7 == 0 ? "courier_name" : "courierName"
            texts.append(#"{"aps":{"timestamp":\#(timestamp),"event":"update","content-state":{"status":"onTheWay","eta":817756500,"progress":0.5,"\#(courier)":"Sam"},"alert":{"title":"Update \#(index)","body":"On the way"}}}"#)
        }
        texts.append(#"{"aps":{"timestamp":\#(start + (count + 1) * 10),"event":"end","content-state":{"status":"delivered","eta":817756500,"progress":1,"courierName":"Sam"}}}"#)
        return try texts.enumerated().map { index, text in
            (file: "\(index).json", root: try JSONParser.parse(Array(text.utf8), file: "\(index).json"))
        }
    }

    static func app() throws -> AppDescription {
        let path = Fixtures.packageRoot.appendingPathComponent("Examples/delivery/app.json").path
        return try AppDescriptionDecoder.decode(try InputFile.read(path), file: path)
    }

    /// Plays `count` updates, steps the player through every push, renders the last step and its JSON.
    static func playing(_ count: Int, app: AppDescription) throws -> Int {
        let pushes = try Self.pushes(count)
        return WorkCounter.measure {
            let timeline = ActivityTimeline(pushes: pushes, activities: app.liveActivities)
            #expect(timeline.steps.count == count + 2)
            let ignored = timeline.steps.filter(\.isIgnored).count
            // Older (every fifth) or undecodable (every seventh, unless already older).
            #expect(ignored == (1...count).filter { $0 % 5 == 0 || $0 % 7 == 0 }.count)
            var player = ActivityPlayer(timeline: timeline, appName: "Delivery", moment: .init(step: 0, now: ActivityClock.arrival(of: 0, in: timeline)))
            for _ in 0..<(count + 1) { _ = player.update(.key(.right)) }
            #expect(player.moment.step == count + 1)
            let rendering = ActivityScreen.render(timeline, moment: player.moment, width: 80, appName: "Delivery")
            #expect(rendering.phase == .ended)
            _ = ActivityJSON.document(timeline, moment: player.moment, rendering: rendering).serialized()
        }
    }

    @Test("10× the pushes is about 10× the work of playing them")
    func playingIsLinear() throws {
        let app = try Self.app()
        let small = try Self.playing(100, app: app)
        let large = try Self.playing(1_000, app: app)
        #expect(small >= 100)
        #expect(Double(large) / Double(small) < 11, "100 → \(small), 1,000 → \(large)")
    }

    @Test("10× the pushes linted as one sequence is about 10× the work")
    func lintingTheSequenceIsLinear() throws {
        let lintApp = LintApp(try Self.app(), file: "app.json")
        func work(_ count: Int) throws -> Int {
            let files = try Self.pushes(count).map { Array(OutputJSON($0.root).serialized().utf8) }
            let sequence = ActivityLintSequence()
            var older = 0
            let work = WorkCounter.measure {
                for (index, bytes) in files.enumerated() {
                    let diagnostics = PayloadLinter.lint(bytes, file: "\(index).json", app: lintApp, sequence: sequence) ?? []
                    if diagnostics.contains(where: { $0.message.contains("older") }) { older += 1 }
                }
            }
            #expect(older == count / 5)
            return work
        }
        let small = try work(100)
        let large = try work(1_000)
        #expect(small >= 100)
        #expect(Double(large) / Double(small) < 11, "100 → \(small), 1,000 → \(large)")
    }
}
