import Foundation
import Testing

/// `S` in a notification expanded from `pushpeek lockscreen`, in a real terminal (tmux, 80×24)
/// against the local APNs stand-in: the preview's confirmation, then exactly that notification's
/// payload is sent, with the outcome in the status line and the `--log` file.
@Suite("lockscreen send key", .serialized)
struct LockScreenSendKeyTests {
    static let older = #"{"aps":{"alert":{"title":"Courier","body":"Your parcel is at the door"},"thread-id":"parcel"}}"#
    static let newer = #"{"aps":{"alert":{"title":"Bank","body":"Card payment of 12.50"},"thread-id":"bank"}}"#

    @Test(.needsAPNsStandIn) func sendsTheExpandedNotificationsPayload() throws {
        let server = try APNsTestServer()
        defer { server.stop() }
        let inbox = server.folder.appendingPathComponent("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        _ = try server.write(Self.older, "inbox/01-parcel.json")
        _ = try server.write(Self.newer, "inbox/02-bank.json")
        let log = server.folder.appendingPathComponent("lockscreen.jsonl").path
        let device = APNsTestServer.device(7)
        let tmux = try TmuxSession.pushpeek(["lockscreen", inbox.path, "--device", device, "--log", log] + server.tokenArguments,
                                            width: 80, height: 24, environment: ["XDG_CONFIG_HOME": server.folder.path])
        defer { tmux.close() }
        try tmux.waitFor("Notification Center · 2 notifications")
        // The newest is on top: move to the parcel and expand it.
        try tmux.sendKeys("Down", "Enter")
        try tmux.waitFor("the parcel expanded") { $0.contains("Your parcel is at the door") && $0.contains("esc list") }
        try tmux.sendKeys("S")
        let prompt = try tmux.waitFor("y send · n/esc cancel")
        // The parcel's size (the bank's differs); the path is too long for the box and is cut.
        #expect(Self.older.utf8.count != Self.newer.utf8.count)
        #expect(prompt.contains("Send this payload?") && prompt.contains("payload \(Self.older.utf8.count) bytes, "), "\(prompt)")
        #expect(prompt.contains("127.0.0.1:\(server.port) (as sandbox)"), "\(prompt)")
        #expect(try server.requests().isEmpty, "nothing goes out before y")
        try tmux.sendKeys("y")
        try tmux.waitFor("sent to 1 device")

        let requests = try server.requests()
        #expect(requests.count == 1)
        let request = try #require(requests.first)
        #expect(request["path"] as? String == "/3/device/\(device)")
        #expect(request["body"] as? String == Self.older, "the expanded notification's payload, byte for byte")

        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
        let sends = Flow.logLines(log).filter { $0.contains(#""event":"send""#) }
        #expect(sends.count == 1 && sends.first?.contains(#""outcome":"sent""#) == true, "\(sends)")
    }

    @Test func sendOptionsNeedTheInteractiveList() throws {
        let result = try Run.pushpeek(["lockscreen", Flow.example("lock-screen"), "--render", "--device", APNsTestServer.device(1)])
        #expect(result.status == 64 && result.stderr.contains("--device needs the interactive list"), "\(result.stderr)")
        let help = try Run.pushpeek(["help", "lockscreen"])
        #expect(help.stdout.contains("--device TOKEN") && !help.stdout.contains("--dry-run"), "\(help.stdout)")
    }
}
