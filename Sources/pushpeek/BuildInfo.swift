import CBuildInfo

/// What this binary was built from, for `pushpeek --version`: the version, and the commit and
/// whether the checkout had uncommitted changes, as SwiftPM read them from git (Package.swift).
enum BuildInfo {
    static var commit: String { String(cString: pushpeek_build_commit()) }
    static var dirty: Bool { pushpeek_build_dirty() != 0 }

    /// `pushpeek 0.1.0 (commit 0123456789ab)`, with `, uncommitted changes` when the tree was dirty.
    static var versionLine: String {
        "pushpeek \(HelpCommand.version) (commit \(commit)\(dirty ? ", uncommitted changes" : ""))\n"
    }
}
