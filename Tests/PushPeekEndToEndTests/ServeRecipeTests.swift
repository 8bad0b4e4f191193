import Foundation
import Testing

/// The README's recipes for `pushpeek serve` are run as written: the shell blocks of its section,
/// with the port moved off 2197 (another run may hold it: `--listen` and the URLs) and `--exit-after 1` so the server ends
/// after the one push, in a folder with an app description, a payload, a `.p8` key and a token.
@Suite(.needsAPNsStandIn, .serialized)
struct ServeRecipeTests {
    static func blocks() throws -> [String] {
        let readme = try String(contentsOf: ExternalTool.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## An APNs endpoint on your machine (`pushpeek serve`)").dropFirst().first)
        let body = section.components(separatedBy: "\n## ").first ?? ""
        return body.components(separatedBy: "```sh\n").dropFirst().map { $0.components(separatedBy: "```").first ?? "" }
    }

    @Test("The README's curl recipe and its pushpeek send recipe work as written", arguments: [0, 1])
    func recipe(_ index: Int) throws {
        let block = try #require(try Self.blocks().dropFirst(index).first)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-recipe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(ServeFixtures.app.utf8).write(to: folder.appendingPathComponent("app.json"))
        try Data(#"{"aps":{"alert":{"title":"Recipe","body":"from the README"}}}"#.utf8).write(to: folder.appendingPathComponent("payload.json"))
        let key = folder.appendingPathComponent("AuthKey_ABC123DEFG.p8").path
        try ServeFixtures.makeKey(key)
        let jwt = try ServeFixtures.token(keyPath: key, keyID: "ABC123DEFG", teamID: "DEF123GHIJ")
        let port = String(Int.random(in: 20_000...60_000))
        let script = block.replacingOccurrences(of: "2197", with: port).replacingOccurrences(of: "--headless &", with: "--headless --exit-after 1 --listen 127.0.0.1:\(port) &")
            + "\nwait $!\necho serve-exit=$?\n"
        let binaries = URL(fileURLWithPath: try BinaryPath.pushpeek()).deletingLastPathComponent().path
        let environment = ["PATH": binaries + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                           "JWT": jwt, "TOKEN": ServeTestServer.device, "XDG_DATA_HOME": folder.appendingPathComponent("data").path]
        var result = try ExternalTool.run(["/bin/sh", "-c", Self.waitingForServer(script, port: port)], in: folder, environment: environment)
        result.stdout = result.stdout.replacingOccurrences(of: "\r", with: "")
        #expect(result.stdout.contains("#1 200 OK abab"), "\(result)")
        #expect(result.stdout.contains("serve-exit=0"), "\(result)")
    }

    /// The script with a wait for the server's port after its first line (the server starts in the background).
    static func waitingForServer(_ script: String, port: String) -> String {
        var lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let wait = "for i in $(seq 1 600); do (exec 3<>/dev/tcp/127.0.0.1/\(port)) 2>/dev/null && break; sleep 0.1; done"
        lines.insert("bash -c '\(wait)'", at: 1)
        return lines.joined(separator: "\n")
    }
}
