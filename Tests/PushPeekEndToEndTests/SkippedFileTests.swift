import Foundation
import Testing
import ProcessSpawning

/// `lint DIR` says which files named like payloads it does not read (a name that is not UTF-8, a
/// FIFO, a link to a device, a link to nothing); a file named that cannot be opened is an error
/// naming it; a second `--devices FILE` adds its tokens to the first's.
@Suite("Skipped files are reported")
struct SkippedFileTests {
    /// Creates a file whose name is `bytes` (not necessarily UTF-8) in `folder`.
    static func createFile(named bytes: [UInt8], in folder: URL, contents: String) throws {
        let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + bytes + [0]
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { $0.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) } } ?? -1
        }
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        let data = Array(contents.utf8)
        guard data.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == data.count else { throw CocoaError(.fileWriteUnknown) }
    }

    @Test("lint DIR notes each payload-named file it cannot read, and still lints the rest")
    func directoryNotesSkippedFiles() throws {
        try HostileCorpus.withFolder { folder in
            try HostileCorpus.write(#"{"aps":{"alert":"x"}}"#, "ok.json", in: folder)
            try Self.createFile(named: Array("bad".utf8) + [0xFF] + Array(".json".utf8), in: folder, contents: "{")
            try HostileCorpus.fifo("fifo.json", in: folder)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("device.json").path, withDestinationPath: "/dev/null")
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("dangling.json").path, withDestinationPath: "nowhere.json")
            let result = try PushPeekRunner.run(["lint", folder.path])
            #expect(!result.signalled && !result.timedOut && result.status == 0, "\(result.status) \(result.stderrText)")
            let notes = result.stderrText.split(separator: "\n").filter { $0.hasPrefix("pushpeek: note: ") }
            #expect(notes.count == 4, "\(result.stderrText)")
            #expect(result.stderrText.contains("/bad\\xFF.json skipped: its name is not valid UTF-8"), "\(result.stderrText)")
            #expect(result.stderrText.contains("/fifo.json skipped: a FIFO is not read"))
            #expect(result.stderrText.contains("/device.json skipped: a symbolic link to a device, not to a regular file"))
            #expect(result.stderrText.contains("/dangling.json skipped: a symbolic link to nothing"))
            #expect(result.stderrText.contains("in 1 file (4 unreadable files skipped)"), "\(result.stderrText)")
        }
    }

    @Test("a file named explicitly whose name is not UTF-8 is an error naming it, not \"no such file\"")
    func explicitNonUTF8Name() throws {
        try HostileCorpus.withFolder { folder in
            try Self.createFile(named: Array("bad".utf8) + [0xFF] + Array(".json".utf8), in: folder, contents: "{")
            // Arguments are Strings, so the raw name goes through the shell.
            let shell = try ProcessRunner.run(["/bin/sh", "-c", #"cd "$1" && exec "$2" lint "$(printf 'bad\377.json')" 2>&1"#, "sh",
                                               folder.path, PushPeekRunner.binary.path])
            let output = shell.stdoutText
            #expect(!shell.signalled && shell.status == 66, "\(shell.status) \(output)")
            #expect(output.contains("the name given is not valid UTF-8"), "\(output)")
            #expect(!output.contains("no such file"), "\(output)")
        }
    }

    @Test func secondDevicesFileAdds() throws {
        try HostileCorpus.withFolder { folder in
            let first = String(repeating: "a", count: 64), second = String(repeating: "b", count: 64)
            try HostileCorpus.write(first + "\n", "one.txt", in: folder)
            try HostileCorpus.write("# more\n" + second + "\n", "two.txt", in: folder)
            let result = try PushPeekRunner.run(["send", Flow.example("delivery/2-update.json"), "--topic", "com.example.app", "--dry-run",
                                                 "--devices", folder.appendingPathComponent("one.txt").path,
                                                 "--devices", folder.appendingPathComponent("two.txt").path])
            #expect(result.status == 0, "\(result.stderrText)")
            #expect(result.stdoutText.contains("/3/device/\(first) HTTP/2") && result.stdoutText.contains("/3/device/\(second) HTTP/2"),
                    "\(result.stdoutText)")
        }
    }
}
