import Foundation
import ProcessSpawning
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The APNs stand-in (`apns_server.py`, Python's h2 and jwt) on 127.0.0.1 with a self-signed
/// certificate, an ES256 key pair and a client certificate made with OpenSSL's openssl tool in a fresh
/// folder (both found by `APNsStandInTools`; tests that start it are `.needsAPNsStandIn`). `stop()`
/// ends it; the folder is removed.
final class APNsTestServer {
    static let keyID = "ABC123DEFG"
    static let teamID = "DEF123GHIJ"
    static let topic = "com.example.app"
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("apns_server.py").path

    let folder: URL
    let port: Int
    /// The stand-in's process; nil once it was ended and waited for.
    private var pid: pid_t?

    var keyPath: String { folder.appendingPathComponent("AuthKey_\(Self.keyID).p8").path }
    var caPath: String { folder.appendingPathComponent("server.pem").path }
    var clientCertificate: String { folder.appendingPathComponent("client.pem").path }
    var clientKey: String { folder.appendingPathComponent("client.key").path }
    var logPath: String { folder.appendingPathComponent("requests.jsonl").path }
    var server: String { "127.0.0.1:\(port)" }

    /// `send`'s arguments for token auth against this server.
    var tokenArguments: [String] {
        ["--topic", Self.topic, "--key", keyPath, "--key-id", Self.keyID, "--team-id", Self.teamID, "--server", server, "--ca", caPath]
    }

    init(auth: String = "token", maxStreams: Int = 100, delay: Int = 0) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-apns-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "1"]
        try Self.openssl(["req", "-x509"] + ec + ["-keyout", "server.key", "-out", "server.pem", "-subj", "/CN=localhost",
                          "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"], in: folder)
        try Self.openssl(["req", "-x509"] + ec + ["-keyout", "client.key", "-out", "client.pem", "-subj", "/CN=com.example.app"], in: folder)
        try Self.openssl(["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", "AuthKey_\(Self.keyID).p8"], in: folder)
        try Self.openssl(["pkey", "-in", "AuthKey_\(Self.keyID).p8", "-pubout", "-out", "public.pem"], in: folder)
        chmod(folder.appendingPathComponent("AuthKey_\(Self.keyID).p8").path, 0o600)
        chmod(folder.appendingPathComponent("client.key").path, 0o600)
        let portFile = folder.appendingPathComponent("port")
        let arguments = [APNsStandInTools.python ?? "/usr/bin/python3", Self.script, "--cert", "server.pem", "--cert-key", "server.key", "--auth", auth,
                         "--public-key", "public.pem", "--client-ca", "client.pem", "--key-id", Self.keyID,
                         "--team-id", Self.teamID, "--topic", Self.topic, "--max-streams", String(maxStreams), "--delay-ms", String(delay),
                         "--log", "requests.jsonl", "--port-file", "port"]
        let started = try ProcessSpawner.spawn(arguments, streams: .separate(stdin: .null, stdout: .null, stderr: .null), directory: folder.path)
        pid = started
        let deadline = Date().addingTimeInterval(15)
        var found: Int?
        while found == nil {
            if let text = try? String(contentsOf: portFile, encoding: .utf8), let number = Int(text) { found = number; break }
            var status: Int32 = 0
            let ended = waitpid(started, &status, WNOHANG) == started
            guard !ended, Date() < deadline else {
                if !ended {
                    kill(started, SIGKILL)
                    _ = waitpid(started, &status, 0)
                }
                pid = nil
                throw HarnessError("the APNs stand-in did not start (python3-h2, python3-jwt installed?)")
            }
            usleep(20_000)
        }
        port = found ?? 0
    }

    func stop() {
        stopServing()
        try? FileManager.default.removeItem(at: folder)
    }

    /// Ends the server process, keeping its folder (keys, certificates).
    func stopServing() {
        // SIGKILL: a signal mask inherited from the test runner may hold SIGTERM back.
        guard let running = pid else { return }
        pid = nil
        kill(running, SIGKILL)
        var status: Int32 = 0
        _ = waitpid(running, &status, 0)
    }

    deinit { stop() }

    /// The requests the server processed, in order.
    func requests() throws -> [[String: Any]] {
        guard let text = try? String(contentsOfFile: logPath, encoding: .utf8) else { return [] }
        return try text.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
        }
    }

    /// A device token whose bytes spell `behaviour` (see apns_server.py), padded to 32 bytes.
    static func token(_ behaviour: String) -> String {
        let hex = behaviour.utf8.map { String(format: "%02x", $0) }.joined()
        return hex + String(repeating: "0", count: max(0, 64 - hex.count))
    }

    /// A plain device that the server accepts.
    static func device(_ number: Int) -> String {
        String(format: "%064lx", number + 0x1000)
    }

    func write(_ text: String, _ name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func openssl(_ arguments: [String], in folder: URL) throws {
        let result = try ProcessRunner.run([APNsStandInTools.openssl ?? "/usr/bin/openssl"] + arguments, directory: folder.path, timeLimit: 60)
        guard result.status == 0 else { throw HarnessError("openssl \(arguments.joined(separator: " ")) failed: \(result.stderrText)") }
    }
}
