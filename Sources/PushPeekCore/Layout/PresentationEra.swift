/// How iOS draws notifications: the classic presentation of iOS 10–14, or the modern one of iOS 15
/// and later (the default).
public enum PresentationEra: String, Sendable, Equatable, CaseIterable {
    case classic
    case modern

    /// The era of an iOS major version (`--ios 14` is classic, `--ios 15` and later modern).
    public init(iOSVersion major: Int) {
        self = major >= 15 ? .modern : .classic
    }
}
