import PushPeekModel
import PushPeekCanvas
import PushPeekPresentation
import PushPeekInteraction
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a `ScreenModel` in the terminal until it asks to quit or input ends.
///
/// Opens a `TerminalSession`, sends the model `.resize(size)`, paints its frame, then loops: read
/// input → `model.update` → carry out effects → repaint. After every event the frame is drawn and its
/// metrics go back to the model (`FrameCycle`: the reducer scrolls from what was drawn), so the first
/// key finds the first frame's metrics and a key after a resize finds the new size's; the frame
/// painted is the last one settled. A mouse report is resolved against the
/// frame last painted (its `HitMap`: a click becomes `Event.press(HitTarget)`), so the model is told
/// what the user clicked on the screen they saw. Input already queued (a paste, a burst of
/// mouse motion) is applied before one repaint. The terminal is restored on every way out, including a
/// thrown error; signals are covered by `SignalGuard`. After a stop (Ctrl-Z) and continue (`fg`) the
/// screen is entered again and repainted in full, as after a resize. Once the first frame is painted,
/// the model's work ahead (`ScreenModel.workAhead`) starts on a thread of its own.
public enum TerminalRunLoop {
    /// The status returned when input ends (the terminal went away) without a `.quit`: EX_IOERR.
    public static let endOfInputStatus: Int32 = 74
    /// At most this many queued events are applied before a repaint.
    static let maximumBatch = 256
    /// Milliseconds between checks for a continue after a stop when nothing else is polled.
    static let resumeCheckInterval = 250

    /// Runs `model` interactively.
    ///
    /// - Parameters:
    ///   - model: the screen model; it is left in its final state.
    ///   - theme: colours by role.
    ///   - colorDepth: the depth to paint with; nil detects it. Never more than the terminal has.
    ///   - pollInterval: milliseconds between calls to `poll` while no input arrives.
    ///   - poll: asked for events (e.g. `.filesChanged` for `--watch`) every `pollInterval` ms.
    ///   - handle: carries out the effects the loop does not (`.log`, `.reload`) and returns the events
    ///     they produce (a reloaded notification), which the model gets at once. `.quit` ends the loop
    ///     (the rest of that event's effects are still carried out; later queued events are dropped)
    ///     and `.bell` beeps.
    /// - Returns: the status of the `.quit` effect, or `endOfInputStatus`.
    /// - Throws: `TerminalError` when the terminal cannot be opened; nothing has been drawn then.
    public static func run<Model: ScreenModel>(
        _ model: inout Model,
        theme: Theme,
        colorDepth: ColorDepth? = nil,
        pixels: PictureEncoder? = nil,
        pollInterval: Int = 250,
        poll: (() -> [Event])? = nil,
        handle: (Effect) -> [Event] = { _ in [] }
    ) throws(TerminalError) -> Int32 {
        let session = try TerminalSession()
        defer { session.close() }
        // pushpeek's own painter writes the colours, so COLORTERM=truecolor counts there; through
        // ncurses only the terminfo entry's colours do.
        let colorTerm = getenv("COLORTERM").map { String(cString: $0) }
        let detected = ColorDepthDetector.raised(session.colorDepth, colorTerm: colorTerm, painterWritesColors: writesColorsItself)
        let depth = ColorDepthDetector.effective(requested: colorDepth, detected: detected)
        model.terminalColors(depth)
        let painter = makePainter(theme: theme, colorDepth: depth, defaultColors: session.hasDefaultColors, pixels: pixels)
        var reader = KeyReader()
        var size = session.size

        var (quitStatus, settled) = apply([.resize(size)], to: &model, size: size, session: session, handle: handle)
        var frame = settled ?? FrameCycle.settle(&model, size: size)
        var needsPaint = true
        var isFirstFrame = true
        var lastPoll = MonotonicClock.milliseconds()
        while quitStatus == nil {
            if needsPaint {
                let grid = frame.grid
                let pictures = frame.pictures
                SignalGuard.holdingSuspend { painter.paint(grid, pictures: pictures, screen: size) }
            }
            // Once the first frame is on the screen, never before it: the next one is made meanwhile.
            if isFirstFrame {
                isFirstFrame = false
                if let work = model.workAhead(size: size) { BackgroundWork.start(work) }
            }
            var events: [Event] = []
            var reads = 0
            // Never wait for ever: a continue after Ctrl-Z must be noticed without a key.
            let timeout = poll == nil ? resumeCheckInterval : max(0, pollInterval - (MonotonicClock.milliseconds() - lastPoll))
            switch reader.read(timeout: timeout) {
            case .event(let event):
                reads += 1
                events += resolved(event, on: frame)
            case .endOfInput: return endOfInputStatus
            case .timeout, .ignored: break
            }
            if reads > 0 {
                drain: while reads < maximumBatch {
                    switch reader.read(timeout: 0) {
                    case .event(let event):
                        reads += 1
                        events += resolved(event, on: frame)
                    case .ignored: continue
                    case .timeout, .endOfInput: break drain
                    }
                }
            }
            if let poll, MonotonicClock.milliseconds() - lastPoll >= pollInterval {
                lastPoll = MonotonicClock.milliseconds()
                events += poll().filter { event in
                    if case .tick = event { return model.wantsTicks }
                    return true
                }
            }
            if SignalGuard.takeResumption() {
                SignalGuard.holdingSuspend { session.resume() }
                events.append(.resize(session.size))
            }
            let sizeBefore = size
            for case .resize(let newSize) in events {
                size = newSize
                painter.invalidate()
                session.reassertMouseDrags()
            }
            needsPaint = !events.isEmpty
            (quitStatus, settled) = apply(events, to: &model, size: sizeBefore, session: session, handle: handle)
            if let settled { frame = settled }
        }
        return quitStatus ?? 0
    }

    /// The event as the model gets it: a mouse report resolved against the frame on the screen
    /// (none when it means nothing there), anything else as read.
    static func resolved(_ event: Event, on frame: ScreenFrame) -> [Event] {
        guard case .mouse(let report) = event else { return [event] }
        return frame.event(for: report).map { [$0] } ?? []
    }

    /// `AnsiPainter` on ANSI terminals (all common ones), else ncurses' `Painter`;
    /// `PUSHPEEK_PAINTER=ncurses` forces the latter.
    static func makePainter(theme: Theme, colorDepth: ColorDepth, defaultColors: Bool, pixels: PictureEncoder? = nil) -> ScreenPainter {
        let capabilities = TerminalCapabilities.current()
        if writesColorsItself {
            return AnsiPainter(theme: theme, colorDepth: colorDepth, defaultColors: defaultColors, capabilities: capabilities, pixels: pixels)
        }
        return Painter(theme: theme, colorDepth: colorDepth, defaultColors: defaultColors)
    }

    /// The open terminal takes ANSI sequences and `PUSHPEEK_PAINTER=ncurses` does not ask otherwise:
    /// `AnsiPainter` writes the colours, not ncurses.
    static var writesColorsItself: Bool {
        TerminalCapabilities.current().isANSI && getenv("PUSHPEEK_PAINTER").map { String(cString: $0) } != "ncurses"
    }

    /// Feeds events to the model, each followed by its settled frame (`FrameCycle`) at the size the
    /// model was last told, and carries out their effects. Returns the first quit status and the last
    /// frame (nil without events).
    private static func apply<Model: ScreenModel>(
        _ events: [Event], to model: inout Model, size: Size, session: TerminalSession, handle: (Effect) -> [Event]
    ) -> (Int32?, ScreenFrame?) {
        var quitStatus: Int32?
        var queue = events[...]
        var followUps = 0
        var size = size
        var frame: ScreenFrame?
        while let event = queue.popFirst() {
            if case .resize(let newSize) = event { size = newSize }
            // A drag reads no metrics and asks for no scroll (the thumb follows the mouse), so a burst
            // of motion is drawn once, after its last report.
            let coalesced = isDrag(event) && queue.first.map(isDrag) == true
            let (effects, settled) = FrameCycle.apply(event, to: &model, size: coalesced ? nil : size)
            frame = settled ?? frame
            for effect in effects {
                switch effect {
                case .quit(let status):
                    if quitStatus == nil { quitStatus = status }
                case .bell:
                    session.bell()
                default:
                    let produced = handle(effect)
                    if followUps < maximumBatch {
                        followUps += produced.count
                        queue.append(contentsOf: produced)
                    }
                }
            }
            if quitStatus != nil { break }
        }
        return (quitStatus, frame)
    }

    private static func isDrag(_ event: Event) -> Bool {
        if case .drag = event { return true }
        return false
    }
}
