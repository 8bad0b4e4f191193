import Foundation
import Testing

/// The `pushpeek` binary is built without Foundation: loading it cost 3–4 ms of every start (more
/// than the first frame's own work) and it cannot be linked into the release build's static
/// executable without extra libraries (Docs/PERFORMANCE.md). This keeps it out.
@Suite("Foundation-free binary")
struct FoundationFreeTests {
    static let modules = ["Sources/PushPeekJSON", "Sources/PushPeekModel", "Sources/PushPeekCanvas", "Sources/PushPeekMaps",
                           "Sources/PushPeekApp", "Sources/PushPeekSend", "Sources/PushPeekPresentation", "Sources/PushPeekLint",
                           "Sources/PushPeekInteraction", "Sources/PushPeekSession", "Sources/PushPeekTerminal", "Sources/PushPeekImages", "Sources/pushpeek"]

    @Test("no module of the binary imports Foundation")
    func noFoundation() throws {
        var offenders: [String] = []
        for module in Self.modules {
            let folder = Fixtures.packageRoot.appendingPathComponent(module)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                let imports = text.split(separator: "\n").filter { line in
                    let trimmed = line.drop { $0 == " " }
                    return trimmed.hasPrefix("import Foundation") || trimmed.hasPrefix("@preconcurrency import Foundation")
                        || trimmed.hasPrefix("import FoundationEssentials")
                }
                if !imports.isEmpty { offenders.append(module + "/" + file) }
            }
        }
        #expect(offenders.isEmpty, "import Foundation in \(offenders); use the C library (Glibc) or the library targets' helpers instead")
    }
}
