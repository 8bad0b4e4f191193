#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel
import PushPeekCanvas
import PushPeekPresentation
import PushPeekSession
import PushPeekInteraction
import PushPeekTerminal

/// `pushpeek lockscreen PAYLOAD|DIR… [options]`: several notifications as the lock screen and
/// Notification Center show them — interactive, or headless with `--render`.
enum LockScreenCommand {
    static func run(_ arguments: Arguments) -> Int32 {
        run(arguments, builtin: nil)
    }

    /// The list of `arguments`' files, or of a built-in example's notifications (`pushpeek demo
    /// lock-screen`: its payloads in order, its app and strings).
    static func run(_ arguments: Arguments, builtin: (example: String, payloads: [String], app: String, strings: String?)?) -> Int32 {
        do throws(InputError) {
            if !arguments.has("--render"), let renderOnly = ["--format", "--keys"].first(where: arguments.given) {
                throw InputError(.usage, message: "lockscreen takes \(renderOnly) only with --render")
            }
            if arguments.has("--render"), let interactive = (["--watch"] + sendOptions).first(where: arguments.given) {
                throw InputError(.usage, message: "\(interactive) needs the interactive list; leave out --render")
            }
            if builtin == nil && arguments.positionals.isEmpty && !arguments.given("--watch") {
                throw InputError(.usage, message: "lockscreen needs payload files or folders (or --watch DIR)")
            }
            let format = try arguments.choice("--format", OutputFormat.allCases, default: .text)
            let theme = try ThemeChoice.theme(arguments)
            var options = try lockScreenOptions(arguments)
            let depth = try ThemeChoice.depth(arguments, forTerminal: !arguments.has("--render"))
            if arguments.has("--render") {
                format.drawPictures(&options.card, theme: theme, depth: depth ?? .ansi256)
            } else {
                options.card.monochromePictures = theme.isMono || depth == ColorDepth.none
            }
            // The send key of an expanded notification (none headless, where nothing is sent); a
            // wrong send option is an error now.
            let sender = arguments.has("--render") ? nil : try PreviewSender(arguments)
            var loader = try LockScreenLoader(arguments, options: options, sender: sender,
                                              builtin: builtin.map { ($0.example, $0.app, $0.strings) })
            var state = LockScreenState(notifications: [], options: options, app: loader.template.app)
            var worst: Int32 = 0
            for error in loader.listErrors { worst = max(worst, Output.fail(error)) }
            let excluded = loader.excluded
            var entries = builtin?.payloads.map { PayloadFiles.Entry(path: $0, fromDirectory: true) } ?? []
            if builtin == nil {
                let (found, listErrors) = PayloadFiles.expand(arguments.positionals, excluding: excluded)
                entries = found
                for error in listErrors { worst = max(worst, Output.fail(error)) }
            }
            for entry in entries {
                do throws(InputError) {
                    if let notification = try loader.notification(at: entry.path, fromDirectory: entry.fromDirectory, nameStart: entry.nameStart, id: state.nextID) {
                        state.append(notification)
                        state.nextID += 1
                    }
                } catch {
                    worst = max(worst, Output.fail(error))
                }
            }
            // The paths are in the notifications now; the list of them is not kept for the session.
            entries = []
            let logWriter = try arguments.value("--log").map { path throws(InputError) in
                try LogWriter(path: path, allowsTerminal: arguments.has("--render"))
            }
            if arguments.has("--render") {
                let keys = try KeyScript.scriptedKeys(arguments.value("--keys") ?? "")
                if !keys.isEmpty { state.focus = 0 }
                var model = LockScreenModel(state: consume state)
                for scripted in keys {
                    let effects = FrameCycle.apply(.key(scripted.key), to: &model, size: model.state.viewport).effects
                    for case .log(let entry) in effects { logWriter?.append(entry) }
                    if effects.contains(where: { if case .quit = $0 { return true } else { return false } }) { break }
                }
                state = model.state
                print(state, format: format, theme: theme, depth: depth ?? .ansi256)
                // The process ends here: the list goes with it rather than freed notification by
                // notification (a twentieth of the run for a folder of 100,000 payloads).
                exit(Output.finalStatus(logWriter?.finalStatus(worst) ?? worst))
            }
            // Handed over whole: a copy kept here would make the list's first change copy it all.
            return try interact(consume state, loader: loader, sender: sender, theme: theme, depth: depth, logWriter: logWriter)
        } catch {
            return Output.fail(error, help: error.kind == .usage ? .lockscreen : nil)
        }
    }

    /// The send options, which act only on the interactive list (`S` in an expanded notification).
    static let sendOptions = OptionTable.specs.filter { $0.commands.contains(.send) && $0.commands.contains(.lockscreen) }.map(\.name)

    /// `--ios`, `--locked`, `--previews`, `--summary`, `--display` and the card options. From iOS 16
    /// the lock screen (`--locked`, or `--display` given) shows its Display As setting, Stack by
    /// default; Notification Center and earlier versions the list of stacks.
    static func lockScreenOptions(_ arguments: Arguments) throws(InputError) -> LockScreenOptions {
        let card = try arguments.cardOptions()
        let previews = try arguments.choice("--previews", PreviewsSetting.allCases.map(\.rawValue), default: PreviewsSetting.whenUnlocked.rawValue)
        let display = try arguments.choice("--display", LockScreenDisplay.allCases.map(\.rawValue), default: LockScreenDisplay.stack.rawValue)
        let version = arguments.value("--ios").flatMap(PresentationEra.majorVersion) ?? LockScreenDisplay.firstVersion
        if arguments.given("--display"), version < LockScreenDisplay.firstVersion {
            throw InputError(.usage, message: "--display is the lock screen's Display As setting of iOS 16 and later; --ios \(version) shows the list")
        }
        let showsLockScreen = version >= LockScreenDisplay.firstVersion && (card.device.isLocked || arguments.given("--display"))
        return LockScreenOptions(card: card, previews: PreviewsSetting(rawValue: previews) ?? .whenUnlocked, showsSummary: arguments.has("--summary"),
                                 display: showsLockScreen ? LockScreenDisplay(rawValue: display) : nil)
    }

    static func print(_ state: LockScreenState, format: OutputFormat, theme: Theme, depth: ColorDepth) {
        if format == .json {
            Output.out(LockScreenJSON.document(state).serialized(pretty: true) + "\n")
            return
        }
        let card: RenderedCard
        if let preview = state.expanded {
            // The keys expanded a notification: its full interface, as render prints one.
            card = CardRenderer.render(preview, width: state.options.cardWidth)
        } else {
            let picture = LockScreenRenderer.render(state)
            card = RenderedCard(screen: picture.grid, pictures: picture.pictures)
        }
        let title = state.options.showsSummary ? "Notification Summary" : state.options.display != nil ? "Lock Screen" : "Notification Center"
        Output.out(format.output(card, theme: theme, depth: depth, title: title))
    }

    /// The interactive list; with `--watch`, new files in the folders arrive while it runs. `S` in
    /// an expanded notification sends its payload through `sender`, as the preview's key does.
    static func interact(_ initial: consuming LockScreenState, loader initialLoader: LockScreenLoader, sender: PreviewSender?, theme: Theme,
                         depth: ColorDepth?, logWriter: LogWriter?) throws(InputError) -> Int32 {
        var loader = initialLoader
        let inbox = LockScreenInbox()
        var model = LockScreenModel(state: consume initial, inbox: inbox)
        model.state.focus = model.state.items.isEmpty ? nil : 0
        var watcher = FolderWatcher(folders: loader.watchedFolders, excluding: loader.excluded)
        var nextID = model.state.nextID
        let poll: () -> [Event] = {
            var events: [Event] = []
            var arrived = false
            for path in watcher.newFiles() {
                do throws(InputError) {
                    if let notification = try loader.notification(at: path, fromDirectory: true, id: nextID) {
                        nextID += 1
                        inbox.put(notification)
                        arrived = true
                    }
                } catch {
                    events.append(.reloadFailed(error.description))
                }
            }
            // Ticks also collect the end of a send; the run loop drops them while nothing moves
            // (`LockScreenModel.wantsTicks`), and only arrivals are delivered, so an idle list is not drawn again.
            return events + (arrived ? [.filesChanged] : []) + (sender?.check() ?? []) + [.tick]
        }
        do {
            let status = try TerminalRunLoop.run(&model, theme: theme, colorDepth: depth, pollInterval: 200, poll: poll) { effect in
                if case .log(let entry) = effect {
                    return logWriter?.append(entry).map { [.logFailed($0.description)] } ?? []
                }
                return sender?.handle(effect) ?? []
            }
            // Quit while sending: the send is waited for; its end is told and logged.
            sender?.finish(logWriter: logWriter)
            return logWriter?.finalStatus(status) ?? status
        } catch {
            throw InputError.terminal(error, headless: "`pushpeek lockscreen PAYLOAD|DIR... --render`")
        }
    }
}
