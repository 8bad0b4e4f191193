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
@testable import PushPeekTerminal

/// SGR (1006) mouse reports: decimal fields, so a click past column 223 arrives as it was made.
@Suite("SGR mouse reports")
struct SGRMouseReportTests {
    @Test("press, release, drag and the wheel, 1-based on the wire, 0-based here")
    func events() throws {
        let press = try #require(SGRMouseReport(body: "0;241;58M"))
        #expect(press.column == 240 && press.row == 57 && press.event(buttonDown: false) == .press)
        #expect(SGRMouseReport(body: "0;300;2m")?.event(buttonDown: true) == .release)
        #expect(SGRMouseReport(body: "32;12;3M")?.event(buttonDown: true) == .drag)
        #expect(SGRMouseReport(body: "32;12;3M")?.event(buttonDown: false) == nil, "motion without the button held")
        #expect(SGRMouseReport(body: "64;5;5M")?.event(buttonDown: false) == .scrollUp)
        #expect(SGRMouseReport(body: "65;5;5M")?.event(buttonDown: false) == .scrollDown)
        #expect(SGRMouseReport(body: "4;5;5M")?.event(buttonDown: false) == .press, "Shift held")
        #expect(SGRMouseReport(body: "2;5;5M")?.event(buttonDown: false) == nil, "the right button")
    }

    @Test("anything malformed is no report", arguments: ["", "M", "0;1M", "0;1;2", "0;0;5M", "0;5;0M", "a;1;1M", "0;;1M", "0;1;1;1M", "123456;1;1M", "0;1;1X"])
    func malformed(_ body: String) {
        #expect(SGRMouseReport(body: body) == nil)
    }
}
