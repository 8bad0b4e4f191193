/// A failure of the end-to-end harness itself, with what was on screen when it happened.
struct HarnessError: Error, CustomStringConvertible {
    var message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
