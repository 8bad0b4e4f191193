#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include "pseudo_terminal.h"

int pp_open_master(void) {
#ifdef __APPLE__
    /* Darwin's posix_openpt takes only O_RDWR and O_NOCTTY. */
    int master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master >= 0) fcntl(master, F_SETFD, FD_CLOEXEC);
#else
    int master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
#endif
    if (master < 0) return -1;
    if (grantpt(master) != 0 || unlockpt(master) != 0) {
        close(master);
        return -1;
    }
    return master;
}

int pp_slave_name(int master, char *name, size_t length) {
#ifdef __APPLE__
    /* ptsname_r is recent on macOS; ptsname is fine for this single-threaded runner. */
    const char *slave = ptsname(master);
    if (slave == NULL) return errno;
    if (strlcpy(name, slave, length) >= length) return ERANGE;
    return 0;
#else
    return ptsname_r(master, name, length);
#endif
}

int pp_set_window_size(int fd, unsigned short rows, unsigned short columns) {
    struct winsize size = { .ws_row = rows, .ws_col = columns };
    return ioctl(fd, TIOCSWINSZ, &size);
}

short pp_spawn_setsid_flag(void) {
#ifdef POSIX_SPAWN_SETSID
    return POSIX_SPAWN_SETSID;
#else
    return 0; /* older Darwin: the child then has no controlling terminal (no SIGWINCH, no SIGHUP) */
#endif
}

int pp_spawn_add_chdir(void *actions, const char *path) {
    return posix_spawn_file_actions_addchdir_np((posix_spawn_file_actions_t *)actions, path);
}
