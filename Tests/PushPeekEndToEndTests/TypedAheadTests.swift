import Foundation
import Testing

/// Keys typed while pushpeek asks the terminal about pictures (`GraphicsDetector`) are read once the
/// screen is open, not dropped.
@Suite("Keys typed while the terminal is asked")
struct TypedAheadTests {
    /// A terminal that never answers: the harness reads pushpeek's question, types `q` while it
    /// waits for the answer, and then only reads. pushpeek must quit on that `q` (exit 0).
    @Test("A q typed while a silent terminal is asked quits the preview")
    func typedQuitQuits() throws {
        let harness = """
        import os, pty, select, struct, fcntl, termios, sys, time
        pid, fd = pty.fork()
        if pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack('HHHH', 24, 80, 0, 0))
            os.execve(sys.argv[2], sys.argv[2:], {'TERM': 'xterm-256color', 'LC_ALL': sys.argv[1], 'PATH': '/usr/bin:/bin'})
        seen = b''
        finished, status = 0, 0
        deadline = time.monotonic() + 20
        typed = False
        while time.monotonic() < deadline:
            ready, _, _ = select.select([fd], [], [], 0.5)
            if ready:
                try:
                    data = os.read(fd, 65536)
                except OSError:
                    break
                if not data:
                    break
                seen += data
                if not typed and b'\\x1b[c' in seen:
                    os.write(fd, b'q')
                    typed = True
            finished, status = os.waitpid(pid, os.WNOHANG)
            if finished:
                break
        else:
            os.kill(pid, 9)
            os.waitpid(pid, 0)
            print('typed' if typed else 'never asked', 'still running')
            sys.exit(0)
        if not finished:
            finished, status = os.waitpid(pid, 0)
        print('typed' if typed else 'never asked', 'exit', os.waitstatus_to_exitcode(status))
        """
        #if os(Linux)
        let locale = "C.UTF-8"
        #else
        let locale = "en_US.UTF-8"
        #endif
        let example = ExternalTool.root.appendingPathComponent("Examples/spy-agency")
        let result = try ExternalTool.run(["python3", "-c", harness, locale, try BinaryPath.pushpeek(),
                                           example.appendingPathComponent("payload.json").path,
                                           "--app", example.appendingPathComponent("app.json").path])
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "typed exit 0", "\(result)")
    }
}
