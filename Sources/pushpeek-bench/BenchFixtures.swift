import Foundation

/// The temporary folder a run works in: the generated payloads (in sub-folders of 1,000), the app
/// description covering the examples' categories, and a strings table for the `*-loc-key` payloads.
struct BenchFixtures {
    let root: String
    let payloadFolder: String
    /// Every payload, in the order the directory walk visits them (sorted names).
    let payloadFiles: [String]
    let appPath: String
    let stringsPath: String
    let totalBytes: Int

    static let seed: UInt64 = 0x7075_7368_7065_656B  // "pushpeek"

    /// Writes `count` payloads under a fresh temporary folder.
    init(count: Int) throws {
        let template = NSTemporaryDirectory() + "pushpeek-bench-XXXXXX"
        var buffer = Array(template.utf8CString)
        guard mkdtemp(&buffer) != nil else { throw BenchError("mkdtemp failed: \(String(cString: strerror(errno)))") }
        root = String(nulTerminated: buffer)
        payloadFolder = root + "/payloads"
        appPath = root + "/app.json"
        stringsPath = root + "/Localizable.strings"
        var generator = PayloadGenerator(seed: BenchFixtures.seed)
        var files: [String] = []
        var total = 0
        for index in 0..<count {
            let folder = payloadFolder + "/" + String.zeroPadded(index / 1000)
            if index % 1000 == 0 {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            let file = generator.file(index)
            let path = folder + "/" + file.name
            try Data(file.bytes).write(to: URL(fileURLWithPath: path))
            files.append(path)
            total += file.bytes.count
        }
        payloadFiles = files
        totalBytes = total
        try BenchFixtures.app.write(toFile: appPath, atomically: true, encoding: .utf8)
        try BenchFixtures.strings.write(toFile: stringsPath, atomically: true, encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The examples' categories in one description: a map extension for `ShowMap` (as spy-agency),
    /// podcast and calendar categories with their actions.
    static let app = #"""
    {
      "app": { "name": "Bench Agency", "icon": "B", "bundleIdentifier": "com.example.SpyAgency" },
      "categories": [
        { "identifier": "ShowMap", "actions": [ { "identifier": "payment", "title": "Payment" } ] },
        { "identifier": "new_podcast_available",
          "actions": [ { "identifier": "play", "title": "Play", "icon": "▶" },
                       { "identifier": "favorite", "title": "Favorite", "icon": "♥" } ] },
        { "identifier": "event-invite", "options": ["customDismissAction"],
          "actions": [ { "identifier": "accept", "title": "Accept" },
                       { "identifier": "decline", "title": "Decline", "options": ["destructive"] },
                       { "identifier": "comment", "title": "Comment",
                         "textInput": { "buttonTitle": "Send", "placeholder": "Type here..." } } ] } ],
      "extensions": [
        { "name": "Map UI",
          "attributes": { "UNNotificationExtensionCategory": "ShowMap", "UNNotificationExtensionInitialContentSizeRatio": 0.5 },
          "view": [ { "map": { "latitude": "latitude", "longitude": "longitude", "radius": "radius" } } ],
          "notificationActions": [ { "identifier": "accept", "title": "Accept" }, { "identifier": "payment", "title": "Payment" } ] },
        { "name": "Podcast UI",
          "attributes": { "UNNotificationExtensionCategory": "new_podcast_available", "UNNotificationExtensionInitialContentSizeRatio": 0.3,
                          "UNNotificationExtensionDefaultContentHidden": false } },
        { "name": "Calendar UI",
          "attributes": { "UNNotificationExtensionCategory": "event-invite", "UNNotificationExtensionInitialContentSizeRatio": 0.25 } } ]
    }
    """#

    static let strings = #"""
    /* Calendar invitations */
    "EVENT_INVITE_TITLE" = "%@ invited you: %@";
    "EVENT_INVITE_BODY" = "Starts %@. Tap to answer.";
    """#
}
