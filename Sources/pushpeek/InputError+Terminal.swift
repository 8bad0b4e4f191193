import PushPeekJSON
import PushPeekTerminal

extension InputError {
    /// The terminal could not be used (none, an unknown `TERM`, `TERM=dumb`): exit 74, the message
    /// naming how the command prints the same screen headless (`headless`, e.g.
    /// "`pushpeek render PAYLOAD`").
    static func terminal(_ error: any Error, headless: String) -> InputError {
        let message = (error as? TerminalError)?.message(headless: headless) ?? "\(error)"
        return InputError(.io, message: message)
    }
}
