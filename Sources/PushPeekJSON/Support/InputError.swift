/// A problem with an input file, carrying where it came from: the file, the line and column, and the
/// JSON path of the offending value.
public struct InputError: Error, Sendable, Equatable {
    /// What went wrong, which decides the exit status.
    public enum Kind: Sendable, Equatable {
        /// Not valid JSON, a plist that cannot be read, a value of the wrong type (exit 65).
        case badInput
        /// The file does not exist or cannot be opened (exit 66).
        case missingInput
        /// Reading failed part way (exit 74).
        case io
        /// The command line is wrong (exit 64).
        case usage
    }

    public var kind: Kind
    public var file: String?
    public var location: SourceLocation?
    public var path: String?
    public var message: String

    public init(_ kind: Kind = .badInput, file: String? = nil, location: SourceLocation? = nil, path: String? = nil, message: String) {
        self.kind = kind
        self.file = file
        self.location = location
        self.path = path
        self.message = message
    }

    /// Exit statuses from sysexits(3).
    public var exitStatus: Int32 {
        switch kind {
        case .badInput: return 65
        case .missingInput: return 66
        case .io: return 74
        case .usage: return 64
        }
    }

    /// `FILE:LINE:COL: path: message`, with whatever parts are known.
    public var description: String {
        var prefix = ""
        if let file { prefix += TerminalSafeText.sanitize(file) }
        if let location { prefix += (prefix.isEmpty ? "" : ":") + location.description }
        var text = prefix.isEmpty ? "" : prefix + ": "
        if let path, !path.isEmpty { text += TerminalSafeText.sanitize(path) + ": " }
        return text + TerminalSafeText.sanitize(message)
    }

    /// The same error attributed to a file.
    public func inFile(_ file: String) -> InputError {
        var copy = self
        if copy.file == nil { copy.file = file }
        return copy
    }
}
