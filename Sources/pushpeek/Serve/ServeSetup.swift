#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel
import PushPeekSend
import PushPeekServer

/// `serve`'s command line read and its files loaded: where to listen, the rules' app and
/// devices, the keys, the faults, and the headless limits. A wrong value is a usage error.
struct ServeSetup {
    var host = "127.0.0.1"
    var port = 2197
    var cleartext = false
    var rules = ServeRules()
    var policy = ProviderTokenGate.Policy(teamID: nil, keyIDs: [], acceptsAnyToken: false)
    var verifier = TokenVerifier()
    var clientCA: String?
    /// The APNs `serve` stands in for (`--production`; else the development one): a client
    /// certificate for the other gets BadCertificateEnvironment.
    var environment = APNsEnvironment.sandbox
    var faults = FaultPlan()
    var latency = 0
    var goawayAfter: Int?
    var exitAfter: Int?
    var timeout: Int?
    var idleTimeout = 3_600_000
    var logPath: String?
    var caOut: String?

    static let defaultPort = 2197

    init(_ arguments: Arguments) throws(InputError) {
        if !arguments.positionals.isEmpty {
            throw InputError(.usage, message: "serve takes no file arguments (\"\(TerminalSafeText.sanitize(arguments.positionals[0]))\"); the app is --app FILE")
        }
        if let listen = arguments.value("--listen") { (host, port) = try ServeSetup.address(listen) }
        cleartext = arguments.has("--cleartext")
        clientCA = arguments.value("--client-ca")
        if arguments.has("--production") { environment = .production }
        if cleartext, let conflicting = ["--client-ca", "--ca-out"].first(where: arguments.given) {
            throw InputError(.usage, message: "\(conflicting) needs TLS; leave out --cleartext")
        }
        caOut = arguments.value("--ca-out")
        if let app = arguments.value("--app") { rules.bundleID = try AppSource.bundleIdentifier(app) }
        if !arguments.all("--devices").isEmpty {
            var devices = Set<String>()
            for file in arguments.all("--devices") { devices.formUnion(try DeviceToken.list(try InputFile.read(file), file: file)) }
            rules.devices = devices
        }
        for file in arguments.all("--unregistered") { try readUnregistered(file) }
        try readKeys(arguments)
        for spec in arguments.all("--fail") { try faults.add(spec) }
        latency = try arguments.value("--latency").map { value throws(InputError) in try DurationText.milliseconds(value, option: "--latency") } ?? 0
        timeout = try arguments.value("--timeout").map { value throws(InputError) in try DurationText.milliseconds(value, option: "--timeout") }
        if let idle = arguments.value("--idle-timeout") { idleTimeout = max(1, try DurationText.milliseconds(idle, option: "--idle-timeout")) }
        goawayAfter = try arguments.integer("--goaway-after", in: 1...1_000_000_000)
        exitAfter = try arguments.integer("--exit-after", in: 1...1_000_000_000)
        logPath = arguments.value("--log")
    }

    /// `HOST:PORT`, `[::1]:PORT` or `:PORT` (127.0.0.1).
    static func address(_ text: String) throws(InputError) -> (String, Int) {
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]), (0...65_535).contains(port) else {
            throw InputError(.usage, message: "--listen takes HOST:PORT (127.0.0.1:2197), not \"\(TerminalSafeText.sanitize(text))\"")
        }
        var host = String(text[..<colon])
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        return (host.isEmpty ? "127.0.0.1" : host, port)
    }

    /// `--key KEYID=FILE`… and `--team`; without keys, `--accept-any-token` or `--client-ca` must say how clients prove who they are.
    mutating func readKeys(_ arguments: Arguments) throws(InputError) {
        for entry in arguments.all("--key") {
            guard let equals = entry.firstIndex(of: "="), equals != entry.startIndex else {
                throw InputError(.usage, message: "--key takes KEYID=FILE (ABC123DEFG=AuthKey_ABC123DEFG.p8), not \"\(TerminalSafeText.sanitize(entry))\"")
            }
            let keyID = String(entry[..<equals])
            let file = String(entry[entry.index(after: equals)...])
            try verifier.add(keyID: keyID, pem: try InputFile.read(file), file: file)
        }
        policy = ProviderTokenGate.Policy(teamID: arguments.value("--team"), keyIDs: verifier.keyIDs, acceptsAnyToken: arguments.has("--accept-any-token"))
        if policy.keyIDs.isEmpty && !policy.acceptsAnyToken && clientCA == nil {
            throw InputError(.usage, message: "serve needs --key KEYID=FILE (with --team), --accept-any-token or --client-ca: how clients prove who they are")
        }
    }

    /// `--unregistered FILE`: one token a line, optionally followed by the `timestamp` (milliseconds)
    /// APNs answers with; without one, the time the server started.
    mutating func readUnregistered(_ file: String) throws(InputError) {
        let started = ServeSetup.nowMilliseconds()
        let text = String(decoding: try InputFile.read(file), as: UTF8.self)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let first = words.first, !first.hasPrefix("#") else { continue }
            let place = SourceLocation(line: index + 1, column: 1, offset: 0)
            let token: String
            do throws(InputError) { token = try DeviceToken.normalized(String(first)) } catch {
                throw InputError(.badInput, file: file, location: place, message: error.message)
            }
            var timestamp = started
            if words.count > 1 {
                guard let given = Int(words[1]), given >= 0 else {
                    throw InputError(.badInput, file: file, location: place, message: "the timestamp after the token is not milliseconds since 1970")
                }
                timestamp = given
            }
            rules.unregistered[token] = timestamp
        }
    }

    static func nowMilliseconds() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
    }
}
