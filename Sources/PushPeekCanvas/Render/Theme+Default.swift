import PushPeekModel

extension Theme {
    /// The default theme (`Themes/ios-dark.json`) built as a value, so a start without `--theme`
    /// parses no JSON. `ThemeDefaultTests` checks it equals the parsed file.
    public static let iosDark = Theme(name: "ios-dark", colors: [
        .background: RGB(0, 0, 0),
        .card: RGB(44, 44, 46),
        .text: RGB(255, 255, 255),
        .secondaryText: RGB(174, 174, 178),
        .accent: RGB(10, 132, 255),
        .destructive: RGB(255, 69, 58),
        .focus: RGB(10, 132, 255),
        .focusText: RGB(255, 255, 255),
        .border: RGB(72, 72, 74),
        .success: RGB(48, 209, 88),
        .failure: RGB(255, 69, 58),
        .inputBackground: RGB(28, 28, 30),
        .mapLand: RGB(58, 58, 60),
        .mapWater: RGB(27, 58, 87),
        .mapPin: RGB(255, 69, 58),
        .mapGrid: RGB(90, 90, 94),
        .mapOverlay: RGB(191, 90, 242),
        .mapRoad: RGB(209, 209, 214),
        .mapPark: RGB(62, 142, 78),
    ])
}
