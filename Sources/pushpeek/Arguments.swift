import PushPeekCore

/// The command line, split into positionals and options, checked against what each option takes.
struct Arguments {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    /// Options that take a value.
    static let valued: Set<String> = [
        "--app", "--strings", "--width", "--format", "--theme", "--color", "--ratio", "--cell-aspect",
        "--max-actions", "--keys", "--log", "--map-data", "--attachment", "--push-type", "--variant",
    ]
    /// Options that stand alone.
    static let switches: Set<String> = [
        "--banner", "--hide-default", "--show-default", "--watch", "--strict", "--help", "-h", "--version", "--render",
    ]

    init(_ arguments: [String]) throws(InputError) {
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
            if Arguments.switches.contains(name) {
                guard inlineValue == nil else { throw InputError(.usage, message: "\(name) takes no value") }
                flags.insert(name)
            } else if Arguments.valued.contains(name) {
                if let inlineValue {
                    values[name, default: []].append(inlineValue)
                } else {
                    guard index < arguments.count else { throw InputError(.usage, message: "\(name) needs a value") }
                    values[name, default: []].append(arguments[index])
                    index += 1
                }
            } else {
                throw InputError(.usage, message: "unknown option \(TerminalSafeText.sanitize(argument))")
            }
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) }

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
        return options
    }
}
