import Foundation

/// The hostile inputs: broken files, huge files, odd file types, wrong types everywhere.
extension HostileCorpus {
    static let bad: Set<Int32> = [65]
    static let lintError: Set<Int32> = [1]

    static let files: [Case] = [
        payloadCase("malformed JSON", position: true, render: bad, lint: lintError) { #"{"aps": {"alert": "x",}}"# },
        payloadCase("unterminated string", position: true, render: bad, lint: lintError) { #"{"aps": {"alert": "x"#},
        payloadCase("NaN literal", position: true, render: bad, lint: lintError) { #"{"aps": {"badge": NaN}}"# },
        payloadCase("nesting 100,000 deep", position: true, render: bad, lint: lintError) {
            #"{"aps":{"alert":"x"},"deep":"# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        },
        payloadCase("objects nested 100,000 deep", position: true, render: bad, lint: lintError) {
            String(repeating: #"{"a":"#, count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        },
        payloadCase("numbers 1e400, -1e400, -0, 1e-400", lint: lintError) {
            #"{"aps":{"alert":"x","badge":1e400,"relevance-score":-0,"category":"ShowMap"},"latitude":-1e400,"longitude":-0,"radius":1e-400}"#
        },
        payloadCase("duplicate keys", lint: lintError) {
            #"{"aps":{"alert":"a","alert":{"title":"b"}},"aps":{"alert":"c","badge":1,"badge":2}}"#
        },
        payloadCase("10,000-character title", render: [0], lint: lintError) {
            #"{"aps":{"alert":{"title":""# + String(repeating: "Wide 漢字 😀 ", count: 1000) + #"","body":"b"}}}"#
        },
        payloadCase("a JSON array", render: bad, lint: lintError) { "[1, 2, 3]" },
        payloadCase("a bare string", render: bad, lint: lintError) { "\"aps\"" },
        payloadCase("whitespace only", position: true, render: bad, lint: lintError) { " \n\t " },
        Case(name: "empty file", build: { folder in
            try write("", "payload.json", in: folder)
            return ("payload.json", nil)
        }, expectsPosition: true, renderStatuses: bad, lintStatuses: lintError),
        Case(name: "invalid UTF-8", build: { folder in
            try writeBytes(Array(#"{"aps":{"alert":""#.utf8) + [0xFF, 0xC0, 0x80, 0xED, 0xA0, 0x80] + Array(#""}}"#.utf8), "payload.json", in: folder)
            return ("payload.json", nil)
        }, expectsPosition: true, renderStatuses: bad, lintStatuses: lintError),
        Case(name: "NUL bytes", build: { folder in
            try writeBytes(Array(#"{"aps":{"alert":"a"#.utf8) + [0] + Array(#"b"}}"#.utf8) + [0], "payload.json", in: folder)
            return ("payload.json", nil)
        }, expectsPosition: true, renderStatuses: bad, lintStatuses: lintError),
        Case(name: "UTF-16 payload", build: { folder in
            try writeBytes([0xFF, 0xFE] + Array(#"{"aps":{}}"#.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, "payload.json", in: folder)
            return ("payload.json", nil)
        }, expectsPosition: true, renderStatuses: bad, lintStatuses: lintError),
        Case(name: "100 MB file", build: { folder in
            let path = folder.appendingPathComponent("payload.json").path
            guard FileManager.default.createFile(atPath: path, contents: nil), truncate(path, 100 << 20) == 0 else { throw CocoaError(.fileWriteUnknown) }
            return ("payload.json", nil)
        }, renderStatuses: bad, lintStatuses: lintError),
        Case(name: "a directory", build: { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("payload.json"), withIntermediateDirectories: true)
            return ("payload.json", nil)
        }, renderStatuses: [66], lintStatuses: [66]),
        Case(name: "a FIFO", build: { folder in
            guard mkfifo(folder.appendingPathComponent("payload.json").path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
            return ("payload.json", nil)
        }, renderStatuses: [66], lintStatuses: [66]),
        Case(name: "a missing file", build: { _ in ("payload.json", nil) }, renderStatuses: [66], lintStatuses: [66]),
        Case(name: "5,000 actions", build: { folder in
            let actions = (0..<5000).map { #"{"identifier":"a\#($0)","title":"Action \#($0)"}"# }.joined(separator: ",")
            try write(#"{"categories":[{"identifier":"ShowMap","actions":[\#(actions)]}]}"#, "app.json", in: folder)
            try write(#"{"aps":{"alert":"x","category":"ShowMap"}}"#, "payload.json", in: folder)
            return ("payload.json", "app.json")
        }, renderStatuses: [0], lintStatuses: [0]),
        appCase("app not JSON", position: true) { "{app: 1}" },
        appCase("content size ratio 1e300") {
            #"{"categories":[{"identifier":"ShowMap"}],"extensions":[{"attributes":{"UNNotificationExtensionCategory":"ShowMap","UNNotificationExtensionInitialContentSizeRatio":1e300},"preferredContentSizeRatio":1e300}]}"#
        },
        appCase("content size ratio -1e300 and 1e-300") {
            #"{"extensions":[{"attributes":{"UNNotificationExtensionCategory":"ShowMap","UNNotificationExtensionInitialContentSizeRatio":-1e300},"preferredContentSizeRatio":1e-300}]}"#
        },
        appCase("huge numbers everywhere") {
            #"{"extensions":[{"attributes":{"UNNotificationExtensionCategory":"ShowMap"},"view":[{"image":{"attachment":1e300,"width":1e300,"height":-1e300,"margin":1e300}},{"label":{"text":"{{latitude}}","lines":1e300}}],"inputView":{"slider":{"min":-1e300,"max":1e300,"step":1e-300,"value":1e300,"format":"%.300f"}}}]}"#
        },
        appCase("app Info.plist outside its folder") { #"{"extensions":[{"infoPlist":"../../../../etc/passwd"}]}"# },
        appCase("app Info.plist missing") { #"{"extensions":[{"infoPlist":"Nope/Info.plist"}]}"# },
        Case(name: "app Info.plist garbage", build: { folder in
            try write(payload, "payload.json", in: folder)
            try write(#"{"extensions":[{"infoPlist":"Info.plist"}]}"#, "app.json", in: folder)
            try writeBytes(Array("bplist00".utf8) + (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37) }, "Info.plist", in: folder)
            return ("payload.json", "app.json")
        }, blamesApp: true),
    ]
}
