import PushPeekJSON

/// The settings `send` can take from outside the command line: a config file and environment
/// variables. The command line wins over the environment, which wins over the file.
///
/// The file (`$XDG_CONFIG_HOME/pushpeek/send.conf`, else `~/.config/pushpeek/send.conf`) holds
/// `name = value` lines with the names of the options without `--`; `#` starts a comment line.
/// The environment variables are `PUSHPEEK_` and the name in capitals with `_` for `-`
/// (`PUSHPEEK_KEY_ID`).
public struct SendSettings: Sendable, Equatable {
    /// The names that may be set outside the command line.
    public static let names = ["key", "key-id", "team-id", "topic", "cert", "cert-key", "cert-key-password-file", "environment", "ca", "server"]

    public private(set) var values: [String: String] = [:]

    public init(values: [String: String] = [:]) {
        self.values = values
    }

    /// The settings in a config file's text; an unknown name or a line without `=` is an error
    /// naming the line.
    public static func parse(_ bytes: [UInt8], file: String) throws(InputError) -> SendSettings {
        var settings = SendSettings()
        let text = String(decoding: bytes, as: UTF8.self)
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Substring(rawLine.filter { $0 != "\r" && $0 != "\t" }).trimmingSpaces
            if line.isEmpty || line.hasPrefix("#") { continue }
            let location = SourceLocation(line: index + 1, column: 1, offset: 0)
            guard let equals = line.firstIndex(of: "=") else {
                throw InputError(.badInput, file: file, location: location, message: "expected name = value")
            }
            let name = line[..<equals].trimmingSpaces
            let value = line[line.index(after: equals)...].trimmingSpaces
            guard names.contains(name) else {
                throw InputError(.badInput, file: file, location: location,
                                 message: "unknown setting \"\(name)\"; the settings are \(names.joined(separator: ", "))")
            }
            settings.values[name] = value
        }
        return settings
    }

    /// The environment variable for `name`: `key-id` → `PUSHPEEK_KEY_ID`.
    public static func environmentName(_ name: String) -> String {
        // An ASCII name (every setting's) is mapped byte by byte, without Unicode case mapping.
        var bytes = Array("PUSHPEEK_".utf8)
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): bytes.append(byte - 32)
            case UInt8(ascii: "-"): bytes.append(UInt8(ascii: "_"))
            case 0x80...: return "PUSHPEEK_" + name.uppercased().replacingOccurrences(of: "-", with: "_")
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// These settings with `environment`'s values on top.
    public func overridden(byEnvironment environment: (String) -> String?) -> SendSettings {
        var copy = self
        for name in Self.names {
            if let value = environment(Self.environmentName(name)), !value.isEmpty { copy.values[name] = value }
        }
        return copy
    }

    public subscript(name: String) -> String? { values[name] }
}

extension String {
    fileprivate func replacingOccurrences(of target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
