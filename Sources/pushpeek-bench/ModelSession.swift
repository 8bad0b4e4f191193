import PushPeekModel
import PushPeekCanvas
import PushPeekPresentation
import PushPeekInteraction
import PushPeekSession
import PushPeekMapArchives
import PushPeekImages

/// The model `pushpeek preview` runs, in process: loaded as `PreviewCommand` loads it (banner stage,
/// log pane shown, the terminal's size delivered first), driven by the same reducer through the same
/// `FrameCycle` as the terminal.
struct ModelSession {
    private var model: PreviewModel
    var state: PreviewState { model.state }
    let size: Size
    /// The frame the last event settled on: what the run loop paints.
    private var frame: ScreenFrame

    init(payload: String, app: String?, size: Size, options: CardOptions = CardOptions(), attachments: [String] = []) throws {
        var state: PreviewState
        do {
            var sources = SessionSources(payloadPath: payload, appPath: app)
            sources.attachmentPaths = attachments
            state = try SessionLoader.load(sources, options: options, stage: .banner,
                                           readAttachment: attachments.isEmpty ? nil : AttachmentCache().load, mapSupport: MapArchiveReader())
        } catch {
            throw BenchError("cannot load \(payload): \(error.description)")
        }
        state.log.isShown = true
        self.size = size
        var model = PreviewModel(state: state)
        frame = FrameCycle.apply(.resize(size), to: &model, size: size).frame ?? model.view(size: size)
        self.model = model
    }

    /// Applies one key; false when the reducer asked to quit.
    @discardableResult
    mutating func press(_ key: Key) -> Bool {
        let (effects, settled) = FrameCycle.apply(.key(key), to: &model, size: size)
        if let settled { frame = settled }
        return !effects.contains { if case .quit = $0 { return true } else { return false } }
    }

    mutating func press(script: String) throws {
        for key in try Self.keys(script) { press(key) }
    }

    /// The cells of the frame the last key settled on, as the run loop paints them (not drawn again).
    func view() -> CellGrid {
        frame.grid
    }

    static func keys(_ script: String) throws -> [Key] {
        do {
            return try KeyScript.parse(script)
        } catch {
            throw BenchError("bad key script \(script): \(error.description)")
        }
    }
}
