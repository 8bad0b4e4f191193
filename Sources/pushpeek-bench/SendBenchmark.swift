import Foundation

/// `pushpeek send` to 10,000 devices over one HTTP/2 connection to the local APNs stand-in
/// (Tests/PushPeekEndToEndTests/Support/apns_server.py), against `h2load` (nghttp2-client) sending
/// the same 10,000 requests — same paths, headers, body and provider token — to the same server
/// over one connection with 100 streams at a time.
enum SendBenchmark {
    struct Result {
        var pushpeek: Double
        var h2load: Double?
        var sent: Int
        var notes: [String]
    }

    static func run(packageRoot: String, binary: String, count: Int) throws -> Result {
        let folder = NSTemporaryDirectory() + "pushpeek-bench-send-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func path(_ name: String) -> String { folder + "/" + name }
        func openssl(_ arguments: [String]) throws {
            let result = try ChildProcess.run(["openssl"] + arguments)
            guard result.status == 0 else { throw BenchError("openssl \(arguments.first ?? "") failed") }
        }
        try openssl(["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "1",
                     "-keyout", path("server.key"), "-out", path("server.pem"), "-subj", "/CN=localhost",
                     "-addext", "subjectAltName=IP:127.0.0.1"])
        try openssl(["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", path("AuthKey.p8")])
        try openssl(["pkey", "-in", path("AuthKey.p8"), "-pubout", "-out", path("public.pem")])
        chmod(path("AuthKey.p8"), 0o600)
        let server = try ChildProcess.spawn(["/usr/bin/python3", packageRoot + "/Tests/PushPeekEndToEndTests/Support/apns_server.py",
                                             "--cert", path("server.pem"), "--cert-key", path("server.key"), "--public-key", path("public.pem"),
                                             "--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJ", "--topic", "com.example.app",
                                             "--max-streams", "100", "--port-file", path("port")],
                                            streams: .files(stdout: "/dev/null", stderr: path("server.err")))
        defer {
            kill(server, SIGKILL)
            _ = try? ChildProcess.wait(server)
        }
        var port = 0
        for _ in 0..<500 where port == 0 {
            port = Int((try? String(contentsOfFile: path("port"), encoding: .utf8)) ?? "") ?? 0
            if port == 0 { usleep(20_000) }
        }
        guard port > 0 else { throw BenchError("the APNs stand-in did not start (python3-h2, python3-jwt installed?)") }

        let payload = #"{"aps":{"alert":{"title":"Benchmark","body":"One of many"}}}"#
        try payload.write(toFile: path("payload.json"), atomically: true, encoding: .utf8)
        let devices = (0..<count).map { String(format: "%064lx", 0x1000 + $0) }
        try (devices.joined(separator: "\n") + "\n").write(toFile: path("devices.txt"), atomically: true, encoding: .utf8)

        let start = Clock.seconds()
        let run = try ChildProcess.run([binary, "send", path("payload.json"), "--devices", path("devices.txt"), "--topic", "com.example.app",
                                        "--key", path("AuthKey.p8"), "--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJ",
                                        "--server", "127.0.0.1:\(port)", "--ca", path("server.pem"), "--format", "json"],
                                       stdout: path("report.json"), stderr: path("send.err"))
        let pushpeekSeconds = Clock.seconds() - start
        let report = (try? String(contentsOfFile: path("report.json"), encoding: .utf8)) ?? ""
        let sent = report.components(separatedBy: #""outcome":"sent""#).count - 1
        var notes: [String] = []
        if run.status != 0 { notes.append("pushpeek send exited \(run.status): \((try? String(contentsOfFile: path("send.err"), encoding: .utf8)) ?? "")") }

        // The same requests for h2load: one URI per device, the same headers and a token from the same key.
        let token = try ChildProcess.run(["/usr/bin/python3", "-c",
            "import jwt,time,sys; print(jwt.encode({'iss':'DEF123GHIJ','iat':int(time.time())}, open(sys.argv[1]).read(), algorithm='ES256', headers={'kid':'ABC123DEFG'}))",
            path("AuthKey.p8")], stdout: path("token"))
        let bearer = (try? String(contentsOfFile: path("token"), encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        try (devices.map { "https://127.0.0.1:\(port)/3/device/\($0)" }.joined(separator: "\n") + "\n")
            .write(toFile: path("uris.txt"), atomically: true, encoding: .utf8)
        var h2loadSeconds: Double?
        if token.status == 0, !bearer.isEmpty {
            let h2Start = Clock.seconds()
            let h2 = try? ChildProcess.run(["h2load", "-n", String(count), "-c", "1", "-m", "100", "-i", path("uris.txt"),
                                            "-d", path("payload.json"), "-H", "apns-push-type: alert", "-H", "apns-topic: com.example.app",
                                            "-H", "apns-priority: 10", "-H", "authorization: bearer \(bearer)",
                                            "-H", "content-type: application/json"], stdout: path("h2load.out"), stderr: path("h2load.err"))
            if let h2, h2.status == 0 {
                h2loadSeconds = Clock.seconds() - h2Start
                let summary = (try? String(contentsOfFile: path("h2load.out"), encoding: .utf8)) ?? ""
                if let line = summary.split(separator: "\n").first(where: { $0.hasPrefix("status codes:") }) { notes.append("h2load \(line)") }
            } else {
                notes.append("h2load not run (Debian nghttp2-client) or failed")
            }
        }
        return Result(pushpeek: pushpeekSeconds, h2load: h2loadSeconds, sent: sent, notes: notes)
    }
}
