/// Every option of every command, in the order help lists them: the one source of
/// `pushpeek help COMMAND`, of the check that a command takes an option, and of the README's
/// options table (a test compares the README with it). A new option is one entry here, read by
/// its command through `Arguments`.
enum OptionTable {
    static let specs: [OptionSpec] = [
        OptionSpec("--app", "FILE|PROJECT", "the app's notification setup, or its .xcodeproj or folder (without it, a generic app)", [.preview, .render, .lockscreen]),
        OptionSpec("--app", "FILE|PROJECT", "the app description (or .xcodeproj, folder), checked too (alone: linted by itself)", [.lint]),
        OptionSpec("--app", "FILE|PROJECT", "the app description (or .xcodeproj, folder) whose liveActivities the pushes play on", [.activity]),
        OptionSpec("--explain", nil, "print where each value came from (file:line) and each gap, instead of the JSON", [.import]),
        OptionSpec("--step", "N", "start at the Nth push of the sequence (default the first; with --render the last)", [.activity]),
        OptionSpec("--at", "TIME", "the clock: 2026-11-30T18:25:00Z, +10m / -90s from the push, Unix seconds, stale or dismissal", [.activity]),
        OptionSpec("--expanded", nil, "the Dynamic Island expanded, as on a long press", [.activity]),
        OptionSpec("--strings", "FILE", "Localizable.strings for title-loc-key, subtitle-loc-key, loc-key", [.preview, .render, .lockscreen, .lint]),
        OptionSpec("--variant", "VARIANT", "app-VARIANT.json instead of the example's app.json", [.demo]),
        OptionSpec("--render", nil, "print the screen headless instead of opening it", [.demo]),
        OptionSpec("--render", nil, "print one step headless instead of playing the pushes", [.activity]),
        OptionSpec("--width", "N|fit", "card width in columns, 16-400 (default 44; fit: as wide as the terminal)", [.preview, .render, .demo, .lockscreen]),
        OptionSpec("--width", "N", "columns, 16-400 (default 44; from 80 the Dynamic Island stands beside the lock screen)", [.activity]),
        OptionSpec("--ios", "VERSION", "the iOS presentation: 10-14 classic (header row, centred buttons), 15 and later modern (default)", [.preview, .render, .demo, .lockscreen]),
        OptionSpec("--banner", nil, "the abbreviated banner instead of the full interface", [.render, .demo]),
        OptionSpec("--ratio", "R", "override UNNotificationExtensionInitialContentSizeRatio", [.preview, .render, .demo]),
        OptionSpec("--hide-default", nil, "override UNNotificationExtensionDefaultContentHidden: hide the default content", [.preview, .render, .demo]),
        OptionSpec("--show-default", nil, "override UNNotificationExtensionDefaultContentHidden: show the default content", [.preview, .render, .demo]),
        OptionSpec("--cell-aspect", "A", "a cell's width ÷ height (default 0.5); the view is round(W × ratio × A) rows", [.preview, .render, .demo]),
        OptionSpec("--max-actions", "N", "how many action buttons show (default 4)", [.preview, .render, .demo]),
        OptionSpec("--locked", nil, "the device is locked: authenticationRequired asks to unlock first, hidden previews hide (default unlocked)", [.preview, .render, .demo, .lockscreen]),
        OptionSpec("--max-actions", "N", "how many action buttons iOS shows (default 4; lint warns about the rest)", [.lint]),
        OptionSpec("--ios", "VERSION", "the iOS the payloads are for, over the app's app.ios: before 15, interruption-level and relevance-score are ignored (warned)", [.lint]),
        OptionSpec("--map-data", "FILE", "map data (PMTiles, MBTiles or GeoJSON) drawn on every map, besides the app's mapData (repeatable)", [.preview, .render, .demo]),
        OptionSpec("--attachment", "FILE", "a picture, sound or movie attached to the notification (repeatable)", [.preview, .render, .demo]),
        OptionSpec("--theme", "NAME|FILE", "ios-dark (default), ios-light, high-contrast, mono, or a theme file", [.preview, .render, .demo, .lockscreen, .activity]),
        OptionSpec("--theme", "NAME", "ios-dark (default), ios-light, high-contrast or mono", [.keytest]),
        OptionSpec("--color", "auto|always|never", "colour in the preview and in --format ansi; never (or auto with NO_COLOR) writes plain text", [.preview, .render, .demo, .lockscreen, .activity]),
        OptionSpec("--colors", "none|8|16|256|24bit", "the colour depth to use instead of the terminal's (render --format ansi: instead of TERM/COLORTERM's)", [.preview, .render, .demo, .lockscreen, .keytest]),
        OptionSpec("--graphics", "auto|kitty|iterm2|sixel|none", "pictures in real pixels: auto asks the terminal (default), none keeps symbols", [.preview, .demo]),
        OptionSpec("--format", choices: { OutputFormat.choices }, "plain text (default), ANSI colours, JSON, an SVG picture or an HTML page (demo: with --render)", [.render, .demo]),
        OptionSpec("--format", choices: { LintFormat.allCases.map(\.rawValue).joined(separator: "|") }, "text diagnostics (default), a JSON array, SARIF 2.1.0, GitHub workflow commands, JUnit XML or Checkstyle XML", [.lint]),
        OptionSpec("--format", choices: { OutputFormat.choices }, "with --render: plain text (default), ANSI colours, JSON (state, presentations, ignored pushes), an SVG picture or an HTML page", [.activity]),
        OptionSpec("--keys", "SCRIPT", "keys to press first, as in the preview (demo: with --render)", [.render, .demo]),
        OptionSpec("--log", "FILE", "append every response the extension sees, as JSON lines", [.preview, .render, .demo, .lockscreen]),
        OptionSpec("--watch", nil, "reload the payload and app description when they change", [.preview]),
        OptionSpec("--render", nil, "print the list headless instead of opening it", [.lockscreen]),
        OptionSpec("--format", choices: { OutputFormat.choices }, "with --render: plain text (default), ANSI colours, JSON, an SVG picture or an HTML page", [.lockscreen]),
        OptionSpec("--keys", "SCRIPT", "with --render: keys to press first, as in the list", [.lockscreen]),
        OptionSpec("--watch", "DIR", "a folder whose new payload files arrive as notifications (repeatable)", [.lockscreen]),
        OptionSpec("--previews", "always|when-unlocked|never", "the Show Previews setting (default when-unlocked, as on iPhones with Face ID)", [.lockscreen]),
        OptionSpec("--summary", nil, "the set as the scheduled summary shows it, by relevance-score", [.lockscreen]),
        OptionSpec("--display", "count|stack|list", "the lock screen's Display As (iOS 16+, shown with --locked or this option; default stack)", [.lockscreen]),
        OptionSpec("--watch", nil, "play the pushes again when a file changes", [.activity]),
        OptionSpec("--strict", nil, "warnings fail too (exit 1)", [.lint]),
        OptionSpec("--push-type", "TYPE", "apns-push-type: alert (default), background, voip, location, liveactivity (forces the ActivityKit rules), ...", [.lint]),
        OptionSpec("--tick", "MS", "deliver a timer event every MS milliseconds", [.keytest]),
        OptionSpec("--device", "TOKEN", "a device token to send to (repeatable)", [.send, .preview, .lockscreen]),
        OptionSpec("--devices", "FILE", "device tokens, one a line (# comments; repeatable)", [.send, .preview, .lockscreen]),
        OptionSpec("--topic", "BUNDLE-ID", "the app's bundle ID (apns-topic; the push type's suffix is added)", [.send, .preview, .lockscreen]),
        OptionSpec("--app", "FILE|PROJECT", "without --topic, the topic is this app's bundle ID (said on stderr)", [.send]),
        OptionSpec("--sandbox", nil, "send to the development APNs (api.sandbox.push.apple.com; the default)", [.send, .preview, .lockscreen]),
        OptionSpec("--production", nil, "send to the production APNs (api.push.apple.com)", [.send, .preview, .lockscreen]),
        OptionSpec("--key", "FILE", "token auth: the AuthKey_KEYID.p8 signing key", [.send, .preview, .lockscreen]),
        OptionSpec("--key-id", "ID", "token auth: the key's 10-character ID", [.send, .preview, .lockscreen]),
        OptionSpec("--team-id", "ID", "token auth: the developer team ID", [.send, .preview, .lockscreen]),
        OptionSpec("--cert", "FILE", "certificate auth: the TLS client certificate, PEM", [.send, .preview, .lockscreen]),
        OptionSpec("--cert-key", "FILE", "certificate auth: its private key, PEM (if not in --cert)", [.send, .preview, .lockscreen]),
        OptionSpec("--cert-key-password-file", "FILE", "the encrypted key's passphrase, the file's first line (or PUSHPEEK_CERT_KEY_PASSWORD)", [.send, .preview, .lockscreen]),
        OptionSpec("--push-type", "TYPE", "apns-push-type instead of the inferred one (alert, background, liveactivity, voip ...)", [.send, .preview, .lockscreen]),
        OptionSpec("--priority", "10|5|1", "apns-priority instead of 10 (background: 5)", [.send, .preview, .lockscreen]),
        OptionSpec("--expiration", "T|+S", "apns-expiration: seconds since 1970 (0: deliver once), or +S from now", [.send, .preview, .lockscreen]),
        OptionSpec("--collapse-id", "ID", "apns-collapse-id (at most 64 bytes)", [.send, .preview, .lockscreen]),
        OptionSpec("--apns-id", "UUID", "apns-id instead of a random UUID (one device only)", [.send, .preview, .lockscreen]),
        OptionSpec("--dry-run", nil, "print each request (method, path, headers, body) without sending", [.send]),
        OptionSpec("--verbose", nil, "print each request on stderr as it goes (authorization redacted)", [.send]),
        OptionSpec("--force", nil, "send even when lint finds errors", [.send, .preview, .lockscreen]),
        OptionSpec("--format", choices: { OutputFormat.summaryFormats.map(\.rawValue).joined(separator: "|") }, "the summary as text (default) or one JSON object", [.send]),
        OptionSpec("--server", "HOST[:PORT]", "another APNs-compatible server instead of Apple's", [.send, .preview, .lockscreen]),
        OptionSpec("--ca", "FILE", "verify the server with this CA certificate (PEM) instead of the system's", [.send, .preview, .lockscreen]),
        OptionSpec("--timeout", "S", "seconds to wait for each answer (default 30)", [.send, .preview, .lockscreen]),
        OptionSpec("--retries", "N", "tries again after 429, 500 and 503 at most N times (default 3)", [.send, .preview, .lockscreen]),
        OptionSpec("--retry-delay", "MS", "the first wait before trying again, doubling each time (default 1000)", [.send, .preview, .lockscreen]),
        OptionSpec("--simulator", "booted|UDID", "push to a Simulator with xcrun simctl push instead (macOS)", [.send]),
        OptionSpec("--app", "FILE|PROJECT", "the app whose app.bundleIdentifier apns-topic must name (with the push type's suffix)", [.serve]),
        OptionSpec("--listen", "HOST:PORT", "the address to listen on (default 127.0.0.1:2197; port 0: any free port)", [.serve]),
        OptionSpec("--cleartext", nil, "h2c with prior knowledge instead of TLS", [.serve]),
        OptionSpec("--ca-out", "FILE", "write the local CA's certificate (PEM) to FILE for the client to trust", [.serve]),
        OptionSpec("--key", "KEYID=FILE", "token auth: a .p8 key whose tokens are taken (repeatable)", [.serve]),
        OptionSpec("--team", "TEAMID", "token auth: the team ID (iss) tokens must carry", [.serve]),
        OptionSpec("--accept-any-token", nil, "take any well-formed provider token without checking its signature", [.serve]),
        OptionSpec("--client-ca", "FILE", "certificate auth: client certificates must be signed by this CA (PEM)", [.serve]),
        OptionSpec("--production", nil, "stand in for the production APNs: a development client certificate gets BadCertificateEnvironment", [.serve]),
        OptionSpec("--devices", "FILE", "the known device tokens, one a line; others get BadDeviceToken (repeatable)", [.serve]),
        OptionSpec("--unregistered", "FILE", "tokens answered 410 Unregistered, one a line, optionally with the timestamp (ms)", [.serve]),
        OptionSpec("--fail", "SPEC", "fail valid pushes: 0.02:ServiceUnavailable (a share) or 5:TooManyRequests (the next five; repeatable)", [.serve]),
        OptionSpec("--latency", "DURATION", "hold each answer back (40ms, 2s)", [.serve]),
        OptionSpec("--goaway-after", "N", "send GOAWAY after N answers on a connection", [.serve]),
        OptionSpec("--idle-timeout", "DURATION", "close a connection that completes no request for this long (default 1h)", [.serve]),
        OptionSpec("--log", "FILE", "append every arrival as a JSON line (authorization redacted)", [.serve]),
        OptionSpec("--exit-after", "N", "stop after N pushes", [.serve]),
        OptionSpec("--timeout", "DURATION", "stop after this long (before --exit-after's pushes: exit 1)", [.serve]),
        OptionSpec("--headless", nil, "one line per arrival on stdout instead of the lock screen (automatic without a terminal)", [.serve]),
        OptionSpec("--man", nil, "the manual page of every command, in roff (pushpeek help --man > pushpeek.1)", [.help]),
    ]

    /// Options every command takes.
    static let global: [OptionSpec] = [
        OptionSpec("--help", nil, "this help", Command.allCases),
        OptionSpec("--version", nil, "the version of pushpeek", Command.allCases),
    ]

    /// `-h` is `--help`; every other name is itself.
    static func canonicalName(_ name: String) -> String {
        name == "-h" ? "--help" : name
    }

    /// The options `command` takes, in help order.
    static func specs(for command: Command) -> [OptionSpec] {
        specs.filter { $0.commands.contains(command) } + global
    }

    /// The spec `command` uses for `name`, if it takes it.
    static func spec(_ name: String, for command: Command) -> OptionSpec? {
        // The first of `specs(for: command)` so named, without making that list.
        specs.first { $0.name == name && $0.commands.contains(command) } ?? global.first { $0.name == name }
    }

    /// The commands that take `name` (for "render does not take --watch").
    static func commands(taking name: String) -> [Command] {
        Command.allCases.filter { spec(name, for: $0) != nil }
    }
}
