import PushPeekModel
import PushPeekSession

/// The prose of each command's help; its options come from `OptionTable`.
extension Command {
    /// What the command does, before its options.
    var about: String {
        switch self {
        case .preview:
            return """
            Opens the interactive preview: the banner first; enter (or space) expands it. Keys:
            tab/shift+tab focus, enter choose, m media play/pause, b banner, d dismiss, o open app,
            r deliver again, l log, ? help, q quit. While typing a reply every printable key types;
            enter sends, esc hides the keyboard. On a slider: ←/→ step, shift+←/→ or pgup/pgdn ten
            steps, home/end, drag, enter confirms. Without PAYLOAD, the built-in demo opens.

            """
        case .render:
            return """
            Prints the full notification interface (or --banner) without a terminal: plain text, ANSI
            colours, JSON, an SVG picture or an HTML page (--format).
            Several files or directories (searched for *.json and *.apns) render in one process, in order:
            text cards each after a "==> FILE <==" line, JSON as one object per line with a "file" key;
            a failing file is reported on stderr and the rest still render (exit status: the worst).
            --keys SCRIPT names keys: tab, shift+tab, enter, esc, space, left, right, up, down, home,
            end, pgup, pgdn, backspace, delete, shift+left, shift+right, ctrl+LETTER, single
            characters, or "quoted text" to type into the reply field (a warning on stderr when no
            reply keyboard is up to take it).

            """
        case .lockscreen:
            return """
            Shows several payloads (files, or directories searched for *.json and *.apns; arrival
            order is the order given, a directory's files sorted by name) as the lock screen and
            Notification Center list them: newest first, grouped into stacks by thread-id (without
            one, a stack for the app). Keys: up/down move, enter opens a stack or expands a
            notification into its full interface (then the preview's keys; esc comes back), esc or
            "Show less" closes the stack, x clears a notification (a stack: all of it), u unlocks,
            ? lists the keys, q quits. --watch DIR: new files in the folder arrive as banners and join their stacks.
            --render prints the list headless instead (--format, --keys with it).

            """
        case .lint:
            return """
            Checks APNs payloads (.json, .apns; directories are searched for both) against APNs and, with
            --app, against the app's categories and content extensions. Prints
              FILE:LINE:COL: error|warning|note: message [rule-id]
            The files an app description names (infoPlist, mapData, the service extension's
            attachments) are checked for type, size and folder. ActivityKit pushes (aps.event or
            content-state, or --push-type liveactivity) are checked against the app's liveActivities
            as Apple's "Starting and updating Live Activities with ActivityKit push notifications"
            and JSONDecoder's default strategies have it; the files given are one sequence, in order.
            For iOS 14 or earlier (--ios 14, or the app's app.ios) interruption-level and
            relevance-score are warned about: the device ignores them.

            """
        case .activity:
            return """
            Plays ActivityKit pushes (event start, update, end) in order on the Live Activity --app
            declares (liveActivities), as the device applies them: a push older than the last one, or
            whose content-state does not decode into ContentState, is shown as ignored with the reason.
            Draws the lock screen and the Dynamic Island (compact, minimal; expanded when the push
            alerts, or with e / --expanded). Keys: ←/→ step, s stale date, d dismissal date, +/- a
            minute, e expand, space stops or runs the clock (timers count), ↑/↓ pgup/pgdn scroll,
            ? the keys, q quit. --render prints one step (--step, default the last) at --at (default the push's
            timestamp). Rules from Apple's "Starting and updating Live Activities with ActivityKit
            push notifications".

            """
        case .send:
            return """
            Lints PAYLOAD (errors stop the send unless --force), then sends it to each device over one
            HTTP/2 connection to APNs, with token auth (--key, --key-id, --team-id) or a client
            certificate (--cert). apns-push-type is inferred from the payload (liveactivity for
            aps.event or aps.content-state, background for content-available alone, else alert) and
            the topic gets the push type's suffix. Settings may also come from PUSHPEEK_KEY,
            PUSHPEEK_KEY_ID, PUSHPEEK_TEAM_ID, PUSHPEEK_TOPIC, PUSHPEEK_CERT, PUSHPEEK_CERT_KEY,
            PUSHPEEK_ENVIRONMENT, PUSHPEEK_CA, PUSHPEEK_SERVER or ~/.config/pushpeek/send.conf
            (name = value); the command line wins. Prints one line per device (sent, failed with
            APNs's reason and what to do, or unknown) and a summary.

            """
        case .serve:
            return """
            Listens for APNs provider requests (HTTP/2 over TLS with ALPN h2, or h2c with
            --cleartext) on 127.0.0.1:2197 and answers each as APNs does: the status, the reason and
            apns-id (timestamp for 410), checking the method, the path and device token, apns-topic
            against the --app's bundle ID and the push type's suffix, apns-push-type, apns-priority,
            apns-expiration, apns-collapse-id, apns-id, duplicate headers, the payload's size, and
            the provider token (ES256, against the --key files; or --accept-any-token) or client
            certificate (--client-ca). TLS uses a local certificate authority made on first use in
            $XDG_DATA_HOME/pushpeek/ca (else ~/.local/share/pushpeek/ca); clients trust its ca.pem
            (--ca-out FILE copies it). Prints one line per push (answer, verdict, lint), and with
            --log one JSON line (authorization redacted). SIGINT or SIGTERM sends GOAWAY, answers
            the open streams and exits. Exit: 0 every push valid, 1 one refused or with lint errors
            (or --timeout before --exit-after pushes), 64 usage, 65/66 an unreadable/missing file.

            """
        case .demo:
            return """
            Without NAME, lists the built-in examples with their payloads and app variants:
            \(ExampleCatalog.examples.map(\.name).joined(separator: ", ")).
            With NAME, opens the example from the copy compiled into the binary, in the screen it is
            about: the preview for a notification (its .apns payload with its app.json and
            Localizable.strings); the Live Activity player for an example whose app declares one
            (delivery), its pushes in order, as pushpeek activity does; the lock screen for an example
            of numbered notifications (lock-screen), as pushpeek lockscreen does. NAME/PAYLOAD picks
            another payload of a preview example: calendar/event-update, spy-agency/payload-video
            (.json may be left out). --render prints the screen instead of opening it; --format,
            --keys and --banner need it.

            """
        case .import:
            return """
            Reads an .xcodeproj, an .xcworkspace or a folder (with or without a project file) and
            prints the app description it found, in the --app format: the categories the code
            registers, each content extension's Info.plist attributes, its storyboard's views and the
            actions its didReceive sets. --explain prints instead where each value came from
            (file:line) and each gap (views built in code, SwiftUI, values known only at run time)
            with the app.json lines that would fill it. Exit: 0, 64 usage, 65 a file that cannot be
            read as what it should be, 66 missing.

            """
        case .keytest:
            return """
            Shows what the terminal sends — keys, mouse reports, the size — one event a line, to check
            a terminal before previewing. q quits.

            """
        case .completions:
            return """
            Prints a completion script for the shell, generated from the option table: the commands,
            each command's options, the values of enumerated options, files where a file goes, the
            examples for demo. bash: source <(pushpeek completions bash); zsh: save it as _pushpeek in
            a folder of $fpath; fish: pushpeek completions fish > ~/.config/fish/completions/pushpeek.fish.

            """
        case .help:
            return """
            Without COMMAND, the overview; with one, that command's options. --man writes the
            manual page (roff) instead: pushpeek help --man > pushpeek.1; man ./pushpeek.1.

            """
        }
    }

    /// What follows the options, laid out for `width` columns: send's and lint's exit statuses,
    /// lint's rules.
    func afterword(width: Int) -> String? {
        if self == .send {
            return HelpLayout.fill("""
            Exit statuses: 0 every device sent · 1 lint found errors (nothing sent) · 2 some devices
            sent, others failed or unknown · 3 none sent · 64 usage · 65 a payload, key or config
            file unreadable as such · 66 a file missing · 69 APNs could not be reached.

            """, width: width)
        }
        guard self == .lint else { return nil }
        let rules = HelpLayout.table(LintRule.allCases.map { rule in
            ("  " + Self.padded(rule.rawValue, 37) + rule.severity.rawValue, rule.summary)
        }, column: 47, width: width)
        return HelpLayout.fill("""
        Exit statuses: 0 clean · 1 errors (--strict: or warnings) · 64 usage · 65 app or strings file
        unreadable as such · 66 a file missing, not a regular file, or an empty directory.

        Rules:
        """, width: width) + "\n" + rules + "\n"
    }

    /// `text` cut or padded with spaces to `length` characters.
    static func padded(_ text: String, _ length: Int) -> String {
        String(text.prefix(length)) + String(repeating: " ", count: max(0, length - text.count))
    }
}
