import PushPeekJSON
import PushPeekImport

/// `pushpeek import PROJECT|FOLDER [--explain]`: the app description an Xcode project (or a folder of
/// sources) amounts to, as JSON on stdout; `--explain` lists where each value came from and each gap.
enum ImportCommand {
    static func run(_ arguments: Arguments) -> Int32 {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            return Output.fail(InputError(.usage, message: "import needs one .xcodeproj, .xcworkspace or folder"), help: .import)
        }
        do throws(InputError) {
            let result = try AppImporter.importApp(try ProjectLoader.load(path))
            if arguments.has("--explain") {
                Output.out(result.notes.map(\.rendered).joined(separator: "\n") + "\n")
                Output.out("\(result.notes.count - result.gaps.count) values, \(result.gaps.count) gaps\n")
            } else {
                Output.out(result.json)
            }
            return Output.finalStatus(0)
        } catch {
            return Output.fail(error)
        }
    }
}
