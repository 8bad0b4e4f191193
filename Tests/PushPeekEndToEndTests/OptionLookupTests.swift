import Testing
@testable import pushpeek

/// Looking an option up finds what the command's option list in help order finds, without making
/// that list.
@Suite("Option lookup")
struct OptionLookupTests {
    @Test("every name finds, for every command, the first spec of that command's options so named")
    func lookupMatchesTheCommandsList() {
        let names = Array(Set((OptionTable.specs + OptionTable.global).map(\.name))) + ["--nothing", "-h", ""]
        for command in Command.allCases {
            let listed = OptionTable.specs(for: command)
            for name in names {
                let found = OptionTable.spec(name, for: command)
                let expected = listed.first { $0.name == name }
                #expect(found?.name == expected?.name && found?.summary == expected?.summary && found?.value == expected?.value,
                        "\(command.rawValue) \(name)")
            }
        }
    }

    @Test("-h is --help and every other name is itself")
    func helpAlias() {
        #expect(OptionTable.canonicalName("-h") == "--help")
        #expect(OptionTable.canonicalName("--app") == "--app")
        #expect(OptionTable.canonicalName("-x") == "-x")
    }
}
