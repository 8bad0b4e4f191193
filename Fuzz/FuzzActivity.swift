// libFuzzer target: Live Activity pushes — lint them as a sequence, play them on the delivery
// example's activity, and draw every step the ways `activity` prints it. Built by Scripts/fuzz.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzActivityTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzActivity.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// Feeds one input, split into up to 12 pushes at NUL bytes (JSON holds none), through the activity player.
enum FuzzActivity {
    static let appFile = "delivery/app.json"

    static let app: AppDescription = {
        guard let bytes = try? SessionLoader.builtinFile(appFile),
              let app = try? AppDescriptionDecoder.decode(bytes, file: appFile, readFile: FuzzSupport.builtinReader) else { return .none }
        return app
    }()

    static let lintApp: LintApp? = {
        guard let bytes = try? SessionLoader.builtinFile(appFile) else { return nil }
        return try? AppLinter.lint(bytes, file: appFile, readFile: FuzzSupport.builtinReader).app
    }()

    /// The example's start, so a fuzzed update has an activity to update.
    static let start: JSONNode? = (try? SessionLoader.builtinFile("delivery/1-start.json")).flatMap { try? JSONParser.parse($0) }

    /// The player's keys: steps, the stale and dismissal jumps, the clock moved far both ways, expand.
    static let keys: [Key] = [.right, .character("s"), .character("d"), .character("+"), .character("-"), .character("e"),
                              .left, .right, .right, .character("?"), .down, .escape]

    static func run(_ bytes: [UInt8]) {
        let parts = bytes.split(separator: 0, maxSplits: 12, omittingEmptySubsequences: false).prefix(12)
        let sequence = ActivityLintSequence()
        var pushes: [(file: String, root: JSONNode)] = []
        for (index, part) in parts.enumerated() {
            let file = "push-\(index).json"
            _ = PayloadLinter.lint(Array(part), file: file, options: LintOptions(), app: lintApp, sequence: sequence)
            if let root = try? JSONParser.parse(Array(part)) { pushes.append((file, root)) }
        }
        play(pushes)
        if let start { play([("1-start.json", start)] + pushes) }
    }

    static func play(_ pushes: [(file: String, root: JSONNode)]) {
        let timeline = ActivityTimeline(pushes: pushes, activities: app.liveActivities)
        guard !timeline.steps.isEmpty else { return }
        // Each step at its arrival in three widths, then at the other moments in one: a drawing (and
        // the JSON document) lists every step, so more would make the work grow with the square.
        for step in timeline.steps.indices {
            var moment = ActivityScreen.Moment(step: step, now: ActivityClock.arrival(of: step, in: timeline), expanded: step % 2 == 0)
            for width in [16, 97] {
                _ = TextSnapshot.text(of: ActivityScreen.render(timeline, moment: moment, width: width, appName: app.app.name).grid)
            }
            for at in ["", "stale", "dismissal", "+10m", "-1h", "2026-11-30T18:25:00Z"] {
                if let now = ActivityClock.parse(at, step: step, in: timeline) { moment.now = now }
                let rendering = ActivityScreen.render(timeline, moment: moment, width: 44, appName: app.app.name)
                _ = TextSnapshot.text(of: rendering.grid)
                if at.isEmpty && step == timeline.steps.count - 1 {
                    _ = ActivityJSON.document(timeline, moment: moment, rendering: rendering).serialized(pretty: true)
                }
            }
        }
        var player = ActivityPlayer(timeline: timeline, appName: app.app.name,
                                    moment: ActivityScreen.Moment(step: 0, now: ActivityClock.arrival(of: 0, in: timeline), expanded: false))
        for key in keys {
            _ = player.update(.key(key))
            _ = player.update(.tick)
            _ = player.view(size: Size(width: 80, height: 24))
        }
    }
}
