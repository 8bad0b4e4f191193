#ifndef PUSHPEEK_BUILD_INFO_H
#define PUSHPEEK_BUILD_INFO_H

/// The commit pushpeek was built from (12 hex digits, or "unknown" outside a git checkout), as
/// SwiftPM saw it when it evaluated Package.swift.
const char *pushpeek_build_commit(void);

/// 1 when the checkout had changes not committed, else 0.
int pushpeek_build_dirty(void);

#endif
