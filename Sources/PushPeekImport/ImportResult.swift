import PushPeekJSON

/// What `pushpeek import` found: the app description in the `--app` format, and for `--explain`
/// where each value came from and each gap.
public struct ImportResult: Sendable {
    public var description: OutputJSON
    public var notes: [ImportNote]
    /// Units of work the import did (tokens scanned by each pass, paths matched against synchronized
    /// folders): how tests prove reading linear in files and bytes without timing it.
    public var work: Int

    public init(description: OutputJSON, notes: [ImportNote], work: Int = 0) {
        self.description = description
        self.notes = notes
        self.work = work
    }

    /// The description as JSON text, indented, with a final newline.
    public var json: String { description.serialized(pretty: true) + "\n" }

    public var gaps: [ImportNote] { notes.filter { $0.kind == .gap } }
    /// Mistakes in the project (an image named in none of its asset catalogs).
    public var warnings: [ImportNote] { notes.filter { $0.kind == .warning } }
}
