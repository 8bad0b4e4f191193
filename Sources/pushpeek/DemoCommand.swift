import PushPeekCore

/// `pushpeek demo [NAME]`: lists or opens the built-in examples.
enum DemoCommand {
    static func run(_ arguments: Arguments) -> Int32 {
        guard let name = arguments.positionals.first else {
            Output.out("Built-in examples (pushpeek demo NAME):\n")
            for example in SessionLoader.builtinExampleNames {
                Output.out("  \(example)\n")
            }
            return 0
        }
        guard SessionLoader.builtinExampleNames.contains(name) else {
            return Output.fail(InputError(.usage, message: "no built-in example \"\(TerminalSafeText.sanitize(name))\"; run 'pushpeek demo' for the list"))
        }
        return PreviewCommand.run(arguments, sources: SessionSources(payloadPath: "\(name)/payload.json", appPath: "\(name)/app.json", builtinExample: name))
    }
}
