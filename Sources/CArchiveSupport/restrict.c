#include "archive_support.h"

#include <sqlite3.h>

int ppsql_count_steps(void *context) {
    ppsql_step_counter *counter = (ppsql_step_counter *)context;
    counter->steps += PPSQL_STEPS_PER_CALL;
    return counter->steps > counter->budget ? 1 : 0;
}

int ppsql_restrict(sqlite3 *db, ppsql_step_counter *counter, int maxLength) {
    int settings[][2] = {
        {SQLITE_DBCONFIG_DEFENSIVE, 1}, {SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0}, {SQLITE_DBCONFIG_ENABLE_TRIGGER, 0},
        {SQLITE_DBCONFIG_ENABLE_VIEW, 0}, {SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0},
    };
    for (size_t index = 0; index < sizeof settings / sizeof settings[0]; index++) {
        int rc = sqlite3_db_config(db, settings[index][0], settings[index][1], (int *)0);
        if (rc != SQLITE_OK) return rc;
    }
    sqlite3_limit(db, SQLITE_LIMIT_LENGTH, maxLength);
    sqlite3_limit(db, SQLITE_LIMIT_SQL_LENGTH, 1 << 20);
    sqlite3_limit(db, SQLITE_LIMIT_EXPR_DEPTH, 100);
    sqlite3_limit(db, SQLITE_LIMIT_COMPOUND_SELECT, 10);
    sqlite3_limit(db, SQLITE_LIMIT_FUNCTION_ARG, 8);
    sqlite3_limit(db, SQLITE_LIMIT_ATTACHED, 0);
    sqlite3_limit(db, SQLITE_LIMIT_LIKE_PATTERN_LENGTH, 100);
    sqlite3_limit(db, SQLITE_LIMIT_TRIGGER_DEPTH, 1);
    sqlite3_limit(db, SQLITE_LIMIT_WORKER_THREADS, 0);
    sqlite3_progress_handler(db, PPSQL_STEPS_PER_CALL, ppsql_count_steps, counter);
    return SQLITE_OK;
}

