import Foundation

/// Hostile inputs that are not regular files where pushpeek expects one: each is refused with 66
/// at once, never waited on (a FIFO with no writer would block a plain `open` for ever).
extension HostileCorpus {
    static func fifo(_ name: String, in folder: URL) throws {
        guard mkfifo(folder.appendingPathComponent(name).path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    static let ioFiles: [Case] = [
        Case(name: "app description is a FIFO", build: { folder in
            try write(payload, "payload.json", in: folder)
            try fifo("app.json", in: folder)
            return ("payload.json", "app.json")
        }, blamesApp: true, renderStatuses: [66], lintStatuses: [66]),
        Case(name: "Info.plist is a FIFO", build: { folder in
            try write(payload, "payload.json", in: folder)
            try write(#"{"extensions":[{"infoPlist":"Info.plist","attributes":{"UNNotificationExtensionCategory":"ShowMap"}}]}"#, "app.json", in: folder)
            try fifo("Info.plist", in: folder)
            return ("payload.json", "app.json")
        }, blamesApp: true, renderStatuses: [66], lintStatuses: [1]),
        Case(name: "payload is a symbolic link to a FIFO", build: { folder in
            try fifo("pipe", in: folder)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("payload.json").path, withDestinationPath: "pipe")
            return ("payload.json", nil)
        }, renderStatuses: [66], lintStatuses: [66]),
        Case(name: "payload is a device (/dev/zero)", build: { _ in ("/dev/zero", nil) }, renderStatuses: [66], lintStatuses: [66]),
    ]
}
