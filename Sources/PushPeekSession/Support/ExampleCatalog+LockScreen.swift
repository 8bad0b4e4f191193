import PushPeekApp

extension ExampleCatalog {
    /// The notifications of an example about the lock screen, with its app file; nil for any other.
    /// Such an example names its payloads in arrival order (`01-anna-dinner.json`, `02-bob-keys.json`
    /// …: every payload's name starts with a number and a dash) and its app declares no Live Activity
    /// (whose numbered pushes `activityPushes` plays). Paths relative to `Examples/`.
    public static func lockScreenPayloads(_ name: String) -> (payloads: [String], app: String, strings: String?)? {
        guard SessionLoader.builtinExampleNames.contains(name), activityPushes(name) == nil else { return nil }
        let example = example(name)
        guard example.payloads.count > 1, example.payloads.allSatisfy(isNumbered) else { return nil }
        return (example.payloads.sorted().map { name + "/" + $0 }, name + "/app.json",
                example.hasStrings ? name + "/Localizable.strings" : nil)
    }

    /// `01-anna-dinner.json`: digits, then a dash.
    static func isNumbered(_ file: String) -> Bool {
        let digits = file.prefix { $0.isASCII && $0.isNumber }
        return !digits.isEmpty && file.dropFirst(digits.count).hasPrefix("-")
    }
}
