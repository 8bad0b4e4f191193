import Foundation

/// `pushpeek serve` started for a test: headless, on a free port of 127.0.0.1, its local CA made
/// in a fresh folder (`XDG_DATA_HOME`), stdout and stderr in files there. `stop()` sends SIGTERM
/// and waits; `kill()` ends it at once; the folder is removed at `deinit`.
final class ServeTestServer {
    static let topic = "com.example.app"
    static let clientScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("serve_client.py").path
    static let device = String(repeating: "ab", count: 32)

    let folder: URL
    let port: Int
    let process: Process
    var caPath: String { folder.appendingPathComponent("ca.pem").path }
    var stdoutPath: String { folder.appendingPathComponent("stdout").path }
    var stderrPath: String { folder.appendingPathComponent("stderr").path }
    var logPath: String { folder.appendingPathComponent("log.jsonl").path }

    /// Starts the server with `arguments` (besides `--listen`, `--headless`, `--ca-out`, `--log`);
    /// `files` are written into the folder first (their names usable in `arguments` as paths there).
    init(_ arguments: [String], files: [String: String] = [:], cleartext: Bool = false) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        process = Process()
        process.executableURL = URL(fileURLWithPath: try BinaryPath.pushpeek())
        process.arguments = ["serve", "--listen", "127.0.0.1:0", "--headless", "--log", "log.jsonl"]
            + (cleartext ? ["--cleartext"] : ["--ca-out", "ca.pem"]) + arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
        process.environment = environment
        FileManager.default.createFile(atPath: folder.appendingPathComponent("stdout").path, contents: nil)
        FileManager.default.createFile(atPath: folder.appendingPathComponent("stderr").path, contents: nil)
        process.standardOutput = FileHandle(forWritingAtPath: folder.appendingPathComponent("stdout").path)
        process.standardError = FileHandle(forWritingAtPath: folder.appendingPathComponent("stderr").path)
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        var found: Int?
        let errors = folder.appendingPathComponent("stderr")
        while found == nil {
            let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            if let range = text.range(of: #"listening on https?://127\.0\.0\.1:[0-9]+"#, options: .regularExpression) {
                found = Int(text[range].split(separator: ":").last ?? "")
                break
            }
            guard process.isRunning, Date() < deadline else {
                kill(process.processIdentifier, SIGKILL)
                throw HarnessError("pushpeek serve did not start: \(text)")
            }
            usleep(20_000)
        }
        port = found ?? 0
    }

    /// SIGTERM, then the exit status once it has drained.
    func stop() -> Int32 {
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        return wait()
    }

    /// The exit status when it ends by itself (`--exit-after`, `--timeout`); killed after a minute.
    func wait() -> Int32 {
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
        try? FileManager.default.removeItem(at: folder)
    }

    var stdout: String { (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

    /// The `--log` lines, each a JSON object.
    func logLines() throws -> [[String: Any]] {
        let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        return try text.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
    }

    /// `curl --http2` against the server: the status, the response headers (lower-case names) and the body.
    func curl(_ path: String, method: String = "POST", headers: [(String, String)] = [], body: String? = "{\"aps\":{\"alert\":\"hi\"}}",
              extra: [String] = []) throws -> (status: Int, headers: [String: String], body: String) {
        let headerFile = folder.appendingPathComponent("curl-headers-\(UUID().uuidString)").path
        var arguments = ["curl", "-sS", "--http2", "--cacert", caPath, "-X", method, "-D", headerFile, "-o", "-", "--max-time", "60"]
        for (name, value) in headers { arguments += ["-H", "\(name): \(value)"] }
        if let body { arguments += ["--data-binary", body] }
        let result = try Spawn.run(arguments + extra + ["https://localhost:\(port)\(path)"])
        guard result.status == 0 else { throw HarnessError("curl failed: \(result)") }
        let lines = ((try? String(contentsOfFile: headerFile, encoding: .utf8)) ?? "").split(whereSeparator: \.isNewline)
        var found: [String: String] = [:]
        var status = 0
        for line in lines {
            if line.hasPrefix("HTTP/") { status = Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0; continue }
            guard let colon = line.firstIndex(of: ":") else { continue }
            found[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return (status, found, result.stdout)
    }

    /// Runs `serve_client.py MODE` with the system python (h2); its JSON output.
    func client(_ mode: String, _ number: Int = 0, headers: [(String, String)] = [], stdin: String? = nil) throws -> Any {
        let pairs = headers.map { [$0.0, $0.1] }
        let headerJSON = String(decoding: try JSONSerialization.data(withJSONObject: pairs), as: UTF8.self)
        let ca = process.arguments?.contains("--cleartext") == true ? "-" : caPath
        let result = try Spawn.run([APNsStandInTools.python ?? "/usr/bin/python3", Self.clientScript, String(port), ca, mode, String(number), headerJSON],
                                   stdin: stdin, timeout: 120)
        guard result.status == 0, let data = result.stdout.data(using: .utf8) else { throw HarnessError("serve_client.py \(mode) failed: \(result)") }
        return try JSONSerialization.jsonObject(with: data)
    }
}
