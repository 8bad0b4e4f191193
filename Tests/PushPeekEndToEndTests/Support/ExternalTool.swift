import Foundation

/// The programs that consume pushpeek's output in the tests (python3 with jsonschema, xmllint,
/// bash, zsh, fish, mandoc, pre-commit): whether one is installed, and running it. CI installs them
/// all (`.ci/run`); a machine without one skips the tests that need it.
enum ExternalTool {
    /// The package root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Whether `name` is an executable in PATH.
    static func has(_ name: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") }
    }

    /// Whether python3 can import `module`.
    static func hasPython(_ module: String) -> Bool {
        guard has("python3") else { return false }
        return (try? Spawn.run(["python3", "-c", "import \(module)"]).status) == 0
    }

    static func run(_ arguments: [String], stdin: String? = nil, in directory: URL? = nil,
                    environment: [String: String] = [:], timeout: Double = 60) throws -> ProcessResult {
        guard let directory else { return try Spawn.run(arguments, environment: environment, stdin: stdin, timeout: timeout) }
        return try Spawn.run(["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path] + arguments,
                             environment: environment, stdin: stdin, timeout: timeout)
    }

    /// Validates `json` against the JSON Schema at `schema` with Python's jsonschema (the draft the
    /// schema names, formats checked); the errors, one a line, or "" when valid.
    static func schemaErrors(_ json: String, schema: URL) throws -> String {
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        cls = jsonschema.validators.validator_for(schema)
        validator = cls(schema, format_checker=cls.FORMAT_CHECKER)
        for error in validator.iter_errors(json.load(sys.stdin)):
            print(list(error.absolute_path), error.message[:300])
        """
        let result = try run(["python3", "-c", script, schema.path], stdin: json)
        return result.status == 0 ? result.stdout : "python3 failed: \(result)"
    }
}
