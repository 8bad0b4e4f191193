/// Every payload and app-description key given every kind of wrong value (`@@` in a template is
/// replaced by the value), the rest of the file valid.
extension HostileCorpus {
    static let wrongValues: [(label: String, json: String)] = [
        ("null", "null"), ("bool", "true"), ("huge", "1e400"), ("negative zero", "-0"),
        ("string", #""\u001b[31mx\u0007""#), ("array", #"[1,"\u009b"]"#), ("object", #"{"k":{"\u202e":[]}}"#),
    ]

    static let payloadTemplates: [String] = [
        #"@@"#,
        #"{"aps":@@}"#,
        #"{"aps":{"alert":@@,"category":"ShowMap"},"latitude":1,"longitude":2,"radius":3}"#,
        #"{"aps":{"alert":{"title":@@,"subtitle":@@,"body":"b"}}}"#,
        #"{"aps":{"alert":{"body":@@,"launch-image":@@}}}"#,
        #"{"aps":{"alert":{"title":"t","loc-key":@@,"loc-args":@@}}}"#,
        #"{"aps":{"alert":{"title":"t","title-loc-key":"K","title-loc-args":[@@,"x"]}}}"#,
        #"{"aps":{"alert":{"title":"t","subtitle-loc-key":@@,"subtitle-loc-args":@@}}}"#,
        #"{"aps":{"alert":"a","badge":@@}}"#,
        #"{"aps":{"alert":"a","sound":@@}}"#,
        #"{"aps":{"alert":"a","sound":{"critical":@@,"name":@@,"volume":@@}}}"#,
        #"{"aps":{"alert":"a","thread-id":@@,"target-content-id":@@,"filter-criteria":@@}}"#,
        #"{"aps":{"alert":"a","category":@@},"latitude":1,"longitude":2,"radius":3}"#,
        #"{"aps":{"alert":"a","content-available":@@,"mutable-content":@@}}"#,
        #"{"aps":{"alert":"a","interruption-level":@@,"relevance-score":@@}}"#,
        #"{"aps":{"alert":"a","stale-date":@@,"content-state":@@,"url-args":@@}}"#,
        #"{"aps":{"alert":"a","category":"ShowMap"},"latitude":@@,"longitude":@@,"radius":@@,"place":@@}"#,
        #"{"Simulator Target Bundle":@@,"aps":{"alert":"a"}}"#,
    ]

    static let category = #""UNNotificationExtensionCategory":"ShowMap""#

    static let appTemplates: [String] = [
        #"@@"#,
        #"{"app":@@}"#,
        #"{"app":{"name":@@,"icon":@@,"bundleIdentifier":@@}}"#,
        #"{"categories":@@}"#,
        #"{"categories":[@@]}"#,
        #"{"categories":[{"identifier":@@}]}"#,
        #"{"categories":[{"identifier":"ShowMap","actions":@@,"options":@@}]}"#,
        #"{"categories":[{"identifier":"ShowMap","actions":[@@]}]}"#,
        #"{"categories":[{"identifier":"ShowMap","actions":[{"identifier":@@,"title":@@,"icon":@@}]}]}"#,
        #"{"categories":[{"identifier":"ShowMap","actions":[{"identifier":"a","options":@@,"textInput":@@}]}]}"#,
        #"{"extensions":@@}"#,
        #"{"extensions":[@@]}"#,
        #"{"extensions":[{"name":@@,"title":@@,"attributes":{\#(category)}}]}"#,
        #"{"extensions":[{"attributes":@@}]}"#,
        #"{"extensions":[{"attributes":{"UNNotificationExtensionCategory":@@}}]}"#,
        #"{"extensions":[{"attributes":{\#(category),"UNNotificationExtensionInitialContentSizeRatio":@@}}]}"#,
        #"{"extensions":[{"attributes":{\#(category),"UNNotificationExtensionDefaultContentHidden":@@,"UNNotificationExtensionUserInteractionEnabled":@@,"UNNotificationExtensionOverridesDefaultTitle":@@}}]}"#,
        #"{"extensions":[{"attributes":{\#(category)},"view":@@}]}"#,
        #"{"extensions":[{"attributes":{\#(category)},"view":[@@]}]}"#,
        #"{"extensions":[{"attributes":{\#(category)},"view":[{"map":@@}]}]}"#,
        #"{"extensions":[{"attributes":{\#(category)},"view":[{"label":{"text":@@,"keyPath":@@}},{"image":{"attachment":@@}}]}]}"#,
        #"{"extensions":[{"attributes":{\#(category)},"notificationActions":@@}]}"#,
        #"{"extensions":[{"attributes":{\#(category)},"responses":@@,"inputView":@@,"media":@@,"inputAccessory":@@}]}"#,
        #"{"extensions":[{"attributes":{\#(category)},"preferredContentSizeRatio":@@}]}"#,
        #"{"extensions":[{"infoPlist":@@}]}"#,
        #"{"attachments":@@}"#,
    ]

    static func fill(_ template: String, _ value: String) -> String {
        template.replacingOccurrences(of: "@@", with: value)
    }

    /// One case per template, all wrong values in turn (the test runs each).
    static let wrongTypePayloads: [Case] = payloadTemplates.enumerated().map { index, template in
        Case(name: "payload template \(index): \(template.prefix(60))", build: { folder in
            for (offset, value) in wrongValues.enumerated() {
                try write(fill(template, value.json), "payload-\(offset).json", in: folder)
            }
            try write(app, "app.json", in: folder)
            return ("payload-0.json", "app.json")
        })
    }

    static let wrongTypeApps: [Case] = appTemplates.enumerated().map { index, template in
        Case(name: "app template \(index): \(template.prefix(60))", build: { folder in
            for (offset, value) in wrongValues.enumerated() {
                try write(fill(template, value.json), "app-\(offset).json", in: folder)
            }
            try write(payload, "payload.json", in: folder)
            return ("payload.json", "app-0.json")
        }, blamesApp: true)
    }
}
