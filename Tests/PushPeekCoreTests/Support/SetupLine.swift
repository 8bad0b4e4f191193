/// What the README's quick start asks a Linux user to run, and what `.ci/run` runs, read from their
/// text: the packages of each `apt-get install -y` line and the test command. Shell lines ending in
/// `\` are joined with the next; a `#` starts a comment, `&&` ends the install.
struct SetupLine {
    /// The set-up line's packages (the first `apt-get install -y` of the quick start's shell blocks).
    var packages: [String]
    /// The packages of the optional line (`apt-get install -y …` in backquotes in the quick start's prose).
    var optional: [String]
    /// The quick start's test command (`swift test`).
    var testCommand: String?

    /// The quick start of a README: from `## Quick start` to the next `## ` heading.
    static func readme(_ text: String) -> SetupLine {
        let section = text.components(separatedBy: "\n## Quick start\n").dropFirst().first?
            .components(separatedBy: "\n## ").first ?? ""
        var shell: [String] = []
        var inShell = false
        var prose = ""
        for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inShell = !inShell && line == "```sh"
                continue
            }
            if inShell { shell.append(String(line)) } else { prose += line + " " }
        }
        let commands = joined(shell)
        let setup = commands.first { $0.hasPrefix("apt-get install -y ") }
        let test = commands.first { $0.hasPrefix("swift test") }.map { String($0.prefix { $0 != "#" }).trimmed }
        var optional: [String] = []
        for (index, quoted) in prose.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        where index % 2 == 1 && quoted.hasPrefix("apt-get install -y ") {
            optional = packages(String(quoted))
        }
        return SetupLine(packages: setup.map(packages) ?? [], optional: optional, testCommand: test)
    }

    /// `.ci/run`: the packages of each `apt-get install -y` line, in order, and whether its last
    /// command is `test`.
    static func ciScript(_ text: String) -> (installs: [[String]], lastCommand: String?) {
        let commands = joined(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
            .map { String($0.prefix { $0 != "#" }).trimmed }
            .filter { !$0.isEmpty }
        let installs = commands.filter { $0.hasPrefix("apt-get install -y ") }.map(packages)
        return (installs, commands.last)
    }

    /// The words after `apt-get install -y`, up to `&&`, `;` or a comment.
    static func packages(_ line: String) -> [String] {
        let words = line.prefix { $0 != "#" && $0 != ";" }.split(separator: " ").map(String.init)
        return Array(words.dropFirst(3).prefix { $0 != "&&" })
    }

    /// Shell lines with `\` continuations joined, each trimmed.
    static func joined(_ lines: [String]) -> [String] {
        var result: [String] = []
        var pending = ""
        for line in lines {
            let trimmed = line.trimmed
            if trimmed.hasSuffix("\\") {
                pending += trimmed.dropLast() + " "
            } else {
                result.append((pending + trimmed).trimmed)
                pending = ""
            }
        }
        if !pending.isEmpty { result.append(pending.trimmed) }
        return result
    }
}

private extension String {
    var trimmed: String {
        var text = Substring(self)
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
