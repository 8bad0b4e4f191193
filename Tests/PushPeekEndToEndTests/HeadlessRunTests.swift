import Testing

/// The binary without a terminal, through the `Run` helper.
@Suite("Headless runs")
struct HeadlessRunTests {
    @Test("the interactive demo without a terminal fails cleanly")
    func notATerminal() throws {
        let result = try Run.pushpeek(["keytest"])
        #expect(!result.timedOut)
        #expect(result.status == 74, "\(result)")
        #expect(result.stderr.contains("not a terminal"), "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
    }

    @Test("stdin is passed through and output captured")
    func capturesOutput() throws {
        let result = try Spawn.run(["sh", "-c", "cat; echo err >&2; exit 3"], stdin: "hello\n")
        #expect(result.status == 3)
        #expect(result.stdout == "hello\n")
        #expect(result.stderr == "err\n")
    }

    @Test("a process that outlives its timeout is killed")
    func timeout() throws {
        let result = try Spawn.run(["sleep", "30"], timeout: 0.3)
        #expect(result.timedOut)
        #expect(result.signal == 9)
    }
}
