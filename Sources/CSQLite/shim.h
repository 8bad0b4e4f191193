#ifndef PUSHPEEK_CSQLITE_SHIM_H
#define PUSHPEEK_CSQLITE_SHIM_H

/* SQLite for MBTiles archives. The descriptor VFS and the restrictions on what a database's schema
 * may make SQLite do are C code of their own, in the CArchiveSupport target. */
#include <sqlite3.h>

/* Binds a copy of a string to a prepared statement's parameter (1-based): SQLITE_TRANSIENT is a
 * macro Swift cannot import. */
static inline int ppsql_bind_text(sqlite3_stmt *statement, int index, const char *text) {
    return sqlite3_bind_text(statement, index, text, -1, SQLITE_TRANSIENT);
}

/* Binds an integer to a prepared statement's parameter (1-based). */
static inline int ppsql_bind_int(sqlite3_stmt *statement, int index, long long value) {
    return sqlite3_bind_int64(statement, index, (sqlite3_int64)value);
}

#endif
