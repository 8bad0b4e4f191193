import Foundation
import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekApp
@testable import PushPeekPresentation
@testable import PushPeekInteraction

/// Each screen's keys are one table (`PreviewKeymap`, `LockScreenKeymap`, `ActivityKeymap`,
/// `KeyTestKeymap`): the reducers match keys through it, and the `?` help, the status hints,
/// `--keys` names and the README's keys table are made from it.
@Suite("Keymaps as data")
struct KeymapTests {
    /// Every key each keymap binds to an action, with the help table it makes.
    static let bound: [(name: String, keys: [[Key]], table: KeyHelpView.Table)] = [
        ("preview", PreviewKeymap.map.sections.flatMap(\.bindings).filter { $0.action != nil }.map(\.keys), PreviewKeymap.map.helpTable),
        ("lock screen", LockScreenKeymap.map.sections.flatMap(\.bindings).filter { $0.action != nil }.map(\.keys), LockScreenKeymap.map.helpTable),
        ("activity", ActivityKeymap.map.sections.flatMap(\.bindings).filter { $0.action != nil }.map(\.keys), ActivityKeymap.map.helpTable),
        ("keytest", KeyTestKeymap.map.sections.flatMap(\.bindings).filter { $0.action != nil }.map(\.keys), KeyTestKeymap.map.helpTable),
        ("reply keyboard", ReplyKeymap.map.sections.flatMap(\.bindings).map(\.keys), ReplyKeymap.map.helpTable),
        ("slider", SliderKeymap.map.sections.flatMap(\.bindings).map(\.keys), SliderKeymap.map.helpTable),
        ("payment sheet", PaymentSheetKeymap.map.sections.flatMap(\.bindings).map(\.keys), PaymentSheetKeymap.map.helpTable),
        ("unlock prompt", UnlockPromptKeymap.map.sections.flatMap(\.bindings).map(\.keys), UnlockPromptKeymap.map.helpTable),
        ("send prompt", SendPromptKeymap.map.sections.flatMap(\.bindings).map(\.keys), SendPromptKeymap.map.helpTable),
    ]

    /// A key bound twice in one screen would act only as the first binding says.
    @Test func noKeyIsBoundTwiceInAScreen() {
        for screen in Self.bound {
            let keys = screen.keys.flatMap { $0 }
            #expect(Set(keys).count == keys.count, "\(screen.name): \(keys.map(\.name))")
        }
    }

    /// `--keys` can press every bound key by the name the help would show.
    @Test func everyBoundKeyHasAScriptName() throws {
        for screen in Self.bound {
            for key in screen.keys.flatMap({ $0 }) {
                #expect(Key(name: key.name) == key, "\(screen.name): \(key.name)")
                #expect(try KeyScript.parse(key.name) == [key])
            }
        }
        #expect(Key.named.allSatisfy { Key.names[$0.name] == $0 })
        do {
            _ = try KeyScript.parse("hyper+x")
            Issue.record("an unknown key name was taken")
        } catch {
            #expect(error.message.contains("keys: " + Key.named.map(\.name).joined(separator: ", ") + ", ctrl+LETTER"), "\(error.message)")
        }
    }

    /// The `?` overlay draws the keymap: each binding's label and the start of its help.
    @Test func theHelpOverlayIsTheKeymap() {
        let size = Size(width: 120, height: 200)
        for screen in Self.bound where screen.name != "keytest" {
            var grid = CellGrid(width: size.width, height: size.height, fill: Cell.blank(.screen))
            KeyHelpView.draw(into: &grid, area: KeyHelpView.area(in: size), scroll: 0, table: screen.table)
            let text = TextSnapshot.text(of: grid)
            for (label, help) in screen.table {
                #expect((label.isEmpty || text.contains(label)) && (help.isEmpty || text.contains(String(help.prefix(20)))), "\(screen.name): \(label) \(help)")
            }
        }
    }

    /// A binding that acts in the preview does what its row says: its keys reach the same action.
    @Test func thePreviewReducerMatchesThroughTheKeymap() throws {
        var state = try InteractionFixtures.state(app: nil, stage: .banner)
        _ = PreviewReducer.update(&state, .key(.character("b")))
        #expect(state.stage == .expanded)
        _ = PreviewReducer.update(&state, .key(.character("b")))
        #expect(state.stage == .banner)
        #expect(PreviewReducer.update(&state, .key(.character("q"))) == [.quit(status: 0)])
        #expect(PreviewReducer.update(&state, .key(.control("c"))) == [.quit(status: ChromeKeys.interruptStatus)])
        _ = PreviewReducer.update(&state, .key(.f1))
        #expect(state.showsHelp)
    }

    /// The preview's card hints each stand for a binding and name one of its keys.
    @Test func thePreviewsHintsStandForItsBindings() throws {
        #expect(PreviewKeymap.cardHints.count == 3)
        for (mode, hints) in PreviewKeymap.cardHints {
            for hint in hints {
                let binding = try #require(PreviewKeymap.map.binding(hint.action), "\(mode): \(hint.hint.text)")
                let key = hint.hint.text.split(separator: " ").first?.split(separator: "/").first.map(String.init) ?? ""
                #expect(!binding.keys.isEmpty && binding.label.contains(key), "\(mode): \(hint.hint.text) for \(binding.label)")
            }
        }
        var state = try InteractionFixtures.state(app: nil, stage: .banner)
        #expect(StatusLine.hints(state).map(\.text) == ["enter expand", "b banner/expanded", "d dismiss", "o open app", "l log", "? keys", "q quit"])
        state.stage = .expanded
        #expect(StatusLine.hints(state, scrolls: true).map(\.text).contains("pgup/pgdn scroll"))
    }

    /// The reply keyboard's, the slider's, the payment sheet's and the prompts' status hints are
    /// their keymaps' (each stands for a bound action, or is the mode's title), the status bar shows
    /// them in that order, and the preview's `?` table lists their keys.
    @Test func theSubModesHintsAndHelpComeFromTheirKeymaps() throws {
        func check<Action>(_ map: Keymap<Action>, _ name: String) -> [String] {
            for hint in map.hints {
                if let action = hint.action {
                    #expect(map.binding(action).map { !$0.keys.isEmpty } == true, "\(name): \(hint.hint.text)")
                }
            }
            let help = PreviewKeymap.map.helpTable
            for section in map.sections {
                #expect(help.contains { $0.0.isEmpty && $0.1 == section.title }, "\(name): \(section.title)")
                for row in section.listed { #expect(help.contains { $0 == (row.label, row.help) }, "\(name): \(row.label)") }
            }
            #expect(!map.hints.isEmpty)
            return map.statusHints.map(\.text)
        }
        #expect(check(ReplyKeymap.map, "reply") == ["type a reply", "enter send", "esc cancel", "tab send/accessory", "←/→ home/end move"])
        #expect(check(SliderKeymap.map, "slider").first == "←/→ step")
        #expect(check(PaymentSheetKeymap.map, "payment") == ["enter pay", "esc cancel"])
        #expect(check(UnlockPromptKeymap.map, "unlock") == ["Unlock to continue: enter unlock", "esc cancel"])
        #expect(check(SendPromptKeymap.map, "send") == ["Send this payload?", "y send", "n/esc cancel"])

        // The reducers match through them: rebinding is the table's business alone.
        var state = try InteractionFixtures.state(app: nil, stage: .expanded)
        state.unlockRequest = nil
        for key in try #require(UnlockPromptKeymap.map.binding(.unlock)).keys {
            #expect(PreviewReducer.handleUnlock(&state, key) == [])  // nothing to unlock: no bell
        }
        #expect(PreviewReducer.handleUnlock(&state, .character("z")) == [.bell])
    }

    /// The player's and the lock screen's status bars take their hints from the keymaps.
    @Test func statusHintsComeFromTheKeymaps() throws {
        let (app, timeline) = try ActivityPlayTests.example()
        let player = ActivityPlayer(timeline: timeline, appName: app.app.name, moment: .init(step: 1, now: ActivityClock.arrival(of: 1, in: timeline)))
        let size = Size(width: 200, height: 40)
        let status = TextSnapshot.text(of: player.grid(size: size)).split(separator: "\n").last.map(String.init) ?? ""
        #expect(!ActivityKeymap.hints.isEmpty)
        for hint in ActivityKeymap.hints {
            #expect(status.contains(hint.text), "\(status)")
        }
        var state = try LockScreenFixtures.state()
        state.focus = 0
        let hints = LockScreenScreen.hints(state).map(\.text)
        for action in [LockScreenKeymap.Action.move, .clear] {
            let hint = try #require(LockScreenKeymap.map.hint(action))
            #expect(hints.contains(hint.text), "\(hints)")
        }
    }

    /// The README's keys tables are the keymaps', word for word: the preview's, the lock screen's
    /// and the Live Activity player's.
    @Test func theReadmesKeysTablesAreTheKeymaps() throws {
        let readme = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let tables: [(heading: String, generated: String)] = [
            ("## Keys\n\n", PreviewKeymap.map.markdownTable(sections: ["Notification", ""])),
            ("### The lock screen (`pushpeek lockscreen`)\n\n",
             LockScreenKeymap.map.markdownTable(sections: ["Lock screen list"])),
            ("### The Live Activity player (`pushpeek activity`)\n\n", ActivityKeymap.map.markdownTable(sections: ["Live Activity player"])),
        ]
        for (heading, generated) in tables {
            let start = try #require(readme.range(of: heading), "the README has no \(heading)").upperBound
            let table = readme[start...].components(separatedBy: "\n\n").first ?? ""
            #expect(table == generated, "the README's table under \(heading) should read:\n\(generated)")
        }
    }
}
