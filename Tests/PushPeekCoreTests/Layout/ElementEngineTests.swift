import Testing
@testable import PushPeekJSON
@testable import PushPeekModel
@testable import PushPeekCanvas
@testable import PushPeekApp
@testable import PushPeekPresentation

/// The card's custom view and a Live Activity's views are one element engine (`ElementLayout` and
/// the `ElementView`s): the same elements, reading the same values, draw the same cells in both.
@Suite("One element engine")
struct ElementEngineTests {
    /// Elements of every kind both draw: labels (template, key path, wrapped, aligned, with a
    /// margin), a horizontal stack, a timer, a progress bar, a bordered container and an image.
    static let view = #"""
    [{"label": {"text": "{{state.restaurant}} · {{state.name}}", "bold": true, "color": "orange"}},
     {"stack": {"axis": "horizontal", "elements": [{"label": {"text": "Arrives at"}},
                                                   {"timer": {"date": "state.eta", "style": "time", "width": 40}}]}},
     {"progress": {"value": "state.progress", "tint": "green"}},
     {"label": {"text": "A longer note from the courier, which wraps onto a second and then a third line", "lines": 3}},
     {"container": {"elements": [{"label": {"keyPath": "state.status", "alignment": "center"}}]}},
     {"image": {"name": "courier", "width": 80, "height": 48}},
     {"label": {"text": "{{state.progress}}", "alignment": "trailing", "margin": 8}}]
    """#

    static let values = #"{"restaurant": "Luigi's", "name": "Sam", "eta": 817756500, "progress": 0.25, "status": "onTheWay"}"#

    static let app = #"""
    {"app": {"name": "Delivery"},
     "categories": [{"identifier": "ORDER"}],
     "extensions": [{"name": "Order", "attributes": {"UNNotificationExtensionCategory": "ORDER"}, "view": \#(view)}],
     "liveActivities": [{"attributesType": "DeliveryAttributes", "attributes": {},
                         "contentState": {"restaurant": "string", "name": "string", "eta": "date", "progress": "double", "status": "string"},
                         "lockScreen": \#(view)}]}
    """#

    /// The card's custom content area, drawn by `CardRenderer`, from the first row of the view.
    static func card(width: Int) throws -> (grid: CellGrid, custom: Rect) {
        let app = try AppDescriptionDecoder.decode(Array(Self.app.utf8))
        let payload = try PayloadDecoder.decode(Array(#"{"aps": {"alert": {"title": "Order", "body": "On its way"}, "category": "ORDER"}, "state": \#(values)}"#.utf8))
        let state = PreviewState(content: NotificationContent(payload: payload), app: app, options: CardOptions(ratio: 2), stage: .expanded)
        let card = CardRenderer.render(state, width: width)
        let custom = try #require(card.layout.section(.custom))
        return (card.grid, custom.rect)
    }

    /// The Live Activity's lock screen as the player draws it, and the rows inside its platter.
    static func activity(width: Int) throws -> (grid: CellGrid, rows: Range<Int>) {
        let app = try AppDescriptionDecoder.decode(Array(Self.app.utf8))
        let start = #"{"aps": {"timestamp": 100, "event": "start", "attributes-type": "DeliveryAttributes", "attributes": {}, "content-state": \#(values), "alert": {"title": "Order", "body": "On its way"}}}"#
        let timeline = ActivityTimeline(pushes: [("start.json", try JSONParser.parse(Array(start.utf8)))], activities: app.liveActivities)
        let grid = ActivityScreen.render(timeline, moment: .init(step: 0, now: 100), width: width, appName: "Delivery").grid
        let lines = grid.lines()
        let top = try #require(lines.firstIndex { $0.hasPrefix("╭") })
        let bottom = try #require(lines[top...].firstIndex { $0.hasPrefix("╰") })
        return (grid, (top + 1)..<bottom)
    }

    @Test("the card's custom view and a Live Activity's lock screen draw the same elements into the same cells", arguments: [30, 44, 60])
    func sameCellsInBoth(width: Int) throws {
        let (card, custom) = try Self.card(width: width)
        let cardTop = custom.y
        let (activity, rows) = try Self.activity(width: width)
        // Both put the view two columns in from the edge: the card's border and inset, the platter's border and padding.
        let columns = 2..<(width - 2)
        var differences: [String] = []
        for (offset, row) in rows.enumerated() {
            for x in columns {
                let drawn = card[x, cardTop + offset], played = activity[x, row]
                let bothBlank = drawn.text == " " && played.text == " " && drawn.style.background == played.style.background
                if drawn.text != played.text || (!bothBlank && drawn.style != played.style) {
                    differences.append("(\(x), \(offset)): card \"\(drawn.text)\" \(drawn.style) · activity \"\(played.text)\" \(played.style)")
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(8).joined(separator: "\n"))")
        let shown = rows.map { activity.line($0) }.joined(separator: "\n")
        for text in ["Luigi's · Sam", "Arrives at", "18:35", "━", "A longer note", "onTheWay", "image", "0.25"] {
            #expect(shown.contains(text), "\(text) in\n\(shown)")
        }
        // The card's area has room for the whole view, and below the activity's rows it is empty.
        #expect(rows.count < custom.height)
        #expect((cardTop + rows.count..<custom.maxY).allSatisfy { row in columns.allSatisfy { card[$0, row].text == " " } })
    }
}

extension ElementEngineTests {
    @Test("a Live Activity draws the card's images, controls, maps and unknown kinds as the card does")
    func kindsTheCardDrawsShowInAnActivity() throws {
        let views = #"[{"image": {"name": "courier"}}, {"button": {"title": "Open"}}, {"map": {}}, {"gauge": {}}]"#
        let app = try AppDescriptionDecoder.decode(Array(#"""
            {"liveActivities": [{"attributesType": "A", "attributes": {}, "contentState": {"lat": "double"}, "lockScreen": \#(views)}]}
            """#.utf8))
        let start = #"{"aps": {"timestamp": 1, "event": "start", "attributes-type": "A", "attributes": {}, "content-state": {"lat": 60.2}, "alert": {"title": "T", "body": "B"}}}"#
        let timeline = ActivityTimeline(pushes: [("start.json", try JSONParser.parse(Array(start.utf8)))], activities: app.liveActivities)
        let lines = ActivityScreen.render(timeline, moment: .init(step: 0, now: 1), width: 44, appName: "A").grid.lines()
        let top = try #require(lines.firstIndex { $0.hasPrefix("╭") })
        let bottom = try #require(lines[top...].firstIndex { $0.hasPrefix("╰") })
        let platter = lines[(top + 1)..<bottom].map { String($0.dropFirst(2).dropLast(2)) }
        // The image: a framed box 80 pt (5 rows) tall; the button on one row; the map and the unknown kind three rows each.
        #expect(platter.count == 5 + 1 + 3 + 3, "\(platter.joined(separator: "\n"))")
        #expect(platter[0].hasPrefix("╭") && platter[1].contains("image") && platter[2].contains("courier") && platter[4].hasPrefix("╰"))
        #expect(platter[5].contains("[ Open ]"))
        #expect(platter[7].contains(" map ") && platter[6].hasPrefix("··") && platter[10].contains(" gauge ") && platter[11].hasPrefix("··"),
                "\(platter.joined(separator: "\n"))")
    }
}
