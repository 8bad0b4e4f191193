import PushPeekJSON
import PushPeekSession

/// `pushpeek demo [NAME[/PAYLOAD]] [--variant VARIANT] [--render]`: lists the built-in examples, or
/// opens one from the copy compiled into the binary (in the preview, or headless with `--render`).
enum DemoCommand {
    static func run(_ arguments: Arguments) -> Int32 {
        guard let selection = arguments.positionals.first else {
            if let option = OptionTable.specs(for: .demo).map(\.name).first(where: arguments.given) {
                return Output.fail(InputError(.usage, message: "\(option) needs an example NAME (pushpeek demo spy-agency \(option) …)"), help: .demo)
            }
            Output.out(listing())
            return 0
        }
        do throws(InputError) {
            guard arguments.positionals.count == 1 else { throw InputError(.usage, message: "demo takes one example name") }
            if !arguments.has("--render"), let renderOnly = renderOnlyOptions.first(where: arguments.given) {
                throw InputError(.usage, message: "demo takes \(renderOnly) only with --render")
            }
            if let activity = ExampleCatalog.activityPushes(selection) {
                return ActivityCommand.run(arguments, paths: activity.pushes, appPath: activity.app, readFile: ExampleCatalog.file)
            }
            if let list = ExampleCatalog.lockScreenPayloads(selection) {
                return LockScreenCommand.run(arguments, builtin: (selection, list.payloads, list.app, list.strings))
            }
            var sources = try ExampleCatalog.sources(for: selection, variant: arguments.value("--variant"))
            sources.mapDataPaths = arguments.all("--map-data")
            sources.attachmentPaths = arguments.all("--attachment")
            if arguments.has("--render") { return RenderCommand.run(arguments, sources: sources) }
            return PreviewCommand.run(arguments, sources: sources)
        } catch {
            return Output.fail(error, help: .demo)
        }
    }

    /// The options demo takes from `render` but not from `preview` (`--keys`, `--format`, `--banner`).
    static var renderOnlyOptions: [String] {
        let preview = Set(OptionTable.specs(for: .preview).map(\.name))
        return OptionTable.specs(for: .demo).map(\.name).filter { !preview.contains($0) && OptionTable.spec($0, for: .render) != nil }
    }

    /// Each example with its one-line summary, payloads (main first) and app variants.
    static func listing() -> String {
        var text = """
        Built-in examples, each a payload and an app to try. Open one in the preview with
        'pushpeek demo NAME', another payload with 'pushpeek demo NAME/PAYLOAD', another app with
        '--variant VARIANT'; add '--render' to print the card instead. 'pushpeek' alone opens
        spy-agency.

        """
        for example in ExampleCatalog.examples {
            text += "\n  \(example.name)  \(example.summary)\n"
            text += "    payloads: \(example.payloads.joined(separator: ", "))\n"
            if !example.variants.isEmpty { text += "    variants: \(example.variants.joined(separator: ", "))\n" }
        }
        return text
    }
}
