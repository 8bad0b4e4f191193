#ifndef PUSHPEEK_CSQLITE_SHIM_H
#define PUSHPEEK_CSQLITE_SHIM_H

#include <stddef.h>
#include <sqlite3.h>

/* Opens a database read-only (never created, never written), serialized so one connection may be
 * shared by threads. Returns SQLITE_OK or an error code; *db must be closed with sqlite3_close_v2
 * either way. */
static inline int ppsql_open_read_only(const char *path, sqlite3 **db) {
    return sqlite3_open_v2(path, db, SQLITE_OPEN_READONLY | SQLITE_OPEN_FULLMUTEX, NULL);
}

/* Binds an integer to a prepared statement's parameter (1-based). */
static inline int ppsql_bind_int(sqlite3_stmt *statement, int index, long long value) {
    return sqlite3_bind_int64(statement, index, (sqlite3_int64)value);
}

#endif
