/// `aps.interruption-level`.
public enum InterruptionLevel: String, Sendable, CaseIterable {
    case passive
    case active
    case timeSensitive = "time-sensitive"
    case critical
}
