/// The largest files iOS accepts as notification attachments (`UNNotificationAttachment`'s
/// supported file types and maximum sizes): images 10 MB, audio 5 MB, movies 50 MB (binary
/// megabytes). Nothing larger than `hardCap` is ever read.
public enum AttachmentLimits {
    public static let megabyte = 1024 * 1024
    /// No attachment file of any type is read past this size.
    public static let hardCap = 50 * megabyte

    /// The limit for one kind of media, in bytes.
    public static func maxBytes(for category: AttachmentCategory) -> Int {
        switch category {
        case .image: return 10 * megabyte
        case .audio: return 5 * megabyte
        case .video: return 50 * megabyte
        }
    }

    /// The limit for a file of this format, or the hard cap when the format is unknown.
    public static func maxBytes(for format: AttachmentFormat?) -> Int {
        format.map { maxBytes(for: $0.category) } ?? hardCap
    }

    /// Why iOS would refuse to attach this file, or nil when it is within the limits: an unsupported
    /// type, or a size over its media kind's limit. Lint reports the message as is.
    public static func diagnostic(fileName: String, byteSize: Int, format: AttachmentFormat?) -> String? {
        guard let format else {
            let ext = AttachmentFormat.fileExtension(of: fileName).map { ".\($0)" } ?? "no extension"
            return "\(fileName): \(ext) is not an attachment type iOS accepts "
                + "(images JPEG/GIF/PNG, audio AIFF/WAV/MP3/M4A, movies MPEG/MPEG-2/MPEG-4/AVI)"
        }
        let limit = maxBytes(for: format.category)
        guard byteSize > limit else { return nil }
        return "\(fileName): \(describe(bytes: byteSize)) is over the \(describe(bytes: limit)) limit "
            + "iOS sets for \(format.category.rawValue) attachments"
    }

    /// `10 MB`, `5.2 MB`, `840 KB`, `12 bytes`; rounded up, so a size just over a limit never reads as the limit.
    public static func describe(bytes: Int) -> String {
        if bytes >= megabyte {
            let tenths = (bytes * 10 + megabyte - 1) / megabyte
            return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
        }
        if bytes >= 1024 { return "\((bytes + 1023) / 1024) KB" }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
