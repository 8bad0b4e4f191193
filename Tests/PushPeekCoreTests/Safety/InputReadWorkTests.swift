import Foundation
import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekSession

/// Reading a folder of payloads costs as few system calls a file as can be: the listing takes each
/// file's type from the directory (no `lstat` a file), and a file is read in one `read` of the size
/// `fstat` gave (no read spent on seeing its end). Counted: each `read`, `lstat` and `stat` of
/// `InputFile` and `PayloadFiles` adds one to `WorkCounter`.
@Suite("System calls a file: listing and reading")
struct InputReadWorkTests {
    static func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pushpeek-reads-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test("a regular file is read in one read, whatever its size; the bytes are the file's")
    func oneReadAFile() throws {
        try Self.withFolder { folder in
            // Either side of the size read through a buffer on the stack, and well past it.
            let stack = InputFile.stackBufferSize
            for size in [0, 1, stack - 2, stack - 1, stack, 4_095, 4_096, 70_000] {
                let path = folder.appendingPathComponent("f\(size).json").path
                let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
                #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
                var read: [UInt8] = []
                let reads = try WorkCounter.measure { read = try InputFile.read(path) }
                #expect(read == bytes, "\(size) bytes")
                #expect(reads == 1, "\(size) bytes: \(reads) reads")
            }
        }
    }

    #if os(Linux)
    @Test("a file whose size fstat gives as 0 is read on to its end, and refused past the limit")
    func aFileLongerThanItsSizeIsReadOn() throws {
        // /proc files are regular files whose fstat size is 0.
        var read: [UInt8] = []
        let reads = try WorkCounter.measure { read = try InputFile.read("/proc/self/status") }
        #expect(String(decoding: read, as: UTF8.self).hasPrefix("Name:"), "\(read.count) bytes")
        #expect(read.last == UInt8(ascii: "\n") && reads > 1)
        let error = #expect(throws: InputError.self) { try InputFile.read("/proc/self/status", limit: 16) }
        #expect(error?.description.contains("grew past the limit of 16 bytes") == true, "\(String(describing: error))")
    }
    #endif

    @Test("listing a folder of payloads stats none of them (when the file system gives types), sorted by their bytes")
    func listingStatsNoFile() throws {
        try Self.withFolder { folder in
            let names = ["payload-10.json", "payload-1.json", "payload-100.json", "payload-2.json", "payload.json", "Payload.json",
                         "ze.json", "zé.json", "z.json", "payload-10.jsonx", "notes.txt"]
            for name in names {
                #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data("{}".utf8)))
            }
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("sub/inner.json").path, contents: Data("{}".utf8)))
            var entries: [PayloadFiles.Entry] = []
            let stats = WorkCounter.measure { entries = PayloadFiles.expand([folder.path]).entries }
            let payloads = names.filter { $0.hasSuffix(".json") } + ["sub/inner.json"]
            let expected = payloads.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }.map { folder.path + "/" + $0 }
            #expect(entries.map(\.path) == expected)
            let typed = try #require(DirectoryListing(folder.path)).entries.allSatisfy { $0.type != nil }
            // Without types, each entry is asked: the names, the folder and the file in it.
            #expect(stats == (typed ? 0 : names.count + 2), "\(stats) stats")
        }
    }

    #if os(Linux)
    @Test("reading a file of one's own leaves its access time as it was (O_NOATIME: no inode written a read)")
    func readingLeavesTheAccessTime() throws {
        try Self.withFolder { folder in
            let path = folder.appendingPathComponent("p.json").path
            #expect(FileManager.default.createFile(atPath: path, contents: Data(#"{"aps":{"alert":"n"}}"#.utf8)))
            // An access time before the modification time: `relatime` would set it on the next read.
            let times = [timeval(tv_sec: 1_000_000_000, tv_usec: 0), timeval(tv_sec: 1_500_000_000, tv_usec: 0)]
            #expect(utimes(path, times) == 0)
            let bytes = try InputFile.read(path)
            #expect(bytes.count == 21)
            var info = stat()
            #expect(stat(path, &info) == 0)
            #expect(info.st_atim.tv_sec == 1_000_000_000, "access time \(info.st_atim.tv_sec)")
        }
    }
    #endif
}
