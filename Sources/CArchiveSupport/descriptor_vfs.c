#include "archive_support.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <sqlite3.h>

/* A read-only SQLite VFS over a descriptor the caller has opened and checked (a regular file, inside
 * the folder it must be in). sqlite3_open_v2 takes a path and would open it again by name, so a
 * file swapped in after the check (a symbolic link leading out, a FIFO that blocks the open) would be
 * what SQLite reads; handing it /dev/fd/N does not help either, since SQLite resolves symbolic links
 * in the name (/dev/fd/N -> /proc/self/fd/N -> the file's path) and opens the path. This VFS opens
 * nothing: it reads a duplicate of the descriptor. The file reports itself immutable, so SQLite takes
 * no locks and looks for no journal or WAL file. */

typedef struct {
    sqlite3_file base;
    int descriptor;
} ppsql_descriptor_file;

static int ppsql_descriptor(sqlite3_file *file) { return ((ppsql_descriptor_file *)file)->descriptor; }

static int ppsql_file_close(sqlite3_file *file) {
    close(ppsql_descriptor(file));
    return SQLITE_OK;
}

static int ppsql_file_read(sqlite3_file *file, void *buffer, int amount, sqlite3_int64 offset) {
    char *bytes = (char *)buffer;
    int done = 0;
    while (done < amount) {
        ssize_t got = pread(ppsql_descriptor(file), bytes + done, (size_t)(amount - done), (off_t)(offset + done));
        if (got < 0) {
            if (errno == EINTR) continue;
            return SQLITE_IOERR_READ;
        }
        if (got == 0) {
            memset(bytes + done, 0, (size_t)(amount - done));
            return SQLITE_IOERR_SHORT_READ;
        }
        done += (int)got;
    }
    return SQLITE_OK;
}

static int ppsql_file_write(sqlite3_file *file, const void *buffer, int amount, sqlite3_int64 offset) {
    (void)file; (void)buffer; (void)amount; (void)offset;
    return SQLITE_READONLY;
}

static int ppsql_file_truncate(sqlite3_file *file, sqlite3_int64 size) {
    (void)file; (void)size;
    return SQLITE_READONLY;
}

static int ppsql_file_sync(sqlite3_file *file, int flags) {
    (void)file; (void)flags;
    return SQLITE_OK;
}

static int ppsql_file_size(sqlite3_file *file, sqlite3_int64 *size) {
    struct stat info;
    if (fstat(ppsql_descriptor(file), &info) != 0) return SQLITE_IOERR_FSTAT;
    *size = (sqlite3_int64)info.st_size;
    return SQLITE_OK;
}

static int ppsql_file_lock(sqlite3_file *file, int level) {
    (void)file; (void)level;
    return SQLITE_OK;
}

static int ppsql_file_reserved(sqlite3_file *file, int *reserved) {
    (void)file;
    *reserved = 0;
    return SQLITE_OK;
}

static int ppsql_file_control(sqlite3_file *file, int operation, void *argument) {
    (void)file; (void)operation; (void)argument;
    return SQLITE_NOTFOUND;
}

static int ppsql_file_sector_size(sqlite3_file *file) {
    (void)file;
    return 512;
}

static int ppsql_file_characteristics(sqlite3_file *file) {
    (void)file;
    return SQLITE_IOCAP_IMMUTABLE;
}

static const sqlite3_io_methods ppsql_descriptor_methods = {
    .iVersion = 1, .xClose = ppsql_file_close, .xRead = ppsql_file_read, .xWrite = ppsql_file_write,
    .xTruncate = ppsql_file_truncate, .xSync = ppsql_file_sync, .xFileSize = ppsql_file_size, .xLock = ppsql_file_lock,
    .xUnlock = ppsql_file_lock, .xCheckReservedLock = ppsql_file_reserved, .xFileControl = ppsql_file_control,
    .xSectorSize = ppsql_file_sector_size, .xDeviceCharacteristics = ppsql_file_characteristics
};

#define PPSQL_DESCRIPTOR_VFS "pushpeek-descriptor"
#define PPSQL_DESCRIPTOR_PREFIX "/descriptor/"

static sqlite3_vfs *ppsql_system_vfs(sqlite3_vfs *vfs) { return (sqlite3_vfs *)vfs->pAppData; }

/* Opens only the main database, read-only, named PPSQL_DESCRIPTOR_PREFIX + the descriptor's number:
 * a duplicate of that descriptor is read, never a path. Journals, WAL files and temporary files are
 * refused (an immutable database needs none). */
static int ppsql_vfs_open(sqlite3_vfs *vfs, const char *name, sqlite3_file *file, int flags, int *outFlags) {
    (void)vfs;
    file->pMethods = NULL;
    size_t prefix = strlen(PPSQL_DESCRIPTOR_PREFIX);
    if (name == NULL || !(flags & SQLITE_OPEN_MAIN_DB) || (flags & (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE))
        || strncmp(name, PPSQL_DESCRIPTOR_PREFIX, prefix) != 0) return SQLITE_CANTOPEN;
    long number = 0;
    const char *digit = name + prefix;
    if (*digit == 0) return SQLITE_CANTOPEN;
    for (; *digit; digit++) {
        if (*digit < '0' || *digit > '9' || number > 1000000) return SQLITE_CANTOPEN;
        number = number * 10 + (*digit - '0');
    }
    int descriptor = fcntl((int)number, F_DUPFD_CLOEXEC, 0);
    if (descriptor < 0) return SQLITE_CANTOPEN;
    ((ppsql_descriptor_file *)file)->descriptor = descriptor;
    file->pMethods = &ppsql_descriptor_methods;
    if (outFlags) *outFlags = SQLITE_OPEN_READONLY;
    return SQLITE_OK;
}

static int ppsql_vfs_delete(sqlite3_vfs *vfs, const char *name, int syncDirectory) {
    (void)vfs; (void)name; (void)syncDirectory;
    return SQLITE_IOERR_DELETE;
}

/* No journal, WAL or shared-memory file exists beside a descriptor. */
static int ppsql_vfs_access(sqlite3_vfs *vfs, const char *name, int flags, int *result) {
    (void)vfs; (void)name; (void)flags;
    *result = 0;
    return SQLITE_OK;
}

static int ppsql_vfs_full_pathname(sqlite3_vfs *vfs, const char *name, int size, char *out) {
    (void)vfs;
    if ((int)strlen(name) >= size) return SQLITE_CANTOPEN;
    sqlite3_snprintf(size, out, "%s", name);
    return SQLITE_OK;
}

static void *ppsql_vfs_dl_open(sqlite3_vfs *vfs, const char *name) { (void)vfs; (void)name; return NULL; }
static void ppsql_vfs_dl_error(sqlite3_vfs *vfs, int size, char *message) {
    (void)vfs;
    sqlite3_snprintf(size, message, "extensions are not loaded");
}
static void (*ppsql_vfs_dl_sym(sqlite3_vfs *vfs, void *library, const char *symbol))(void) {
    (void)vfs; (void)library; (void)symbol;
    return NULL;
}
static void ppsql_vfs_dl_close(sqlite3_vfs *vfs, void *library) { (void)vfs; (void)library; }

static int ppsql_vfs_randomness(sqlite3_vfs *vfs, int size, char *out) {
    return ppsql_system_vfs(vfs)->xRandomness(ppsql_system_vfs(vfs), size, out);
}
static int ppsql_vfs_sleep(sqlite3_vfs *vfs, int microseconds) {
    return ppsql_system_vfs(vfs)->xSleep(ppsql_system_vfs(vfs), microseconds);
}
static int ppsql_vfs_current_time(sqlite3_vfs *vfs, double *now) {
    return ppsql_system_vfs(vfs)->xCurrentTime(ppsql_system_vfs(vfs), now);
}
static int ppsql_vfs_last_error(sqlite3_vfs *vfs, int size, char *message) {
    (void)vfs; (void)size; (void)message;
    return 0;
}

/* Registers the descriptor VFS (not as the default) once; call it before the first open. Returns
 * SQLITE_OK or an error code. */
int ppsql_register_descriptor_vfs(void) {
    static sqlite3_vfs vfs;
    if (sqlite3_vfs_find(PPSQL_DESCRIPTOR_VFS)) return SQLITE_OK;
    sqlite3_vfs *system = sqlite3_vfs_find(NULL);
    if (system == NULL) return SQLITE_ERROR;
    vfs.iVersion = 1;
    vfs.szOsFile = (int)sizeof(ppsql_descriptor_file);
    vfs.mxPathname = 64;
    vfs.zName = PPSQL_DESCRIPTOR_VFS;
    vfs.pAppData = system;
    vfs.xOpen = ppsql_vfs_open;
    vfs.xDelete = ppsql_vfs_delete;
    vfs.xAccess = ppsql_vfs_access;
    vfs.xFullPathname = ppsql_vfs_full_pathname;
    vfs.xDlOpen = ppsql_vfs_dl_open;
    vfs.xDlError = ppsql_vfs_dl_error;
    vfs.xDlSym = ppsql_vfs_dl_sym;
    vfs.xDlClose = ppsql_vfs_dl_close;
    vfs.xRandomness = ppsql_vfs_randomness;
    vfs.xSleep = ppsql_vfs_sleep;
    vfs.xCurrentTime = ppsql_vfs_current_time;
    vfs.xGetLastError = ppsql_vfs_last_error;
    return sqlite3_vfs_register(&vfs, 0);
}

/* Opens the database on an open descriptor, read-only: SQLite reads a duplicate of it and never
 * opens a path, so the file is the one the caller checked. *db must be closed with
 * sqlite3_close_v2 either way. */
int ppsql_open_descriptor(int descriptor, sqlite3 **db) {
    char name[48];
    sqlite3_snprintf((int)sizeof name, name, PPSQL_DESCRIPTOR_PREFIX "%d", descriptor);
    return sqlite3_open_v2(name, db, SQLITE_OPEN_READONLY | SQLITE_OPEN_FULLMUTEX, PPSQL_DESCRIPTOR_VFS);
}

