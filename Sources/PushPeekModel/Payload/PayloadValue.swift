/// A payload value the decoder read as its key's `PayloadKey.Kind` says.
public enum PayloadValue: Sendable {
    case text(String)
    case texts([String])
    case whole(Int)
    case number(Double)
    case flag(Bool)
    case level(InterruptionLevel)
    case alert(Alert)
    case sound(Sound)
    /// Checked, and not kept (Live Activity content, dates).
    case checked

    public var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    public var texts: [String]? {
        if case .texts(let texts) = self { return texts }
        return nil
    }

    public var whole: Int? {
        if case .whole(let whole) = self { return whole }
        return nil
    }

    public var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    public var level: InterruptionLevel? {
        if case .level(let level) = self { return level }
        return nil
    }

    public var alert: Alert? {
        if case .alert(let alert) = self { return alert }
        return nil
    }

    public var sound: Sound? {
        if case .sound(let sound) = self { return sound }
        return nil
    }

    public var flag: Bool {
        if case .flag(let flag) = self { return flag }
        return false
    }
}
