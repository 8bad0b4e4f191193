import PushPeekJSON

/// One line of `pushpeek import --explain`: where a value of the app description came from, what
/// the import found but could not read statically (a gap), with why and what to declare instead, or
/// a mistake in the project itself (a warning, which `lint --app PROJECT` reports too).
public struct ImportNote: Sendable, Equatable {
    /// A value read, a gap left, or a mistake found.
    public enum Kind: String, Sendable { case value, gap, warning }

    public var kind: Kind
    /// The app description path the note is about (`categories[0].actions[1].title`).
    public var path: String
    public var origin: SourceOrigin?
    public var message: String
    /// For a gap: the `app.json` lines that would fill it.
    public var suggestion: String?

    public static func value(_ path: String, _ origin: SourceOrigin?, _ message: String) -> ImportNote {
        ImportNote(kind: .value, path: path, origin: origin, message: message)
    }

    public static func gap(_ path: String, _ origin: SourceOrigin?, _ message: String, fill: String? = nil) -> ImportNote {
        ImportNote(kind: .gap, path: path, origin: origin, message: message, suggestion: fill)
    }

    public static func warning(_ path: String, _ origin: SourceOrigin?, _ message: String) -> ImportNote {
        ImportNote(kind: .warning, path: path, origin: origin, message: message)
    }

    /// `file:line: value|gap|warning: path: message`, and the suggestion indented under a gap.
    /// Every part is sanitised: file names, identifiers and literals come from the project.
    public var rendered: String {
        var text = origin.map { "\(TerminalSafeText.sanitize($0.description)): " } ?? ""
        text += "\(kind.rawValue): \(path.isEmpty ? "" : TerminalSafeText.sanitize(path) + ": ")\(TerminalSafeText.sanitize(message))"
        if let suggestion { text += "\n    declare in app.json: " + TerminalSafeText.sanitize(suggestion) }
        return text
    }
}
