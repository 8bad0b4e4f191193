#define _GNU_SOURCE
#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <unistd.h>
#include "pseudo_terminal.h"

int pp_open_master(void) {
    int master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (master < 0) return -1;
    if (grantpt(master) != 0 || unlockpt(master) != 0) {
        close(master);
        return -1;
    }
    return master;
}

int pp_slave_name(int master, char *name, size_t length) {
    return ptsname_r(master, name, length);
}

short pp_spawn_setsid_flag(void) {
    return POSIX_SPAWN_SETSID;
}
