import Foundation
import PushPeekModel
import Testing
@testable import pushpeek

/// Help fits the width it is read at — the terminal's (80 when not a terminal, `COLUMNS` when set,
/// at most 100) — with the overview's summaries in one column, and render's summary naming every
/// format it prints.
@Suite("Help laid out for the terminal")
struct HelpLayoutTests {
    static let topics: [[String]] = [["--help"]] + Command.allCases.map { ["help", $0.rawValue] }

    static func widest(_ text: String) -> (width: Int, line: String) {
        let lines = text.split(separator: "\n").map(String.init)
        let widest = lines.max { DisplayWidth.of($0) < DisplayWidth.of($1) } ?? ""
        return (DisplayWidth.of(widest), widest)
    }

    @Test("every help text fits 80 columns without a terminal, COLUMNS when set, and never more than 100",
          arguments: [(nil, 80), ("60", 60), ("200", 100), ("20", 40)])
    func helpFitsTheWidth(columns: String?, limit: Int) throws {
        for topic in Self.topics {
            let result = try Run.pushpeek(topic, environment: columns.map { ["COLUMNS": $0] } ?? [:])
            #expect(result.status == 0, "\(topic): \(result.stderr)")
            let widest = Self.widest(result.stdout)
            #expect(widest.width <= limit, "\(topic) at \(columns ?? "no terminal"): \(widest.width) columns: \(widest.line)")
            if topic == ["--help"] {
                #expect(widest.width > limit - 15, "the overview is not filled to the width: \(widest.line)")
            }
        }
    }

    @Test("the overview's summaries start in one column; a synopsis too long for it has a line of its own")
    func overviewIsAligned() throws {
        let lines = try Run.pushpeek(["--help"]).stdout.split(separator: "\n").map(String.init)
        for command in Command.allCases {
            let start = String(command.summary.prefix(20))
            let row = lines.firstIndex { $0.dropFirst(HelpLayoutTests.column).hasPrefix(start) }
            #expect(row != nil, "\(command): the summary is not at column \(Self.column)")
            guard let row else { continue }
            let synopsis = "  pushpeek " + command.synopsis
            let inline = lines[row].hasPrefix(synopsis + " ")
            let above = row > 0 && lines[row - 1].hasPrefix(synopsis) && lines[row].prefix(Self.column).allSatisfy { $0 == " " }
            #expect(inline || above, "\(command): \(lines[row])")
        }
    }

    static let column = 44

    @Test("render's summary and help name every format: text, ANSI colours, JSON, SVG and HTML")
    func renderNamesEveryFormat() throws {
        func words(_ text: String) -> String { text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ") }
        let overview = words(try Run.pushpeek(["--help"]).stdout)
        #expect(overview.contains("print the card headless: text, ANSI colours, JSON, SVG or HTML"), "\(overview)")
        let render = words(try Run.pushpeek(["help", "render"]).stdout)
        #expect(render.contains("plain text, ANSI colours, JSON, an SVG picture or an HTML page (--format)"), "\(render)")
    }

    @Test("the layout: prose filled, an indented line kept, a table's long cells wrapped under their column")
    func layout() {
        #expect(HelpLayout.fill("one two\nthree four five\n\nsix", width: 10) == "one two\nthree four\nfive\n\nsix")
        #expect(HelpLayout.fill("Prints\n  FILE:LINE: message\nThe end.", width: 40) == "Prints\n  FILE:LINE: message\nThe end.")
        let table = HelpLayout.table([("  --app FILE", "the app description, read once at start"), ("  --a-very-long-option-name VALUE", "short")],
                                     column: 16, width: 46)
        let under = String(repeating: " ", count: 16)
        #expect(table.split(separator: "\n").map(String.init) == [
            "  --app FILE    the app description, read once", under + "at start", "  --a-very-long-option-name VALUE", under + "short",
        ])
    }

    @Test("`pushpeek help lint` in a terminal at 80×24: no line wraps")
    func helpInATerminal() throws {
        let tmux = try TmuxSession.pushpeek(["help", "lint"], then: "true")
        // With the history's wrapped lines joined, a line wider than the terminal would come back whole.
        let screen = try tmux.waitFor(TmuxSession.thenDone, history: true)
        #expect(screen.contains("Usage: pushpeek lint FILE|DIR... [options]"))
        let widest = Self.widest(screen)
        #expect(widest.width <= 80, "\(widest.width) columns: \(widest.line)")
        #expect(screen.contains("\n  FILE:LINE:COL: error|warning|note: message [rule-id]\n"), "\(screen)")
    }
}
