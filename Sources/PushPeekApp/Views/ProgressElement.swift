import PushPeekModel

/// A `progress`: SwiftUI's `ProgressView(value:total:)`, a bar filled by a value the view reads
/// (`"value": "state.progress"`), out of `total` (1 by default).
public struct ProgressElement: Sendable, Equatable {
    /// Key path of the value (`state.progress`, or a payload key in a content extension).
    public var value: String
    public var total: Double
    public var tint: Color?

    public init(value: String, total: Double = 1, tint: Color? = nil) {
        self.value = value
        self.total = total
        self.tint = tint
    }

    /// The filled share, clamped to 0…1 as `ProgressView` clamps it; nil for no number.
    public func fraction(of number: Double?) -> Double? {
        guard let number, number.isFinite, total > 0 else { return nil }
        return min(1, max(0, number / total))
    }

    /// The bar as text, `width` cells: `━━━━───`; a missing value draws an empty track.
    public static func bar(_ fraction: Double?, width: Int) -> String {
        guard width > 0 else { return "" }
        let filled = Int((fraction ?? 0) * Double(width) + 0.5)
        return String(repeating: "━", count: filled) + String(repeating: "─", count: width - filled)
    }
}
