import Testing
import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekMaps
import PushPeekApp
import PushPeekSend
import PushPeekPresentation
import PushPeekLint
import PushPeekInteraction
import PushPeekSession
@testable import PushPeekTerminal

/// The depth the painters draw at: from what ncurses reports, never more than the terminal has.
@Suite("Colour depth detection")
struct ColorDepthDetectorTests {
    @Test("COLORS decides the depth; no colours means attributes only")
    func detection() {
        #expect(ColorDepthDetector.detect(hasColors: false, colors: 256) == ColorDepth.none)
        #expect(ColorDepthDetector.detect(hasColors: true, colors: 2) == ColorDepth.none)
        #expect(ColorDepthDetector.detect(hasColors: true, colors: 8) == .ansi8)
        #expect(ColorDepthDetector.detect(hasColors: true, colors: 88) == .ansi16)
        #expect(ColorDepthDetector.detect(hasColors: true, colors: 16) == .ansi16)
        #expect(ColorDepthDetector.detect(hasColors: true, colors: 256) == .ansi256)
        #expect(ColorDepthDetector.detect(hasColors: true, colors: 1 << 24) == .trueColor)
    }

    @Test("a requested depth is lowered to what the terminal can show, never raised", arguments: ColorDepth.allCases)
    func effective(detected: ColorDepth) {
        #expect(ColorDepthDetector.effective(requested: nil, detected: detected) == detected)
        for requested in ColorDepth.allCases {
            let chosen = ColorDepthDetector.effective(requested: requested, detected: detected)
            #expect(ColorDepthDetector.rank(chosen) == min(ColorDepthDetector.rank(requested), ColorDepthDetector.rank(detected)))
        }
    }

    @Test("COLORTERM=truecolor or 24bit raises a colour terminal to 24-bit where pushpeek paints itself, not through ncurses")
    func colorTerm() {
        for detected in [ColorDepth.ansi8, .ansi256, .trueColor] {
            #expect(ColorDepthDetector.raised(detected, colorTerm: "truecolor", painterWritesColors: true) == .trueColor)
            #expect(ColorDepthDetector.raised(detected, colorTerm: "24bit", painterWritesColors: true) == .trueColor)
            #expect(ColorDepthDetector.raised(detected, colorTerm: "truecolor", painterWritesColors: false) == detected)
            #expect(ColorDepthDetector.raised(detected, colorTerm: nil, painterWritesColors: true) == detected)
            #expect(ColorDepthDetector.raised(detected, colorTerm: "yes", painterWritesColors: true) == detected)
        }
        #expect(ColorDepthDetector.raised(ColorDepth.none, colorTerm: "truecolor", painterWritesColors: true) == ColorDepth.none,
                "a terminal without colour stays without")
    }
}
