import PushPeekModel
import PushPeekCanvas

/// What shows when iOS draws no notification at all — a payload without a title or a body (a badge
/// and/or a sound only, or a subtitle alone) or a silent background push: the app's icon on the
/// Home Screen with its badge, the sound named, and a line saying why there is no banner. It is
/// drawn on the screen's background, not on a card, because there is no card.
public enum NoAlertView {
    package static let screenText = Style(foreground: .role(.text), background: .role(.background))
    package static let iconStyle = Style(foreground: .role(.focusText), background: .role(.accent), bold: true)
    package static let badgeStyle = Style(foreground: .role(.focusText), background: .role(.destructive), bold: true)

    /// The no-card picture for both stages (there is nothing to expand), or nil when iOS shows an alert.
    public static func render(_ state: PreviewState, width: Int) -> RenderedCard? {
        let delivery = state.withPresentedContent(NotificationDelivery.init)
        guard delivery == .noAlert || delivery == .silent else { return nil }
        let content = state.presentedContent
        let textWidth = max(1, width - 4)
        var lines: [(text: String, style: Style)] = []
        let headline = delivery == .silent ? "Silent push: iOS shows nothing" : "No banner: iOS shows no notification"
        lines.append((TextLayout.truncate(headline, width: textWidth), screenText.bolded()))
        let why = delivery == .silent
            ? "content-available wakes the app in the background; nothing is drawn."
            : "The payload has no alert title or body" + (content.subtitle.isEmpty ? "." : "; a subtitle alone is not shown.")
        lines += TextLayout.wrap(why, width: textWidth).map { ($0, Style.screen) }
        let badge = content.badge.map { $0 == 0 ? "cleared (0)" : "\($0) on the app icon" } ?? "unchanged"
        lines += TextLayout.wrap("Badge: " + badge, width: textWidth).map { ($0, Style.screen) }
        let sound = NotificationDelivery.playedSound(content).map { "\"\($0)\" plays" } ?? "none"
        lines += TextLayout.wrap("Sound: " + sound, width: textWidth).map { ($0, Style.screen) }

        let iconRows = 4
        let height = iconRows + 1 + lines.count + 1
        var grid = CellGrid(width: width, height: height, fill: Cell.blank(.screen))
        drawIcon(state, badge: content.badge, into: &grid)
        for (offset, line) in lines.enumerated() {
            grid.put(line.text, at: Point(x: 2, y: iconRows + 1 + offset), style: line.style, clip: Rect(x: 2, y: 0, width: textWidth, height: height))
        }
        let layout = CardLayout(width: width, height: height, stage: state.stage,
                                sections: [CardSection(.default, Rect(x: 0, y: 0, width: width, height: height))])
        return RenderedCard(grid: grid, layout: layout)
    }

    /// The app icon as on the Home Screen (a rounded square with the icon letters), the badge over
    /// its top-right corner (white on red), and the app's name under it.
    package static func drawIcon(_ state: PreviewState, badge: Int?, into grid: inout CellGrid) {
        let frame = Style(foreground: .role(.accent), background: .role(.background))
        let left = 2
        grid.put("╭─────╮", at: Point(x: left, y: 0), style: frame)
        grid.put("│", at: Point(x: left, y: 1), style: frame)
        grid.fill(Rect(x: left + 1, y: 1, width: 5, height: 1), style: iconStyle)
        let icon = TextLayout.truncate(state.app.app.icon, width: 2, ellipsis: "")
        grid.put(icon.isEmpty ? " " : icon, at: Point(x: left + 3, y: 1), style: iconStyle)
        grid.put("│", at: Point(x: left + 6, y: 1), style: frame)
        grid.put("╰─────╯", at: Point(x: left, y: 2), style: frame)
        if let badge, badge > 0 {
            let text = " \(badge > 999_999 ? "999999+" : String(badge)) "
            grid.put(text, at: Point(x: left + 5, y: 0), style: badgeStyle, clip: Rect(x: 0, y: 0, width: grid.width, height: 1))
        }
        grid.put(TextLayout.truncate(state.app.app.name, width: max(1, grid.width - 2 * left)), at: Point(x: left, y: 3), style: .screen)
    }
}
