import Testing
import PushPeekImages
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekMaps
@testable import PushPeekApp
@testable import PushPeekSend
@testable import PushPeekPresentation
@testable import PushPeekLint
@testable import PushPeekInteraction
@testable import PushPeekSession

/// Golden snapshots of the four examples, loaded from the copy compiled into the binary with
/// their pictures decoded: the banner and the full interface at each step their READMEs walk through.
@Suite("Example snapshots")
struct ExampleSnapshotTests {
    /// An example as `pushpeek demo SELECTION [--variant VARIANT]` opens it; text output draws
    /// pictures with the ASCII ramp.
    static func load(_ selection: String, variant: String? = nil, stage: Stage = .expanded, monochromePictures: Bool = true,
                     era: PresentationEra? = nil) throws -> PreviewState {
        var options = CardOptions()
        options.monochromePictures = monochromePictures
        options.presentationEra = era
        return try SessionLoader.load(try ExampleCatalog.sources(for: selection, variant: variant), options: options, stage: stage) { source, identifier throws(InputError) in
            switch source {
            case .file(let path, let folder): return try AttachmentLoader.load(path: path, identifier: identifier, inside: folder)
            case .bytes(let bytes, let path): return try AttachmentLoader.load(bytes: bytes, path: path, identifier: identifier)
            }
        }
    }

    /// Applies a `--keys` script, then a tick (as `render` does before printing).
    static func play(_ state: inout PreviewState, _ script: String, tick: Bool = true) throws {
        for key in try KeyScript.parse(script) { _ = PreviewReducer.update(&state, .key(key)) }
        if tick { _ = PreviewReducer.update(&state, .tick) }
    }

    static func text(_ state: PreviewState, width: Int = 44) -> String {
        TextSnapshot.text(of: CardRenderer.render(state, width: width).grid)
    }

    /// Where an era's snapshots live: `examples/` for today's presentation (the default),
    /// `examples-ios14/` for the classic one (`--ios 14`).
    static func folder(_ era: PresentationEra) -> String {
        era == .modern ? "examples/" : "examples-ios14/"
    }

    static func check(_ selection: String, variant: String? = nil, keys: String = "", named name: String, era: PresentationEra,
                      sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        var state = try load(selection, variant: variant, era: era)
        try play(&state, keys)
        Snapshot.assert(text(state), named: folder(era) + name, sourceLocation: sourceLocation)
    }

    static func banner(_ selection: String, named name: String, era: PresentationEra, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        Snapshot.assert(text(try load(selection, stage: .banner, era: era)), named: folder(era) + name, sourceLocation: sourceLocation)
    }

    @Test(arguments: PresentationEra.allCases)
    func spyAgency(era: PresentationEra) throws {
        try Self.banner("spy-agency", named: "spy-agency/banner", era: era)
        try Self.check("spy-agency", named: "spy-agency/expanded", era: era)
        try Self.check("spy-agency/payload", named: "spy-agency/map-only", era: era)
        try Self.check("spy-agency", keys: "enter", named: "spy-agency/accept-became-cancel", era: era)
        try Self.check("spy-agency", keys: "tab enter right right right", named: "spy-agency/payment-slider", era: era)
        try Self.check("spy-agency", variant: "comment", named: "spy-agency/comment-keyboard-at-once", era: era)
        try Self.check("spy-agency", variant: "comment-accept", named: "spy-agency/comment-beside-accept", era: era)
        try Self.check("spy-agency", variant: "comment-accept", keys: #"tab enter "On it""#, named: "spy-agency/comment-beside-accept-typing", era: era)
        try Self.check("spy-agency", variant: "hidden", named: "spy-agency/hidden-default-content", era: era)
        try Self.check("spy-agency", variant: "interactive", keys: "tab", named: "spy-agency/interactive", era: era)
        try Self.check("spy-agency/payload-video", variant: "video", named: "spy-agency/video-paused", era: era)
        try Self.check("spy-agency/payload-video", variant: "video", keys: "m", named: "spy-agency/video-playing", era: era)
    }

    @Test(arguments: PresentationEra.allCases)
    func podcast(era: PresentationEra) throws {
        try Self.banner("podcast", named: "podcast/banner", era: era)
        try Self.check("podcast", named: "podcast/expanded", era: era)
        try Self.check("podcast", keys: "tab enter", named: "podcast/favorited", era: era)
    }

    @Test(arguments: PresentationEra.allCases)
    func applePay(era: PresentationEra) throws {
        try Self.banner("apple-pay", named: "apple-pay/banner", era: era)
        try Self.check("apple-pay", named: "apple-pay/expanded", era: era)
        try Self.check("apple-pay", keys: "tab right", named: "apple-pay/ten-selected", era: era)
        try Self.check("apple-pay", keys: "tab right tab enter", named: "apple-pay/payment-sheet-10", era: era)
    }

    @Test(arguments: PresentationEra.allCases)
    func calendar(era: PresentationEra) throws {
        try Self.banner("calendar", named: "calendar/invite-banner", era: era)
        let initial = try Self.load("calendar", era: era)
        Snapshot.assert(Self.text(initial), named: Self.folder(era) + "calendar/invite-first-frame-initial-ratio")
        try Self.check("calendar", named: "calendar/invite-expanded-preferred-size", era: era)
        try Self.check("calendar", keys: "enter", named: "calendar/going", era: era)
        try Self.check("calendar", keys: "tab enter", named: "calendar/not-going", era: era)
        try Self.check("calendar", keys: #"tab tab enter "Yum""#, named: "calendar/comment-with-accessory", era: era)
        try Self.check("calendar/event-update", named: "calendar/update-expanded", era: era)
        try Self.banner("calendar/event-update", named: "calendar/update-banner", era: era)
        let sized = try Self.load("calendar", variant: "sized", era: era)
        Snapshot.assert(Self.text(sized), named: Self.folder(era) + "calendar/sized-first-frame")
    }

    /// A communication notification: the avatar and sender today, an ordinary notification on iOS 14.
    @Test(arguments: PresentationEra.allCases)
    func messages(era: PresentationEra) throws {
        try Self.banner("messages", named: "messages/banner", era: era)
        try Self.check("messages", named: "messages/expanded", era: era)
        try Self.banner("messages/payload-group", named: "messages/group-banner", era: era)
        try Self.check("messages", keys: "tab tab tab", named: "messages/delete-focused", era: era)
    }

    @Test func preferredContentSizeAppliesAfterTheFirstFrameAndAgainAfterRedelivery() throws {
        var state = try Self.load("calendar")
        #expect(state.currentContentSizeRatio == 1)
        #expect(CardRenderer.render(state, width: 44).layout.section(.custom)?.rect.height == 21)
        _ = PreviewReducer.update(&state, .tick)
        #expect(state.currentContentSizeRatio == 0.5)
        #expect(CardRenderer.render(state, width: 44).layout.section(.custom)?.rect.height == 11)
        _ = PreviewReducer.update(&state, .key(.character("r")))
        #expect(state.currentContentSizeRatio == 1, "a new delivery lays out at the initial ratio again")
        _ = PreviewReducer.update(&state, .key(.tab))
        #expect(state.currentContentSizeRatio == 0.5)
        var banner = try Self.load("calendar", stage: .banner)
        _ = PreviewReducer.update(&banner, .tick)
        _ = PreviewReducer.update(&banner, .key(.enter))
        #expect(banner.currentContentSizeRatio == 1, "the tick before the expansion does not count")
    }
}
