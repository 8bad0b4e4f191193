import Foundation
import Testing

/// Mouse reports that reach the program in one read — a press and the drag after it arriving
/// together, as on a busy machine or over a slow link. ncurses then reads them all for one
/// KEY_MOUSE; every one of them must still arrive, in order (the press used to be lost, and the
/// drag after it ignored).
@Suite("Mouse reports arriving together (tmux)")
struct MouseBurstTests {
    @Test("press, drags and release sent in one write all arrive, in order", arguments: [false, true])
    func keytestBurst(withDrags: Bool) throws {
        let tmux = try TmuxSession.pushpeek(["keytest"])
        try tmux.waitFor("mouse: none")
        let drags = withDrags ? "\u{1B}[<32;19;6M\u{1B}[<32;44;6M" : ""
        try tmux.sendLiteral("\u{1B}[<0;16;6M" + drags + "\u{1B}[<0;44;6m")
        let expected = withDrags ? "mouse: drag 18,5 > drag 43,5 > release 43,5" : "mouse: press 15,5 > release 43,5"
        try tmux.waitFor(expected)
        // And a key after the burst still arrives on its own.
        try tmux.sendKeys("x")
        try tmux.waitFor("keys: 1 last: x")
    }

    @Test("a drag on the payment slider sent in one write moves the thumb")
    func sliderBurst() throws {
        let tmux = try TmuxSession.pushpeek([FlowTests.payload, "--app", FlowTests.app], width: 110, height: 40)
        let track = try #require(FlowTests.Track(try FlowTests.openSlider(tmux)))
        let y = track.row + 1
        let target = track.end - 3
        let expected = track.value(at: target)
        try tmux.sendLiteral("\u{1B}[<0;\(track.thumb + 1);\(y)M\u{1B}[<32;\(track.thumb + 3);\(y)M\u{1B}[<32;\(target + 1);\(y)M\u{1B}[<0;\(target + 1);\(y)m")
        try tmux.waitForScreen("$\(expected)") {
            FlowTests.Track.shownValue($0) == "$\(expected)" && FlowTests.Track($0).map { $0.thumb == $0.column(ofValue: expected) } == true
        }
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("the value logged") {
            $0.responses == FlowTests.delivered + ["didReceiveResponse payment", "complete doNotDismiss", "inputView value=\(expected)"]
        }
    }
}
