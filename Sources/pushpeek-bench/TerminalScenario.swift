/// One pseudo-terminal session (see `Scenarios`).
struct TerminalScenario {
    struct Step {
        var label: String
        /// One key (or a quoted character), in `--keys` syntax.
        var keys: String
        /// The most bytes the step may write, if it has a target.
        var target: Int?
        /// Text on the model's screen after the step that shows the feature exists on this build.
        var marker: String?
    }

    var name: String
    var payload: String
    var app: String?
    /// Text of the first frame (the card's title) that must be on screen before it counts as drawn.
    var firstFrameMarker: String
    var steps: [Step]
}
