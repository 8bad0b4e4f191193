/// Where an attachment's bytes are: a file on disk, or a built-in example's file already in memory.
public enum AttachmentSource: Sendable {
    case file(path: String)
    case bytes([UInt8], path: String)
}
