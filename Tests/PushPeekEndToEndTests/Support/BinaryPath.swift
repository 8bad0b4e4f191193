import Foundation

/// Finds the built `pushpeek` executable: `$PUSHPEEK_BINARY` if set, else next to the running test
/// bundle (`.build/<triple>/<config>/`, walking up out of a macOS `.xctest` bundle), else
/// `.build/debug/pushpeek` under the package root.
enum BinaryPath {
    static func pushpeek() throws -> String {
        let manager = FileManager.default
        if let path = ProcessInfo.processInfo.environment["PUSHPEEK_BINARY"], manager.isExecutableFile(atPath: path) {
            return path
        }
        var candidates: [URL] = []
        #if os(Linux)
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
        let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
        var directory = (Bundle.main.executableURL ?? executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(directory.appendingPathComponent("pushpeek"))
            directory.deleteLastPathComponent()
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug/pushpeek"))
        for candidate in candidates {
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                manager.isExecutableFile(atPath: candidate.path) {
                return candidate.path
            }
        }
        throw HarnessError("pushpeek executable not found; tried \(candidates.map(\.path)). Run `swift build` or set PUSHPEEK_BINARY.")
    }
}
