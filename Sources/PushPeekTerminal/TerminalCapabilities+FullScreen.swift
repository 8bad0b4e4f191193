@preconcurrency import CNcurses

extension TerminalCapabilities {
    /// Why the open terminal (after `newterm`) cannot hold a full-screen program, or nil when it can:
    /// without cursor addressing (`cup`) — `TERM=dumb`, a hard-copy or a line-mode terminal — every
    /// frame would be written as lines of text and what is left after quitting is garbage.
    static func fullScreenProblem() -> String? {
        guard let cup = nc_tigetstr("cup"), Int(bitPattern: cup) != -1, cup.pointee != 0 else {
            return "it cannot move the cursor"
        }
        return nil
    }
}
