#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `pushpeek-bench [--quick] [--binary PATH] [--only SECTIONS] [--keep] [--compare FILE]`.
struct BenchOptions {
    /// Benchmark sections, in the order they run.
    static let sections = ["bulk", "keys", "terminal", "frame", "send", "serve", "import", "bombs", "pictures"]

    var quick = false
    var binary: String?
    var only: Set<String> = Set(BenchOptions.sections)
    var keep = false
    /// A Markdown file with the committed table (`--compare`).
    var compare: String?

    var payloadCount: Int { quick ? 500 : 10_000 }
    var keyCount: Int { quick ? 1_000 : 10_000 }
    var bulkRuns: Int { quick ? 3 : 5 }
    var frameRuns: Int { quick ? 5 : 11 }
    /// Turns of the first frame against dialog: single turns spread by a third on a 2-core machine,
    /// so the median needs more of them than the other frame rows.
    var dialogTurns: Int { quick ? 5 : 41 }
    /// Turns of the first frame with a picture, symbols and each pixel mode side by side: pixels are
    /// held within 10% of symbols, a third of what single turns spread.
    var pictureTurns: Int { quick ? 10 : 61 }
    var perProcessSample: Int { quick ? 30 : 200 }

    static let usage = """
    Usage: swift run -c release pushpeek-bench [--quick] [--binary PATH] [--only bulk,keys,terminal,frame,send,import,bombs,pictures] [--keep]
           [--compare Docs/PERFORMANCE.md]

      --quick    500 payloads, 1,000 keys, fewer runs: a smoke check
      --binary   the pushpeek to measure (default: the release build next to this program)
      --only     run only these sections
      --keep     keep the generated payloads (the folder is printed)
      --compare  compare every ratio row with the committed table in FILE and flag those more
                 than 10% worse (exit status 1 when one is)

    Environment: PUSHPEEK_PAINTER=ncurses measures ncurses' painter instead of the ANSI one;
    PUSHPEEK_BENCH_DEBUG=1 prints each step's changed cells and the bytes it wrote.
    Needs jq, dialog and GNU time for the floors and peak RSS (columns are left out without them).

    """

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--keep": keep = true
            case "--binary":
                guard let value = rest.popFirst() else { throw BenchError("--binary needs a path") }
                binary = value
            case "--compare":
                guard let value = rest.popFirst() else { throw BenchError("--compare needs a file") }
                compare = value
            case "--only":
                guard let value = rest.popFirst() else { throw BenchError("--only needs a list") }
                only = Set(value.split(separator: ",").map(String.init))
                let unknown = only.subtracting(BenchOptions.sections)
                guard unknown.isEmpty else { throw BenchError("unknown sections: \(unknown.sorted().joined(separator: ", "))") }
            case "--help", "-h":
                print(BenchOptions.usage, terminator: "")
                exit(0)
            default:
                throw BenchError("unknown argument \(argument)\n" + BenchOptions.usage)
            }
        }
    }
}
