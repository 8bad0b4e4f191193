import PushPeekCore

/// `pushpeek render PAYLOAD [options]`: the card, headless, as text, ANSI or JSON.
enum RenderCommand {
    /// Renders `sources` when given (a built-in example), else the payload named on the command line.
    static func run(_ arguments: Arguments, sources explicitSources: SessionSources? = nil) -> Int32 {
        if explicitSources == nil, RenderBatch.applies(to: arguments) { return RenderBatch.run(arguments) }
        do throws(InputError) {
            let sources: SessionSources
            if let explicitSources {
                sources = explicitSources
            } else {
                guard arguments.positionals.count == 1, let payload = arguments.positionals.first else {
                    throw InputError(.usage, message: arguments.positionals.isEmpty ? "render needs a payload file" : "render takes one payload file")
                }
                sources = SessionSetup.sources(arguments, payload: payload)
            }
            let format = try arguments.choice("--format", ["text", "ansi", "json"], default: "text")
            let theme = try ThemeChoice.theme(arguments)
            let depth = try ThemeChoice.depth(arguments, forTerminal: false) ?? .ansi256
            let keys = try KeyScript.parse(arguments.value("--keys") ?? "")
            var options = try arguments.cardOptions()
            options.monochromePictures = format != "ansi" || theme.isMono || depth == .none
            var state = try SessionSetup.load(sources, options: options,
                                              stage: arguments.has("--banner") ? .banner : .expanded)
            let logWriter = try arguments.value("--log").map { path throws(InputError) in try LogWriter(path: path) }
            for entry in state.responseLog { logWriter?.append(entry) }
            for entry in ScriptedReplay.run(keys, on: &state) { logWriter?.append(entry) }
            let card = CardRenderer.render(state, width: state.options.width ?? CardOptions.defaultWidth)
            switch format {
            case "json":
                Output.out(CardJSON.document(for: card, state: state).serialized(pretty: true) + "\n")
            case "ansi":
                Output.out(ANSIWriter.write(card.grid, theme: theme, depth: depth))
            default:
                Output.out(TextSnapshot.text(of: card.grid))
            }
            return logWriter?.finalStatus(0) ?? 0
        } catch {
            return Output.fail(error)
        }
    }
}
