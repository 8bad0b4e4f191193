#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `TIOCGWINSZ` on standard output: the terminal's size in cells and, where it says, in pixels.
enum WindowSizeQuery {
    /// The answer, or nil when standard output is not a terminal that answers.
    static func current() -> winsize? {
        #if os(Linux)
        let request = UInt(TIOCGWINSZ)
        #else
        let request: UInt = 0x4008_7468
        #endif
        var size = winsize()
        guard ioctl(STDOUT_FILENO, request, &size) == 0 else { return nil }
        return size
    }
}
