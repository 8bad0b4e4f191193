// libFuzzer target: bytes → keys, mouse events and resizes → PreviewReducer.update through FrameCycle
// (the frame drawn after each event, its metrics given back) → PreviewScreen.view at the sizes the
// events chose (down to 1×1). Built by Scripts/fuzz.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeysTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzKeys.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

/// Turns bytes into events and checks that no sequence of them traps.
enum FuzzKeys {
    static let keys: [Key] = {
        var keys = Key.names.values.sorted { $0.name < $1.name }
        keys += "abcdefghijklmnopqrstuvwxyz?0123456789 $-é漢😀".map { Key.character($0) }
        keys += "cdlqz".map { Key.control($0) }
        return keys
    }()

    static let sources: [SessionSources] = [
        .demo,
        SessionSources(payloadPath: "spy-agency/payload.apns", appPath: "spy-agency/app.json", builtinExample: "spy-agency"),
        SessionSources(payloadPath: "spy-agency/payload.json", builtinExample: "spy-agency"),
    ]

    static func run(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        let options = FuzzSupport.optionSets[Int(first) % FuzzSupport.optionSets.count]
        let source = sources[Int(first / 3) % sources.count]
        guard let loaded = try? SessionLoader.load(source, options: options, stage: first & 0x80 == 0 ? .banner : .expanded) else { return }
        var model = PreviewModel(state: loaded)
        var size = Size(width: 80, height: 24)
        var index = 1
        func next() -> Int {
            defer { index += 1 }
            return index < bytes.count ? Int(bytes[index]) : 0
        }
        var steps = 0
        while index < bytes.count, steps < 400 {
            steps += 1
            let byte = next()
            switch byte {
            case 0xE0...0xEF:
                size = Size(width: 1 + next() % 130, height: 1 + next() % 60)
                FrameCycle.apply(.resize(size), to: &model, size: size)
            case 0xF0...0xF7:
                let kinds: [MouseEvent.Kind] = [.press, .release, .drag, .scrollUp, .scrollDown]
                let point = Point(x: next() - 8, y: next() - 8)
                // As the run loop does: the report is resolved against the frame on screen.
                let frame = PreviewScreen.frame(model.state, size: size)
                if let event = frame.event(for: MouseEvent(kinds[byte % kinds.count], at: point)) {
                    FrameCycle.apply(event, to: &model, size: model.state.viewport)
                }
            case 0xF8:
                FrameCycle.apply(.filesChanged, to: &model, size: model.state.viewport)
            default:
                FrameCycle.apply(.key(keys[byte % keys.count]), to: &model, size: model.state.viewport)
            }
            if steps % 32 == 0 {
                _ = PreviewScreen.view(model.state, size: size)
            }
        }
        for small in [Size(width: 1, height: 1), Size(width: 2, height: 3), Size(width: 20, height: 6), size] {
            _ = PreviewScreen.view(model.state, size: small)
            _ = PreviewScreen.frame(model.state, size: small).hitMap?.target(at: Point(x: small.width / 2, y: small.height / 2))
        }
    }
}
