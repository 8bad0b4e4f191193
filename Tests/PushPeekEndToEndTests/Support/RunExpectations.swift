import Testing

/// What every run of the binary on hostile input must satisfy.
enum RunExpectations {
    static func survived(_ result: PushPeekRunner.Result, _ command: String, allowed: Set<Int32>, blame: String? = nil,
                         position: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        let context = "\(command): status \(result.status), stderr: \(result.stderrText.prefix(300))"
        #expect(!result.timedOut, "\(command) took longer than \(PushPeekRunner.timeLimit) s", sourceLocation: sourceLocation)
        #expect(!result.signalled, "\(command) died of signal \(result.status)", sourceLocation: sourceLocation)
        #expect(allowed.contains(result.status), "\(context)", sourceLocation: sourceLocation)
        #expect(OutputSafety.problem(in: result.stdout) == nil, "stdout of \(command): \(OutputSafety.problem(in: result.stdout) ?? "")",
                sourceLocation: sourceLocation)
        #expect(OutputSafety.problem(in: result.stderr) == nil, "stderr of \(command): \(OutputSafety.problem(in: result.stderr) ?? "")",
                sourceLocation: sourceLocation)
        guard let blame else { return }
        if (64...78).contains(result.status) {
            #expect(result.stderrText.contains(blame), "\(context): the message does not name \(blame)", sourceLocation: sourceLocation)
            if position {
                #expect(result.stderrText.range(of: blame + #":\d+:\d+"#, options: .regularExpression) != nil,
                        "\(context): no LINE:COL", sourceLocation: sourceLocation)
            }
        } else if result.status == 1 {
            #expect(result.stdoutText.contains(blame + ":"), "\(command): no diagnostic names \(blame)", sourceLocation: sourceLocation)
            if position {
                #expect(result.stdoutText.range(of: blame + #":\d+:\d+: error"#, options: .regularExpression) != nil,
                        "\(command): no LINE:COL error", sourceLocation: sourceLocation)
            }
        }
    }
}
