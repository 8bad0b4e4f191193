#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel
import PushPeekCanvas

/// Loads a local file standing in for a notification attachment (`--attachment FILE`, or a payload
/// key an app description maps to a file), as a service extension's download would be.
///
/// The type comes from the extension (`UNNotificationAttachment`'s supported file types and maximum
/// sizes), except that image contents are trusted over the name (a PNG named `.jpg` is decoded as
/// PNG) and a name without a known extension is sniffed. Files over iOS's size limit for their type
/// (or the 50 MB hard cap) are refused before anything is read; pictures over `RasterImage`'s
/// dimension limits are refused before pixels are allocated.
public enum AttachmentLoader {
    /// Reads and decodes an attachment from a file or from bytes at hand (`SessionLoader`'s reader).
    public static func load(_ source: AttachmentSource, identifier: String) throws(InputError) -> Attachment {
        switch source {
        case .file(let path, let folder): return try load(path: path, identifier: identifier, inside: folder)
        case .bytes(let bytes, let path): return try load(bytes: bytes, path: path, identifier: identifier)
        }
    }

    /// With `folder`, the file must lie inside it (an app description's): one that leads out through
    /// a symbolic link is refused before it is examined, and again on the open file.
    public static func load(path: String, identifier: String, inside folder: String? = nil) throws(InputError) -> Attachment {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let named = AttachmentFormat(fileName: fileName)
        if let folder, InputFile.leadsOutside(path, folder: folder) { throw InputFile.outsideError(path) }
        try refuseOversized(path: path, fileName: fileName, format: named)
        let bytes = try InputFile.read(path, limit: AttachmentLimits.maxBytes(for: named), inside: folder)
        return try load(bytes: bytes, path: path, identifier: identifier)
    }

    /// Decodes an attachment whose bytes are already at hand (a built-in example's file).
    public static func load(bytes: [UInt8], path: String, identifier: String) throws(InputError) -> Attachment {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let named = AttachmentFormat(fileName: fileName)
        let sniffed = AttachmentFormat(sniffing: bytes)
        let format = (sniffed?.category == .image ? sniffed : nil) ?? named ?? sniffed
        if let format, let message = AttachmentLimits.diagnostic(fileName: fileName, byteSize: bytes.count, format: format) {
            throw InputError(.badInput, file: path, message: message)
        }
        let kind: AttachmentKind
        do {
            kind = try decode(bytes, format: format, fileName: fileName)
        } catch {
            throw error.inFile(path)
        }
        return Attachment(identifier: identifier, fileName: fileName, kind: kind, byteSize: bytes.count, format: format,
                          imageFileBytes: kind.category == .image ? bytes : nil)
    }

    /// What the bytes hold, for a file of `format` (nil: not a type iOS attaches).
    public static func decode(_ bytes: [UInt8], format: AttachmentFormat?, fileName: String) throws(InputError) -> AttachmentKind {
        guard let format else {
            let reason = AttachmentLimits.diagnostic(fileName: fileName, byteSize: bytes.count, format: nil) ?? "unsupported type"
            return .unsupported(reason: reason)
        }
        switch format {
        case .png: return .image(try PNGDecoder.decode(bytes))
        case .jpeg: return .image(try JPEGDecoder.decode(bytes))
        case .gif: return .image(try GIFDecoder.decode(bytes))
        case .aiff, .wav, .mp3, .m4a: return .audio(duration: MediaDuration.of(bytes, format: format))
        case .mpeg, .mpeg2, .mpeg4, .avi: return .video(duration: MediaDuration.of(bytes, format: format))
        }
    }

    /// Throws the limit diagnostic when a regular file is already too large to read; anything else
    /// (missing, a directory, a FIFO) is left for `InputFile.read` to report.
    static func refuseOversized(path: String, fileName: String, format: AttachmentFormat?) throws(InputError) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
        let size = Int(info.st_size)
        guard size > AttachmentLimits.maxBytes(for: format) else { return }
        let message = AttachmentLimits.diagnostic(fileName: fileName, byteSize: size, format: format)
            .map { format == nil ? $0 + "; nothing over \(AttachmentLimits.describe(bytes: AttachmentLimits.hardCap)) is read" : $0 }
            ?? "file is \(size) bytes; the limit is \(AttachmentLimits.maxBytes(for: format)) bytes"
        throw InputError(.badInput, file: path, message: message)
    }
}
