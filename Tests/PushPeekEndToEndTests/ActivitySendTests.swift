import Foundation
import Testing

/// `send` of an ActivityKit push whose `relevance-score` is above 1: a Live Activity's score is
/// relative (Apple's example sends 100 and 50), so lint does not stop it; a notification's stays 0…1.
@Suite("send: a Live Activity's relevance-score")
struct ActivitySendTests {
    @Test(.needsAPNsStandIn) func aLiveActivityRelevanceScoreAboveOneIsSent() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let activity = try server.write(#"{"aps":{"timestamp":1700000000,"event":"update","content-state":{"home":2},"relevance-score":100}}"#, "activity.json")
        let sent = try PushPeekRunner.run(["send", activity, "--device", APNsTestServer.device(5)] + server.tokenArguments)
        #expect(sent.status == 0, "\(sent.stdoutText) \(sent.stderrText)")
        #expect(try server.requests().count == 1)
        let notification = try server.write(#"{"aps":{"alert":"x","relevance-score":100}}"#, "alert.json")
        let stopped = try PushPeekRunner.run(["send", notification, "--device", APNsTestServer.device(5)] + server.tokenArguments)
        #expect(stopped.status == 1 && stopped.stderrText.contains("relevance-score"), "\(stopped.stderrText)")
    }
}
