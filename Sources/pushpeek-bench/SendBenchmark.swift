import Foundation

/// `pushpeek send` to 10,000 devices over one HTTP/2 connection, side by side with `h2load -n 10000
/// -c 1 -m 100` (nghttp2-client) sending the same requests — same paths, headers, body and provider
/// token — to the same server: the local APNs stand-in
/// (Tests/PushPeekEndToEndTests/Support/apns_server.py, which checks the token on every request and
/// is the bottleneck) and `nghttpd --echo-upload` (nghttp2-server, C, not the bottleneck). Wall time
/// and CPU time (user + system, the helper included) of each.
enum SendBenchmark {
    /// One client's run against one server.
    struct Measure {
        var seconds: Double
        var cpuSeconds: Double
        /// Requests answered 200 (pushpeek: devices reported sent).
        var succeeded: Int
    }

    /// pushpeek and h2load against one server.
    struct Pair {
        var server: String
        var pushpeek: Measure
        var h2load: Measure?
    }

    struct Result {
        var pairs: [Pair]
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

        let token = try ChildProcess.run(["/usr/bin/python3", "-c",
            "import jwt,time,sys; print(jwt.encode({'iss':'DEF123GHIJ','iat':int(time.time())}, open(sys.argv[1]).read(), algorithm='ES256', headers={'kid':'ABC123DEFG'}))",
            path("AuthKey.p8")], stdout: path("token"))
        let bearer = (try? String(contentsOfFile: path("token"), encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard token.status == 0, !bearer.isEmpty else { throw BenchError("no provider token for h2load (python3-jwt installed?)") }
        var notes: [String] = []
        var pairs: [Pair] = []
        let environment = ["XDG_CACHE_HOME": folder]

        /// pushpeek, then h2load, to the server on `port`.
        func measure(_ server: String, port: Int) throws {
            try (devices.map { "https://127.0.0.1:\(port)/3/device/\($0)" }.joined(separator: "\n") + "\n")
                .write(toFile: path("uris.txt"), atomically: true, encoding: .utf8)
            let run = try ChildProcess.run([binary, "send", path("payload.json"), "--devices", path("devices.txt"), "--topic", "com.example.app",
                                            "--key", path("AuthKey.p8"), "--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJ",
                                            "--server", "127.0.0.1:\(port)", "--ca", path("server.pem"), "--format", "json"],
                                           environment: environment, stdout: path("report.json"), stderr: path("send.err"))
            let report = (try? String(contentsOfFile: path("report.json"), encoding: .utf8)) ?? ""
            let sent = report.components(separatedBy: #""outcome":"sent""#).count - 1
            if run.status != 0 {
                notes.append("pushpeek send (\(server)) exited \(run.status): \(((try? String(contentsOfFile: path("send.err"), encoding: .utf8)) ?? "").prefix(300))")
            }
            var pair = Pair(server: server, pushpeek: Measure(seconds: run.wallSeconds, cpuSeconds: run.userSeconds + run.systemSeconds, succeeded: sent))
            let h2 = try? ChildProcess.run(["h2load", "-n", String(count), "-c", "1", "-m", "100", "-i", path("uris.txt"),
                                            "-d", path("payload.json"), "-H", "apns-push-type: alert", "-H", "apns-topic: com.example.app",
                                            "-H", "apns-priority: 10", "-H", "authorization: bearer \(bearer)",
                                            "-H", "content-type: application/json"], stdout: path("h2load.out"), stderr: path("h2load.err"))
            if let h2, h2.status == 0 {
                let summary = (try? String(contentsOfFile: path("h2load.out"), encoding: .utf8)) ?? ""
                let codes = summary.split(separator: "\n").first { $0.hasPrefix("status codes:") }.map(String.init) ?? ""
                let succeeded = Int(codes.split(separator: " ").dropFirst(2).first ?? "") ?? 0
                pair.h2load = Measure(seconds: h2.wallSeconds, cpuSeconds: h2.userSeconds + h2.systemSeconds, succeeded: succeeded)
                notes.append("h2load (\(server)) \(codes)")
            } else {
                notes.append("h2load not run against \(server) (Debian nghttp2-client) or failed")
            }
            pairs.append(pair)
        }

        try measure("APNs stand-in", port: port)
        if let nghttpdPort = freePort() {
            let nghttpd = try? ChildProcess.spawn(["nghttpd", "--echo-upload", "-m", "100", "-d", folder, String(nghttpdPort),
                                                   path("server.key"), path("server.pem")],
                                                  streams: .files(stdout: "/dev/null", stderr: path("nghttpd.err")))
            if let nghttpd {
                defer {
                    kill(nghttpd, SIGKILL)
                    _ = try? ChildProcess.wait(nghttpd)
                }
                if waitForListener(nghttpdPort) { try measure("nghttpd", port: nghttpdPort) } else { notes.append("nghttpd did not start") }
            } else {
                notes.append("nghttpd not run (Debian nghttp2-server)")
            }
        }
        return Result(pairs: pairs, notes: notes)
    }

    /// A TCP port on 127.0.0.1 nothing listens on now.
    static func freePort() -> Int? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        return bound ? Int(UInt16(bigEndian: address.sin_port)) : nil
    }

    /// Whether something accepts connections on `port` within ten seconds.
    static func waitForListener(_ port: Int) -> Bool {
        for _ in 0..<500 {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = UInt16(port).bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
            }
            close(descriptor)
            if connected { return true }
            usleep(20_000)
        }
        return false
    }
}
