import Foundation
import Testing

/// `pushpeek serve` on a terminal (tmux, 80×24): pushes sent by curl while it runs arrive on the
/// lock screen, the last one's answer in the status; `q` ends it with the verdict's status.
@Suite(.needsAPNsStandIn, .serialized)
struct ServeLockScreenTests {
    @Test("Three pushes arrive on the live lock screen")
    func threePushes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-serve-tui-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("app.json").path
        try Data(ServeFixtures.app.utf8).write(to: URL(fileURLWithPath: app))
        let ca = folder.appendingPathComponent("ca.pem").path
        let key = folder.appendingPathComponent("key.p8").path
        try ServeFixtures.makeKey(key)
        let token = try ServeFixtures.token(keyPath: key)
        let port = Int.random(in: 20_000...60_000)
        let tmux = try TmuxSession.pushpeek(["serve", "--app", app, "--accept-any-token", "--listen", "127.0.0.1:\(port)", "--ca-out", ca],
                                            then: "true", environment: ["XDG_DATA_HOME": folder.appendingPathComponent("data").path])
        let first = try tmux.waitFor("q quit")
        #expect(first.contains("Port \(port), any token (--accept-any-token)"), "\(first)")
        for number in 1...3 {
            let result = try Spawn.run(["curl", "-sS", "--http2", "--cacert", ca, "--retry", "20", "--retry-connrefused", "-o", "/dev/null",
                                        "-w", "%{http_code}", "-H", "apns-topic: com.example.app", "-H", "authorization: bearer \(token)",
                                        "--data-binary", #"{"aps":{"alert":{"title":"Order \#(number)","body":"Parcel \#(number) shipped"}}}"#,
                                        "https://localhost:\(port)/3/device/\(ServeTestServer.device)"])
            #expect(result.stdout == "200", "\(result)")
            _ = try tmux.waitFor("Order \(number)")
        }
        let screen = try tmux.waitFor("3 notifications")
        #expect(screen.contains("Parcel 3 shipped"))
        #expect(screen.contains("#3 200 OK"))
        try tmux.sendKeys("q")
        _ = try tmux.waitFor("EXIT=0")
    }
}
