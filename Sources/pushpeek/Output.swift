import Foundation
import PushPeekCore

/// Writes to the standard streams without buffering surprises.
enum Output {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func err(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// `pushpeek: error: FILE:LINE:COL: message`, and the exit status for it.
    static func fail(_ error: InputError) -> Int32 {
        err("pushpeek: error: \(error.description)\n")
        if error.kind == .usage { err("Run 'pushpeek --help' for usage.\n") }
        return error.exitStatus
    }

    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}
