import PushPeekModel
import PushPeekJSON

/// Draws a sound or movie attachment as iOS's media controls stand-in: a framed box with a labelled
/// centre line such as `♪ audio · 0:42` or `▶ video · 1:05` (the duration only when known).
public enum MediaPlaceholderRenderer {
    /// The centre line for a kind of media.
    public static func label(_ category: AttachmentCategory, duration: Double?) -> String {
        let name: String
        switch category {
        case .audio: name = "♪ audio"
        case .video: name = "▶ video"
        case .image: name = "▣ image"
        }
        guard let duration, duration.isFinite, duration >= 0 else { return name }
        return name + " · " + formatDuration(duration)
    }

    /// `0:42`, `1:05`, `1:02:03` (seconds rounded to the nearest).
    public static func formatDuration(_ seconds: Double) -> String {
        ClockText.clock(wholeSeconds: WholeNumber.clamped(seconds, to: 0...359_999))
    }

    public static func render(_ category: AttachmentCategory, duration: Double?, size: Size) -> CellGrid {
        render(label: label(category, duration: duration), size: size)
    }

    /// A frame filling the box (when it is at least 3 rows and 4 columns) with `label` centred and
    /// truncated to fit; smaller boxes get the label alone on their middle row.
    public static func render(label: String, size: Size) -> CellGrid {
        var grid = CellGrid(width: size.width, height: size.height, fill: Cell.blank(.plain))
        guard grid.width > 0, grid.height > 0 else { return grid }
        let framed = grid.height >= 3 && grid.width >= 4
        if framed {
            BoxDrawing.frame(&grid, grid.bounds, style: Style(foreground: .role(.border)))
        }
        let room = framed ? grid.width - 4 : grid.width
        guard room > 0 else { return grid }
        let text = TextLayout.truncate(label, width: room)
        grid.put(text, centredIn: grid.bounds, style: .role(.secondaryText))
        return grid
    }
}
