import PushPeekJSON

/// A vector tile archive (`--map-data` PMTiles or MBTiles) or one of its tiles that cannot be read:
/// the file, where in it (a tile, a directory), and why.
public struct MapArchiveError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    /// What was being read, e.g. `tile 14/9326/4740` or `root directory`; empty for the file itself.
    public var part: String
    public var message: String
    /// The file is missing or not a regular file (exit 66 rather than 65).
    public var isMissing: Bool

    public init(file: String, part: String = "", message: String, isMissing: Bool = false) {
        self.file = file
        self.part = part
        self.message = message
        self.isMissing = isMissing
    }

    /// `file: part: message`.
    public var description: String {
        part.isEmpty ? "\(file): \(message)" : "\(file): \(part): \(message)"
    }

    /// The same error, placed in `file` and `part` when it has none yet.
    package func located(file: String, part: String) -> MapArchiveError {
        MapArchiveError(file: self.file.isEmpty ? file : self.file, part: self.part.isEmpty ? part : self.part, message: message,
                        isMissing: isMissing)
    }

    /// The error as the session reports it (exit 66 for a missing file, 65 for a bad one).
    public var inputError: InputError {
        InputError(isMissing ? .missingInput : .badInput, file: file, message: part.isEmpty ? message : "\(part): \(message)")
    }
}
