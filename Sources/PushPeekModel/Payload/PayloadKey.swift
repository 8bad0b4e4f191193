/// One key Apple documents for a payload dictionary (`aps`, `aps.alert`, `aps.sound`): its name,
/// the kind of value it takes, and where the decoded value goes in `Target`.
public struct PayloadKey<Target>: Sendable {
    /// What a key's value must be; the decoder reads it this way and a JSON Schema is written from it.
    public enum Kind: Sendable, Equatable {
        case text
        case texts
        /// A whole number; below `minimum` is reported but still read.
        case wholeNumber(minimum: Int)
        /// A number from 0 to 1; outside is reported under `rangeRule` but still read.
        case fraction(rangeRule: LintRule)
        /// The number 0 or 1 (a boolean is read too, with a warning).
        case flag
        /// Seconds since 1970, whole, within `DateLimits.apsSeconds`.
        case date
        case object
        case interruptionLevel
        /// A string (the body) or the alert dictionary.
        case alert
        /// A string (the file name) or the critical-alert dictionary.
        case sound
    }

    public let name: String
    public let kind: Kind
    /// Whether a key of this name beside `aps` is taken for a misplaced one (`aps-key-outside-aps`);
    /// false for names apps commonly use for their own data.
    public let isMisplacedBesideAPS: Bool
    /// Where a value that decoded goes; nil for a key that is checked but not kept.
    public let store: (@Sendable (inout Target, PayloadValue) -> Void)?

    public init(_ name: String, _ kind: Kind, misplacedBesideAPS: Bool = false,
                store: (@Sendable (inout Target, PayloadValue) -> Void)? = nil) {
        self.name = name
        self.kind = kind
        isMisplacedBesideAPS = misplacedBesideAPS
        self.store = store
    }
}
