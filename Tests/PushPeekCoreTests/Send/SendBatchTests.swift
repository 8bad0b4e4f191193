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

/// The accounting of a send: every device gets one outcome; retries only where APNs asks for them.
@Suite("send batch")
struct SendBatchTests {
    static func response(_ status: Int, _ reason: String? = nil, timestamp: Int? = nil) -> TransportResult {
        var body = ""
        if let reason { body = #"{"reason":"\#(reason)""# + (timestamp.map { #","timestamp":\#($0)"# } ?? "") + "}" }
        return .response(status: status, headers: [HTTPHeader("apns-id", "x")], body: Array(body.utf8))
    }

    @Test func retriesWithBackoffOnlyWhereAPNsAsks() {
        var batch = SendBatch(devices: ["a", "b", "c", "d"], apnsIDs: ["1", "2", "3", "4"],
                              policy: RetryPolicy(maximumRetries: 2, initialDelay: 100, maximumDelay: 1000))
        #expect(batch.due(now: 0, limit: 10) == [0, 1, 2, 3])
        batch.finish(0, Self.response(200), now: 5)
        batch.finish(1, Self.response(429, "TooManyRequests"), now: 5)
        batch.finish(2, Self.response(400, "BadDeviceToken"), now: 5)
        batch.finish(3, Self.response(503, "ServiceUnavailable"), now: 5)
        #expect(!batch.isComplete && batch.nextWake == 105)
        #expect(batch.due(now: 104, limit: 10).isEmpty)
        #expect(batch.due(now: 105, limit: 10) == [1, 3])
        batch.finish(1, Self.response(200), now: 110)
        batch.finish(3, Self.response(500, "InternalServerError"), now: 110)
        #expect(batch.nextWake == 310)
        #expect(batch.due(now: 310, limit: 10) == [3])
        batch.finish(3, Self.response(503, "ServiceUnavailable"), now: 320)
        #expect(batch.isComplete)
        #expect(batch.deliveries.map(\.outcome) == [
            .sent, .sent, .failed(status: 400, reason: "BadDeviceToken", timestamp: nil),
            .failed(status: 503, reason: "ServiceUnavailable", timestamp: nil)])
        #expect(batch.deliveries.map(\.attempts) == [1, 2, 1, 3])
        let report = SendReport(deliveries: batch.deliveries, environment: .production)
        #expect(report.exitStatus == 2)
        #expect(report.text().contains("failed   c  400 BadDeviceToken: the device token is not valid for production (api.push.apple.com): a token from a development build needs --sandbox"))
        #expect(report.text().hasSuffix("2 sent, 2 failed, 0 unknown of 4 devices\n"))
    }

    @Test func tokenUpdatesAreNotRetried() {
        var batch = SendBatch(devices: ["a"], apnsIDs: ["1"], policy: RetryPolicy())
        _ = batch.due(now: 0, limit: 1)
        batch.finish(0, Self.response(429, "TooManyProviderTokenUpdates"), now: 1)
        #expect(batch.isComplete && batch.deliveries[0].attempts == 1)
    }

    @Test func transportFailuresAreUnknownOrFailedAndRefusedStreamsGoAgain() {
        var batch = SendBatch(devices: ["a", "b", "c"], apnsIDs: ["1", "2", "3"], policy: RetryPolicy())
        _ = batch.due(now: 0, limit: 3)
        batch.finish(0, .failure(TransportFailure(certainlyNotSent: false, message: "stream reset")), now: 1)
        batch.finish(1, .failure(TransportFailure(certainlyNotSent: true, message: "connection refused")), now: 1)
        batch.finish(2, .failure(TransportFailure(certainlyNotSent: false, refused: true, message: "refused")), now: 1)
        #expect(batch.due(now: 1, limit: 3) == [2])
        batch.finish(2, Self.response(200), now: 2)
        #expect(batch.deliveries.map(\.outcome) == [.unknown("stream reset"), .failed(status: nil, reason: "connection refused", timestamp: nil), .sent])
        #expect(SendReport(deliveries: batch.deliveries, environment: nil).exitStatus == 2)
    }

    @Test func exitStatusesSeparateTotalFromPartial() {
        var unreachable = SendBatch(devices: ["a", "b"], apnsIDs: ["1", "2"], policy: RetryPolicy())
        _ = unreachable.due(now: 0, limit: 1)
        unreachable.finish(0, .failure(TransportFailure(certainlyNotSent: true, message: "refused")), now: 0)
        unreachable.abandon("refused")
        #expect(SendReport(deliveries: unreachable.deliveries, environment: nil).exitStatus == 69)
        var refused = SendBatch(devices: ["a"], apnsIDs: ["1"], policy: RetryPolicy())
        _ = refused.due(now: 0, limit: 1)
        refused.finish(0, Self.response(410, "Unregistered", timestamp: 1_700_000_000_000), now: 0)
        let report = SendReport(deliveries: refused.deliveries, environment: .sandbox)
        #expect(report.exitStatus == 3)
        #expect(report.text().contains("410 Unregistered (token invalid since 2023-11-14T22:13:20Z)"))
        #expect(report.json().contains(#""outcome":"failed","attempts":1,"status":410,"reason":"Unregistered","timestamp":1700000000000"#))
    }

    @Test func backoffDoubles() {
        let policy = RetryPolicy(maximumRetries: 5, initialDelay: 1000, maximumDelay: 5000)
        #expect((1...6).map { policy.delay(beforeRetry: $0) } == [1000, 2000, 4000, 5000, 5000, nil])
    }

    @Test func settingsFileAndEnvironment() throws {
        let settings = try SendSettings.parse(Array("# mine\nkey = /k.p8\nkey-id=ABC\n".utf8), file: "send.conf")
        #expect(settings["key"] == "/k.p8" && settings["key-id"] == "ABC")
        let merged = settings.overridden { $0 == "PUSHPEEK_KEY_ID" ? "XYZ" : nil }
        #expect(merged["key-id"] == "XYZ" && merged["key"] == "/k.p8")
        #expect(throws: InputError.self) { try SendSettings.parse(Array("colour = red\n".utf8), file: "send.conf") }
    }

    /// The work of a whole batch (due, finish, completion, next wake) for `count` devices, a tenth
    /// of them retried once, answered 100 at a time as a connection would.
    static func batchWork(_ count: Int) -> Int {
        WorkCounter.measure {
            var batch = SendBatch(devices: (0..<count).map { String($0) }, apnsIDs: Array(repeating: "x", count: count),
                                  policy: RetryPolicy(maximumRetries: 1, initialDelay: 0))
            var now = 0
            while !batch.isComplete {
                for index in batch.due(now: now, limit: 100) {
                    let busy = index % 10 == 0 && batch.deliveries[index].attempts == 1
                    batch.finish(index, busy ? response(503, "ServiceUnavailable") : response(200), now: now)
                }
                _ = batch.nextWake
                now += 1
            }
        }
    }

    @Test func bookkeepingIsLinearInTheDevices() {
        let small = Self.batchWork(1_000), large = Self.batchWork(10_000)
        #expect(small > 1_000)
        #expect(large <= small * 12, "10× the devices: \(small) → \(large)")
    }
}
