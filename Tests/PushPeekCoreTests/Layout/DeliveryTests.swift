import Foundation
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

/// What iOS shows, and does not, for each interruption level and for payloads without alert text.
@Suite("Delivery and interruption levels")
struct DeliveryTests {
    static let app = #"{"app": {"name": "Spy Agency", "icon": "S"}}"#

    static func state(_ json: String, stage: Stage = .banner, options: CardOptions = CardOptions()) throws -> PreviewState {
        let payload = try PayloadDecoder.decode(Array(json.utf8))
        let description = try AppDescriptionDecoder.decode(Array(Self.app.utf8))
        var state = PreviewState(content: NotificationContent(payload: payload), app: description, options: options, stage: stage)
        if stage == .expanded { _ = PreviewReducer.expand(&state) }
        return state
    }

    static func lines(_ state: PreviewState, width: Int = 44) -> [String] {
        CardRenderer.render(state, width: width).grid.lines()
    }

    static func json(_ state: PreviewState) -> String {
        CardJSON.document(for: CardRenderer.render(state, width: 44), state: state).serialized()
    }

    static let passive = #"{"aps": {"alert": {"title": "Weekly digest", "body": "Five new episodes"}, "sound": "default", "badge": 2, "interruption-level": "passive"}}"#
    static let badgeOnly = #"{"aps": {"badge": 3, "sound": "default"}}"#

    @Test func passiveShowsTheListEntryAndNoBanner() throws {
        let state = try Self.state(Self.passive)
        let lines = Self.lines(state)
        #expect(lines.contains { $0.contains("Weekly digest") }, "the list entry shows the notification")
        #expect(lines.contains { $0 == " Delivered quietly to Notification Center.  " })
        #expect(lines.contains { $0 == " No banner or sound; the screen stays dark. " })
        let json = Self.json(state)
        #expect(json.contains(#""interruptionLevel":"passive""#))
        #expect(json.contains(#""delivery":{"kind":"notificationCenter","lightsUpScreen":false,"sound":null,"soundIgnoresMute":false,"badge":2,"#))
        #expect(json.contains("delivered quietly: no banner, no sound"))
        Snapshot.assert(lines.joined(separator: "\n"), named: "delivery/passive-banner-44")
        // The same alert at the default level is an ordinary banner, with no such line.
        let active = try Self.state(Self.passive.replacingOccurrences(of: #", "interruption-level": "passive""#, with: ""))
        #expect(!Self.lines(active).contains { $0.contains("Delivered quietly") })
        #expect(Self.json(active).contains(#""delivery":{"kind":"banner","lightsUpScreen":true,"sound":"default""#))
        #expect(Self.json(active).contains(#""instead":null"#))
    }

    @Test func timeSensitiveIsMarkedOnTheBannerAndTheFullInterface() throws {
        let json = #"{"aps": {"alert": {"title": "Your ride is here", "body": "Grey sedan"}, "interruption-level": "time-sensitive"}}"#
        for stage in [Stage.banner, .expanded] {
            let lines = Self.lines(try Self.state(json, stage: stage))
            let mark = try #require(lines.firstIndex { $0.contains("◷ TIME SENSITIVE") }, "\(stage)")
            let title = try #require(lines.firstIndex { $0.contains("Your ride is here") })
            #expect(mark + 1 == title, "the mark sits right above the title")
        }
        let active = json.replacingOccurrences(of: "time-sensitive", with: "active")
        #expect(!Self.lines(try Self.state(active)).contains { $0.contains("TIME SENSITIVE") })
        Snapshot.assert(Self.lines(try Self.state(json)).joined(separator: "\n"), named: "delivery/time-sensitive-banner-44")
    }

    @Test func criticalSaysTheSoundPlaysWhenMuted() throws {
        let json = #"{"aps": {"alert": {"title": "Glucose low"}, "sound": {"critical": 1, "name": "alarm.caf", "volume": 1}, "interruption-level": "critical"}}"#
        let state = try Self.state(json, stage: .expanded)
        let text = Self.lines(state).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(text.contains(#"Critical alert: "alarm.caf" plays even when the ringer is muted."#))
        #expect(Self.json(state).contains(#""sound":"alarm.caf","soundIgnoresMute":true"#))
        let silent = try Self.state(#"{"aps": {"alert": {"title": "Glucose low"}, "interruption-level": "critical"}}"#, stage: .expanded)
        let silentText = Self.lines(silent).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(silentText.contains("but the payload names no sound"))
    }

    @Test func badgeOnlyShowsTheBadgeAndNoCard() throws {
        for stage in [Stage.banner, .expanded] {
            let state = try Self.state(Self.badgeOnly, stage: stage)
            let card = CardRenderer.render(state, width: 44)
            let lines = card.grid.lines()
            #expect(!lines.contains { $0.hasPrefix("╭") && $0.hasSuffix("╮") }, "no card platter")
            #expect(!lines.contains { $0.contains("now") || $0.contains("✕") }, "no banner header")
            #expect(card.layout.section(.header) == nil && card.layout.actionRects.isEmpty)
            #expect(lines.contains { $0.contains("No banner: iOS shows no notification") })
            #expect(lines.contains { $0.contains("Badge: 3 on the app icon") })
            #expect(lines.contains { $0.contains(#"Sound: "default" plays"#) })
            // The badge sits on the icon's top-right corner, white on red.
            let badgeRow = try #require(lines.firstIndex { $0.contains(" 3 ") })
            let column = try #require(lines[badgeRow].range(of: "3")).lowerBound.utf16Offset(in: lines[badgeRow])
            #expect(card.grid[column, badgeRow].style.background == .role(.destructive))
            #expect(lines[badgeRow].hasPrefix("  ╭──── 3 "), "over the icon's top-right corner")
            #expect(lines.contains { $0.contains("│  S  │") })
        }
        let json = Self.json(try Self.state(Self.badgeOnly))
        #expect(json.contains(#""delivery":{"kind":"noAlert","lightsUpScreen":false,"sound":"default","soundIgnoresMute":false,"badge":3,"#))
        #expect(json.contains(#"the app icon's badge becomes 3; the sound \"default\" plays"#))
        Snapshot.assert(Self.lines(try Self.state(Self.badgeOnly)).joined(separator: "\n"), named: "delivery/badge-only-44")
    }

    /// Render and lint agree: a subtitle alone shows no card (lint: `alert-without-text`).
    @Test func aSubtitleAloneShowsNoCard() throws {
        let lines = Self.lines(try Self.state(#"{"aps": {"alert": {"subtitle": "Front door"}, "badge": 0}}"#))
        #expect(!lines.contains { $0.contains("Front door") })
        #expect(!lines.contains { $0.contains("Spy Agency") && $0.contains("now") })
        #expect(lines.joined(separator: " ").contains("a subtitle alone is not shown"))
        #expect(lines.contains { $0.contains("Badge: cleared (0)") })
        #expect(lines.contains { $0.contains("Sound: none") })
    }

    @Test func aPassiveNoAlertPayloadPlaysNoSound() throws {
        let state = try Self.state(#"{"aps": {"sound": "default", "interruption-level": "passive"}}"#)
        #expect(Self.lines(state).contains { $0.contains("Sound: none") })
        #expect(Self.json(state).contains(#""sound":null"#))
    }

    @Test func aSilentPushShowsNothing() throws {
        let state = try Self.state(#"{"aps": {"content-available": 1}, "id": 4}"#)
        #expect(Self.lines(state).contains { $0.contains("Silent push: iOS shows nothing") })
        #expect(Self.json(state).contains(#""kind":"silent""#))
    }
}
