// libFuzzer target: payload decoding + lint + layout + render, app-description decoding + lint,
// strings and Info.plist parsing, all from one input. Built by Scripts/fuzz.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPayloadTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzPayload.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// Feeds one input to every reader of untrusted files.
enum FuzzPayload {
    static func run(_ bytes: [UInt8]) {
        let options = LintOptions(strings: FuzzSupport.strings, stringsFile: "fuzz.strings")
        let diagnostics = PayloadLinter.lint(bytes, file: "fuzz.json", options: options, app: FuzzSupport.spyLintApp) ?? []
        do {
            _ = try PayloadDecoder.decode(bytes, file: "fuzz.json")
        } catch {
            FuzzSupport.requireAgreement(error, diagnostics)
        }
        if let payload = try? PayloadDecoder.decode(bytes, file: "fuzz.json") {
            for (index, cardOptions) in FuzzSupport.optionSets.enumerated() {
                let content = NotificationContent(payload: payload, strings: index == 0 ? nil : FuzzSupport.strings)
                var state = PreviewState(content: content, app: index == 1 ? .none : FuzzSupport.spyApp, options: cardOptions, stage: .banner)
                FuzzSupport.renderAll(state)
                _ = PreviewReducer.expand(&state)
                FuzzSupport.renderAll(state)
            }
        }
        FuzzSupport.fuzzAppDescription(bytes)
        if let strings = try? LocalizedStrings.parse(bytes, file: "fuzz.strings") {
            for template in strings.table.values.prefix(8) {
                _ = LocalizedStrings.placeholderCount(template)
                _ = LocalizedStrings.format(template, ["a", "b"])
            }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        _ = LocalizedStrings.placeholderCount(text)
        _ = LocalizedStrings.format(text, ["x"])
        _ = KeySuggestion.suggest(text, among: PayloadSchema.apsNames)
        _ = try? InfoPlistReader.attributes(fromPlist: bytes, file: "fuzz.plist")
    }
}
