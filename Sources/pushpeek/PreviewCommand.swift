import PushPeekCore

/// `pushpeek [preview] [PAYLOAD]`: the interactive preview in the terminal.
enum PreviewCommand {
    static func run(_ arguments: Arguments, sources explicitSources: SessionSources? = nil) -> Int32 {
        do throws(InputError) {
            let sources: SessionSources
            if let explicitSources {
                sources = explicitSources
            } else if let payload = arguments.positionals.first {
                guard arguments.positionals.count == 1 else { throw InputError(.usage, message: "preview takes one payload file") }
                sources = SessionSources(payloadPath: payload, appPath: arguments.value("--app"), stringsPath: arguments.value("--strings"))
            } else {
                sources = .demo
            }
            let state = try SessionLoader.load(sources, options: try arguments.cardOptions(), stage: arguments.has("--banner") ? .banner : .banner)
            _ = state
            throw InputError(.io, message: "the interactive preview is not built yet; use 'pushpeek render'")
        } catch {
            return Output.fail(error)
        }
    }
}
