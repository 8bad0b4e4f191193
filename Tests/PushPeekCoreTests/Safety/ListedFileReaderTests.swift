import Foundation
import Testing
@testable import PushPeekJSON
@testable import PushPeekLint
@testable import PushPeekModel
@testable import PushPeekSession

/// The files a folder's listing found are read relative to the folder, in one `read` without
/// `fstat` when that read shows the whole file; anything else (empty, full, failed, swapped after
/// the listing) is examined and read as `InputFile.read` reads it, with its errors.
@Suite("Reading the files a folder's listing found")
struct ListedFileReaderTests {
    static func withFolder(_ body: (URL) throws -> Void) throws {
        try InputReadWorkTests.withFolder(body)
    }

    static func entry(_ path: String) throws -> PayloadFiles.Entry {
        let entries = PayloadFiles.expand([(path as NSString).deletingLastPathComponent]).entries
        return try #require(entries.first { $0.path == path })
    }

    @Test("each size reads the file's bytes; only an empty file or one that fills the buffer is examined")
    func sizes() throws {
        try Self.withFolder { folder in
            let buffer = ListedFileReader.bufferSize
            let sizes = [0, 1, 1_023, 1_024, buffer - 1, buffer, buffer + 1, 300_000]
            for size in sizes {
                let path = folder.appendingPathComponent(String(format: "f%07d.json", size)).path
                #expect(FileManager.default.createFile(atPath: path, contents: Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7) })))
            }
            let reader = ListedFileReader()
            for size in sizes {
                let path = folder.appendingPathComponent(String(format: "f%07d.json", size)).path
                let entry = try Self.entry(path)
                #expect(entry.nameStart == folder.path.utf8.count + 1)
                let before = reader.examined
                var bytes: [UInt8] = []
                let reads = try WorkCounter.measure { bytes = try reader.read(path, nameStart: entry.nameStart) }
                #expect(bytes == (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7) }, "\(size) bytes")
                let examined = size == 0 || size >= buffer
                #expect(reader.examined - before == (examined ? 1 : 0), "\(size) bytes")
                if !examined { #expect(reads == 1, "\(size) bytes: \(reads) reads") }
            }
        }
    }

    @Test("files of several folders, in any order, are each read from their own folder")
    func severalFolders() throws {
        try Self.withFolder { folder in
            var entries: [(PayloadFiles.Entry, String)] = []
            for name in ["a", "b", "bb"] {
                let sub = folder.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
                for index in 0..<3 {
                    let text = #"{"aps":{"alert":"\#(name) \#(index)"}}"#
                    let path = sub.appendingPathComponent("p\(index).json").path
                    #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
                    entries.append((try Self.entry(path), text))
                }
            }
            let reader = ListedFileReader()
            for (entry, text) in entries + entries.reversed() + entries.shuffled() {
                #expect(String(decoding: try reader.read(entry.path, nameStart: entry.nameStart), as: UTF8.self) == text)
            }
            #expect(reader.examined == 0)
        }
    }

    @Test("a name swapped after the listing is read the careful way: links followed and checked, FIFOs and folders refused, never a wait")
    func swappedAfterListing() throws {
        try Self.withFolder { folder in
            let path = folder.appendingPathComponent("p.json").path
            let target = folder.appendingPathComponent("target.txt").path
            #expect(FileManager.default.createFile(atPath: path, contents: Data("{}".utf8)))
            #expect(FileManager.default.createFile(atPath: target, contents: Data("linked".utf8)))
            let entry = try Self.entry(path)
            let reader = ListedFileReader()

            try FileManager.default.removeItem(atPath: path)
            #expect(mkfifo(path, 0o600) == 0)
            let fifo = #expect(throws: InputError.self) { try reader.read(path, nameStart: entry.nameStart) }
            #expect(fifo?.description.contains("not a regular file") == true, "\(String(describing: fifo))")

            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            let directory = #expect(throws: InputError.self) { try reader.read(path, nameStart: entry.nameStart) }
            #expect(directory?.description.contains("is a directory") == true, "\(String(describing: directory))")

            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
            #expect(String(decoding: try reader.read(path, nameStart: entry.nameStart), as: UTF8.self) == "linked")

            try FileManager.default.removeItem(atPath: target)
            #expect(mkfifo(target, 0o600) == 0)
            let linkedFIFO = #expect(throws: InputError.self) { try reader.read(path, nameStart: entry.nameStart) }
            #expect(linkedFIFO?.description.contains("not a regular file") == true, "\(String(describing: linkedFIFO))")

            try FileManager.default.removeItem(atPath: path)
            let gone = #expect(throws: InputError.self) { try reader.read(path, nameStart: entry.nameStart) }
            #expect(gone?.description.contains("no such file") == true, "\(String(describing: gone))")
        }
    }

    @Test("a listed file over the limit is refused with its size, and lint reports it as payload-size")
    func overTheLimit() throws {
        try Self.withFolder { folder in
            let path = folder.appendingPathComponent("big.json").path
            let size = InputFile.defaultLimit + 10
            #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: UInt8(ascii: " "), count: size)))
            let entry = try Self.entry(path)
            let reader = ListedFileReader()
            let error = #expect(throws: InputError.self) { try reader.read(path, nameStart: entry.nameStart) }
            #expect(error?.description.contains("file is \(size) bytes") == true, "\(String(describing: error))")
            let diagnostics = try #require(try Linter(options: LintOptions()).lint(file: path, nameStart: entry.nameStart, files: reader))
            #expect(diagnostics.map(\.rule.rawValue) == ["payload-size"], "\(diagnostics)")
            #expect(diagnostics == (try Linter(options: LintOptions()).lint(file: path)))
        }
    }
}
