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

/// Lint on how a notification arrives says what `render` shows: the entitlements an interruption
/// level needs (unless the app declares them), and what iOS does when there is no banner.
@Suite("Delivery lint")
struct DeliveryLintTests {
    static func app(entitlements: [String]) -> String {
        let list = entitlements.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"{"app": {"name": "Spy Agency", "entitlements": [\#(list)]}}"#
    }

    static func messages(_ diagnostics: [Diagnostic], _ rule: LintRule) -> [String] {
        diagnostics.filter { $0.rule == rule }.map(\.message)
    }

    @Test func timeSensitiveNeedsTheCapabilityUnlessTheAppDeclaresIt() throws {
        let payload = #"{"aps":{"alert":"x","interruption-level":"time-sensitive"}}"#
        let without = try LintTestSupport.lint(payload, app: Self.app(entitlements: []))
        let found = without.filter { $0.rule == .timeSensitiveCapability }
        #expect(found.count == 1)
        #expect(found.first?.location.line == 1 && found.first?.location.column == 42)
        #expect(found.first?.message.contains("com.apple.developer.usernotifications.time-sensitive") == true)
        let with = try LintTestSupport.lint(payload, app: Self.app(entitlements: [AppInfo.timeSensitiveEntitlement]))
        #expect(Self.messages(with, .timeSensitiveCapability).isEmpty)
        // The critical-alerts entitlement is not the time-sensitive one.
        let other = try LintTestSupport.lint(payload, app: Self.app(entitlements: [AppInfo.criticalAlertsEntitlement]))
        #expect(Self.messages(other, .timeSensitiveCapability).count == 1)
    }

    @Test func criticalNeedsTheCriticalAlertsEntitlementUnlessTheAppDeclaresIt() throws {
        let level = #"{"aps":{"alert":"x","interruption-level":"critical"}}"#
        let sound = #"{"aps":{"alert":"x","sound":{"critical":1,"name":"a.caf"}}}"#
        for payload in [level, sound] {
            let without = try LintTestSupport.lint(payload, app: Self.app(entitlements: []))
            #expect(Self.messages(without, .criticalSound).count == 1, "\(payload)")
            let with = try LintTestSupport.lint(payload, app: Self.app(entitlements: [AppInfo.criticalAlertsEntitlement]))
            #expect(Self.messages(with, .criticalSound).isEmpty, "\(payload)")
        }
        let noApp = try LintTestSupport.lint(level)
        let note = try #require(noApp.first { $0.rule == .criticalSound })
        #expect(note.severity == .note && note.location.line == 1 && note.location.column == 42)
    }

    @Test func passiveAndBadgeOnlyPayloadsSayWhatIOSDoesInstead() throws {
        let passive = try LintTestSupport.lint(#"{"aps":{"alert":"x","sound":"ping.caf","interruption-level":"passive"}}"#)
        #expect(Self.messages(passive, .noBanner) == [
            "interruption-level passive: delivered quietly: no banner, no sound, the screen stays dark; it joins Notification Center only",
        ])
        let badgeOnly = try LintTestSupport.lint(#"{"aps":{"badge":3,"sound":"default"}}"#)
        let note = try #require(badgeOnly.first { $0.rule == .noBanner })
        #expect(note.message == #"no banner: the payload has no alert title or body; the app icon's badge becomes 3; the sound "default" plays"#)
        #expect(note.location.line == 1 && note.location.column == 8)
        #expect(Self.messages(try LintTestSupport.lint(#"{"aps":{"alert":"x","badge":3}}"#), .noBanner).isEmpty)
        // A silent push is its own rule's business.
        #expect(Self.messages(try LintTestSupport.lint(#"{"aps":{"content-available":1}}"#), .noBanner).isEmpty)
    }

    /// A subtitle alone shows nothing: lint says so, and render draws no card (see DeliveryTests).
    @Test func aSubtitleAloneIsNotShown() throws {
        let diagnostics = try LintTestSupport.lint(#"{"aps":{"alert":{"subtitle":"only"},"badge":1}}"#)
        #expect(Self.messages(diagnostics, .alertWithoutText) == [
            "aps.alert has neither a title nor a body (only a subtitle): iOS shows no banner; a subtitle alone is not shown",
        ])
    }

    /// For every kind of payload without a banner, lint has a diagnostic saying so exactly when
    /// render draws no banner — and none when render draws one.
    @Test(arguments: [
        (#"{"aps":{"badge":3,"sound":"default"}}"#, false),
        (#"{"aps":{"sound":"default"}}"#, false),
        (#"{"aps":{"badge":0}}"#, false),
        (#"{"aps":{"alert":"","badge":1}}"#, false),
        (#"{"aps":{"alert":{"subtitle":"Front door"},"badge":1}}"#, false),
        (#"{"aps":{"alert":{"title":"","body":""}}}"#, false),
        (#"{"aps":{"alert":"x","interruption-level":"passive"}}"#, false),
        (#"{"aps":{"alert":{"title":"Only a title"}}}"#, true),
        (#"{"aps":{"alert":"x","badge":3,"sound":"default"}}"#, true),
        (#"{"aps":{"alert":{"body":"b"},"interruption-level":"time-sensitive"}}"#, true),
    ])
    func lintAndRenderAgreeOnWhetherABannerShows(_ payload: String, showsBanner: Bool) throws {
        let content = NotificationContent(payload: try PayloadDecoder.decode(Array(payload.utf8)))
        #expect((NotificationDelivery(content) == .banner) == showsBanner)
        let state = PreviewState(content: content, stage: .banner)
        let drawn = CardRenderer.render(state, width: 44).grid.lines().joined(separator: "\n")
        // A banner has its "now"; a passive notification's list entry has one too, marked as delivered quietly.
        #expect((drawn.contains("now") && !drawn.contains("Delivered quietly")) == showsBanner, "\(drawn)")
        let saysNoBanner = try LintTestSupport.lint(payload).contains { $0.rule == .noBanner || $0.rule == .alertWithoutText }
        #expect(saysNoBanner == !showsBanner)
    }

    @Test func everySpecifierButAtSignIsWarnedAbout() throws {
        let strings = #""N" = "%d from %@"; "S" = "%s"; "F" = "%1$.2f"; "OK" = "%2$@ and %1$@ (100%%)";"#
        for (key, specifier) in [("N", "%d"), ("S", "%s"), ("F", "%1$.2f")] {
            let payload = #"{"aps":{"alert":{"loc-key":"\#(key)","loc-args":["a","b"]}}}"#
            let found = try LintTestSupport.lint(payload, strings: strings).filter { $0.rule == .locFormatSpecifier }
            #expect(found.count == 1 && found.first?.message.contains("uses \(specifier)") == true, "\(key): \(found.map(\.message))")
            #expect(found.first?.location.column == 28)
        }
        let clean = try LintTestSupport.lint(#"{"aps":{"alert":{"loc-key":"OK","loc-args":["a","b"]}}}"#, strings: strings)
        #expect(clean.isEmpty, "\(clean.map(\.message))")
    }
}
