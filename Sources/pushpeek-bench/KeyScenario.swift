/// One in-process key-latency scenario (see `Scenarios`).
struct KeyScenario {
    var name: String
    var payload: String
    var app: String?
    /// Keys pressed before timing starts.
    var setup: String
    /// Keys repeated for the timed run.
    var cycle: String
    /// Relative weight in the key budget.
    var share: Double
    var marker: String?
}
