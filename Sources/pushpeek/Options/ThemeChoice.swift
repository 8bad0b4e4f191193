#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PushPeekJSON
import PushPeekModel
import PushPeekCanvas

/// Resolves `--theme` and `--color` (and `NO_COLOR`) into a theme and a colour depth.
enum ThemeChoice {
    static func theme(_ arguments: Arguments) throws(InputError) -> Theme {
        let name = arguments.value("--theme") ?? "ios-dark"
        if let builtin = ThemeLoader.builtin(named: name) { return builtin }
        guard name.contains("/") || name.hasSuffix(".json") else {
            throw InputError(.usage, message: "unknown theme \"\(TerminalSafeText.sanitize(name))\"; built in: \(ThemeLoader.builtinNames.joined(separator: ", ")), or a theme file")
        }
        let bytes = try InputFile.read(name)
        do {
            return try ThemeLoader.parse(String(decoding: bytes, as: UTF8.self))
        } catch {
            throw InputError(file: name, message: error.message)
        }
    }

    /// The colour depth: none with `--color never` (or `NO_COLOR`), else `--colors`; without it, for
    /// the terminal nil (the terminal layer detects it), for `render --format ansi` what `TERM` and
    /// `COLORTERM` describe (`ColorDepth.described`).
    static func depth(_ arguments: Arguments, forTerminal: Bool) throws(InputError) -> ColorDepth? {
        let mode = try arguments.choice("--color", ["auto", "always", "never"], default: "auto")
        if mode == "never" { return ColorDepth.none }
        if mode == "auto", let noColor = Output.environment("NO_COLOR"), !noColor.isEmpty { return ColorDepth.none }
        if let requested = try colors(arguments) { return requested }
        if forTerminal { return nil }
        return ColorDepth.described(term: Output.environment("TERM"), colorTerm: Output.environment("COLORTERM"))
    }

    /// `--colors none|8|16|256|24bit`, or nil without it.
    static func colors(_ arguments: Arguments) throws(InputError) -> ColorDepth? {
        guard arguments.value("--colors") != nil else { return nil }
        return ColorDepth(optionValue: try arguments.choice("--colors", ColorDepth.optionValues, default: ""))
    }
}
