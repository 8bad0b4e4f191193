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

/// `interruption-level` arrived with iOS 15: under `--ios 14` (the classic presentation) a passive,
/// time-sensitive or critical payload is delivered as an active one — a banner, the sound, no mark,
/// no notes — in the card, its JSON and the lock screen; from iOS 15 each level shows as before.
/// A critical sound (iOS 12) is critical in both: see `CriticalSoundTests`.
@Suite("Interruption levels by era")
struct InterruptionLevelEraTests {
    static let passive = DeliveryTests.passive
    static let timeSensitive = #"{"aps": {"alert": {"title": "Your ride is here", "body": "Grey sedan"}, "interruption-level": "time-sensitive"}}"#
    static let critical = #"{"aps": {"alert": {"title": "Glucose low"}, "sound": "alarm.caf", "interruption-level": "critical"}}"#

    static func state(_ json: String, era: PresentationEra, stage: Stage = .banner) throws -> PreviewState {
        try DeliveryTests.state(json, stage: stage, options: CardOptions(presentationEra: era))
    }

    static func text(_ state: PreviewState) -> String {
        DeliveryTests.lines(state).joined(separator: "\n")
    }

    @Test func theEraDecidesTheLevelActedOn() {
        for level in [InterruptionLevel.passive, .active, .timeSensitive, .critical] {
            #expect(PresentationEra.modern.interruptionLevel(level, criticalSound: false) == level)
            #expect(PresentationEra.classic.interruptionLevel(level, criticalSound: false) == .active)
            for era in PresentationEra.allCases {
                #expect(era.interruptionLevel(level, criticalSound: true) == .critical, "\(era) \(level)")
            }
        }
    }

    @Test func passiveIsAnOrdinaryBannerUnderIOS14() throws {
        let classic = try Self.state(Self.passive, era: .classic)
        #expect(classic.content.interruptionLevel == .passive, "the payload still says passive")
        #expect(!Self.text(classic).contains("Delivered quietly"))
        #expect(!Self.text(classic).contains("No banner or sound"))
        let json = DeliveryTests.json(classic)
        #expect(json.contains(#""interruptionLevel":"active""#))
        #expect(json.contains(#""delivery":{"kind":"banner","lightsUpScreen":true,"sound":"default","soundIgnoresMute":false,"badge":2,"#), "\(json)")
        let modern = try Self.state(Self.passive, era: .modern)
        #expect(Self.text(modern).contains("Delivered quietly to Notification Center."))
        #expect(DeliveryTests.json(modern).contains(#""kind":"notificationCenter""#))
    }

    @Test func timeSensitiveHasNoMarkUnderIOS14() throws {
        for stage in [Stage.banner, .expanded] {
            #expect(!Self.text(try Self.state(Self.timeSensitive, era: .classic, stage: stage)).contains("TIME SENSITIVE"), "\(stage)")
            #expect(Self.text(try Self.state(Self.timeSensitive, era: .modern, stage: stage)).contains("◷ TIME SENSITIVE"), "\(stage)")
        }
        #expect(DeliveryTests.json(try Self.state(Self.timeSensitive, era: .classic)).contains(#""interruptionLevel":"active""#))
    }

    @Test func criticalHasNoNoteUnderIOS14() throws {
        let classic = try Self.state(Self.critical, era: .classic, stage: .expanded)
        #expect(!Self.text(classic).contains("Critical alert"))
        #expect(DeliveryTests.json(classic).contains(#""sound":"alarm.caf","soundIgnoresMute":false"#))
        let modern = try Self.state(Self.critical, era: .modern, stage: .expanded)
        #expect(Self.text(modern).replacingOccurrences(of: "\n", with: " ").contains("Critical alert"))
        #expect(DeliveryTests.json(modern).contains(#""soundIgnoresMute":true"#))
    }

    /// The classic card of a passive payload is the card of the same payload without the key.
    @Test func underIOS14TheKeyChangesNothing() throws {
        for json in [Self.passive, Self.timeSensitive, Self.critical] {
            let without = json.replacingOccurrences(of: #", "interruption-level": "(passive|time-sensitive|critical)""#, with: "",
                                                    options: .regularExpression)
            #expect(without != json)
            for stage in [Stage.banner, .expanded] {
                let with = try Self.state(json, era: .classic, stage: stage)
                let plain = try Self.state(without, era: .classic, stage: stage)
                #expect(DeliveryTests.lines(with) == DeliveryTests.lines(plain), "\(json) \(stage)")
            }
        }
    }

    @Test func theLockScreenActsOnTheSameLevel() throws {
        let classic = LockScreenNotification(id: 1, source: "p.json", state: try Self.state(Self.passive, era: .classic))
        let modern = LockScreenNotification(id: 1, source: "p.json", state: try Self.state(Self.passive, era: .modern))
        #expect(classic.interruptionLevel == .active)
        #expect(modern.interruptionLevel == .passive)
    }
}
