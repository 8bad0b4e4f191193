import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekApp

/// One moment of a Live Activity drawn as iOS presents it: a header naming the step, the lock-screen
/// platter, and the Dynamic Island's compact (leading and trailing around the camera; minimal only
/// beside another activity) and —
/// when the push alerts, or on a long press — expanded presentations. Headless `activity --render`
/// and the interactive player draw this same layout.
public enum ActivityScreen {
    /// What was drawn at one moment.
    public struct Rendering: Sendable {
        public var grid: CellGrid
        /// `lockScreen`, `compact`, `minimal`, `expanded`, in the order drawn.
        public var presentations: [String]
        public var phase: ActivityPhase
    }

    /// What a picture of the activity (`activity --render --format svg|html`) is called: the app
    /// and the activity's `ActivityAttributes` type, as the screen's first line names them.
    public static func title(_ timeline: ActivityTimeline, appName: String) -> String {
        "\(appName) · \(timeline.activity?.attributesType ?? "Live Activity")"
    }

    /// The moment to draw: a step of the timeline, the clock, and whether the island is long-pressed.
    public struct Moment: Sendable {
        public var step: Int
        public var now: Double
        public var expanded: Bool

        public init(step: Int, now: Double, expanded: Bool = false) {
            self.step = step
            self.now = now
            self.expanded = expanded
        }
    }

    /// The points a row of an activity's view stands for (`ViewMetrics` at the default cell aspect).
    public static let pointsPerRow = 16.0
    /// "The system may truncate a Live Activity's lock screen presentation taller than 160 points"
    /// ("Displaying live data with Live Activities"): the rows that always show.
    public static let lockScreenPointLimit = 160.0
    public static var lockScreenRowLimit: Int { Int(lockScreenPointLimit / pointsPerRow) }

    package static let islandWidth = 34
    package static let captionStyle = Style(foreground: .role(.secondaryText), background: .role(.background))

    /// One activity as the lock screen and the island show it: several are ordered by `relevance-score`.
    package struct Shown {
        var activity: LiveActivity
        var state: ActivityTimeline.State
        var context: ActivityViewContext
        var isStale: Bool
        /// The activity played (the others stand beside it).
        var isPlayed: Bool
    }

    /// The activity of `timeline` at `moment`, with the app's `others` that run then (`ActivityGroup`).
    public static func render(_ timeline: ActivityTimeline, moment: Moment, width: Int, appName: String,
                              others: [ActivityTimeline] = []) -> Rendering {
        let width = max(24, width)
        var grid = CellGrid(width: width, height: 400, fill: Cell(text: " ", style: .screen))
        var y = 0
        var presentations: [String] = []
        let stepIndex = min(max(0, moment.step), max(0, timeline.steps.count - 1))
        guard let step = timeline.steps[safe: stepIndex], let state = timeline.states[safe: stepIndex] else {
            grid.put("no pushes", at: Point(x: 0, y: 0), style: .screen)
            return Rendering(grid: crop(grid, rows: 1), presentations: [], phase: .notStarted)
        }
        let phase = state.phase(at: moment.now)
        let strong = Style(foreground: .role(.text), background: .role(.background), bold: true)
        func line(_ text: String, _ style: Style) {
            for wrapped in TextLayout.wrap(TerminalSafeText.sanitize(text), width: width) {
                grid.put(wrapped, at: Point(x: 0, y: y), style: style)
                y += 1
            }
        }
        line("\(appName.uppercased()) · \(timeline.activity?.attributesType ?? "Live Activity") · step \(stepIndex + 1)/\(timeline.steps.count)", strong)
        line("\(step.file) · \(step.event?.rawValue ?? "no event")" + (step.timestamp.map { " at " + ActivityTime.format($0) } ?? ""), captionStyle)
        line("now \(ActivityTime.format(moment.now)) · \(phaseText(phase, state: state))", captionStyle)
        if let reason = step.ignoredBecause {
            line("✗ ignored: " + reason, Style(foreground: .role(.failure), background: .role(.background), bold: true))
        }
        if step.alerts, !step.isIgnored {
            line("Apple Watch: 🔔 " + [step.alertTitle, step.alertBody].compactMap { $0 }.joined(separator: " — "), captionStyle)
        }
        guard let activity = timeline.activity else {
            line("the app declares no Live Activity for these pushes (liveActivities in --app)", captionStyle)
            return Rendering(grid: crop(grid, rows: y), presentations: [], phase: phase)
        }
        guard phase != .notStarted, phase != .dismissed else {
            line(phase == .dismissed ? "dismissed: gone from the lock screen" : "nothing on the lock screen yet", captionStyle)
            return Rendering(grid: crop(grid, rows: y), presentations: [], phase: phase)
        }
        let context = ActivityViewContext(state: state.contentState, attributes: state.attributes, now: moment.now, isStale: phase == .stale)
        // From 80 columns the Dynamic Island stands beside the lock screen, else below it.
        let besides = width >= 80
        let lockWidth = besides ? min(44, width - islandWidth - 2) : width
        y += 1
        let top = y
        func label(_ text: String, x: Int, width: Int) {
            grid.put(TextLayout.truncate(text, width: width), at: Point(x: x, y: y), style: captionStyle)
            y += 1
        }
        // Several activities: the lock screen and the island put the highest relevance-score first.
        let shown = ([Shown(activity: activity, state: state, context: context, isStale: phase == .stale, isPlayed: true)]
            + ActivityGroup.running(others, at: moment.now).map { other in
                let stale = other.state.phase(at: moment.now) == .stale
                return Shown(activity: other.activity, state: other.state,
                             context: ActivityViewContext(state: other.state.contentState, attributes: other.state.attributes, now: moment.now, isStale: stale),
                             isStale: stale, isPlayed: false)
            }).enumerated().sorted { ($0.element.state.relevanceScore, -$0.offset) > ($1.element.state.relevanceScore, -$1.offset) }.map(\.element)
        for entry in shown {
            let own = "Lock Screen" + (phase == .stale ? " · stale" : phase == .ended ? " · ended" : "")
            label(entry.isPlayed ? own : "Lock Screen · \(entry.activity.attributesType)" + (entry.isStale ? " · stale" : ""), x: 0, width: lockWidth)
            let views = entry.isStale ? (entry.activity.staleLockScreen ?? entry.activity.lockScreen) : entry.activity.lockScreen
            let platterTop = y
            y = platter(views, context: entry.context, into: &grid, x: 0, y: y, width: lockWidth)
            if y - platterTop - 2 > lockScreenRowLimit {
                label("├┤ past 160 pt: iOS may cut the view here", x: 0, width: lockWidth)
            }
        }
        presentations.append("lockScreen")
        let lockBottom = y
        let islandX = besides ? lockWidth + 2 : 0
        let columnWidth = besides ? width - islandX : width
        y = besides ? top : y + 1
        if phase != .ended {
            let island = activity.dynamicIsland
            let pill = min(islandWidth, columnWidth)
            // Alone, the activity shows compact; beside others, the first compact and the second minimal.
            let first = shown[0], second = shown.count > 1 ? shown[1] : nil
            label("Dynamic Island · compact" + (second == nil ? "" : " · " + first.activity.attributesType), x: islandX, width: columnWidth)
            let column = Rect(x: islandX, y: y, width: columnWidth, height: 3)
            y = compact(first.activity.dynamicIsland, context: first.context, into: &grid, x: column.centred(Size(width: pill, height: 3)).x, y: y, width: pill)
            presentations.append("compact")
            label("Dynamic Island · minimal" + (second.map { " · " + $0.activity.attributesType } ?? ""), x: islandX, width: columnWidth)
            if let second {
                y = minimal(second.activity.dynamicIsland.minimal, context: second.context, into: &grid,
                            x: Rect(x: islandX, y: y, width: columnWidth, height: 3).centred(Size(width: 6, height: 3)).x, y: y)
                presentations.append("minimal")
            } else {
                label("shows only beside another activity", x: islandX, width: columnWidth)
            }
            if moment.expanded || (step.alerts && !step.isIgnored) {
                label("Dynamic Island · expanded" + (moment.expanded ? " (held)" : " (alert)"), x: islandX, width: columnWidth)
                y = expanded(island, context: context, into: &grid, x: islandX, y: y, width: columnWidth)
                presentations.append("expanded")
            }
        } else {
            label("Dynamic Island: removed when the activity ends", x: islandX, width: columnWidth)
        }
        y = max(y, lockBottom)
        return Rendering(grid: crop(grid, rows: y), presentations: presentations, phase: phase)
    }

    package static func phaseText(_ phase: ActivityPhase, state: ActivityTimeline.State) -> String {
        switch phase {
        case .notStarted: return "not started"
        case .active: return "active" + (state.staleDate.map { " · stale at " + ActivityTime.clockTime($0) } ?? "")
        case .stale: return "stale since " + (state.staleDate.map(ActivityTime.clockTime) ?? "")
        case .ended:
            let by = state.endedBySystem ? "ended by the system (8 h)" : "ended"
            return by + " · dismissed at " + ActivityTime.clockTime(state.removalDate ?? 0)
        case .dismissed: return "dismissed"
        }
    }

    /// The lock-screen platter: a rounded box with the views inside, one column of padding.
    package static func platter(_ views: [ViewElement], context: ActivityViewContext, into grid: inout CellGrid, x: Int, y: Int, width: Int) -> Int {
        let elements = ElementContext.activity(context)
        let inner = Rect(x: x + 2, y: y + 1, width: width - 4, height: ElementLayout.height(of: views, width: width - 4, context: elements))
        let style = Style(foreground: .role(.border), background: .role(.card))
        BoxDrawing.frame(&grid, Rect(x: x, y: y, width: width, height: inner.height + 2), style: style)
        grid.fill(Rect(x: x + 1, y: y + 1, width: width - 2, height: inner.height), style: Style(foreground: .role(.text), background: .role(.card)))
        draw(views, context: elements, into: &grid, rect: inner)
        // Past 160 pt the system may truncate the view: the first row it may cut is marked on the borders.
        if inner.height > lockScreenRowLimit {
            let cut = inner.y + lockScreenRowLimit
            grid.put("├", at: Point(x: x, y: cut), style: style)
            grid.put("┤", at: Point(x: x + width - 1, y: cut), style: style)
        }
        return y + inner.height + 2
    }

    /// Compact: leading and trailing around the camera, one row in a pill.
    package static func compact(_ island: DynamicIslandViews, context: ActivityViewContext, into grid: inout CellGrid, x: Int, y: Int, width: Int) -> Int {
        let style = islandStyle
        let elements = ElementContext.activity(context, background: .role(.background))
        BoxDrawing.frame(&grid, Rect(x: x, y: y, width: width, height: 3), style: style)
        grid.fill(Rect(x: x + 1, y: y + 1, width: width - 2, height: 1), style: style)
        let side = (width - 2 - 8) / 2
        draw(island.compactLeading, context: elements, into: &grid, rect: Rect(x: x + 2, y: y + 1, width: side, height: 1))
        grid.put("●", at: Point(x: x + width / 2, y: y + 1), style: Style(foreground: .role(.border), background: .role(.background)))
        draw(island.compactTrailing, context: elements.aligned(.trailing), into: &grid, rect: Rect(x: x + width - 2 - side, y: y + 1, width: side, height: 1))
        return y + 3
    }

    package static func minimal(_ views: [ViewElement], context: ActivityViewContext, into grid: inout CellGrid, x: Int, y: Int) -> Int {
        BoxDrawing.frame(&grid, Rect(x: x, y: y, width: 6, height: 3), style: islandStyle)
        grid.fill(Rect(x: x + 1, y: y + 1, width: 4, height: 1), style: islandStyle)
        draw(views, context: .activity(context, background: .role(.background)), into: &grid, rect: Rect(x: x + 2, y: y + 1, width: 2, height: 1))
        return y + 3
    }

    /// Expanded: leading and trailing beside the camera and wrapping below it, center below the
    /// camera between them, the bottom region under all three.
    package static func expanded(_ island: DynamicIslandViews, context: ActivityViewContext, into grid: inout CellGrid, x: Int, y: Int, width: Int) -> Int {
        let inner = width - 4
        let third = (inner - 2) / 3
        let regions = [island.expandedLeading, island.expandedCenter, island.expandedTrailing]
        let background = Color.role(.background)
        let elements = ElementContext.activity(context, background: background)
        let heights = regions.map { ElementLayout.height(of: $0, width: third, context: elements) }
        let top = max(1, heights[0], heights[2], heights[1] + 1)
        let bottom = ElementLayout.height(of: island.expandedBottom, width: inner, context: elements)
        let height = max(1, top + bottom)
        BoxDrawing.frame(&grid, Rect(x: x, y: y, width: width, height: height + 2), style: islandStyle)
        grid.fill(Rect(x: x + 1, y: y + 1, width: width - 2, height: height), style: islandStyle)
        draw(island.expandedLeading, context: elements, into: &grid, rect: Rect(x: x + 2, y: y + 1, width: third, height: top))
        var centered = island.expandedCenter
        for index in centered.indices {
            if case .label(var label) = centered[index].content, label.alignment == .leading {
                label.alignment = .center
                centered[index].content = .label(label)
            }
        }
        grid.put("●", at: Point(x: x + 3 + third + third / 2, y: y + 1), style: Style(foreground: .role(.border), background: background))
        draw(centered, context: elements, into: &grid, rect: Rect(x: x + 3 + third, y: y + 2, width: third, height: top - 1))
        draw(island.expandedTrailing, context: elements.aligned(.trailing), into: &grid, rect: Rect(x: x + 2 + inner - third, y: y + 1, width: third, height: top))
        draw(island.expandedBottom, context: elements, into: &grid, rect: Rect(x: x + 2, y: y + 1 + top, width: inner, height: bottom))
        return y + height + 2
    }

    /// The island is black: the screen's background with the border's colour around it.
    package static let islandStyle = Style(foreground: .role(.border), background: .role(.background))

    /// `views` top to bottom in `rect`, by the element layout the card's custom view uses.
    package static func draw(_ views: [ViewElement], context: ElementContext, into grid: inout CellGrid, rect: Rect) {
        var drawing = ViewDrawing()
        ElementLayout.layOut(views, axis: .vertical, spacing: 0, in: rect, context: context, into: &grid, drawing: &drawing)
    }

    package static func crop(_ grid: CellGrid, rows: Int) -> CellGrid {
        var cropped = CellGrid(width: grid.width, height: max(1, rows), fill: Cell(text: " ", style: .screen))
        cropped.draw(grid, at: Point(x: 0, y: 0))
        return cropped
    }
}
