extension Size {
    /// The smallest terminal the interactive screens draw on: the narrowest card (16 columns) with a
    /// column each side, and seven rows above the status bar. Below it they say only that the
    /// terminal is too small, and only `q` acts.
    public static let screenFloor = Size(width: 20, height: 8)

    /// Fewer columns or rows than `screenFloor`.
    public var isBelowScreenFloor: Bool {
        width < Size.screenFloor.width || height < Size.screenFloor.height
    }
}
