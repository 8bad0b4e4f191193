import PushPeekJSON
import PushPeekCanvas

/// The attachments of one session: each distinct file (by path) is read and decoded once, however
/// many payload keys or `--attachment`s name it; the decoded pictures together stay within
/// `pictureBudget` bytes, and the pictures read within `decodingBudget` pixels as their files
/// declare them (the work of decoding: a decoder reads every declared pixel, even to keep few).
///
/// Every picture is decoded at most `ImageReducer.maximumSide` pixels on a side (1 MB as RGBA), so the
/// memory budget admits at least 64 distinct pictures; the decoding budget, eight 12-megapixel photos
/// or one picture of the largest size (`RasterImage.maxPixelCount`) and more, about half a second of
/// decoding. Past either, the picture that went over is an error naming its file.
public final class AttachmentCache {
    /// The most memory the decoded pictures of one session may take in all.
    public static let pictureBudget = 64 * 1024 * 1024
    /// The most pixels the pictures of one session may declare in all.
    public static let decodingBudget = 96 * 1024 * 1024

    private var decoded: [String: Attachment] = [:]
    /// Bytes of RGBA held by the distinct decoded pictures.
    public private(set) var pictureBytes = 0
    /// Pixels the distinct decoded pictures' files declared.
    public private(set) var sourcePixels = 0

    public init() {}

    /// The attachment for `source`, decoded on its first use; later uses share the decoded picture.
    public func load(_ source: AttachmentSource, identifier: String) throws(InputError) -> Attachment {
        let path: String
        switch source {
        case .file(let file, _): path = file
        case .bytes(_, let file): path = file
        }
        if var known = decoded[path] {
            known.identifier = identifier
            return known
        }
        let attachment = try AttachmentLoader.load(source, identifier: identifier)
        if let image = attachment.image {
            sourcePixels += image.sourcePixelCount
            guard sourcePixels <= Self.decodingBudget else {
                throw InputError(.badInput, file: path, message: "the pictures of all attachments declare more than "
                                 + "\(Self.decodingBudget / (1024 * 1024)) Mpx (the decoding budget for one notification's attachments)")
            }
            guard pictureBytes + image.pixels.count <= Self.pictureBudget else {
                throw InputError(.badInput, file: path, message: "the decoded pictures of all attachments would take more than "
                                 + "\(AttachmentLimits.describe(bytes: Self.pictureBudget)) (the budget for one notification's attachments)")
            }
            pictureBytes += image.pixels.count
        }
        decoded[path] = attachment
        return attachment
    }
}
