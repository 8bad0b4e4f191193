import PushPeekCore
import PushPeekMapArchives

/// The model `pushpeek preview` runs, in process: loaded as `PreviewCommand` loads it (banner stage,
/// log pane shown, the terminal's size delivered first), driven by the same reducer through the same
/// `FrameCycle` as the terminal.
struct ModelSession {
    private var model: PreviewModel
    var state: PreviewState { model.state }
    let size: Size

    init(payload: String, app: String?, size: Size) throws {
        var state: PreviewState
        do {
            state = try SessionLoader.load(SessionSources(payloadPath: payload, appPath: app), options: CardOptions(), stage: .banner,
                                           mapSupport: MapArchiveReader())
        } catch {
            throw BenchError("cannot load \(payload): \(error.description)")
        }
        state.log.isShown = true
        self.size = size
        model = PreviewModel(state: state)
        FrameCycle.apply(.resize(size), to: &model, size: size)
    }

    /// Applies one key; false when the reducer asked to quit.
    @discardableResult
    mutating func press(_ key: Key) -> Bool {
        let effects = FrameCycle.apply(.key(key), to: &model, size: size).effects
        return !effects.contains { if case .quit = $0 { return true } else { return false } }
    }

    mutating func press(script: String) throws {
        for key in try Self.keys(script) { press(key) }
    }

    func view() -> CellGrid {
        PreviewScreen.view(state, size: size)
    }

    static func keys(_ script: String) throws -> [Key] {
        do {
            return try KeyScript.parse(script)
        } catch {
            throw BenchError("bad key script \(script): \(error.description)")
        }
    }
}
