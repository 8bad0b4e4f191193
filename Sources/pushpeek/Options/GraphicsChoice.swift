import PushPeekJSON
import PushPeekCanvas
import PushPeekImages
import PushPeekTerminal

/// Resolves `--graphics auto|kitty|iterm2|sixel|none` into the encoder pictures are drawn in pixels
/// with, or nil for symbols only: none without colour, without libchafa, or when `auto` finds no
/// pixels (`GraphicsDetector`: the environment, then the kitty query and DA1; never for TERM=dumb
/// or linux, the console, which knows neither).
enum GraphicsChoice {
    static let values = ["auto"] + GraphicsProtocol.allCases.map(\.rawValue) + ["none"]

    static func encoder(_ arguments: Arguments, depth: ColorDepth?) throws(InputError) -> PictureEncoder? {
        let mode = try arguments.choice("--graphics", values, default: "auto")
        guard mode != "none", depth != ColorDepth.none else { return nil }
        if let chosen = GraphicsProtocol(rawValue: mode) { return PixelEncoders.encoder(for: chosen) }
        let term = Output.environment("TERM") ?? ""
        guard !["", "dumb", "linux"].contains(term) else { return nil }
        var environment: [String: String] = [:]
        for name in ["TMUX", "STY", "TERM_PROGRAM"] { environment[name] = Output.environment(name) }
        return GraphicsDetector.detect(environment: environment).flatMap(PixelEncoders.encoder)
    }
}
