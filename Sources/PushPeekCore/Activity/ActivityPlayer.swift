/// The interactive Live Activity player (`pushpeek activity FILE...`): steps through the pushes,
/// runs a simulated clock (one second a tick) so timers count, and jumps to the stale and
/// dismissal dates. Draws `ActivityScreen`'s layout, the same as `activity --render`, and the key
/// help (`?`) over it.
public struct ActivityPlayer: ScreenModel {
    public var timeline: ActivityTimeline
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
    /// The terminal's size, from the last resize.
    public var size = Size(width: 80, height: 24)
    /// `--watch`: reads the files again; nil without `--watch`. Returns the new timeline or why not.
    public var reload: (() -> Result<ActivityTimeline, InputError>)?

    public static let keyHints = "←/→ step · s stale · d dismissal · e expand · ? keys · q quit"
    static let shortHints = "←/→ step · ? keys · q quit"
    /// What always shows: how to get the keys and how to quit.
    static let essentialHints = "? keys · q quit"

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
            let effects = press(key)
            scroll = min(scroll, maximumScroll)
            return effects
        case .mouse(let mouse):
            wheel(mouse)
        case .resize(let newSize):
            size = newSize
            scroll = min(scroll, maximumScroll)
            helpScroll = min(helpScroll, KeyHelpView.maximumScroll(in: newSize, table: KeyHelpView.activity))
        default:
            break
        }
        return []
    }

    mutating func press(_ key: Key) -> [Effect] {
        note = nil
        if key == .control("c") { return [.quit(status: 130)] }
        if showsHelp {
            // ↑/↓, PgUp/PgDn, Home/End scroll the help; any other key closes it (q quits too).
            if let moved = KeyHelpView.scroll(helpScroll, after: key, size: size, table: KeyHelpView.activity) {
                helpScroll = moved
                return []
            }
            showsHelp = false
            return key == .character("q") ? [.quit(status: 0)] : []
        }
        switch key {
        case .character("?"), .f1:
            showsHelp = true
            helpScroll = 0
        case .right, .character("n"):
            guard moment.step + 1 < timeline.steps.count else { return [.bell] }
            go(to: moment.step + 1)
        case .left, .character("p"):
            guard moment.step > 0 else { return [.bell] }
            go(to: moment.step - 1)
        case .character("s"), .character("d"):
            let name = key == .character("s") ? "stale" : "dismissal"
            guard let date = ActivityClock.parse(name, step: moment.step, in: timeline) else {
                note = key == .character("s") ? "this step has no stale date" : "the activity has not ended: no dismissal date"
                return [.bell]
            }
            moment.now = date
        case .character("+"): moment.now += 60
        case .character("-"): moment.now -= 60
        case .character("e"), .enter: moment.expanded.toggle()
        case .space: isRunning.toggle()
        case .down, .up, .pageDown, .pageUp:
            let page = max(1, size.height - 3)
            let delta = key == .down ? 1 : key == .up ? -1 : key == .pageDown ? page : -page
            scroll = max(0, min(scroll + delta, maximumScroll))
        case .character("q"): return [.quit(status: 0)]
        default: return [.bell]
        }
        return []
    }

    /// The wheel scrolls what is on top, as in the preview: the key help, else the screen. Other
    /// reports, and any below the size floor (where nothing shows), do nothing.
    mutating func wheel(_ mouse: MouseEvent) {
        guard let rows = mouse.wheelRows, size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else { return }
        if showsHelp {
            helpScroll = KeyHelpView.scroll(helpScroll, by: rows, size: size, table: KeyHelpView.activity)
        } else {
            scroll = max(0, min(scroll + rows, maximumScroll))
        }
    }

    /// How far the screen can scroll: the rows below the terminal's (the status line excluded).
    var maximumScroll: Int {
        let rows = ActivityScreen.render(timeline, moment: moment, width: size.width, appName: appName).grid.height
        return max(0, rows - (size.height - 1))
    }

    /// Shows a step at the moment its push arrives.
    mutating func go(to step: Int) {
        moment.step = step
        scroll = 0
        moment.now = ActivityClock.arrival(of: step, in: timeline)
        moment.expanded = false
    }

    /// Below this the player shows only that the terminal is too small.
    public static let minimumSize = Size(width: 20, height: 8)

    /// The player's screen; it takes the terminal's mouse reports as they come (only the wheel acts).
    public func view(size: Size) -> ScreenFrame {
        ScreenFrame(grid: grid(size: size))
    }

    /// The cells of the player's screen for a terminal of `size`.
    public func grid(size: Size) -> CellGrid {
        var grid = CellGrid(width: max(1, size.width), height: max(1, size.height), fill: Cell(text: " ", style: .screen))
        guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
            grid.put("Terminal too small", at: Point(x: 0, y: 0), style: .screen)
            return grid
        }
        let rendering = ActivityScreen.render(timeline, moment: moment, width: size.width, appName: appName)
        let hidden = max(0, rendering.grid.height - (size.height - 1))
        let offset = min(scroll, hidden)
        grid.draw(rendering.grid, at: Point(x: 0, y: -offset))
        let more = hidden == 0 ? nil : (offset < hidden ? "▼ ↓ more" : "▲ ↑ more")
        let clock = isRunning ? "▶ clock" : "❚❚ clock"
        // The least useful parts go first, so the keys and how to quit always show.
        let candidates = [[note, more, clock, Self.keyHints], [note, more, Self.keyHints], [more, Self.keyHints], [Self.keyHints], [more, Self.shortHints],
                          [Self.shortHints], [Self.essentialHints]]
            .map { $0.compactMap { $0 }.joined(separator: " · ") }
        let status = candidates.first { DisplayWidth.of($0) <= size.width } ?? Self.essentialHints
        grid.fill(Rect(x: 0, y: size.height - 1, width: size.width, height: 1), style: Style(foreground: .role(.secondaryText), background: .role(.background), reverse: true))
        grid.put(TextLayout.truncate(status, width: size.width), at: Point(x: 0, y: size.height - 1),
                 style: Style(foreground: .role(.secondaryText), background: .role(.background), reverse: true))
        if showsHelp {
            KeyHelpView.draw(into: &grid, area: KeyHelpView.area(in: size), scroll: helpScroll, table: KeyHelpView.activity)
        }
        return grid
    }
}
