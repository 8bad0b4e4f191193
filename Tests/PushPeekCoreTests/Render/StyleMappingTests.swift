import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps
@testable import PushPeekApp
@testable import PushPeekSend
@testable import PushPeekPresentation
@testable import PushPeekLint
@testable import PushPeekInteraction
@testable import PushPeekSession

/// The one mapping from a cell's style to the terminal's colours and attributes.
@Suite("Style mapping")
struct StyleMappingTests {
    static let dark = ThemeLoader.builtin(named: "ios-dark")!
    static let mono = ThemeLoader.builtin(named: "mono")!

    @Test("a picture's two greys that share a palette entry stay that grey, never white on grey")
    func pictureHalvesKeepTheirColour() {
        // Two greys of the headshot: both are entry 239 of the 256 colours.
        let style = Style(foreground: .rgb(80, 80, 80), background: .rgb(78, 78, 78))
        #expect(RGB(80, 80, 80).ansi256 == 239 && RGB(78, 78, 78).ansi256 == 239)
        let mapped = StyleMapping(theme: Self.dark, depth: .ansi256).terminalStyle(for: style)
        #expect(mapped == TerminalStyle(foreground: 239, background: 239))
        let eight = StyleMapping(theme: Self.dark, depth: .ansi8).terminalStyle(for: style)
        #expect(eight.foreground == eight.background)
    }

    @Test("theme text that quantises onto its background is drawn black or white instead")
    func textKeepsContrast() {
        let theme = Theme(name: "close", colors: [.card: RGB(30, 30, 30), .text: RGB(32, 32, 32), .mapLand: RGB(32, 32, 32)])
        let mapping = StyleMapping(theme: theme, depth: .ansi256)
        #expect(mapping.terminalStyle(for: Style(foreground: .role(.text))).foreground == 231)
        #expect(mapping.terminalStyle(for: Style(foreground: .role(.mapLand))).foreground == 234, "map layers are pictures")
        #expect(StyleMapping(theme: theme, depth: .trueColor).terminalStyle(for: Style(foreground: .role(.text))).foreground == 0x202020)
    }

    @Test("without colours (mono theme or depth none) focus is reverse video and nothing has a colour")
    func monoFocusIsReverse() {
        let focus = Style(foreground: .role(.focusText), background: .role(.focus), bold: true)
        for mapping in [StyleMapping(theme: Self.mono, depth: .ansi256), StyleMapping(theme: Self.dark, depth: .none)] {
            #expect(mapping.terminalStyle(for: focus) == TerminalStyle(bold: true, reverse: true))
            #expect(mapping.terminalStyle(for: .plain) == .reset)
            #expect(!mapping.drawsColors)
        }
        #expect(!StyleMapping(theme: Self.dark, depth: .ansi256).terminalStyle(for: focus).reverse, "in colour, focus is a colour")
    }

    @Test("the terminal's default colour, or white on black where it cannot be used")
    func defaultColours() {
        let style = Style(foreground: .terminalDefault, background: .terminalDefault)
        #expect(StyleMapping(theme: Self.dark, depth: .ansi256).terminalStyle(for: style) == .reset)
        #expect(StyleMapping(theme: Self.dark, depth: .ansi256, defaultColors: false).terminalStyle(for: style)
                == TerminalStyle(foreground: 7, background: 0))
    }
}
