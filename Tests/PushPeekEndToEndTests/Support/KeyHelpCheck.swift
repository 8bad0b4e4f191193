import Testing

/// The `?` key help of a screen in tmux: opened with `?`, listing every key in `expected`, whole
/// (nothing to scroll at 80×24) with the status line still below it, closed by `closingKey` (which must then do nothing else), opened
/// again with F1, and `q` quitting from it with status 0.
enum KeyHelpCheck {
    /// Returns the screen after `closingKey` closed the help, for the caller to check nothing else happened.
    @discardableResult
    static func openCloseAndQuit(_ tmux: TmuxSession, heading: String, expected: [String], closingKey: String,
                                 closedScreen: (String) -> Bool,
                                 sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try tmux.sendKeys("?")
        let help = try tmux.waitFor("the key help") { $0.contains(" Keys ") && $0.contains(heading) }
        for text in expected {
            #expect(help.contains(text), "\(text) in \(help)", sourceLocation: sourceLocation)
        }
        #expect(!help.contains("▼ more"), "the whole help fits: \(help)", sourceLocation: sourceLocation)
        let status = help.components(separatedBy: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(status?.contains("q quit") == true, "the status line below the help: \(help)", sourceLocation: sourceLocation)
        try tmux.sendKeys(closingKey)
        let closed = try tmux.waitFor("the help closed") { !$0.contains(" Keys ") && !$0.contains(heading) && closedScreen($0) }
        try tmux.sendKeys("F1")
        try tmux.waitFor("the key help through F1") { $0.contains(heading) }
        try tmux.sendKeys("q")
        #expect(try tmux.waitForExit() == 0, sourceLocation: sourceLocation)
        return closed
    }
}
