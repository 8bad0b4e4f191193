// Compiled into one module with the library targets' sources together with one fuzz target (see Scripts/fuzz.sh).

/// Fixed inputs the fuzz targets combine with the fuzzed bytes: the built-in spy-agency app, its
/// lint model, a strings table, and card options to vary.
enum FuzzSupport {
    static let builtinReader: AppDescriptionDecoder.FileReader = { path throws(InputError) in
        try SessionLoader.builtinFile(path)
    }

    static let spyApp: AppDescription = {
        guard let bytes = try? SessionLoader.builtinFile("spy-agency/app.json"),
              let app = try? AppDescriptionDecoder.decode(bytes, file: "spy-agency/app.json", readFile: builtinReader) else {
            return .none
        }
        return app
    }()

    static let spyLintApp: LintApp? = {
        guard let bytes = try? SessionLoader.builtinFile("spy-agency/app.json") else { return nil }
        return try? AppLinter.lint(bytes, file: "spy-agency/app.json", readFile: builtinReader).app
    }()

    static let strings = LocalizedStrings(["GREETING": "Hello %@ and %2$@", "K": "%1$@ %@ %%", "TITLE": "Title"])

    static let optionSets: [CardOptions] = [
        CardOptions(),
        CardOptions(width: 16, cellAspect: 0.1, ratio: 10, defaultContentHidden: true, maximumActions: 0),
        CardOptions(width: 400, cellAspect: 4, ratio: 0.01, defaultContentHidden: false, maximumActions: 100),
    ]

    /// The payload the app-description target renders with a fuzzed app.
    static let spyPayload: Payload? = {
        guard let bytes = try? SessionLoader.builtinFile("spy-agency/payload.apns") else { return nil }
        return try? PayloadDecoder.decode(bytes)
    }()

    /// What render refuses, lint must report as an error with the same message at the same place
    /// (both read through one decoder); otherwise stop, so libFuzzer keeps the input.
    static func requireAgreement(_ error: InputError, _ diagnostics: [Diagnostic]) {
        let same = diagnostics.contains { diagnostic in
            diagnostic.severity == .error && error.description
                == "\(TerminalSafeText.sanitize(diagnostic.file)):\(diagnostic.location.description): \(TerminalSafeText.sanitize(diagnostic.message))"
        }
        if !same { fatalError("lint and render disagree: render says \(error.description)") }
    }

    static let theme = ThemeLoader.builtin(named: "ios-dark") ?? Theme(name: "mono", colors: [:])

    /// Draws a state every way the program can print it.
    static func renderAll(_ state: PreviewState) {
        for width in [1, 16, 44, 97] {
            let card = CardRenderer.render(state, width: width)
            _ = TextSnapshot.text(of: card.grid)
            _ = ANSIWriter.write(card.grid, mapping: StyleMapping(theme: theme, depth: .ansi256))
            _ = CardJSON.document(for: card, state: state).serialized(pretty: true)
        }
    }

    /// The bytes as an app description: lint, decode, then render the spy-agency payload with it
    /// and press `keys` through the reducer, rendering before and after.
    static func fuzzAppDescription(_ bytes: [UInt8], keys: [Key] = [.tab, .enter, .tab, .enter, .character("r"), .enter],
                                   readFile: @escaping AppDescriptionDecoder.FileReader = builtinReader) {
        // Named like the built-in example so a relative infoPlist finds the built-in Info.plist.
        let lint = try? AppLinter.lint(bytes, file: "spy-agency/app.json", readFile: readFile)
        do {
            _ = try AppDescriptionDecoder.decode(bytes, file: "spy-agency/app.json", readFile: readFile)
        } catch {
            if let lint { requireAgreement(error, lint.diagnostics) }
        }
        guard let app = try? AppDescriptionDecoder.decode(bytes, file: "spy-agency/app.json", readFile: readFile),
              let payload = spyPayload else { return }
        var state = PreviewState(content: NotificationContent(payload: payload), app: app, options: CardOptions(), stage: .expanded)
        _ = PreviewReducer.expand(&state)
        renderAll(state)
        for key in keys {
            _ = PreviewReducer.update(&state, .key(key))
        }
        renderAll(state)
    }
}
