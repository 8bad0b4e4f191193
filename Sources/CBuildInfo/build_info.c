#include "build_info.h"

// Package.swift defines both from Context.gitInformation; a commit is a bare token
// (hex digits), turned into a string here, so no quoting passes through the build system.
#ifndef PUSHPEEK_COMMIT
#define PUSHPEEK_COMMIT unknown
#endif
#ifndef PUSHPEEK_DIRTY
#define PUSHPEEK_DIRTY 0
#endif

#define PUSHPEEK_STRING_(token) #token
#define PUSHPEEK_STRING(token) PUSHPEEK_STRING_(token)

const char *pushpeek_build_commit(void) { return PUSHPEEK_STRING(PUSHPEEK_COMMIT); }

int pushpeek_build_dirty(void) { return PUSHPEEK_DIRTY; }
