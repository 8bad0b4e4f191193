import PushPeekJSON
import PushPeekModel
import PushPeekPresentation
import PushPeekImages

/// One command's command line, split into positionals and options, checked against the options
/// that command takes (`OptionTable`).
struct Arguments {
    let command: Command
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    init(_ arguments: [String], for command: Command) throws(InputError) {
        self.command = command
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            name = OptionTable.canonicalName(name)
            guard let spec = OptionTable.spec(name, for: command) else { throw Arguments.notTaken(name, by: command) }
            if !spec.takesValue {
                guard inlineValue == nil else { throw InputError(.usage, message: "\(name) takes no value") }
                flags.insert(name)
            } else if let inlineValue {
                values[name, default: []].append(inlineValue)
            } else {
                guard index < arguments.count else { throw InputError(.usage, message: "\(name) needs a value (\(spec.synopsis))") }
                values[name, default: []].append(arguments[index])
                index += 1
            }
        }
    }

    /// `render does not take --watch (preview does)`, or an unknown option with a suggestion.
    static func notTaken(_ name: String, by command: Command) -> InputError {
        let shown = TerminalSafeText.sanitize(name)
        let others = OptionTable.commands(taking: name)
        if !others.isEmpty {
            let names = others.map(\.rawValue)
            let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
            return InputError(.usage, message: "\(command.rawValue) does not take \(shown) (\(list) \(others.count == 1 ? "does" : "do"))")
        }
        let names = OptionTable.specs(for: command).map(\.name)
        let hint = KeySuggestion.suggest(name, among: names).map { "; did you mean \($0)?" } ?? ""
        return InputError(.usage, message: "unknown option \(shown) for \(command.rawValue)\(hint)")
    }

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) }
    /// Whether the option was given at all (a switch, or with a value).
    func given(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }

    func integer(_ name: String, in range: ClosedRange<Int>) throws(InputError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw InputError(.usage, message: "\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not \"\(TerminalSafeText.sanitize(text))\"")
        }
        return number
    }

    func number(_ name: String, in range: ClosedRange<Double>) throws(InputError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = Double(text), number.isFinite, range.contains(number) else {
            throw InputError(.usage, message: "\(name) takes a number from \(range.lowerBound) to \(range.upperBound), not \"\(TerminalSafeText.sanitize(text))\"")
        }
        return number
    }

    /// The value of `name` among the cases of an enum (the usage error lists them in order).
    func choice<Choice: RawRepresentable>(_ name: String, _ allowed: [Choice], default fallback: Choice) throws(InputError) -> Choice
    where Choice.RawValue == String {
        let text = try choice(name, allowed.map(\.rawValue), default: fallback.rawValue)
        return allowed.first { $0.rawValue == text } ?? fallback
    }

    func choice(_ name: String, _ allowed: [String], default fallback: String) throws(InputError) -> String {
        guard let text = value(name) else { return fallback }
        guard allowed.contains(text) else {
            throw InputError(.usage, message: "\(name) takes one of \(allowed.joined(separator: ", ")), not \"\(TerminalSafeText.sanitize(text))\"")
        }
        return text
    }

    /// Card options shared by `render` and `preview`.
    func cardOptions() throws(InputError) -> CardOptions {
        var options = CardOptions()
        options.pictureRenderer = ChafaSymbols.renderer ?? .halfBlocks
        if value("--width") == "fit" {
            options.fitsTerminal = true
        } else if let text = value("--width"), Int(text) == nil {
            throw InputError(.usage, message: "--width takes a whole number from \(CardOptions.minimumWidth) to \(CardOptions.maximumWidth), or fit, not \"\(TerminalSafeText.sanitize(text))\"")
        } else {
            options.width = try integer("--width", in: CardOptions.minimumWidth...CardOptions.maximumWidth)
        }
        options.cellAspect = try number("--cell-aspect", in: 0.1...4) ?? 0.5
        options.ratio = try number("--ratio", in: 0.01...10)
        if has("--hide-default") && has("--show-default") {
            throw InputError(.usage, message: "--hide-default and --show-default contradict each other")
        }
        if has("--hide-default") { options.defaultContentHidden = true }
        if has("--show-default") { options.defaultContentHidden = false }
        options.maximumActions = try integer("--max-actions", in: 0...100) ?? 4
        options.presentationEra = try presentationEra()
        options.device.isLocked = has("--locked")
        return options
    }

    /// `--ios VERSION`: the era of that iOS version, or nil without the option.
    func presentationEra() throws(InputError) -> PresentationEra? {
        guard let version = value("--ios") else { return nil }
        guard let era = PresentationEra(iosVersion: version) else {
            throw InputError(.usage, message: "--ios takes an iOS version from \(PresentationEra.supportedVersions.lowerBound) on, like 14 or 17.4, not \"\(TerminalSafeText.sanitize(version))\"")
        }
        return era
    }
}
