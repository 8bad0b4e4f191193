/// A file type iOS accepts as a notification attachment (`UNNotificationAttachment`'s supported
/// file types and maximum sizes): images JPEG, GIF, PNG; audio AIFF, WAV, MP3, M4A; movies MPEG,
/// MPEG-2, MPEG-4, AVI. Inferred from the file extension, or sniffed from the first bytes when the
/// extension says nothing.
public enum AttachmentFormat: String, Sendable, CaseIterable {
    case jpeg
    case gif
    case png
    case aiff
    case wav
    case mp3
    case m4a
    case mpeg
    case mpeg2
    case mpeg4
    case avi

    public var category: AttachmentCategory {
        switch self {
        case .jpeg, .gif, .png: return .image
        case .aiff, .wav, .mp3, .m4a: return .audio
        case .mpeg, .mpeg2, .mpeg4, .avi: return .video
        }
    }

    /// The uniform type identifier iOS uses (`kUTTypePNG` is `public.png`, ...).
    public var typeIdentifier: String {
        switch self {
        case .jpeg: return "public.jpeg"
        case .gif: return "com.compuserve.gif"
        case .png: return "public.png"
        case .aiff: return "public.aiff-audio"
        case .wav: return "com.microsoft.waveform-audio"
        case .mp3: return "public.mp3"
        case .m4a: return "public.mpeg-4-audio"
        case .mpeg: return "public.mpeg"
        case .mpeg2: return "public.mpeg-2-video"
        case .mpeg4: return "public.mpeg-4"
        case .avi: return "public.avi"
        }
    }

    public var mimeType: String {
        switch self {
        case .jpeg: return "image/jpeg"
        case .gif: return "image/gif"
        case .png: return "image/png"
        case .aiff: return "audio/aiff"
        case .wav: return "audio/wav"
        case .mp3: return "audio/mpeg"
        case .m4a: return "audio/mp4"
        case .mpeg: return "video/mpeg"
        case .mpeg2: return "video/mpeg"
        case .mpeg4: return "video/mp4"
        case .avi: return "video/x-msvideo"
        }
    }

    /// Lower-case extensions without the dot; the first is the usual one.
    public var extensions: [String] {
        switch self {
        case .jpeg: return ["jpg", "jpeg", "jpe"]
        case .gif: return ["gif"]
        case .png: return ["png"]
        case .aiff: return ["aiff", "aif", "aifc"]
        case .wav: return ["wav", "wave"]
        case .mp3: return ["mp3"]
        case .m4a: return ["m4a"]
        case .mpeg: return ["mpg", "mpeg", "m1v"]
        case .mpeg2: return ["m2v", "m2p", "vob"]
        case .mpeg4: return ["mp4", "m4v"]
        case .avi: return ["avi"]
        }
    }

    /// The format named by the file's extension (case-insensitive), or nil for anything else.
    public init?(fileName: String) {
        guard let ext = AttachmentFormat.fileExtension(of: fileName) else { return nil }
        guard let format = AttachmentFormat.allCases.first(where: { $0.extensions.contains(ext) }) else { return nil }
        self = format
    }

    /// The format told by the file's first bytes (signatures of PNG, JPEG, GIF, RIFF WAVE/AVI, FORM
    /// AIFF, ISO media `ftyp`, MPEG program streams and ID3-tagged or framed MP3), or nil.
    public init?(sniffing bytes: [UInt8]) {
        func starts(_ signature: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + signature.count && Array(bytes[offset..<(offset + signature.count)]) == signature
        }
        let ascii = { (text: String) in Array(text.utf8) }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { self = .png; return }
        if starts([0xFF, 0xD8, 0xFF]) { self = .jpeg; return }
        if starts(ascii("GIF87a")) || starts(ascii("GIF89a")) { self = .gif; return }
        if starts(ascii("RIFF")) && starts(ascii("WAVE"), at: 8) { self = .wav; return }
        if starts(ascii("RIFF")) && starts(ascii("AVI "), at: 8) { self = .avi; return }
        if starts(ascii("FORM")) && (starts(ascii("AIFF"), at: 8) || starts(ascii("AIFC"), at: 8)) { self = .aiff; return }
        if starts(ascii("ftyp"), at: 4) {
            let brand = bytes.count >= 12 ? String(decoding: bytes[8..<12], as: UTF8.self) : ""
            self = brand.hasPrefix("M4A") || brand.hasPrefix("M4B") ? .m4a : .mpeg4
            return
        }
        if starts([0x00, 0x00, 0x01, 0xBA]) {
            // Pack header: MPEG-2 sets the top bits to 01, MPEG-1 to 0010.
            self = bytes.count > 4 && bytes[4] & 0xC0 == 0x40 ? .mpeg2 : .mpeg
            return
        }
        if starts([0x00, 0x00, 0x01, 0xB3]) { self = .mpeg; return }
        if starts(ascii("ID3")) || (bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] & 0xE6 == 0xE2) {
            self = .mp3
            return
        }
        return nil
    }

    /// The lower-cased text after the last dot of the last path component, if any.
    public static func fileExtension(of fileName: String) -> String? {
        let last = fileName.split(separator: "/").last.map(String.init) ?? fileName
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return nil }
        let ext = last[last.index(after: dot)...].lowercased()
        return ext.isEmpty ? nil : ext
    }
}
