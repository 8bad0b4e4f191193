import Foundation
import ImageBombs
import Testing

/// Inputs built to exhaust the stack, the CPU or memory — a deeply nested Info.plist, a binary plist
/// whose references double at every level, 10,000 aligned view elements, 120,000 typed characters, a
/// PNG that declares 8192×8192 named by eight attachments — through the built binary: each ends with
/// a clear error or the right output, its documented status, and under 100 MB. That the work stays
/// bounded is proved by counting it, in process (`LinearWorkTests`, `LintWorkTests`,
/// `ImageBombTests`), not by timing the binary here: seconds depend on the machine and its load.
@Suite("Resource bombs")
struct ResourceBombTests {
    static let peakLimit = 100 * 1024 * 1024

    static let payload = #"{"aps":{"alert":{"title":"T","body":"B"},"category":"ShowMap","mutable-content":1},"a":1,"b":1,"c":1,"d":1,"e":1,"f":1,"g":1,"h":1}"#

    /// Runs `arguments` (`%` stands for the folder) and checks status, resources and output safety.
    @discardableResult
    static func run(_ arguments: [String], in folder: URL, allowed: Set<Int32>, blame: String? = nil,
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> MeasuredRun.Usage {
        let resolved = arguments.map { $0.replacingOccurrences(of: "%", with: folder.path) }
        let usage = try MeasuredRun.run(resolved, scratch: folder)
        let command = resolved.prefix(2).joined(separator: " ")
        RunExpectations.survived(usage.result, command, allowed: allowed, blame: blame, sourceLocation: sourceLocation)
        #expect(usage.peakBytes < peakLimit, "\(command): peak RSS \(usage.peakBytes / 1024 / 1024) MB", sourceLocation: sourceLocation)
        return usage
    }

    static func infoPlistApp(_ folder: URL, plist: [UInt8]) throws {
        try HostileCorpus.write(payload, "payload.json", in: folder)
        try HostileCorpus.write(#"{"categories":[{"identifier":"ShowMap"}],"extensions":[{"infoPlist":"Info.plist"}]}"#, "app.json", in: folder)
        try HostileCorpus.writeBytes(plist, "Info.plist", in: folder)
    }

    @Test("an XML Info.plist nested 3,000 and 100,000 deep is a bad plist naming its line", arguments: [3_000, 100_000])
    func deepInfoPlist(levels: Int) throws {
        try HostileCorpus.withFolder { folder in
            try Self.infoPlistApp(folder, plist: Array(("<plist>\n" + String(repeating: "<array>", count: levels)).utf8))
            let render = try Self.run(["render", "%/payload.json", "--app", "%/app.json"], in: folder, allowed: [65], blame: "Info.plist")
            #expect(render.result.stderrText.contains("Info.plist:2:897: not a readable property list: <array> nested deeper than 128 levels"))
            let lint = try Self.run(["lint", "%/payload.json", "--app", "%/app.json"], in: folder, allowed: [1], blame: "app.json")
            #expect(lint.result.stdoutText.contains("nested deeper than 128 levels [app-invalid]"))
        }
    }

    @Test("a binary Info.plist of 60 arrays that each hold the next twice is refused, not expanded")
    func doublingInfoPlist() throws {
        try HostileCorpus.withFolder { folder in
            try Self.infoPlistApp(folder, plist: HostileCorpus.doublingPlist)
            let render = try Self.run(["render", "%/payload.json", "--app", "%/app.json"], in: folder, allowed: [65], blame: "Info.plist")
            #expect(render.result.stderrText.contains("expands to more than 1000000 values"))
            try Self.run(["lint", "%/payload.json", "--app", "%/app.json"], in: folder, allowed: [1], blame: "app.json")
        }
    }

    @Test("10,000 aligned buttons, labels, images and segmented controls render and lint",
          arguments: [#"{"button":{"title":"Go","align":"center"}}"#, #"{"label":{"text":"L","align":"top"}}"#,
                      #"{"image":{"attachment":0,"align":"leading"}}"#, #"{"segmented":{"segments":["a","b"],"align":"bottom"}}"#])
    func alignedElements(element: String) throws {
        let view = Array(repeating: element, count: 10_000).joined(separator: ",")
        try HostileCorpus.withFolder { folder in
            try HostileCorpus.write(Self.payload, "payload.json", in: folder)
            try HostileCorpus.write(#"{"categories":[{"identifier":"ShowMap","actions":[{"identifier":"a","title":"A"}]}],"extensions":[{"attributes":{"UNNotificationExtensionCategory":"ShowMap","UNNotificationExtensionUserInteractionEnabled":true},"view":[\#(view)]}]}"#, "app.json", in: folder)
            let render = try Self.run(["render", "%/payload.json", "--app", "%/app.json", "--keys", "tab", "--format", "json"], in: folder, allowed: [0])
            #expect(render.result.stdoutText.components(separatedBy: #""kind": ""#).count > 10_000)
            try Self.run(["lint", "%/payload.json", "--app", "%/app.json"], in: folder, allowed: [0, 1])
        }
    }

    @Test("120,000 typed characters replay into the reply")
    func longTyping() throws {
        try HostileCorpus.withFolder { folder in
            try HostileCorpus.write(Self.payload, "payload.json", in: folder)
            try HostileCorpus.write(#"{"categories":[{"identifier":"ShowMap","actions":[{"identifier":"reply","title":"Reply","textInput":{"buttonTitle":"Send"}}]}]}"#, "app.json", in: folder)
            let text = String(repeating: "abcdefghij", count: 12_000)
            let render = try Self.run(["render", "%/payload.json", "--app", "%/app.json", "--keys", "\"\(text)\" home \"x\"", "--format", "json"],
                                      in: folder, allowed: [0])
            #expect(render.result.stdoutText.contains(#""text": "x\#(text)""#))
        }
    }

    @Test("an 8 KB PNG declaring 8192×8192, named by 8 payload keys and by 8 --attachments, stays under 100 MB")
    func pictureBomb() throws {
        let bomb = ImageBombs.png(size: 8192)
        try HostileCorpus.withFolder { folder in
            try HostileCorpus.writeBytes(bomb, "bomb.png", in: folder)
            try HostileCorpus.writeBytes(ImageBombs.gif(width: 16384, height: 1024, color: (255, 0, 0)), "screen.gif", in: folder)
            try HostileCorpus.write(Self.payload, "payload.json", in: folder)
            let keys = "abcdefgh".map { #""\#($0)":"bomb.png""# }.joined(separator: ",")
            let images = (0..<8).map { #"{"image":{"attachment":\#($0),"height":32}}"# }.joined(separator: ",")
            try HostileCorpus.write(#"{"categories":[{"identifier":"ShowMap"}],"serviceExtension":{"attachments":{\#(keys)}},"extensions":[{"attributes":{"UNNotificationExtensionCategory":"ShowMap"},"view":[\#(images)]}]}"#, "app.json", in: folder)
            let mapped = try Self.run(["render", "%/payload.json", "--app", "%/app.json", "--format", "json"], in: folder, allowed: [0])
            #expect(mapped.result.stdoutText.components(separatedBy: #""file": "bomb.png""#).count == 9)
            let attachments = Array(repeating: ["--attachment", "%/bomb.png"], count: 8).flatMap { $0 } + ["--attachment", "%/screen.gif"]
            try Self.run(["render", "%/payload.json"] + attachments, in: folder, allowed: [0])
            try Self.run(["lint", "%/payload.json", "--app", "%/app.json"], in: folder, allowed: [0, 1])
        }
    }

    @Test("40 attachments: one bomb 40 times is decoded once; 40 distinct megapixel pictures fit the budgets; 40 distinct bombs stop at the decoding budget")
    func manyPictureBombs() throws {
        try HostileCorpus.withFolder { folder in
            try HostileCorpus.write(Self.payload, "payload.json", in: folder)
            try HostileCorpus.writeBytes(ImageBombs.png(size: 8192), "bomb.png", in: folder)
            var same = ["render", "%/payload.json"], small = same, large = same
            for index in 0..<40 {
                same += ["--attachment", "%/bomb.png"]
                try HostileCorpus.writeBytes(ImageBombs.png(size: 1024 + index), "small-\(index).png", in: folder)
                small += ["--attachment", "%/small-\(index).png"]
                try HostileCorpus.writeBytes(ImageBombs.png(size: 8192 - index), "bomb-\(index).png", in: folder)
                large += ["--attachment", "%/bomb-\(index).png"]
            }
            try Self.run(same, in: folder, allowed: [0])
            try Self.run(small, in: folder, allowed: [0])
            let refused = try Self.run(large, in: folder, allowed: [65], blame: "bomb-1.png")
            #expect(refused.result.stderrText.contains("declare more than 96 Mpx"))
        }
    }
}
