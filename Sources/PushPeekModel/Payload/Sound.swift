/// `aps.sound`: a sound file name, or the critical-alert dictionary.
public struct Sound: Sendable, Equatable {
    public var name: String?
    /// Set only by the dictionary form (`critical: 1`).
    public var isCritical: Bool
    /// 0...1, dictionary form only.
    public var volume: Double?

    public init(name: String?, isCritical: Bool = false, volume: Double? = nil) {
        self.name = name
        self.isCritical = isCritical
        self.volume = volume
    }
}
