import Foundation

/// `swift run -c release pushpeek-bench [--quick]`: measures pushpeek against its floors and prints
/// a Markdown table (see `BenchOptions.usage`). Exit status 1 when a target is missed or, with
/// `--compare`, when a ratio row is more than 10% worse than the committed table's.
do {
    let options = try BenchOptions(Array(CommandLine.arguments.dropFirst()))
    // Read before the run: a missing file is said at once, not after minutes of measuring.
    let committed = try options.compare.map { file in
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { throw BenchError("cannot read \(file)") }
        return (file, text)
    }
    var runner = try BenchRunner(options: options)
    let table = try runner.run()
    print(table.markdown(), terminator: "")
    var worse = 0
    if let (file, text) = committed {
        let comparison = try TableComparison(table, committedText: text, file: file)
        print(comparison.markdown(), terminator: "")
        worse = comparison.flagged
    }
    exit(table.failures == 0 && worse == 0 ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("pushpeek-bench: \(error)\n".utf8))
    exit(2)
}
