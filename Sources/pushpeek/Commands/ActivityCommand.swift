import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekApp
import PushPeekPresentation
import PushPeekInteraction
import PushPeekTerminal

/// `pushpeek activity PUSH... --app FILE [options]`: plays ActivityKit pushes (start, updates, end)
/// on a Live Activity the app declares — interactively, or one step headless with `--render`.
///
/// Exit: 0, 64 usage, 65 a push or app that cannot be read as JSON / an app description, 66 a
/// missing file, 74 a failed write.
enum ActivityCommand {
    static func run(_ arguments: Arguments) -> Int32 {
        guard !arguments.positionals.isEmpty else {
            return Output.fail(InputError(.usage, message: "activity needs the pushes to play (start.json update.json … end.json)"))
        }
        guard let appPath = arguments.value("--app") else {
            return Output.fail(InputError(.usage, message: "activity needs --app FILE: the app description with liveActivities"))
        }
        return run(arguments, paths: arguments.positionals, appPath: appPath) { path throws(InputError) in
            path == appPath ? try AppSource.bytes(path) : try InputFile.read(path)
        }
    }

    /// Plays `paths` on `appPath`'s activity, read by `readFile` (the disk, or a built-in example's copy).
    static func run(_ arguments: Arguments, paths: [String], appPath: String, readFile: @escaping FileReader) -> Int32 {
        do throws(InputError) {
            let format = try arguments.choice("--format", OutputFormat.allCases, default: .text)
            let theme = try ThemeChoice.theme(arguments)
            let width = try arguments.integer("--width", in: CardOptions.minimumWidth...CardOptions.maximumWidth)
            let (app, timeline, others) = try load(paths, appPath: appPath, readFile: readFile)
            guard !timeline.steps.isEmpty else { throw InputError(.usage, message: "activity needs the pushes to play") }
            // The player starts at the first push; --render shows the last unless --step says.
            let step = try arguments.integer("--step", in: 1...timeline.steps.count).map { $0 - 1 }
                ?? (arguments.has("--render") ? timeline.steps.count - 1 : 0)
            var moment = ActivityScreen.Moment(step: step, now: ActivityClock.arrival(of: step, in: timeline), expanded: arguments.has("--expanded"))
            if let at = arguments.value("--at") {
                guard let now = ActivityClock.parse(at, step: step, in: timeline) else {
                    throw InputError(.usage, message: "--at takes 2026-11-30T18:25:00Z, +10m / -90s / +1h, Unix seconds, stale or dismissal (when the step has that date), not \"\(TerminalSafeText.sanitize(at))\"")
                }
                moment.now = now
            }
            if arguments.has("--render") {
                let rendering = ActivityScreen.render(timeline, moment: moment, width: width ?? CardOptions.defaultWidth, appName: app.app.name,
                                                      others: others)
                if format == .json {
                    Output.out(ActivityJSON.document(timeline, moment: moment, rendering: rendering).serialized(pretty: true) + "\n")
                } else {
                    Output.out(format.output(RenderedCard(screen: rendering.grid), theme: theme,
                                            depth: try ThemeChoice.depth(arguments, forTerminal: false) ?? .ansi256,
                                            title: ActivityScreen.title(timeline, appName: app.app.name)))
                }
                return 0
            }
            return try play(timeline, others: others, app: app, moment: moment, arguments: arguments, theme: theme, paths: paths, appPath: appPath)
        } catch {
            return Output.fail(error)
        }
    }

    typealias FileReader = (String) throws(InputError) -> [UInt8]

    /// The app and the activity played — the first the pushes name (`activity-id`), or the only
    /// one — with the app's others beside it.
    static func load(_ paths: [String], appPath: String, readFile: @escaping FileReader)
        throws(InputError) -> (AppDescription, ActivityTimeline, [ActivityTimeline]) {
        let app = try AppDescriptionDecoder.decode(try readFile(appPath), file: appPath, readFile: readFile)
        var pushes: [(file: String, root: JSONNode)] = []
        for path in paths {
            pushes.append((path, try JSONParser.parse(try readFile(path), file: path)))
        }
        let timelines = ActivityGroup.split(pushes).map { ActivityTimeline(pushes: $0, activities: app.liveActivities) }
        return (app, timelines.first ?? ActivityTimeline(pushes: [], activities: app.liveActivities), Array(timelines.dropFirst()))
    }

    static func play(_ timeline: ActivityTimeline, others: [ActivityTimeline], app: AppDescription, moment: ActivityScreen.Moment,
                     arguments: Arguments, theme: Theme,
                     paths: [String], appPath: String) throws(InputError) -> Int32 {
        let depth = try ThemeChoice.depth(arguments, forTerminal: true)
        var player = ActivityPlayer(timeline: timeline, appName: app.app.name, moment: moment)
        player.others = others
        var watcher = arguments.has("--watch") ? FileWatcher(paths: paths + [appPath]) : nil
        if watcher != nil {
            player.reload = {
                do throws(InputError) {
                    return .success(try load(paths, appPath: appPath) { path throws(InputError) in
                        path == appPath ? try AppSource.bytes(path) : try InputFile.read(path)
                    }.1)
                } catch {
                    return .failure(error)
                }
            }
        }
        do {
            return try TerminalRunLoop.run(&player, theme: theme, colorDepth: depth, pollInterval: 1000, poll: {
                (watcher?.poll() == true ? [.filesChanged] : []) + [.tick]
            })
        } catch {
            throw InputError.terminal(error, headless: "`pushpeek activity PUSH... --app FILE --render`")
        }
    }
}
