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

/// A critical alert made the iOS 12 way — `aps.sound` as `{"critical": 1, "name": …, "volume": …}`,
/// which `UNNotificationSound.criticalSoundNamed(_:withAudioVolume:)` mirrors — is critical in both
/// presentations, with or without `interruption-level`: the card says its sound plays even when
/// the ringer is muted, the JSON says the sound ignores the mute switch, the lock screen acts on
/// `critical`. `critical: 0` is an ordinary sound.
@Suite("Critical sounds")
struct CriticalSoundTests {
    static let payload = #"{"aps": {"alert": {"title": "Glucose low", "body": "54 mg/dL and falling"}, "sound": {"critical": 1, "name": "alarm.caf", "volume": 0.8}}}"#
    static let note = #"Critical alert: "alarm.caf" plays even when the ringer is muted."#

    static func state(_ json: String = payload, era: PresentationEra, stage: Stage = .banner) throws -> PreviewState {
        try DeliveryTests.state(json, stage: stage, options: CardOptions(presentationEra: era))
    }

    /// The card's lines joined, so a wrapped note reads as one sentence.
    static func text(_ state: PreviewState) -> String {
        DeliveryTests.lines(state).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    @Test(arguments: PresentationEra.allCases)
    func theSoundFormIsCriticalInBothEras(_ era: PresentationEra) throws {
        for stage in [Stage.banner, .expanded] {
            let state = try Self.state(era: era, stage: stage)
            #expect(state.content.interruptionLevel == .active, "the payload names no level")
            #expect(state.presentedContent.interruptionLevel == .critical)
            #expect(Self.text(state).contains(Self.note), "\(era) \(stage): \(Self.text(state))")
            let json = DeliveryTests.json(state)
            #expect(json.contains(#""interruptionLevel":"critical""#), "\(json)")
            #expect(json.contains(#""delivery":{"kind":"banner","lightsUpScreen":true,"sound":"alarm.caf","soundIgnoresMute":true,"#), "\(json)")
        }
        let listed = LockScreenNotification(id: 1, source: "p.json", state: try Self.state(era: era))
        #expect(listed.interruptionLevel == .critical)
    }

    /// Without `critical: 1` the dictionary is an ordinary sound: no note, the mute switch holds.
    @Test(arguments: PresentationEra.allCases)
    func criticalZeroIsAnOrdinarySound(_ era: PresentationEra) throws {
        let ordinary = Self.payload.replacingOccurrences(of: #""critical": 1"#, with: #""critical": 0"#)
        let state = try Self.state(ordinary, era: era, stage: .expanded)
        #expect(state.presentedContent.interruptionLevel == .active)
        #expect(!Self.text(state).contains("Critical alert"))
        #expect(DeliveryTests.json(state).contains(#""sound":"alarm.caf","soundIgnoresMute":false"#))
    }

    /// The critical sound wins over another level the payload names (from iOS 15: passive would
    /// otherwise deliver it quietly; before, the level is ignored anyway).
    @Test(arguments: PresentationEra.allCases)
    func theCriticalSoundWinsOverAnotherLevel(_ era: PresentationEra) throws {
        for level in ["passive", "active", "time-sensitive"] {
            let json = Self.payload.replacingOccurrences(of: #""volume": 0.8}"#, with: #""volume": 0.8}, "interruption-level": "\#(level)""#)
            let state = try Self.state(json, era: era, stage: .expanded)
            #expect(state.presentedContent.interruptionLevel == .critical, "\(level)")
            #expect(Self.text(state).contains(Self.note), "\(era) \(level)")
            #expect(!Self.text(state).contains("Delivered quietly"))
        }
    }

    /// A critical sound without a name plays the default critical sound.
    @Test func withoutANameTheDefaultSoundPlays() throws {
        let json = #"{"aps": {"alert": "Glucose low", "sound": {"critical": 1}}}"#
        #expect(Self.text(try Self.state(json, era: .classic)).contains(#"Critical alert: "default" plays even when the ringer is muted."#))
    }

    /// The note under the banner, in both presentations.
    @Test func snapshotsShowTheNote() throws {
        Snapshot.assert(DeliveryTests.lines(try Self.state(era: .modern)).joined(separator: "\n"), named: "delivery/critical-sound-banner-44")
        Snapshot.assert(DeliveryTests.lines(try Self.state(era: .classic)).joined(separator: "\n"), named: "delivery/critical-sound-banner-ios14-44")
    }
}
