import Foundation
import PackagePlugin

/// Compiles a folder of the package into the target that carries it: `Examples/` into
/// `PushPeekSession` (`BuiltinExamples`), `Themes/` into `PushPeekCanvas` (`BuiltinThemes`). At build
/// time `pushpeek-embed` writes the Swift source into the plugin's work directory; every file of the
/// folder is an input, so an edited example is compiled in again by the next build.
@main
struct EmbedFolders: BuildToolPlugin {
    /// What one target embeds.
    struct Folder {
        let path: String
        let typeName: String
        let options: [String]
    }

    static let folders: [String: Folder] = [
        "PushPeekSession": Folder(path: "Examples", typeName: "BuiltinExamples", options: ["--skip-xcode-imports"]),
        "PushPeekCanvas": Folder(path: "Themes", typeName: "BuiltinThemes", options: []),
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let folder = Self.folders[target.name] else {
            Diagnostics.error("EmbedFolders: no folder is embedded into \(target.name)")
            return []
        }
        let root = context.package.directoryURL.appendingPathComponent(folder.path, isDirectory: true)
        var inputs: [URL] = []
        if let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) {
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                inputs.append(url)
            }
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent(folder.typeName + ".swift")
        return [
            .buildCommand(displayName: "Embedding the files of \(folder.path) into \(target.name)",
                          executable: try context.tool(named: "pushpeek-embed").url,
                          arguments: [folder.typeName, root.path, output.path] + folder.options,
                          inputFiles: inputs, outputFiles: [output]),
        ]
    }
}
