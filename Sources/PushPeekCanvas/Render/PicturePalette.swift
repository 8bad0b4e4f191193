import PushPeekModel

/// The colours a picture output (`render --format svg`/`html`) gives cells: the theme's colours, with
/// reverse video swapping them and dim mixing the text half-way into its background, as a terminal
/// shows them. A theme without colours (`mono`) draws black on white and shows focus reversed.
public struct PicturePalette: Sendable {
    public let theme: Theme
    /// Around the card and outside a platter's rounded corners: the theme's screen background.
    public let backdrop: RGB
    package let defaultForeground: RGB
    package let defaultBackground: RGB

    public init(theme: Theme) {
        self.theme = theme
        defaultForeground = theme.rgb(for: .role(.text)) ?? RGB(0, 0, 0)
        defaultBackground = theme.rgb(for: .role(.card)) ?? RGB(255, 255, 255)
        backdrop = theme.rgb(for: .role(.background)) ?? defaultBackground
    }

    /// The text and background colours of a cell drawn in `style`.
    public func colors(of style: Style) -> (foreground: RGB, background: RGB) {
        var foreground = theme.rgb(for: style.foreground) ?? defaultForeground
        var background = theme.rgb(for: style.background) ?? defaultBackground
        if style.reverse || (theme.isMono && StyleMapping.isFocus(style)) { swap(&foreground, &background) }
        if style.dim { foreground = PicturePalette.mix(foreground, background) }
        return (foreground, background)
    }

    /// The colour half-way between two colours (rounded up).
    package static func mix(_ first: RGB, _ second: RGB) -> RGB {
        func half(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(a) + Int(b) + 1) / 2) }
        return RGB(half(first.red, second.red), half(first.green, second.green), half(first.blue, second.blue))
    }
}
