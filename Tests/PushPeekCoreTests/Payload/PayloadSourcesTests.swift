import Testing
@testable import PushPeekJSON
@testable import PushPeekModel

@Suite("Payload sources and alert storage")
struct PayloadSourcesTests {
    @Test func everyDecodedValueIsFoundByItsWholePath() throws {
        let json = #"{"aps": {"alert": {"title": "T", "body": "B"}, "badge": 2, "sound": {"name": "a.caf", "critical": 1}}, "Simulator Target Bundle": "com.x"}"#
        let payload = try PayloadDecoder.decode(Array(json.utf8), file: "p.json")
        let sources = payload.sources
        #expect(sources["aps"]?.key == "aps")
        #expect(sources["aps.alert"]?.key == "alert")
        #expect(sources["aps.alert.title"]?.value.string == "T")
        #expect(sources["aps.alert.body"]?.value.string == "B")
        #expect(sources["aps.badge"]?.value.number == 2)
        #expect(sources["aps.sound.name"]?.value.string == "a.caf")
        #expect(sources["aps.sound.critical"]?.value.number == 1)
        #expect(sources["Simulator Target Bundle"]?.value.string == "com.x")
        #expect(sources.count == 9)
        #expect(sources["aps.title"] == nil)
        #expect(sources["alert.title"] == nil)
        #expect(sources["aps.alert.titl"] == nil)
        #expect(sources[parent: "aps.alert", key: "title"]?.value.string == "T")
    }

    @Test func aBadDuplicateLeavesNoSourceAndNoValue() throws {
        let (payload, _) = PayloadDecoder.decodeCollecting(try JSONParser.parse(Array(#"{"aps": {"badge": 2, "badge": "x"}}"#.utf8)),
                                                           activity: false)
        #expect(payload.aps.badge == nil)
        #expect(payload.sources["aps.badge"] == nil)
        #expect(payload.sources.count == 1)
    }

    @Test func settingByPathOrByParentAndKeyIsTheSameEntry() {
        var sources = PayloadSources()
        let member = JSONMember(key: "title", value: JSONNode(.string("T")))
        sources[parent: "aps.alert", key: "title"] = member
        sources["aps.alert.title"] = JSONMember(key: "title", value: JSONNode(.string("U")))
        #expect(sources.count == 1)
        #expect(sources["aps.alert.title"]?.value.string == "U")
        sources["aps.alert.title"] = nil
        #expect(sources.count == 0)
    }

    @Test func aWholePathFindsOnlyTheSameBytes() {
        var sources = PayloadSources()
        sources["aps"] = JSONMember(key: "aps", value: JSONNode(.null))
        sources[parent: "aps", key: "alert"] = JSONMember(key: "alert", value: JSONNode(.string("A")))
        sources[parent: "aps.alert", key: "título"] = JSONMember(key: "título", value: JSONNode(.string("T")))
        sources[parent: "a.b", key: "c"] = JSONMember(key: "c", value: JSONNode(.string("C")))
        sources[parent: "a", key: "b.c"] = JSONMember(key: "b.c", value: JSONNode(.string("D")))
        #expect(sources.count == 4)
        #expect(sources["aps"]?.key == "aps")
        #expect(sources["aps.alert"]?.value.string == "A")
        #expect(sources["aps.alert.título"]?.value.string == "T")
        #expect(sources["a.b.c"]?.value.string == "D")
        for missing in ["aps.alerx", "apsxalert", "aps.alert.", ".aps.alert", "aps.alert.titulo", "a.b", "b.c", ""] {
            #expect(sources[missing] == nil, "\(missing)")
        }
    }

    @Test func anAlertCopyChangesAloneAndComparesByValue() {
        var original = Alert(title: "T", body: "B")
        original.locArgs = ["a"]
        var copy = original
        copy.title = "Changed"
        copy.summaryArgumentCount = 3
        #expect(original.title == "T")
        #expect(original.summaryArgumentCount == nil)
        #expect(copy.title == "Changed")
        #expect(copy.locArgs == ["a"])
        #expect(original != copy)
        copy.title = "T"
        copy.summaryArgumentCount = nil
        #expect(original == copy)
    }
}
