import Testing
@testable import PushPeekModel
@testable import PushPeekCanvas

/// `--colors` and the depth `render --format ansi` reads from `TERM` and `COLORTERM`.
@Suite("Colour depth names")
struct ColorDepthTests {
    @Test func optionValuesNameEveryDepthBothWays() {
        #expect(ColorDepth.optionValues == ["none", "8", "16", "256", "24bit"])
        for depth in ColorDepth.allCases { #expect(ColorDepth(optionValue: depth.optionValue) == depth) }
        #expect(ColorDepth(optionValue: "ansi8") == nil && ColorDepth(optionValue: "") == nil)
    }

    @Test(arguments: [
        ("xterm-256color", "", ColorDepth.ansi256), ("xterm-256color", "truecolor", .trueColor), ("xterm", "24bit", .trueColor),
        ("xterm-direct", "", .trueColor), ("rxvt-unicode-256color", "", .ansi256), ("xterm-16color", "", .ansi16),
        ("xterm-color", "", .ansi8), ("xterm-8color", "", .ansi8), ("xterm", "", .ansi256), ("", "", .ansi256),
    ])
    func environmentDescribesTheDepth(term: String, colorTerm: String, expected: ColorDepth) {
        #expect(ColorDepth.described(term: term.isEmpty ? nil : term, colorTerm: colorTerm) == expected)
    }
}
