#ifndef PUSHPEEK_PSEUDO_TERMINAL_H
#define PUSHPEEK_PSEUDO_TERMINAL_H

#include <stddef.h>

/* posix_openpt, grantpt, unlockpt and ptsname_r need _GNU_SOURCE / _XOPEN_SOURCE, which Swift's
   C library module is not built with: these wrappers are compiled with it. */

/* Opens a pseudo-terminal master (posix_openpt + grantpt + unlockpt); -1 with errno on failure. */
int pp_open_master(void);

/* The slave device path of `master` into `name` (ptsname_r); 0 or an errno value. */
int pp_slave_name(int master, char *name, size_t length);

/* Sets the terminal's size (TIOCSWINSZ, a macro Swift cannot import on every system); ioctl's result. */
int pp_set_window_size(int fd, unsigned short rows, unsigned short columns);

/* POSIX_SPAWN_SETSID: the child starts a new session (and can take a controlling terminal). */
short pp_spawn_setsid_flag(void);

/* Adds "change to `path`" to a spawn's file actions (`actions` points to a posix_spawn_file_actions_t):
   posix_spawn_file_actions_addchdir_np, glibc 2.29+ and macOS 10.15+. 0 or an errno value. */
int pp_spawn_add_chdir(void *actions, const char *path);

#endif
