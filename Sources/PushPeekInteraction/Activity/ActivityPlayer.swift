import PushPeekJSON
import PushPeekPresentation

/// The interactive Live Activity player (`pushpeek activity FILE...`): steps through the pushes,
/// runs a simulated clock (one second a tick) so timers count, and jumps to the stale and
/// dismissal dates. Draws `ActivityScreen`'s layout, the same as `activity --render`, and the key
/// help (`?`) over it (`ActivityPlayer+Screen.swift`).
public struct ActivityPlayer {
    public var timeline: ActivityTimeline
    /// The app's other activities played beside it (`activity-id`), on the same clock.
    public var others: [ActivityTimeline] = []
    public var appName: String
    public var moment: ActivityScreen.Moment
    /// Whether the clock runs (space pauses it).
    public var isRunning = true
    /// A one-line note after a key that could not act ("no stale date").
    public var note: String?
    /// Rows scrolled off the top when the screen is taller than the terminal (↑/↓, PgUp/PgDn).
    public var scroll = 0
    /// The key help (`?`) is over the screen.
    public var showsHelp = false
    /// Rows of the key help scrolled off its top.
    public var helpScroll = 0
    /// What the last frame drawn showed (`Event.frameDrawn`): how far the screen can scroll.
    public var lastFrame: ViewportMetrics?
    /// `--watch`: reads the files again; nil without `--watch`. Returns the new timeline or why not.
    public var reload: (() -> Result<ActivityTimeline, InputError>)?

    public init(timeline: ActivityTimeline, appName: String, moment: ActivityScreen.Moment) {
        self.timeline = timeline
        self.appName = appName
        self.moment = moment
    }

    public mutating func update(_ event: Event) -> [Effect] {
        switch event {
        case .tick:
            if isRunning { moment.now += 1 }
        case .filesChanged:
            guard let reload else { return [] }
            switch reload() {
            case .success(let fresh):
                timeline = fresh
                go(to: min(moment.step, max(0, fresh.steps.count - 1)))
                note = "↻ reloaded"
            case .failure(let error):
                note = TerminalSafeText.sanitize(error.description)
            }
        case .key(let key):
            return press(key)
        case .paste:
            // The player has no text field: a paste is never taken as keys.
            note = Paste.ignoredNote
        case .mouse(let mouse):
            wheel(mouse)
        case .frameDrawn(let metrics):
            lastFrame = metrics
            if !metrics.isTooSmall { scroll = min(scroll, maximumScroll) }
            helpScroll = min(helpScroll, metrics.helpMaximumScroll)
        default:
            break
        }
        return []
    }

    package mutating func press(_ key: Key) -> [Effect] {
        note = nil
        if let chrome = ChromeKeys.quitKeys(key, belowFloor: lastFrame?.isTooSmall == true) { return chrome }
        if showsHelp {
            // ↑/↓, PgUp/PgDn, Home/End scroll the help; any other key closes it (q quits too).
            if let moved = HelpScroll.after(key, from: helpScroll, frame: lastFrame) {
                helpScroll = moved
                return []
            }
            showsHelp = false
            return key == .character("q") ? [.quit(status: 0)] : []
        }
        switch ActivityKeymap.map.action(for: key) {
        case .help?:
            showsHelp = true
            helpScroll = 0
        case .next?:
            guard moment.step + 1 < timeline.steps.count else { return [.bell] }
            go(to: moment.step + 1)
        case .previous?:
            guard moment.step > 0 else { return [.bell] }
            go(to: moment.step - 1)
        case .stale?, .dismissal?:
            let isStale = key == .character("s")
            guard let date = ActivityClock.parse(isStale ? "stale" : "dismissal", step: moment.step, in: timeline) else {
                note = isStale ? "this step has no stale date" : "the activity has not ended: no dismissal date"
                return [.bell]
            }
            moment.now = date
        case .clockMinute?: moment.now += key == .character("+") ? 60 : -60
        case .expand?: moment.expanded.toggle()
        case .clock?: isRunning.toggle()
        case .scroll?:
            let page = lastFrame?.viewport.pageRows ?? 1
            scroll(by: key == .down ? 1 : key == .up ? -1 : key == .pageDown ? page : -page)
        case .quit?: return [.quit(status: 0)]
        case nil: return [.bell]
        }
        return []
    }

    /// The wheel scrolls what is on top, as in the preview: the key help, else the screen. Other
    /// reports, and any below the size floor (where nothing shows), do nothing.
    package mutating func wheel(_ mouse: MouseEvent) {
        guard let rows = mouse.wheelRows, let lastFrame, !lastFrame.isTooSmall else { return }
        if showsHelp {
            helpScroll = HelpScroll.scrolled(helpScroll, by: rows, frame: lastFrame)
        } else {
            scroll(by: rows)
        }
    }

    /// Moves the screen by `rows`, within what the last frame drawn had below the terminal.
    package mutating func scroll(by rows: Int) {
        scroll = max(0, min(scroll + rows, maximumScroll))
    }

    /// How far the screen can scroll: the rows the last frame had below the terminal's (the status
    /// line excluded); before a frame is drawn or below the size floor, no further than it is.
    package var maximumScroll: Int {
        guard let lastFrame, !lastFrame.isTooSmall else { return scroll }
        return lastFrame.viewport.maximumOffset
    }

    /// Shows a step at the moment its push arrives.
    package mutating func go(to step: Int) {
        moment.step = step
        scroll = 0
        moment.now = ActivityClock.arrival(of: step, in: timeline)
        moment.expanded = false
    }
}
