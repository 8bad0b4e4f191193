#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekCanvas
import PushPeekPresentation
import PushPeekInteraction
import PushPeekSession
import PushPeekImages
import PushPeekMaps
import PushPeekTerminal

/// `pushpeek [preview] [PAYLOAD]`: the interactive preview in the terminal. Its send key sends the
/// payload with the send settings (`PreviewSender`), in the background.
enum PreviewCommand {
    static func run(_ arguments: Arguments, sources explicitSources: SessionSources? = nil) -> Int32 {
        do throws(InputError) {
            let sources: SessionSources
            if let explicitSources {
                sources = explicitSources
            } else if let payload = arguments.positionals.first {
                guard arguments.positionals.count == 1 else { throw InputError(.usage, message: "preview takes one payload file") }
                sources = SessionSetup.sources(arguments, payload: payload)
            } else if let given = ["--app", "--strings"].first(where: arguments.given) {
                throw InputError(.usage, message: "\(given) needs a payload file; without one the built-in demo opens")
            } else {
                sources = SessionSetup.demo(arguments)
            }
            var options = try arguments.cardOptions()
            let theme = try ThemeChoice.theme(arguments)
            let depth = try ThemeChoice.depth(arguments, forTerminal: true)
            options.monochromePictures = theme.isMono || depth == ColorDepth.none
            let pixels = try GraphicsChoice.encoder(arguments, depth: theme.isMono ? ColorDepth.none : depth)
            if let pixels {
                let cellPixels = TerminalCellSize.pixels()
                options.mapPicture = MapPictureOptions(cellPixels: cellPixels, colors: MapPictureColors(theme: theme))
                // Each picture's pixels are encoded on a thread of their own while the frame's cells are drawn.
                if options.pictureRenderer == ChafaSymbols.renderer, let ahead = ChafaSymbols.renderer(encodingAheadIn: pixels, cellPixels: cellPixels) {
                    options.pictureRenderer = ahead
                }
            }
            // libchafa draws the pictures (as symbols, or as pixels): its set-up starts with the first
            // picture read, or at once when pixels may show a map; never for a card without pictures.
            let drawsThroughChafa = options.pictureRenderer == ChafaSymbols.renderer || pixels != nil
            if pixels != nil { ChafaSymbols.prepareInBackground() }
            let prepare: (() -> Void)? = drawsThroughChafa ? { ChafaSymbols.prepareInBackground() } : nil
            let (state, payload) = try SessionSetup.loadKeepingPayload(sources, options: options, stage: .banner, onPicture: prepare)
            let sender = try PreviewSender(arguments, payloadPath: sources.payloadPath ?? "")
            sender.loaded(payload)
            let logWriter = try arguments.value("--log").map { path throws(InputError) in try LogWriter(path: path, allowsTerminal: false) }
            var watcher = arguments.has("--watch") && sources.builtinExample == nil
                ? FileWatcher(paths: [sources.payloadPath, sources.appPath, sources.stringsPath].compactMap { $0 }) : nil
            var initial = state
            initial.log.isShown = true
            var model = PreviewModel(state: initial)
            // Ticks let a pending `preferredContentSize` resize the card after its first frame.
            // They also collect the end of a send.
            let poll: (() -> [Event])? = {
                (watcher?.poll() == true ? [.filesChanged] : []) + sender.check() + [.tick]
            }
            do {
                let status = try TerminalRunLoop.run(&model, theme: theme, colorDepth: depth, pixels: pixels, pollInterval: 200, poll: poll) { effect in
                    switch effect {
                    case .log(let entry):
                        // A failed write shows in the status line at once, and on stderr at exit.
                        return logWriter?.append(entry).map { [.logFailed($0.description)] } ?? []
                    case .reload:
                        return [reload(sources, options: options, sender: sender)]
                    default:
                        return sender.handle(effect) ?? []
                    }
                }
                // Quit while sending: the send is waited for; its end is told and logged.
                sender.finish(logWriter: logWriter)
                return logWriter?.finalStatus(status) ?? status
            } catch {
                let headless = sources.builtinExample.map { "`pushpeek demo \($0) --render`" } ?? "`pushpeek render PAYLOAD`"
                throw InputError.terminal(error, headless: headless)
            }
        } catch {
            return Output.fail(error)
        }
    }

    /// Reads the files again; a broken edit keeps the last good card and shows the error.
    static func reload(_ sources: SessionSources, options: CardOptions, sender: PreviewSender) -> Event {
        do throws(InputError) {
            let (fresh, payload) = try SessionSetup.loadKeepingPayload(sources, options: options, stage: .banner)
            sender.loaded(payload)
            return .notificationReceived(fresh.delivery)
        } catch {
            return .reloadFailed("reload failed: " + error.description)
        }
    }
}
