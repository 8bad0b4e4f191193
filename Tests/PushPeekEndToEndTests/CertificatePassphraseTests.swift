import Foundation
import Testing

/// An encrypted certificate key: its passphrase comes from `--cert-key-password-file` or
/// `PUSHPEEK_CERT_KEY_PASSWORD`; without one, a clear error and never OpenSSL's prompt on the
/// terminal (run in a real pseudo-terminal); a wrong one is named; the preview keeps running.
@Suite("certificate passphrase", .serialized)
struct CertificatePassphraseTests {
    static let passphrase = "correct horse battery"

    /// A certificate-auth stand-in and its client key encrypted with `passphrase`.
    static func server() throws -> (APNsTestServer, String) {
        let server = try APNsTestServer(auth: "cert")
        try APNsTestServer.openssl(["pkey", "-in", "client.key", "-aes256", "-passout", "pass:\(passphrase)", "-out", "client-encrypted.key"],
                                   in: server.folder)
        return (server, server.folder.appendingPathComponent("client-encrypted.key").path)
    }

    static func arguments(_ server: APNsTestServer, key: String, payload: String) -> [String] {
        ["send", payload, "--device", APNsTestServer.device(2), "--topic", APNsTestServer.topic, "--server", server.server,
         "--ca", server.caPath, "--cert", server.clientCertificate, "--cert-key", key]
    }

    @Test(.needsAPNsStandIn) func thePassphraseFileOrTheEnvironmentUnlocksTheKey() throws {
        let (server, key) = try Self.server()
        defer { server.stop() }
        let payload = try server.write(SendCommandTests.alert, "alert.json")
        let file = try server.write(Self.passphrase + "\n", "passphrase.txt")
        let result = try PushPeekRunner.run(Self.arguments(server, key: key, payload: payload) + ["--cert-key-password-file", file])
        #expect(result.status == 0, "\(result.stdoutText) \(result.stderrText)")
        let fromEnvironment = try PushPeekRunner.run(Self.arguments(server, key: key, payload: payload),
                                                     environment: ["PUSHPEEK_CERT_KEY_PASSWORD": Self.passphrase])
        #expect(fromEnvironment.status == 0, "\(fromEnvironment.stdoutText) \(fromEnvironment.stderrText)")
        #expect(try server.requests().count == 2)
    }

    @Test(.needsAPNsStandIn) func aWrongPassphraseIsNamed() throws {
        let (server, key) = try Self.server()
        defer { server.stop() }
        let payload = try server.write(SendCommandTests.alert, "alert.json")
        let file = try server.write("not it\n", "passphrase.txt")
        let result = try PushPeekRunner.run(Self.arguments(server, key: key, payload: payload) + ["--cert-key-password-file", file])
        #expect(result.status == 65)
        #expect(result.stderrText.contains("wrong passphrase for the private key"), "\(result.stderrText)")
        #expect(result.stderrText.components(separatedBy: "pushpeek: error:").count == 2, "one error, not one per device")
        #expect(try server.requests().isEmpty)
    }

    /// In a terminal, without a passphrase: the error, the exit status, and no prompt — the run
    /// ends by itself with no key pressed.
    @Test(.needsAPNsStandIn) func noPassphraseIsAClearErrorAndNoPrompt() throws {
        let (server, key) = try Self.server()
        defer { server.stop() }
        let payload = try server.write(SendCommandTests.alert, "alert.json")
        let tmux = try TmuxSession.pushpeek(Self.arguments(server, key: key, payload: payload), then: "true")
        defer { tmux.close() }
        let screen = try tmux.waitFor("EXIT=", history: true)
        #expect(screen.contains("EXIT=65"), "\(screen)")
        #expect(screen.contains("the private key is encrypted") && screen.contains("--cert-key-password-file"), "\(screen)")
        #expect(!screen.contains("pass phrase"), "\(screen)")
        #expect(try server.requests().isEmpty)
    }

    /// The preview's send key with an encrypted key and no passphrase: the error in the status line,
    /// and the preview still answers keys.
    @Test(.needsAPNsStandIn) func thePreviewShowsTheErrorAndKeepsRunning() throws {
        let (server, key) = try Self.server()
        defer { server.stop() }
        let payload = try server.write(PreviewSendTests.alert, "alert.json")
        let arguments = Array(Self.arguments(server, key: key, payload: payload).dropFirst())
        let tmux = try TmuxSession.pushpeek(arguments, environment: ["XDG_CONFIG_HOME": server.folder.path])
        defer { tmux.close() }
        try tmux.waitFor("q quit")
        try PreviewSendTests.sendConfirmed(tmux)
        let screen = try tmux.waitFor("encrypted")
        #expect(!screen.contains("pass phrase"))
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0)
        #expect(try server.requests().isEmpty)
    }
}
