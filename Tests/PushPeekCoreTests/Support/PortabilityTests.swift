import Foundation
import Testing

/// The package builds on macOS as on Linux: this keeps Linux-only C-library spellings out of
/// `Sources` (checked here on Linux, where they would compile and go unnoticed).
@Suite("Portable sources")
struct PortabilityTests {
    typealias Finding = PortabilityScanner.Finding

    @Test("Sources use the C library only in ways Darwin compiles too")
    func sourcesArePortable() throws {
        var scanned = 0
        let root = Fixtures.packageRoot
        let findings = try PortabilityScanner.scan(folder: root.appendingPathComponent("Sources"), root: root, scanned: &scanned)
        #expect(scanned > 100, "only \(scanned) Swift files found under Sources")
        #expect(findings.isEmpty, "Linux-only C library use:\n\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test("the tests too (they run on the Mac as well), but for the scanner's own files and their samples")
    func testsArePortable() throws {
        var scanned = 0
        let root = Fixtures.packageRoot
        let findings = try PortabilityScanner.scan(folder: root.appendingPathComponent("Tests"), root: root,
                                                   skipping: ["PortabilityScanner.swift", "PortabilityTests.swift"], scanned: &scanned)
        #expect(scanned > 50, "only \(scanned) Swift files found under Tests")
        #expect(findings.isEmpty, "Linux-only C library use:\n\(findings.map(\.description).joined(separator: "\n"))")
    }

    @Test("a planted Glibc.read is found, with its file and line")
    func plantedGlibcReadIsFound() {
        let text = """
            import PushPeekCore

            func readSome(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Int {
                Glibc.read(descriptor, buffer, count)
            }
            """
        let findings = PortabilityScanner.scan(text, file: "Sources/pushpeek/Planted.swift")
        #expect(findings.map(\.file) == ["Sources/pushpeek/Planted.swift"])
        #expect(findings.map(\.line) == [4])
        #expect(findings.first?.description.hasPrefix("Sources/pushpeek/Planted.swift:4: `Glibc.`") == true)
    }

    @Test("Glibc. is reported even inside #if canImport(Glibc)")
    func qualifiedCallsAreReportedEverywhere() {
        let text = "#if canImport(Glibc)\nlet n = Glibc.write(1, nil, 0)\n#endif\n"
        #expect(PortabilityScanner.scan(text, file: "F.swift").map(\.line) == [2])
    }

    @Test("an unconditional import Glibc is reported; the guarded one is not")
    func imports() {
        let bare = "import Glibc\nimport PushPeekCore\n"
        #expect(PortabilityScanner.scan(bare, file: "F.swift").map(\.line) == [1])
        let guarded = "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n"
        #expect(PortabilityScanner.scan(guarded, file: "F.swift").isEmpty)
        let wrongBranch = "#if canImport(Darwin)\nimport Darwin\n#elseif canImport(Musl)\nimport Glibc\n#endif\n"
        #expect(PortabilityScanner.scan(wrongBranch, file: "F.swift").map(\.line) == [4])
    }

    @Test("glibc's stat fields outside a Linux branch are reported, Darwin's are not")
    func statFields() {
        let bare = "let stamp = info.st_mtim\nlet other = info.st_ctim.tv_sec\nlet fine = info.st_mtimespec\n"
        #expect(PortabilityScanner.scan(bare, file: "F.swift").map(\.line) == [1, 2])
        let branched = """
            #if os(Linux)
            let stamp = info.st_mtim
            #else
            let stamp = info.st_mtimespec
            #endif
            """
        #expect(PortabilityScanner.scan(branched, file: "F.swift").isEmpty)
        let darwinFirst = "#if os(macOS)\nlet a = info.st_atimespec\n#else\nlet a = info.st_atim\n#endif\n"
        #expect(PortabilityScanner.scan(darwinFirst, file: "F.swift").isEmpty)
        let wrongBranch = "#if os(Linux)\nlet a = 1\n#else\nlet a = info.st_atim\n#endif\n"
        #expect(PortabilityScanner.scan(wrongBranch, file: "F.swift").map(\.line) == [4])
    }

    @Test("/proc/ paths outside #if os(Linux) are reported; comments are not read")
    func procPaths() {
        let bare = "let file = fopen(\"/proc/self/status\", \"r\")\n"
        #expect(PortabilityScanner.scan(bare, file: "F.swift").map(\.line) == [1])
        let guarded = "#if os(Linux)\nlet file = fopen(\"/proc/loadavg\", \"r\")\n#endif\n"
        #expect(PortabilityScanner.scan(guarded, file: "F.swift").isEmpty)
        let nested = "#if os(Linux)\n#if DEBUG\nlet file = \"/proc/self/exe\"\n#endif\n#endif\nlet path = \"/proc/1\"\n"
        #expect(PortabilityScanner.scan(nested, file: "F.swift").map(\.line) == [6])
        let comments = "/// Reads VmHWM in /proc/PID/status.\nlet x = 1 // st_mtim, Glibc.read\n/* import Glibc\n /proc/ */\n"
        #expect(PortabilityScanner.scan(comments, file: "F.swift").isEmpty)
        let inString = "let url = \"http://example.com/proc/\" // a comment\n"
        #expect(PortabilityScanner.scan(inString, file: "F.swift").map(\.line) == [1])
    }

    @Test("glibc's posix_spawn structures are reported outside #if canImport(Glibc)")
    func spawnStructures() {
        let bare = "var actions = posix_spawn_file_actions_t()\nvar attributes = posix_spawnattr_t()\n"
        #expect(PortabilityScanner.scan(bare, file: "F.swift").map(\.line) == [1, 2])
        let branched = "#if canImport(Glibc)\nvar actions = posix_spawn_file_actions_t()\n#else\nvar actions: posix_spawn_file_actions_t?\n#endif\n"
        #expect(PortabilityScanner.scan(branched, file: "F.swift").isEmpty)
    }

    @Test("glibc's pthread_t() is reported outside a Linux branch (Darwin's pthread_t is a pointer)")
    func threadHandles() {
        #expect(PortabilityScanner.scan("var thread = pthread_t()\n", file: "F.swift").map(\.line) == [1])
        let darwinFirst = "#if canImport(Darwin)\nvar thread: pthread_t?\n#else\nvar thread = pthread_t()\n#endif\n"
        #expect(PortabilityScanner.scan(darwinFirst, file: "F.swift").isEmpty)
    }

    @Test("canImport(COpenSSL) before a CryptoKit or Darwin test is reported; after one it is not")
    func openSSLAfterCryptoKit() {
        let first = "#if canImport(COpenSSL)\nimport COpenSSL\n#elseif canImport(CryptoKit)\nimport CryptoKit\n#endif\n"
        #expect(PortabilityScanner.scan(first, file: "F.swift").map(\.line) == [1])
        let second = "#if canImport(CryptoKit)\nimport CryptoKit\n#elseif canImport(COpenSSL)\nimport COpenSSL\n#endif\n"
        #expect(PortabilityScanner.scan(second, file: "F.swift").isEmpty)
        let combined = "#if !canImport(CryptoKit) && canImport(COpenSSL)\nEVP_PKEY_free(key)\n#endif\n"
        #expect(PortabilityScanner.scan(combined, file: "F.swift").isEmpty)
        let afterLinux = "#if os(Linux)\nlet a = 1\n#elseif canImport(COpenSSL)\nlet b = 2\n#endif\n"
        #expect(PortabilityScanner.scan(afterLinux, file: "F.swift").map(\.line) == [3])
        let nested = "#if os(macOS)\nlet a = 1\n#else\n#if canImport(COpenSSL)\nlet b = 2\n#endif\n#endif\n"
        #expect(PortabilityScanner.scan(nested, file: "F.swift").isEmpty)
        let nestedInLinux = "#if os(Linux)\n#if canImport(COpenSSL)\nlet b = 2\n#endif\n#endif\n"
        #expect(PortabilityScanner.scan(nestedInLinux, file: "F.swift").isEmpty)
    }

    @Test("_NSGetExecutablePath without import MachO is reported")
    func executablePathNeedsMachO() {
        let call = "guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }\n"
        let bare = "#if canImport(Darwin)\nimport Darwin\n#endif\n" + call
        #expect(PortabilityScanner.scan(bare, file: "F.swift").map(\.line) == [4])
        let imported = "#if canImport(Darwin)\nimport Darwin\nimport MachO\n#endif\n" + call
        #expect(PortabilityScanner.scan(imported, file: "F.swift").isEmpty)
    }

    @Test("the C.UTF-8 locale outside #if os(Linux) is reported")
    func utf8Locale() {
        let bare = "let environment = [\"LANG=C.UTF-8\"]\n"
        #expect(PortabilityScanner.scan(bare, file: "F.swift").map(\.line) == [1])
        let branched = "#if os(Linux)\nlet locale = \"LANG=C.UTF-8\"\n#else\nlet locale = \"LANG=en_US.UTF-8\"\n#endif\n"
        #expect(PortabilityScanner.scan(branched, file: "F.swift").isEmpty)
    }
}
