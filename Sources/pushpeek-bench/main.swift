import Foundation

/// `swift run -c release pushpeek-bench [--quick]`: measures pushpeek against its floors and prints
/// a Markdown table (see `BenchOptions.usage`). Exit status 1 when a target is missed.
do {
    let options = try BenchOptions(Array(CommandLine.arguments.dropFirst()))
    var runner = try BenchRunner(options: options)
    let table = try runner.run()
    print(table.markdown(), terminator: "")
    exit(table.failures == 0 ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("pushpeek-bench: \(error)\n".utf8))
    exit(2)
}
