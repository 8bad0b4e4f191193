import Testing
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

/// `interruption-level` and `relevance-score` arrived in iOS 15: a payload linted for iOS 14 or
/// earlier (`--ios 14`, or the app description's `app.ios`) gets an `aps-availability` warning at
/// each value, and none of the notes about the level, since the device delivers it as an active
/// notification — what `render --ios 14` draws.
@Suite("Lint of the iOS 15 keys for earlier iOS")
struct IOS15KeyLintTests {
    static let payload = #"{"aps":{"alert":"x","sound":"ping.caf","interruption-level":"passive","relevance-score":0.9}}"#

    /// A minimal app description presenting for `ios` (nil: not said), with both entitlements
    /// left out so the level's notes would show.
    static func app(ios: String?) -> String {
        let version = ios.map { #", "ios": "\#($0)""# } ?? ""
        return #"{"app": {"name": "Clinic"\#(version)}}"#
    }

    static func lint(_ payload: String = payload, ios option: PresentationEra? = nil, appIOS: String? = nil) throws -> [Diagnostic] {
        var options = LintOptions()
        options.presentationEra = option
        return try LintTestSupport.lint(payload, app: Self.app(ios: appIOS), options: options)
    }

    @Test func bothKeysAreWarnedAtTheirValuesForIOS14() throws {
        let found = try Self.lint(ios: .classic).with(.apsAvailability)
        #expect(found.count == 2, "\(found.map(\.textLine))")
        let level = try #require(LintTestSupport.position(of: #""passive""#, in: Self.payload))
        let score = try #require(LintTestSupport.position(of: "0.9", in: Self.payload))
        #expect(found.map(\.textLine) == [
            "payload.json:\(level.line):\(level.column): warning: aps.interruption-level \"passive\": iOS 14 and earlier ignore it "
                + "(interruption levels arrived in iOS 15); the notification arrives as an active one [aps-availability]",
            "payload.json:\(score.line):\(score.column): warning: aps.relevance-score: iOS 14 and earlier ignore it "
                + "(the relevance score, which orders the scheduled summary, arrived in iOS 15) [aps-availability]",
        ])
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    /// `--ios` wins over `app.ios`, as in `render`; without either, today's iOS is meant.
    @Test(arguments: [
        (PresentationEra?.none, String?.none, false),
        (nil, "14", true),
        (nil, "12.4", true),
        (nil, "15", false),
        (.modern, "14", false),
        (.classic, "17.4", true),
    ])
    func theEraComesFromTheOptionThenTheApp(_ option: PresentationEra?, _ appIOS: String?, _ warned: Bool) throws {
        let found = try Self.lint(ios: option, appIOS: appIOS).with(.apsAvailability)
        #expect(found.count == (warned ? 2 : 0), "\(found.map(\.textLine))")
    }

    /// For iOS 14 the level is not acted on, so its notes (capability, entitlement, quiet delivery)
    /// would describe what the device does not do: they are left out. For iOS 15 they are given.
    @Test(arguments: [
        (#"{"aps":{"alert":"x","interruption-level":"time-sensitive"}}"#, LintRule.timeSensitiveCapability),
        (#"{"aps":{"alert":"x","interruption-level":"critical"}}"#, .criticalSound),
        (#"{"aps":{"alert":"x","interruption-level":"passive"}}"#, .noBanner),
    ])
    func theLevelsNotesAreLeftOutForIOS14(_ payload: String, _ rule: LintRule) throws {
        let classic = try Self.lint(payload, ios: .classic)
        #expect(classic.with(rule).isEmpty, "\(classic.map(\.textLine))")
        #expect(classic.with(.apsAvailability).count == 1)
        let modern = try Self.lint(payload, ios: .modern)
        #expect(modern.with(rule).count == 1, "\(modern.map(\.textLine))")
        #expect(modern.with(.apsAvailability).isEmpty)
    }

    /// What lint says agrees with what render draws for iOS 14: a passive payload is a banner.
    @Test func lintAndRenderAgreeOnAPassivePayloadForIOS14() throws {
        let payload = try PayloadDecoder.decode(Array(Self.payload.utf8))
        let state = PreviewState(content: NotificationContent(payload: payload), app: .none,
                                 options: CardOptions(presentationEra: .classic), stage: .banner)
        #expect(NotificationDelivery(state.presentedContent) == .banner)
        #expect(try Self.lint(ios: .classic).with(.noBanner).isEmpty)
    }
}
