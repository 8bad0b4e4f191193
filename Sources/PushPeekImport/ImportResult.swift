import PushPeekCore

/// What `pushpeek import` found: the app description in the `--app` format, and for `--explain`
/// where each value came from and each gap.
public struct ImportResult: Sendable {
    public var description: OutputJSON
    public var notes: [ImportNote]

    public init(description: OutputJSON, notes: [ImportNote]) {
        self.description = description
        self.notes = notes
    }

    /// The description as JSON text, indented, with a final newline.
    public var json: String { description.serialized(pretty: true) + "\n" }

    public var gaps: [ImportNote] { notes.filter { $0.kind == .gap } }
}
