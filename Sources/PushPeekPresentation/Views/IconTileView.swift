import PushPeekModel
import PushPeekCanvas

/// The iOS 15 app icon at the leading edge of the notification's text: a tile four columns by
/// three rows (about square on screen), the icon's picture (`app.iconFile`) or its letter or emoji in
/// its middle. For a communication notification the sender's avatar takes its place — the picture,
/// or the sender's initials — with the app icon's letter small at its bottom-trailing corner.
package enum IconTileView {
    package static let size = Size(width: 4, height: 3)
    package static let tileStyle = Style(foreground: .role(.focusText), background: .role(.accent), bold: true)
    package static let avatarStyle = Style(foreground: .role(.text), background: .role(.inputBackground), bold: true)

    /// Draws the tile with its top-left corner at `origin`; returns the icon's or avatar's picture placement.
    package static func draw(_ state: PreviewState, at origin: Point, into grid: inout CellGrid) -> PicturePlacement? {
        let box = Rect(origin: origin, size: size)
        let appIcon = TextLayout.truncate(state.app.app.icon, width: 2, ellipsis: "")
        guard let communication = state.communication else {
            if let picture = state.app.iconPicture { return AttachmentView.draw(picture, in: box, options: state.options, into: &grid) }
            drawTile(text: appIcon, in: box, style: tileStyle, into: &grid)
            return nil
        }
        var placement: PicturePlacement?
        if let avatar = communication.avatar {
            placement = AttachmentView.draw(avatar, in: box, options: state.options, into: &grid)
        } else {
            drawTile(text: TextLayout.truncate(communication.initials, width: 2, ellipsis: ""), in: box, style: avatarStyle, into: &grid)
        }
        // The app icon, small, at the avatar's corner: its first character in one cell.
        let badge = TextLayout.truncate(appIcon, width: 1, ellipsis: "")
        grid.put(badge.isEmpty ? " " : badge, at: Point(x: box.maxX - 1, y: box.maxY - 1), style: tileStyle)
        return placement
    }

    /// A rounded square with `text` centred in its middle row.
    package static func drawTile(text: String, in box: Rect, style: Style, into grid: inout CellGrid) {
        BoxDrawing.frame(&grid, box, style: style)
        let inner = Rect(x: box.x + 1, y: box.y + 1, width: box.width - 2, height: 1)
        grid.fill(inner, style: style)
        let shown = text.isEmpty ? " " : text
        grid.put(shown, centredIn: inner, style: style)
    }
}
