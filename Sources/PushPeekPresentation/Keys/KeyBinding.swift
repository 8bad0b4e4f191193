/// One key binding (as bubbles' `key.Binding`): the keys, how the key help shows them and what they
/// do, the status bar's short hint, and the action a reducer matches on (nil for a row that only
/// documents keys another reducer reads, such as the reply keyboard's).
public struct KeyBinding<Action: Sendable & Equatable>: Sendable {
    public let action: Action?
    public let keys: [Key]
    /// The keys as the `?` table shows them (`enter / space`); empty for a binding that the row before
    /// it lists (`shift+tab` under `tab / shift+tab`), which the table leaves out.
    public let label: String
    public let help: String
    /// The status bar's hint (`e expand`) and how long it stays as the bar narrows.
    public let hint: StatusHint?
    /// What the README's keys table says, where it says more than `help`.
    public let manual: String?

    public init(_ action: Action?, keys: [Key] = [], _ label: String, _ help: String, hint: StatusHint? = nil, manual: String? = nil) {
        self.action = action
        self.keys = keys
        self.label = label
        self.help = help
        self.hint = hint
        self.manual = manual
    }
}
