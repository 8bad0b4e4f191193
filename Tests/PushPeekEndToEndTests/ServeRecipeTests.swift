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

    @Test("The README's curl recipe and its pushpeek send recipe work as written", arguments: [0, 2])
    func recipe(_ index: Int) throws {
        let result = try Self.run(try #require(try Self.blocks().dropFirst(index).first))
        #expect(result.stdout.contains("#1 200 OK abab"), "\(result)")
        #expect(result.stdout.contains("serve-exit=0"), "\(result)")
    }

    /// A python3 that imports aioapns (Debian python3-aioapns), or nil.
    static let aioapnsPython: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return (path.split(separator: ":").map { "\($0)/python3" } + ["/usr/bin/python3"]).first { candidate in
            FileManager.default.isExecutableFile(atPath: candidate)
                && (try? Spawn.run([candidate, "-c", "import aioapns"]))?.status == 0
        }
    }()

    @Test("The README's aioapns recipe works as written: the library's push arrives and is answered 200",
          .enabled(if: aioapnsPython != nil, "needs python3 with aioapns (Debian python3-aioapns, on the optional line)"))
    func aioapnsRecipe() throws {
        let python = try #require(Self.aioapnsPython)
        let result = try Self.run(try #require(try Self.blocks().dropFirst(1).first), python: python)
        #expect(result.stdout.contains("#1 200 OK abab"), "\(result)")
        #expect(Self.outsideServeLines(result.stdout).split(separator: "\n").contains("200"), "aioapns printed its answer's status: \(result)")
        #expect(result.stdout.contains("serve-exit=0"), "\(result)")
    }

    @Test("python3's status is found when serve's line falls between it and its newline")
    func interleavedOutput() {
        let printed = "200#1 200 OK ababab…abab alert com.example.app: valid\n\nserve-exit=0\n"
        #expect(Self.outsideServeLines(printed).split(separator: "\n") == ["200", "serve-exit=0"])
        #expect(!Self.outsideServeLines("#1 200 OK ababab…abab alert com.example.app: valid\n").split(separator: "\n").contains("200"))
    }

    /// `output` without serve's headless lines (`#1 200 OK …`): serve and python3 share the pipe, and with
    /// `PYTHONUNBUFFERED` set, `print` writes its text and its newline apart, so serve's line can fall between them.
    static func outsideServeLines(_ output: String) -> String {
        output.replacingOccurrences(of: #"#[0-9]+ [0-9]{3} [^\n]*\n?"#, with: "", options: .regularExpression)
    }

    /// Runs a README block in a folder with an app description, a payload, a `.p8` key and a token;
    /// `python` is the `python3` the block finds first on its PATH.
    static func run(_ block: String, python: String? = nil) throws -> ProcessResult {
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
        var binaries = [URL(fileURLWithPath: try BinaryPath.pushpeek()).deletingLastPathComponent().path]
        if let python {
            let tools = folder.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: tools.appendingPathComponent("python3").path, withDestinationPath: python)
            binaries.append(tools.path)
        }
        let environment = ["PATH": (binaries + [ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]).joined(separator: ":"),
                           "JWT": jwt, "TOKEN": ServeTestServer.device, "XDG_DATA_HOME": folder.appendingPathComponent("data").path]
        var result = try ExternalTool.run(["/bin/sh", "-c", Self.waitingForServer(script, port: port)], in: folder, environment: environment)
        result.stdout = result.stdout.replacingOccurrences(of: "\r", with: "")
        return result
    }

    /// The script with a wait for the server's port after its first line (the server starts in the background).
    static func waitingForServer(_ script: String, port: String) -> String {
        var lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let wait = "for i in $(seq 1 600); do (exec 3<>/dev/tcp/127.0.0.1/\(port)) 2>/dev/null && break; sleep 0.1; done"
        lines.insert("bash -c '\(wait)'", at: 1)
        return lines.joined(separator: "\n")
    }
}
