/// An `image` (`UIImageView`): the attachment's picture, or a framed placeholder box naming it when
/// the notification has none; sized by the element's `width`/`height` in points (80 × 80 by default).
public struct ImageElement: Sendable, Equatable {
    /// `attachment`: index into the notification's attachments.
    public var attachment: Int?
    /// `name`: an image in the extension's bundle, or a caption for the box.
    public var name: String?

    public init(attachment: Int? = nil, name: String? = nil) {
        self.attachment = attachment
        self.name = name
    }

    public static let defaultSize = 80.0

    /// The caption drawn inside the box.
    public var caption: String {
        if let name, !name.isEmpty { return name }
        if let attachment { return "attachment \(attachment)" }
        return "image"
    }
}
