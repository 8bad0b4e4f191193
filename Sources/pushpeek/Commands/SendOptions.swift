#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel
import PushPeekSend

/// `send`'s settings gathered from the command line, the environment and the config file
/// (`SendSettings`), checked: which environment, which authentication, which devices. The preview
/// takes the same options for its send key, where a missing device, topic or credential is not an
/// error at start but what the key explains (`missing`).
struct SendOptions {
    enum Authentication {
        case token(key: String, keyID: String, teamID: String)
        case certificate(file: String, key: String?)
        /// Dry run or Simulator without credentials.
        case none
    }

    var payloadPath: String
    var devices: [String] = []
    var topic: String
    var environment: APNsEnvironment
    var authentication: Authentication
    var overrides = PushHeaders.Overrides()
    var apnsID: String?
    var host: String
    var port = 443
    var caFile: String?
    /// The file holding the certificate key's passphrase.
    var certificateKeyPasswordFile: String?
    var timeout = 30_000
    var policy = RetryPolicy()
    var simulator: String?
    var json: Bool
    /// What the send needs and was not given, one sentence each (only when allowed to be missing).
    var missing: [String] = []

    /// The config file's path: `$XDG_CONFIG_HOME/pushpeek/send.conf`, else `~/.config/pushpeek/send.conf`.
    static func configPath() -> String? {
        if let base = Output.environment("XDG_CONFIG_HOME"), !base.isEmpty { return base + "/pushpeek/send.conf" }
        if let home = Output.environment("HOME"), !home.isEmpty { return home + "/.config/pushpeek/send.conf" }
        return nil
    }

    /// The settings from the config file (when it exists) under the environment's.
    static func settings() throws(InputError) -> SendSettings {
        var settings = SendSettings()
        if let path = configPath() {
            var info = stat()
            if stat(path, &info) == 0 { settings = try SendSettings.parse(try InputFile.read(path), file: path) }
        }
        return settings.overridden(byEnvironment: Output.environment)
    }

    /// `pushpeek send`'s options: the config file and the environment under the command line;
    /// anything missing is a usage error.
    init(_ arguments: Arguments) throws(InputError) {
        guard arguments.positionals.count == 1, let payload = arguments.positionals.first else {
            throw InputError(.usage, message: arguments.positionals.isEmpty ? "send needs a payload file" : "send takes one payload file")
        }
        try self.init(arguments, settings: try Self.settings(), payloadPath: payload, allowingMissing: false)
    }

    /// The options for sending `payloadPath` with `settings` under the command line. With
    /// `allowingMissing`, a missing topic, device or credential is noted in `missing` instead of
    /// thrown; a wrong value is always an error.
    init(_ arguments: Arguments, settings: SendSettings, payloadPath: String, allowingMissing: Bool) throws(InputError) {
        func setting(_ name: String) -> String? { arguments.value("--" + name) ?? settings[name] }
        var missing: [String] = []
        /// `message` for `send`, `short` (what, and the option that gives it) for the preview's key.
        func lacking(_ message: String, short: String) throws(InputError) {
            guard allowingMissing else { throw InputError(.usage, message: message) }
            missing.append(short)
        }

        self.payloadPath = payloadPath
        json = try arguments.choice("--format", OutputFormat.summaryFormats, default: .text) == .json
        simulator = arguments.value("--simulator")
        if let topic = setting("topic") {
            self.topic = topic
        } else if !allowingMissing, let appPath = arguments.value("--app") {
            self.topic = try AppSource.bundleIdentifier(appPath)
            Output.err("pushpeek: topic \(TerminalSafeText.sanitize(self.topic)), the bundle ID of \(TerminalSafeText.sanitize(appPath))\n")
        } else {
            self.topic = ""
            try lacking("send needs --topic BUNDLE-ID (or PUSHPEEK_TOPIC)", short: "no topic (--topic BUNDLE-ID)")
        }

        if arguments.has("--sandbox") && arguments.has("--production") {
            throw InputError(.usage, message: "--sandbox and --production contradict each other")
        }
        if arguments.has("--production") {
            environment = .production
        } else if arguments.has("--sandbox") {
            environment = .sandbox
        } else if let name = settings["environment"] {
            guard let named = APNsEnvironment(rawValue: name) else {
                throw InputError(.usage, message: "environment takes sandbox or production, not \"\(TerminalSafeText.sanitize(name))\"")
            }
            environment = named
        } else {
            environment = .sandbox
        }
        host = environment.host
        if let server = setting("server") {
            (host, port) = try Self.hostAndPort(server)
        }
        caFile = setting("ca")

        for token in arguments.all("--device") { devices.append(try DeviceToken.normalized(token)) }
        for file in arguments.all("--devices") { devices += try DeviceToken.list(try InputFile.read(file), file: file) }
        var seen = Set<String>()
        devices = devices.filter { seen.insert($0).inserted }
        if simulator == nil && devices.isEmpty {
            try lacking("send needs --device TOKEN or --devices FILE (or --simulator)", short: "no device (--device TOKEN)")
        }

        overrides.pushType = arguments.value("--push-type")
        overrides.priority = try arguments.integer("--priority", in: 0...100)
        overrides.collapseID = arguments.value("--collapse-id")
        if let text = arguments.value("--expiration") {
            overrides.expiration = try Self.expiration(text, now: Int(time(nil)))
        }
        if let id = arguments.value("--apns-id") {
            guard UUIDText.isValid(id) else { throw InputError(.usage, message: "--apns-id takes a UUID (8-4-4-4-12 hex digits)") }
            guard devices.count <= 1 else { throw InputError(.usage, message: "--apns-id names one push; give one device") }
            apnsID = id.lowercased()
        }
        timeout = (try arguments.integer("--timeout", in: 1...3600) ?? 30) * 1000
        policy.maximumRetries = try arguments.integer("--retries", in: 0...10) ?? policy.maximumRetries
        policy.initialDelay = try arguments.integer("--retry-delay", in: 0...60_000) ?? policy.initialDelay

        let key = setting("key"), cert = setting("cert")
        if key != nil && cert != nil {
            throw InputError(.usage, message: "give --key (token auth) or --cert (certificate auth), not both")
        }
        if let key, let keyID = setting("key-id"), let teamID = setting("team-id") {
            authentication = .token(key: key, keyID: keyID, teamID: teamID)
        } else if key != nil {
            authentication = .none
            try lacking("token auth needs --key-id and --team-id with --key", short: "no key ID or team ID (--key-id, --team-id)")
        } else if let cert {
            authentication = .certificate(file: cert, key: setting("cert-key"))
            certificateKeyPasswordFile = setting("cert-key-password-file")
        } else {
            authentication = .none
            if !arguments.has("--dry-run") && simulator == nil {
                try lacking("send needs --key, --key-id and --team-id (token auth) or --cert (certificate auth)",
                            short: "no key (--key, --key-id, --team-id) or certificate (--cert)")
            }
        }
        self.missing = missing
    }

    /// `--expiration`: seconds since 1970 (0: deliver once) or `+SECONDS` from `now`, within
    /// `DateLimits` (the sum is checked, not wrapped or trapped).
    static func expiration(_ text: String, now: Int) throws(InputError) -> Int {
        let relative = text.hasPrefix("+")
        let limit = Int(exactly: DateLimits.maximumSeconds) ?? Int.max
        let range = "0…\(limit)"
        guard let number = Int(relative ? String(text.dropFirst()) : text), number >= 0 else {
            throw InputError(.usage, message: "--expiration takes seconds since 1970 (\(range)), 0, or +SECONDS, not \"\(TerminalSafeText.sanitize(text))\"")
        }
        let (sum, overflow) = relative ? now.addingReportingOverflow(number) : (number, false)
        guard !overflow, sum <= limit else {
            throw InputError(.usage, message: "--expiration \(TerminalSafeText.sanitize(text)) is past \(range) seconds since 1970")
        }
        return sum
    }

    /// `host`, `host:port` or `[v6]:port`.
    static func hostAndPort(_ text: String) throws(InputError) -> (String, Int) {
        try HeaderValue.check(text, option: "--server")
        guard let colon = text.lastIndex(of: ":"), !text.hasSuffix("]") else { return (text, 443) }
        guard let port = Int(text[text.index(after: colon)...]), (1...65_535).contains(port) else {
            throw InputError(.usage, message: "--server takes HOST or HOST:PORT, not \"\(TerminalSafeText.sanitize(text))\"")
        }
        return (String(text[..<colon]), port)
    }
}
