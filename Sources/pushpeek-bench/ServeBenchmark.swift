import Foundation

/// `pushpeek serve --accept-any-token` (headless, logging every push to a file) against `nghttpd`
/// (nghttp2-server) answering the same requests with a static 200, both over TLS 1.3 with a P-256
/// certificate, driven by the same `h2load -n N -c 10 -m 100` (nghttp2-client); then serve's peak
/// resident memory while 1,000 connections are open at once.
enum ServeBenchmark {
    struct Result {
        var pushpeek: Double
        var nghttpd: Double?
        var peakKilobytes: Int?
        var notes: [String]
    }

    static func run(binary: String, count: Int) throws -> Result {
        guard ChildProcess.exists("h2load") else { throw BenchError("h2load missing (Debian nghttp2-client)") }
        let folder = NSTemporaryDirectory() + "pushpeek-bench-serve-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder + "/htdocs/3/device", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func path(_ name: String) -> String { folder + "/" + name }
        let device = String(repeating: "ab", count: 32)
        FileManager.default.createFile(atPath: path("htdocs/3/device/" + device), contents: Data())
        try #"{"aps":{"alert":{"title":"Benchmark","body":"One of many"}}}"#.write(toFile: path("payload.json"), atomically: true, encoding: .utf8)
        let key = try ChildProcess.run(["/bin/sh", "-c", "openssl ecparam -name prime256v1 -genkey -noout | openssl pkcs8 -topk8 -nocrypt -out \"$0\"", path("key.p8")])
        guard key.status == 0 else { throw BenchError("openssl could not make a key") }
        _ = try ChildProcess.run(["/usr/bin/python3", "-c",
            "import jwt,time,sys; print(jwt.encode({'iss':'DEF123GHIJ','iat':int(time.time())}, open(sys.argv[1]).read(), algorithm='ES256', headers={'kid':'ABC123DEFG'}))",
            path("key.p8")], stdout: path("token"))
        let bearer = (try? String(contentsOfFile: path("token"), encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !bearer.isEmpty else { throw BenchError("PyJWT could not sign a token (python3-jwt)") }
        let headers = ["-H", "apns-push-type: alert", "-H", "apns-topic: com.example.app", "-H", "apns-priority: 10", "-H", "authorization: bearer \(bearer)"]

        let server = try ChildProcess.spawn([binary, "serve", "--accept-any-token", "--headless", "--listen", "127.0.0.1:0", "--log", path("log.jsonl"),
                                             "--ca-out", path("ca.pem")], environment: ["XDG_DATA_HOME": path("data")],
                                            streams: .files(stdout: "/dev/null", stderr: path("serve.err")))
        defer {
            kill(server, SIGKILL)
            _ = try? ChildProcess.wait(server)
        }
        var port = 0
        for _ in 0..<1000 where port == 0 {
            let text = (try? String(contentsOfFile: path("serve.err"), encoding: .utf8)) ?? ""
            if let range = text.range(of: #"127\.0\.0\.1:[0-9]+"#, options: .regularExpression) { port = Int(text[range].split(separator: ":").last ?? "") ?? 0 }
            if port == 0 { usleep(20_000) }
        }
        guard port > 0 else { throw BenchError("pushpeek serve did not start") }
        var notes: [String] = []
        let load = ["-n", String(count), "-c", "10", "-m", "100", "-d", path("payload.json")] + headers
        let pushpeek = try requestsPerSecond(load + ["https://127.0.0.1:\(port)/3/device/\(device)"], output: path("h2load-serve.out"), notes: &notes)
        let connections = try? ChildProcess.run(["h2load", "-n", "1000", "-c", "1000", "-m", "1", "-d", path("payload.json")] + headers
                                                + ["https://127.0.0.1:\(port)/3/device/\(device)"], stdout: path("h2load-1000.out"), stderr: "/dev/null")
        let peak = connections?.status == 0 ? peakKilobytes(server) : nil

        var nghttpd: Double?
        if ChildProcess.exists("nghttpd") {
            let certificate = try ChildProcess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "1",
                                                    "-keyout", path("server.key"), "-out", path("server.pem"), "-subj", "/CN=localhost"])
            let otherPort = port + 1
            if certificate.status == 0 {
                let reference = try ChildProcess.spawn(["nghttpd", "-d", path("htdocs"), "--address", "127.0.0.1", String(otherPort), path("server.key"), path("server.pem")],
                                                       streams: .files(stdout: "/dev/null", stderr: path("nghttpd.err")))
                defer {
                    kill(reference, SIGKILL)
                    _ = try? ChildProcess.wait(reference)
                }
                usleep(500_000)
                nghttpd = try? requestsPerSecond(load + ["https://127.0.0.1:\(otherPort)/3/device/\(device)"], output: path("h2load-nghttpd.out"), notes: &notes)
            }
        } else {
            notes.append("nghttpd not run (Debian nghttp2-server)")
        }
        return Result(pushpeek: pushpeek, nghttpd: nghttpd, peakKilobytes: peak, notes: notes)
    }

    /// h2load's "req/s" for `arguments`; its status codes line goes to `notes`.
    static func requestsPerSecond(_ arguments: [String], output: String, notes: inout [String]) throws -> Double {
        let run = try ChildProcess.run(["h2load"] + arguments, stdout: output, stderr: "/dev/null")
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        if let codes = text.split(separator: "\n").first(where: { $0.hasPrefix("status codes:") }) { notes.append("h2load \(arguments.last ?? ""): \(codes)") }
        guard run.status == 0, let line = text.split(separator: "\n").first(where: { $0.hasPrefix("finished in") }),
              let field = line.split(separator: ",").dropFirst().first,
              let value = Double(field.trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "") else {
            throw BenchError("h2load failed: \(text.suffix(300))")
        }
        return value
    }

    /// The process's peak resident set (VmHWM), kilobytes.
    static func peakKilobytes(_ pid: pid_t) -> Int? {
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return Int(line.split(separator: " ").dropFirst().first ?? "")
        #else
        return nil
        #endif
    }
}
