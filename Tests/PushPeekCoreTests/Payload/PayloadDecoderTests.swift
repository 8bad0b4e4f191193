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

@Suite("Payload decoding")
struct PayloadDecoderTests {
    func decode(_ json: String) throws(InputError) -> Payload {
        try PayloadDecoder.decode(Array(json.utf8), file: "p.json")
    }

    @Test func decodesEveryAPSKey() throws {
        let payload = try decode("""
        {"aps": {"alert": {"title": "T", "subtitle": "S", "body": "B", "launch-image": "L.png",
          "title-loc-key": "TK", "title-loc-args": ["a"], "subtitle-loc-key": "SK", "subtitle-loc-args": ["b"],
          "loc-key": "BK", "loc-args": ["c", 2]},
          "badge": 7, "sound": {"critical": 1, "name": "alarm.caf", "volume": 0.5}, "thread-id": "t1",
          "category": "ShowMap", "content-available": 1, "mutable-content": 1, "target-content-id": "w",
          "interruption-level": "time-sensitive", "relevance-score": 0.75, "filter-criteria": "work"},
         "latitude": 1.5, "nested": {"k": true}}
        """)
        let aps = payload.aps
        #expect(aps.alert?.title == "T")
        #expect(aps.alert?.subtitle == "S")
        #expect(aps.alert?.body == "B")
        #expect(aps.alert?.launchImage == "L.png")
        #expect(aps.alert?.titleLocKey == "TK")
        #expect(aps.alert?.titleLocArgs == ["a"])
        #expect(aps.alert?.subtitleLocKey == "SK")
        #expect(aps.alert?.subtitleLocArgs == ["b"])
        #expect(aps.alert?.locKey == "BK")
        #expect(aps.alert?.locArgs == ["c", "2"])
        #expect(aps.badge == 7)
        #expect(aps.sound == Sound(name: "alarm.caf", isCritical: true, volume: 0.5))
        #expect(aps.threadIdentifier == "t1")
        #expect(aps.category == "ShowMap")
        #expect(aps.contentAvailable)
        #expect(aps.mutableContent)
        #expect(aps.targetContentIdentifier == "w")
        #expect(aps.interruptionLevel == .timeSensitive)
        #expect(aps.relevanceScore == 0.75)
        #expect(aps.filterCriteria == "work")
        #expect(payload.userInfo.map(\.key) == ["latitude", "nested"])
    }

    @Test func stringAlertIsTheBody() throws {
        let payload = try decode(#"{"aps": {"alert": "Hello", "sound": "default"}}"#)
        #expect(payload.aps.alert == Alert(body: "Hello"))
        #expect(payload.aps.sound == Sound(name: "default"))
        let content = NotificationContent(payload: payload)
        #expect(content.title == "")
        #expect(content.body == "Hello")
    }

    @Test func apnsFilesKeepTheSimulatorBundleOutOfUserInfo() throws {
        let payload = try decode(#"{"Simulator Target Bundle": "com.example.app", "aps": {"alert": "x"}, "id": 4}"#)
        #expect(payload.simulatorTargetBundle == "com.example.app")
        #expect(payload.userInfo.map(\.key) == ["id"])
    }

    @Test(arguments: [
        (#"{"aps": {"alert": {"title": 5}}}"#, "aps.alert.title", "expected a string, found a number", "1:29"),
        (#"{"aps": {"badge": "3"}}"#, "aps.badge", "expected a number, found a string", "1:19"),
        (#"{"aps": {"alert": 4}}"#, "aps.alert", "expected a string or a dictionary, found a number", "1:19"),
        (#"{"aps": {"sound": ["x"]}}"#, "aps.sound", "expected a string or a dictionary, found an array", "1:19"),
        (#"{"aps": {"alert": {"loc-args": [{}]}}}"#, "aps.alert.loc-args[0]", "expected a string, found an object", "1:33"),
        (#"{"aps": {"interruption-level": "loud"}}"#, "aps.interruption-level", #"unknown level "loud"; expected one of "passive", "active", "time-sensitive", "critical""#, "1:32"),
        (#"{"aps": {"badge": 1.5}}"#, "aps.badge", "expected a whole number, found 1.5", "1:19"),
        (#"{"aps": {"badge": 1e400}}"#, "aps.badge", "1e400 is out of range for a number", "1:19"),
        (#"{"alert": "x"}"#, "aps", "missing: every payload needs an \"aps\" dictionary", "1:1"),
        (#"[1]"#, nil, "a payload must be a JSON object, found an array", "1:1"),
    ] as [(String, String?, String, String)])
    func wrongTypesNameTheJSONPath(json: String, path: String?, message: String, location: String) {
        do {
            _ = try decode(json)
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.path == path)
            #expect(error.message == message)
            #expect(error.location?.description == location)
            #expect(error.file == "p.json")
            #expect(error.exitStatus == 65)
        }
    }

    @Test func errorDescriptionHasFileLineColumnAndPath() {
        do {
            _ = try decode("{\"aps\": {\"alert\": {\"title\": 5}}}")
        } catch {
            #expect(error.description == "p.json:1:29: aps.alert.title: expected a string, found a number")
        }
    }
}
