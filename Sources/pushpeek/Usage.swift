#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekCore

/// The help texts.
enum Usage {
    static let version = "0.1.0"

    static func text(for command: String?) -> String {
        switch command {
        case "render": return render
        case "lint": return lint
        case "demo": return demo
        case "preview": return preview
        default: return overview
        }
    }

    static let overview = """
    pushpeek — see what iOS shows for a push notification, in the terminal.

    Usage:
      pushpeek [PAYLOAD] [options]          interactive preview (no payload: the built-in demo)
      pushpeek preview PAYLOAD [options]    the same, explicitly
      pushpeek render PAYLOAD... [options]  print the card headless (text, ansi or json)
      pushpeek lint FILE... [options]       check payloads against APNs and the app's setup
      pushpeek demo [NAME[/PAYLOAD]]        list the built-in examples, or open one

    Common options:
      --app FILE            the app's notification setup (categories, content extensions)
      --strings FILE        Localizable.strings for *-loc-key
      --width N             card width in columns (default 44, or the terminal's width)
      --banner              start in (render: show) the abbreviated banner
      --ratio R             override UNNotificationExtensionInitialContentSizeRatio
      --hide-default, --show-default
                            override UNNotificationExtensionDefaultContentHidden
      --cell-aspect A       cell width ÷ height (default 0.5)
      --max-actions N       how many action buttons show (default 4)
      --theme NAME|FILE     ios-dark (default), ios-light, high-contrast, mono, or a theme file
      --color auto|always|never
                            colour for --format ansi (NO_COLOR is honoured)
      --log FILE            append every response the extension would see (JSON lines)
      -h, --help            help; 'pushpeek help COMMAND' for a command

    Exit statuses: 0 ok · 1 lint found errors · 64 usage · 65 bad payload or app file ·
    66 file missing or unreadable · 74 I/O error.

    """

    static let render = """
    Usage: pushpeek render PAYLOAD|DIR... [options]

    Prints the full notification interface (or --banner) without a terminal.
    Several files or directories (searched for *.json and *.apns) render in one process, in order:
    text cards each after a "==> FILE <==" line, JSON as one object per line with a "file" key;
    a failing file is reported on stderr and the rest still render (exit status: the worst).
      --format text|ansi|json   text (default), ANSI colours, or a JSON description of the layout
      --keys SCRIPT             keys to apply first: tab, shift+tab, enter, esc, space, left, right,
                                up, down, home, end, pgup, pgdn, backspace, shift+left, shift+right,
                                letters, or "quoted text" to type
    plus the common options (pushpeek --help).

    """

    static let preview = """
    Usage: pushpeek [preview] [PAYLOAD] [options]

    Opens the interactive preview. Keys: enter/space expand or choose, tab/shift+tab focus,
    m media play/pause, b banner, d dismiss, o open app, r deliver again, l log, ? help, q quit.
    While typing a reply every printable key types; enter sends, esc hides the keyboard.
    On a slider: ←/→ step, shift+←/→ or pgup/pgdn ten steps, home/end, drag, enter confirms.
      --watch     reload the payload and app description when they change (didReceive again)
    plus the common options (pushpeek --help).

    """

    static let lint = """
    Usage: pushpeek lint FILE|DIR... [options]

    Checks APNs payloads (.json, .apns; directories are searched for both) against APNs and, with
    --app, against the app's categories and content extensions. Prints
    FILE:LINE:COL: error|warning|note: message [rule-id]
      --app FILE            the app description (checked too; alone it is linted by itself)
      --strings FILE        Localizable.strings for *-loc-key and the %@ count
      --format text|json    text (default) or a JSON array of {file, line, column, severity, rule, message}
      --strict              warnings fail too
      --push-type TYPE      alert (default), background, voip (5120-byte limit), location, ...
      --max-actions N       how many action buttons iOS shows (default 4)

    Exit statuses: 0 clean · 1 errors (--strict: or warnings) · 64 usage · 65 app or strings file
    unreadable as such · 66 a file missing, not a regular file, or an empty directory.

    The files an app description maps to payload keys for the service extension to attach
    ("serviceExtension": {"attachments": {"media-url": "photo.jpg"}}) are checked for type, size
    and folder.

    Rules:
    \(ruleTable)

    """

    static var ruleTable: String {
        LintRule.allCases.map { rule in
            "  \(padded(rule.rawValue, 37))\(padded(rule.severity.rawValue, 8))\(rule.summary)"
        }.joined(separator: "\n")
    }

    /// `text` cut or padded with spaces to `length` characters.
    static func padded(_ text: String, _ length: Int) -> String {
        String(text.prefix(length)) + String(repeating: " ", count: max(0, length - text.count))
    }

    static let demo = """
    Usage: pushpeek demo [NAME[/PAYLOAD]] [--variant VARIANT] [--render] [options]

    Without NAME, lists the built-in examples (spy-agency, podcast, apple-pay, calendar) with
    their payloads and app variants. With NAME, opens the example from the copy compiled into
    the binary: its .apns payload with its app.json (and its Localizable.strings).
      NAME/PAYLOAD        another payload of the example: calendar/event-update,
                          spy-agency/payload-video (.json may be left out)
      --variant VARIANT   app-VARIANT.json instead of app.json: spy-agency --variant comment
      --render            print the card headless instead (all render options apply:
                          --keys, --format, --banner, --width ...)
    plus the common options (pushpeek --help).

    """
}
