import Testing

extension Trait where Self == ConditionTrait {
    /// Runs the test only where `rsvg-convert` is installed; else it is skipped, naming the package.
    static var needsRsvgConvert: Self {
        .enabled(if: ExternalRenderer.rsvg != nil, Comment(rawValue: ExternalRenderer.rsvgMissing))
    }
}
