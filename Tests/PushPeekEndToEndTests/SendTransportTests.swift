import Foundation
import Testing

/// `pushpeek send`'s HTTP/2 transport against the APNs stand-in when the server is slow, allows few
/// streams, drops the connection, refuses streams or sends GOAWAY: no push waits blind, every push
/// that was never sent goes out on a new connection, pushes in flight end `unknown` at once, and no
/// timeout runs while a push waits for a stream.
@Suite("send transport", .serialized)
struct SendTransportTests {
    /// What one run came to: each device's outcome and reason, and the requests the server logged.
    struct Run {
        var status: Int32
        var outcomes: [String: String]
        var reasons: [String: String]
        var attempts: [String: Int]
        var requests: [[String: Any]]
        var output: String

        var processedDevices: [String] {
            requests.compactMap { ($0["path"] as? String)?.replacingOccurrences(of: "/3/device/", with: "") }
        }
        var largestInFlight: Int { requests.compactMap { $0["in_flight"] as? Int }.max() ?? 0 }
        var connections: Set<Int> { Set(requests.compactMap { $0["connection"] as? Int }) }
        func count(_ outcome: String) -> Int { outcomes.values.filter { $0 == outcome }.count }
    }

    static func send(_ devices: [String], maxStreams: Int, delay: Int = 0, timeout: Int = 30) throws -> Run {
        let server = try APNsTestServer(maxStreams: maxStreams, delay: delay)
        defer { server.stop() }
        let payload = try server.write(SendCommandTests.alert, "alert.json")
        let file = try server.write(devices.joined(separator: "\n") + "\n", "devices.txt")
        let result = try PushPeekRunner.run(["send", payload, "--devices", file, "--format", "json", "--timeout", String(timeout)]
                                            + server.tokenArguments)
        let reported = SendCommandTests.devices(try SendCommandTests.json(result))
        var run = Run(status: result.status, outcomes: [:], reasons: [:], attempts: [:], requests: try server.requests(),
                      output: result.stdoutText + result.stderrText)
        for entry in reported {
            let device = entry["device"] as? String ?? ""
            run.outcomes[device] = entry["outcome"] as? String
            run.reasons[device] = entry["reason"] as? String
            run.attempts[device] = entry["attempts"] as? Int
        }
        #expect(run.outcomes.count == devices.count, "\(run.output)")
        return run
    }

    static func devices(_ count: Int) -> [String] { (0..<count).map { APNsTestServer.device($0) } }

    /// Ten rounds of 300 ms through 10 streams take longer than the 2 s timeout; each push's own wait does not.
    @Test(.needsAPNsStandIn) func aServerAnsweringIn300msLosesNoPushToTheTimeout() throws {
        let run = try Self.send(Self.devices(100), maxStreams: 10, delay: 300, timeout: 2)
        #expect(run.status == 0 && run.count("sent") == 100, "\(run.output)")
        #expect(run.largestInFlight <= 10)
    }

    @Test(.needsAPNsStandIn) func aServerAnsweringIn1500msLosesNoPushToTheTimeout() throws {
        let run = try Self.send(Self.devices(12), maxStreams: 4, delay: 1500, timeout: 3)
        #expect(run.status == 0 && run.count("sent") == 12, "\(run.output)")
        #expect(run.largestInFlight <= 4)
    }

    @Test(.needsAPNsStandIn) func oneStreamAtATimeWhenTheServerAllowsOne() throws {
        let run = try Self.send(Self.devices(30), maxStreams: 1, delay: 100, timeout: 2)
        #expect(run.status == 0 && run.count("sent") == 30, "\(run.output)")
        #expect(run.largestInFlight == 1)
        #expect(run.connections == [1])
    }

    @Test(.needsAPNsStandIn) func aHundredStreamsAtMostWhenTheServerAllowsAHundred() throws {
        let run = try Self.send(Self.devices(600), maxStreams: 100)
        #expect(run.status == 0 && run.count("sent") == 600, "\(run.output)")
        #expect(run.largestInFlight <= 100)
        #expect(run.processedDevices.count == 600)
    }

    /// The server drops the connection without GOAWAY while 10 streams are open: those end `unknown`
    /// at once (not after the 30 s timeout), every push not yet sent goes out on a new connection.
    @Test(.needsAPNsStandIn) func aDroppedConnectionIsReopenedAndTheRestDelivered() throws {
        var devices = Self.devices(60)
        let drop = APNsTestServer.token("drop")
        devices[15] = drop
        let run = try Self.send(devices, maxStreams: 10)
        #expect(run.outcomes[drop] == "unknown")
        #expect(run.count("unknown") <= 10 && run.count("failed") == 0, "\(run.output)")
        #expect(run.count("sent") + run.count("unknown") == 60 && run.count("sent") >= 50, "\(run.output)")
        for (device, outcome) in run.outcomes where outcome == "unknown" {
            #expect(run.reasons[device]?.contains("connection was lost") == true, "\(run.reasons[device] ?? "")")
        }
        #expect(run.connections == [1, 2])
        // No push is delivered twice: the one dropped is not sent again.
        #expect(run.processedDevices.count == Set(run.processedDevices).count)
        let processedFirst = run.requests.filter { $0["connection"] as? Int == 1 }.count
        let processedSecond = run.requests.filter { $0["connection"] as? Int == 2 }.count
        #expect(processedFirst + processedSecond == run.processedDevices.count && processedSecond >= 60 - processedFirst - 10)
    }

    @Test(.needsAPNsStandIn) func aRefusedStreamIsSentAgain() throws {
        var devices = Self.devices(20)
        let refuse = APNsTestServer.token("refuse")
        devices[3] = refuse
        let run = try Self.send(devices, maxStreams: 5)
        #expect(run.status == 0 && run.count("sent") == 20, "\(run.output)")
        #expect(run.attempts[refuse] == 2)
        #expect(run.processedDevices.filter { $0 == refuse }.count == 2)
        #expect(run.output.contains("REFUSED_STREAM"))
    }

    /// Streams above GOAWAY's last stream ID were never processed: they go out on a new connection.
    @Test(.needsAPNsStandIn) func streamsAfterGoawayGoOutOnANewConnection() throws {
        var devices = Self.devices(60)
        let goaway = APNsTestServer.token("goaway")
        devices[12] = goaway
        let run = try Self.send(devices, maxStreams: 10)
        #expect(run.status == 0 && run.count("sent") == 60, "\(run.output)")
        #expect(run.connections.count == 2)
        #expect(run.processedDevices.count == Set(run.processedDevices).count, "a push was delivered twice")
    }
}
