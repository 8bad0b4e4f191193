import PushPeekModel

/// A `segmented` control (`UISegmentedControl`, the apple-pay example's 5 / 10 / 20): one segment
/// selected; left/right change it while focused.
public struct SegmentedElement: Sendable, Equatable {
    public var segments: [String]
    /// `selected`: the initially selected index.
    public var selected: Int
    /// `keyPath`: selects the segment whose title equals the payload value at this path.
    public var keyPath: String?

    public init(segments: [String], selected: Int = 0, keyPath: String? = nil) {
        self.segments = segments
        self.selected = segments.isEmpty ? 0 : min(max(0, selected), segments.count - 1)
        self.keyPath = keyPath
    }

    /// The initial selection for a notification (the bound value wins when it names a segment).
    public func initialSelection(_ content: NotificationContent) -> Int {
        initialSelection { TextTemplate.value($0, in: content) }
    }

    /// The initial selection when `resolve` gives the text at a key path.
    public func initialSelection(_ resolve: (String) -> String?) -> Int {
        if let keyPath, let value = resolve(keyPath), let index = segments.firstIndex(of: value) {
            return index
        }
        return selected
    }
}
