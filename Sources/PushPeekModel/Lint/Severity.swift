/// How serious a lint finding is. `error` fails `pushpeek lint` (exit 1); `warning` fails it only
/// with `--strict`; `note` never does.
public enum Severity: String, Sendable, CaseIterable, Comparable {
    case error
    case warning
    case note

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .note: return 2
        }
    }
}
