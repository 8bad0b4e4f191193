import PushPeekCore

/// What `render --format` means for the pictures of attachments.
enum PictureFormat {
    /// `svg` and `html`: pictures of the card, not text.
    static func isPicture(_ format: String) -> Bool {
        format == "svg" || format == "html"
    }

    /// Whether attachments are drawn with the ASCII ramp instead of coloured half blocks: in plain
    /// text and JSON, and without colour; SVG and HTML embed the picture itself over the cells.
    static func monochromePictures(format: String, theme: Theme, depth: ColorDepth) -> Bool {
        if isPicture(format) { return theme.isMono }
        return format != "ansi" || theme.isMono || depth == .none
    }
}
