import PushPeekJSON
import PushPeekCanvas
import PushPeekPresentation
import PushPeekInteraction
import PushPeekSession

/// `pushpeek render PAYLOAD [options]`: the card, headless, as text, ANSI, JSON, SVG or HTML.
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
            let format = try arguments.choice("--format", OutputFormat.allCases, default: .text)
            let theme = try ThemeChoice.theme(arguments)
            let depth = try ThemeChoice.depth(arguments, forTerminal: false) ?? .ansi256
            let keys = try KeyScript.scriptedKeys(arguments.value("--keys") ?? "")
            var options = try arguments.cardOptions()
            format.drawPictures(&options, theme: theme, depth: depth)
            var state = try SessionSetup.load(sources, options: options,
                                              stage: arguments.has("--banner") ? .banner : .expanded)
            let logWriter = try arguments.value("--log").map { path throws(InputError) in try LogWriter(path: path) }
            for entry in state.log.events { logWriter?.append(entry) }
            let replay = ScriptedReplay.run(keys, on: &state)
            for entry in replay.entries { logWriter?.append(entry) }
            warnAboutUntypedText(replay, state: state, file: nil)
            var card = CardRenderer.render(state, width: state.options.width ?? CardOptions.defaultWidth)
            // What the keys did shows under the card (JSON has it as `responses`).
            if !keys.isEmpty && format != .json { card = KeyedResponsesView.appending(to: card, state: state) }
            if format == .json {
                Output.out(CardJSON.document(for: card, state: state).serialized(pretty: true) + "\n")
            } else {
                Output.out(format.output(card, theme: theme, depth: depth, title: SVGWriter.title(of: state)))
            }
            return logWriter?.finalStatus(0) ?? 0
        } catch {
            return Output.fail(error)
        }
    }

    /// `pushpeek: warning: --keys:1:11: "Looks great" reached no text field …` on stderr, for each
    /// quoted text typed while no reply keyboard was up.
    static func warnAboutUntypedText(_ replay: ScriptedReplay.Outcome, state: PreviewState, file: String?) {
        let reason = state.actions.contains(where: \.isTextInput)
            ? "no reply keyboard was up (choose the text-input action first)"
            : "the notification has no text-input action"
        for typed in replay.textsWithoutField {
            let text = TerminalSafeText.sanitize(typed.text)
            let prefix = file.map { TerminalSafeText.sanitize($0) + ": " } ?? ""
            Output.err("pushpeek: warning: \(prefix)--keys:1:\(typed.column): \"\(text)\" reached no text field: \(reason); its characters acted as keys\n")
        }
    }

    /// `--format ansi`: the grid through the TUI's style mapping, or plain text when colour is off
    /// (`--color never`, `NO_COLOR`): then not a single escape sequence is written.
    static func ansi(_ grid: CellGrid, theme: Theme, depth: ColorDepth) -> String {
        guard depth != .none else { return TextSnapshot.text(of: grid) }
        return ANSIWriter.write(grid, mapping: StyleMapping(theme: theme, depth: depth))
    }
}
