import Foundation
import ImageBombs

/// The resource bombs as corpus cases (built at test time): whatever runs the corpus — `render`,
/// `lint`, the preview — meets them too. `ResourceBombTests` also measures their CPU and memory.
extension HostileCorpus {
    /// The standard payload and an app whose extension reads `Info.plist`, with these bytes in it.
    static func infoPlistCase(_ name: String, _ plist: @escaping @Sendable () -> [UInt8]) -> Case {
        Case(name: name, build: { folder in
            try write(payload, "payload.json", in: folder)
            try write(#"{"categories":[{"identifier":"ShowMap"}],"extensions":[{"infoPlist":"Info.plist"}]}"#, "app.json", in: folder)
            try writeBytes(plist(), "Info.plist", in: folder)
            return ("payload.json", "app.json")
        }, blamesApp: true, renderStatuses: bad, lintStatuses: lintError)
    }

    /// 60 arrays, each holding the next twice: 282 bytes that expand to 2^61 values.
    static let doublingPlist: [UInt8] = {
        var bytes = Array("bplist00".utf8)
        for index in 0..<60 { bytes += [0xA2, UInt8(index + 1), UInt8(index + 1)] }
        bytes.append(0xA0)
        let table = bytes.count
        bytes += (0...60).map { UInt8(8 + 3 * $0) }
        return bytes + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 61] + [UInt8](repeating: 0, count: 8)
            + [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
    }()

    static let bombs: [Case] = [
        infoPlistCase("Info.plist nested 100,000 deep") { Array(("<plist>\n" + String(repeating: "<array>", count: 100_000)).utf8) },
        infoPlistCase("binary Info.plist expanding to 2^61 values") { doublingPlist },
        Case(name: "10,000 aligned buttons", build: { folder in
            let view = Array(repeating: #"{"button":{"title":"Go","align":"center"}}"#, count: 10_000).joined(separator: ",")
            try write(payload, "payload.json", in: folder)
            try write(#"{"categories":[{"identifier":"ShowMap"}],"extensions":[{"attributes":{"UNNotificationExtensionCategory":"ShowMap","UNNotificationExtensionUserInteractionEnabled":true},"view":[\#(view)]}]}"#, "app.json", in: folder)
            return ("payload.json", "app.json")
        }, renderStatuses: [0], lintStatuses: [0, 1]),
        Case(name: "a PNG declaring 8192×8192 under 8 payload keys", build: { folder in
            try writeBytes(ImageBombs.png(size: 8192), "bomb.png", in: folder)
            let keys = "abcdefgh".map { #""\#($0)":"bomb.png""# }.joined(separator: ",")
            let payload = #"{"aps":{"alert":"x","category":"ShowMap","mutable-content":1},"a":1,"b":1,"c":1,"d":1,"e":1,"f":1,"g":1,"h":1}"#
            try write(payload, "payload.json", in: folder)
            try write(#"{"categories":[{"identifier":"ShowMap"}],"serviceExtension":{"attachments":{\#(keys)}},"extensions":[{"attributes":{"UNNotificationExtensionCategory":"ShowMap"},"view":[{"image":{"attachment":7}}]}]}"#, "app.json", in: folder)
            return ("payload.json", "app.json")
        }, renderStatuses: [0], lintStatuses: [0, 1]),
    ]
}
