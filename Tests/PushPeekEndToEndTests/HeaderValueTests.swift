import Foundation
import Testing

/// Options that become HTTP/2 headers refuse CR and LF (and every control character but tab) with a
/// usage error naming the option, so no header can be added through them; `--dry-run` to a file
/// writes the request's bytes exactly as they would be sent.
@Suite("Header values from options")
struct HeaderValueTests {
    static let device = String(repeating: "0", count: 64)
    static let injections = ["\r\nx-evil: 1", "\nx-evil: 1", "\r", "\u{1B}[31m", "\u{7F}"]

    static func send(_ extra: [String], environment: [String: String] = [:]) throws -> PushPeekRunner.Result {
        try PushPeekRunner.run(["send", Flow.example("delivery/2-update.json"), "--device", device, "--dry-run"] + extra,
                               environment: environment)
    }

    @Test("CR, LF and controls in --topic, --collapse-id, --push-type and --server are usage errors", arguments: injections)
    func optionsRefuseControls(_ injection: String) throws {
        let cases: [(String, [String])] = [
            ("--topic", ["--topic", "com.example.app" + injection]),
            ("--collapse-id", ["--topic", "com.example.app", "--collapse-id", "c" + injection]),
            ("--push-type", ["--topic", "com.example.app", "--push-type", "alert" + injection]),
            ("--server", ["--topic", "com.example.app", "--server", "localhost" + injection]),
        ]
        for (option, arguments) in cases {
            let result = try Self.send(arguments)
            #expect(!result.signalled && result.status == 64, "\(option): \(result.status) \(result.stderrText)")
            #expect(result.stderrText.contains("\(option) holds"), "\(option): \(result.stderrText)")
            #expect(!result.stdoutText.contains("x-evil"), "\(option): \(result.stdoutText)")
        }
    }

    @Test func topicFromTheEnvironmentIsCheckedToo() throws {
        let result = try Self.send([], environment: ["PUSHPEEK_TOPIC": "com.example.app\r\nx-evil: 1"])
        #expect(result.status == 64, "\(result.stderrText)")
        #expect(result.stderrText.contains("--topic holds a carriage return (CR, 0x0D) at byte 16"), "\(result.stderrText)")
    }

    @Test("--dry-run to a file writes the body's bytes as sent, a bidi override and a CR included")
    func dryRunIsExact() throws {
        try HostileCorpus.withFolder { folder in
            let body = "{\"aps\":{\"alert\":\"\u{202E}evil\"}}\r\n"
            try HostileCorpus.write(body, "payload.json", in: folder)
            let result = try PushPeekRunner.run(["send", folder.appendingPathComponent("payload.json").path, "--device", Self.device,
                                                 "--topic", "com.example.app", "--dry-run", "--collapse-id", "tab\there"])
            #expect(result.status == 0, "\(result.stderrText)")
            let bytes = Array(body.utf8)
            #expect(result.stdout.count >= bytes.count + 2 && Array(result.stdout.suffix(bytes.count + 2)) == bytes + [0x0A, 0x0A],
                    "\(result.stdoutText)")
            #expect(result.stdoutText.contains("apns-collapse-id: tab\there\n"))
            #expect(result.stdoutText.contains("content-length: \(bytes.count)\n"))
        }
    }
}
