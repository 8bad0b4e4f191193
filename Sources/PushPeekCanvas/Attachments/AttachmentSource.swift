/// Where an attachment's bytes are: a file on disk, or a built-in example's file already in memory.
public enum AttachmentSource: Sendable {
    /// A file on disk; with `inside`, one an app description names, which is read only if the open
    /// file lies inside that folder (`InputFile.read(_:limit:inside:)`).
    case file(path: String, inside: String? = nil)
    case bytes([UInt8], path: String)
}
