import Foundation
import Testing

/// Numbers no `Int` or date holds — in an `aps` date, a `content-state` Date, or `--expiration` —
/// end with a message naming the value and the range and a documented status; the built binary
/// never traps (a status of 128 or more, or death by a signal).
@Suite("Numbers that cannot trap")
struct NumberTrapTests {
    static let hostile = ["1e300", "-1e300", "-9223372036854775808", "9223372036854775807", "1.7976931348623157e308"]
    static let device = String(repeating: "0", count: 64)

    static func state(eta: String = "817756200") -> String {
        #"{"status":"onTheWay","eta":\#(eta),"progress":0.5,"courierName":"Sam"}"#
    }

    /// Every push the hostile number `n` can sit in, by file name.
    static func pushes(_ n: String) -> [(String, String)] {
        [
            ("update-timestamp.json", #"{"aps":{"timestamp":\#(n),"event":"update","content-state":\#(state())}}"#),
            ("update-bare.json", #"{"aps":{"timestamp":\#(n),"event":"update"}}"#),
            ("update-stale.json", #"{"aps":{"timestamp":1796062200,"event":"update","stale-date":\#(n),"content-state":\#(state())}}"#),
            ("end-dismissal.json", #"{"aps":{"timestamp":1796062300,"event":"end","dismissal-date":\#(n),"content-state":\#(state())}}"#),
            ("update-eta.json", #"{"aps":{"timestamp":1796062200,"event":"update","content-state":\#(state(eta: n))}}"#),
            ("alert.json", #"{"aps":{"alert":"hi","timestamp":\#(n)}}"#),
        ]
    }

    static func noTrap(_ result: PushPeekRunner.Result, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!result.signalled && !result.timedOut && result.status < 128,
                "\(what): status \(result.status)\n\(result.stderrText.prefix(600))", sourceLocation: sourceLocation)
    }

    @Test("lint, send --dry-run, activity and render take every hostile number without a trap", arguments: hostile)
    func noCommandTraps(_ number: String) throws {
        try HostileCorpus.withFolder { folder in
            let app = Flow.example("delivery/app.json")
            let start = Flow.example("delivery/1-start.json")
            for (name, text) in Self.pushes(number) {
                try HostileCorpus.write(text, name, in: folder)
                let path = folder.appendingPathComponent(name).path
                let lint = try PushPeekRunner.run(["lint", "--app", app, path])
                Self.noTrap(lint, "lint \(name) \(number)")
                #expect(lint.status == 1, "lint \(name) \(number): \(lint.stdoutText)")
                #expect(lint.stdoutText.contains("\(number) is outside") || lint.stdoutText.contains("\(number) seconds since 2001 is outside"),
                        "lint \(name) \(number): \(lint.stdoutText)")
                #expect(lint.stdoutText.contains("[number-range]"), "\(lint.stdoutText)")
                // send lints without the app, so a content-state Date is not checked there.
                for force in [[], ["--force"]] {
                    let send = try PushPeekRunner.run(["send", path, "--device", Self.device, "--topic", "com.example.app", "--dry-run"] + force)
                    Self.noTrap(send, "send \(name) \(number) \(force)")
                    let refused = force.isEmpty && name != "update-eta.json"
                    #expect(send.status == (refused ? 1 : 0), "send \(name) \(force): \(send.stderrText)")
                    if refused { #expect(send.stderrText.contains("[number-range]") && send.stdout.isEmpty, "\(send.stderrText)") }
                }
                let activity = try PushPeekRunner.run(["activity", "--render", "--format", "json", "--app", app, start, path])
                Self.noTrap(activity, "activity \(name) \(number)")
                if name != "alert.json" {
                    #expect(activity.status == 0 && activity.stdoutText.contains("is outside"), "activity \(name) \(number): \(activity.stdoutText.prefix(2000))")
                }
                Self.noTrap(try PushPeekRunner.run(["render", path, "--app", app]), "render \(name) \(number)")
            }
        }
    }

    @Test("the player stands its clock at the last applied push when an ignored one has a timestamp out of range")
    func ignoredPushKeepsTheClock() throws {
        try HostileCorpus.withFolder { folder in
            try HostileCorpus.write(#"{"aps":{"timestamp":-9223372036854775808,"event":"update","content-state":\#(Self.state())}}"#, "bad.json", in: folder)
            let result = try PushPeekRunner.run(["activity", "--render", "--format", "json", "--app", Flow.example("delivery/app.json"),
                                                 Flow.example("delivery/1-start.json"), folder.appendingPathComponent("bad.json").path])
            Self.noTrap(result, "activity")
            #expect(result.status == 0)
            #expect(result.stdoutText.contains(#""reason": "aps.timestamp -9223372036854775808 is outside 0…9999999999999 (seconds since 1970)""#),
                    "\(result.stdoutText)")
            // The clock stands at the start's timestamp (1796061600: 2026-11-30 18:00 UTC), not at -2^63.
            #expect(result.stdoutText.contains(#""now": "2026-11-30 18:00:00 UTC""#), "\(result.stdoutText)")
        }
    }

    @Test("a year near Int.max in --at, or in a content-state Date written as a string, is refused, not a trap")
    func hugeYears() throws {
        let year = "9223372036854775807-01-01T00:00Z"
        let at = try PushPeekRunner.run(["activity", "--render", "--app", Flow.example("delivery/app.json"), Flow.example("delivery/1-start.json"), "--at", year])
        Self.noTrap(at, "--at")
        #expect(at.status == 64 && at.stderrText.contains("--at takes"), "\(at.stderrText)")
        try HostileCorpus.withFolder { folder in
            try HostileCorpus.write(#"{"aps":{"timestamp":1796062200,"event":"update","content-state":\#(Self.state(eta: "\"" + year + "\""))}}"#, "eta.json", in: folder)
            let lint = try PushPeekRunner.run(["lint", "--app", Flow.example("delivery/app.json"), folder.appendingPathComponent("eta.json").path])
            Self.noTrap(lint, "lint")
            #expect(lint.status == 1 && lint.stdoutText.contains("aps.content-state.eta: expected Date"), "\(lint.stdoutText)")
        }
    }

    @Test("--expiration past the range, or whose sum overflows, is a usage error naming it",
          arguments: ["+9223372036854775807", "9223372036854775807", "+9999999999999", "10000000000000", "+1e300", "-5"])
    func expirationOutOfRange(_ value: String) throws {
        let result = try PushPeekRunner.run(["send", Flow.example("delivery/2-update.json"), "--device", Self.device,
                                             "--topic", "com.example.app", "--dry-run", "--expiration", value])
        Self.noTrap(result, "--expiration \(value)")
        #expect(result.status == 64, "\(result.stderrText)")
        #expect(result.stderrText.contains("--expiration") && result.stderrText.contains("0…9999999999999"), "\(result.stderrText)")
        #expect(result.stdout.isEmpty)
    }

    @Test func expirationInRangeIsSent() throws {
        let result = try PushPeekRunner.run(["send", Flow.example("delivery/2-update.json"), "--device", Self.device,
                                             "--topic", "com.example.app", "--dry-run", "--expiration", "9999999999999"])
        #expect(result.status == 0, "\(result.stderrText)")
        #expect(result.stdoutText.contains("apns-expiration: 9999999999999\n"))
    }
}
