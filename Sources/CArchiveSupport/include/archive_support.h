#ifndef PUSHPEEK_ARCHIVE_SUPPORT_H
#define PUSHPEEK_ARCHIVE_SUPPORT_H

#include <stddef.h>

/* The C half of the map archive readers: zlib's inflate loop with an output limit, and SQLite opened
 * on a checked descriptor with what a database's schema may make it do restricted. Swift reaches
 * zlib and SQLite themselves through the CZlib and CSQLite system-library targets. */

struct sqlite3;

/* Result codes of ppz_inflate. */
enum {
    PPZ_OK = 0,
    PPZ_CORRUPT = 1,
    PPZ_TOO_LARGE = 2,
    PPZ_NO_MEMORY = 3
};

/* Inflates gzip or zlib data (told apart by their headers). The output buffer starts small and
 * doubles up to `limit` bytes; PPZ_TOO_LARGE as soon as more than `limit` bytes would come out, so
 * a small input that expands to gigabytes costs at most `limit` bytes of work. On PPZ_OK, *output is
 * a malloc'd buffer of *written bytes that the caller frees with ppz_free; otherwise it is NULL. */
int ppz_inflate(const unsigned char *input, size_t input_size, size_t limit, unsigned char **output, size_t *written);

void ppz_free(unsigned char *buffer);

/* Registers the read-only descriptor VFS (not as the default) once; call it before the first open.
 * Returns SQLITE_OK or an error code. */
int ppsql_register_descriptor_vfs(void);

/* Opens the database on an open descriptor, read-only: SQLite reads a duplicate of it and never
 * opens a path, so the file is the one the caller checked. *db must be closed with
 * sqlite3_close_v2 either way. */
int ppsql_open_descriptor(int descriptor, struct sqlite3 **db);

/* The virtual-machine instructions a statement has run, counted by the progress handler, and how
 * many it may run before it is interrupted. */
typedef struct {
    long long steps;
    long long budget;
} ppsql_step_counter;

#define PPSQL_STEPS_PER_CALL 100

/* The progress handler: counts PPSQL_STEPS_PER_CALL steps a call; non-zero (interrupt) once the
 * budget is spent. `context` is a ppsql_step_counter. */
int ppsql_count_steps(void *context);

/* What a database's schema may make SQLite do: defensive mode (no writes to the schema, no
 * shadow-table tricks), an untrusted schema (functions in views, triggers and generated columns
 * must be innocuous), views, triggers and extensions switched off, lengths and depths limited, and
 * the step budget of `counter`. Returns SQLITE_OK, or the first error code of a setting that could
 * not be made. */
int ppsql_restrict(struct sqlite3 *db, ppsql_step_counter *counter, int maxLength);

#endif
