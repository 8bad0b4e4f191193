import PushPeekModel

/// A local file standing in for what a notification service extension downloads, as iOS's
/// `UNNotificationAttachment` (identifier, URL, type) plus what pushpeek decoded from it.
public struct Attachment: Hashable, Sendable {
    /// The identifier the payload or `--attachment` gave; unique within a notification.
    public var identifier: String
    /// The last path component of the file it came from.
    public var fileName: String
    public var kind: AttachmentKind
    /// The file's size in bytes.
    public var byteSize: Int
    /// The type iOS would see, or nil when neither the extension nor the contents name a supported one.
    public var format: AttachmentFormat?
    /// The file's own bytes, kept for a picture (PNG, JPEG, GIF) so that `render --format svg` and
    /// `html` can embed the picture itself; nil for sounds, movies and pictures made in memory.
    public var imageFileBytes: [UInt8]?

    public init(identifier: String, fileName: String, kind: AttachmentKind, byteSize: Int, format: AttachmentFormat?,
                imageFileBytes: [UInt8]? = nil) {
        self.identifier = identifier
        self.fileName = fileName
        self.kind = kind
        self.byteSize = byteSize
        self.format = format
        self.imageFileBytes = imageFileBytes
    }

    /// The uniform type identifier, as `UNNotificationAttachment.type` reports it (`public.data` if unknown).
    public var typeIdentifier: String { format?.typeIdentifier ?? "public.data" }

    public var mimeType: String { format?.mimeType ?? "application/octet-stream" }

    /// The picture, for an image attachment.
    public var image: RasterImage? {
        if case .image(let image) = kind { return image }
        return nil
    }

    /// The attachment drawn into a box: the picture as `renderer` draws it at `depth` (the ASCII ramp
    /// when `mono`), a labelled placeholder for sound, movies and unsupported files.
    public func cells(size: Size, depth: ColorDepth, mono: Bool, backdrop: RGB? = nil, renderer: PictureRenderer = .halfBlocks) -> CellGrid {
        switch kind {
        case .image(let image):
            return renderer.cells(of: image, size: size, depth: mono ? .none : depth, backdrop: backdrop)
        case .audio(let duration):
            return MediaPlaceholderRenderer.render(.audio, duration: duration, size: size)
        case .video(let duration):
            return MediaPlaceholderRenderer.render(.video, duration: duration, size: size)
        case .unsupported:
            return MediaPlaceholderRenderer.render(label: "unsupported · " + fileName, size: size)
        }
    }
}
