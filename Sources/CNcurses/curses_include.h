#ifndef PUSHPEEK_CURSES_INCLUDE_H
#define PUSHPEEK_CURSES_INCLUDE_H

/* curses.h for this target's .c files only. The defines come from the compiler's command line
   (Package.swift's cSettings), so they reach the header even where it is a module of its own. */
#ifdef __APPLE__
#include <curses.h>
#else
#include <ncursesw/curses.h>
#endif

#if !NCURSES_WIDECHAR
#error "CNcurses needs the wide-character API: compile with -DNCURSES_WIDECHAR=1 (Package.swift's cSettings)"
#endif

#include "CNcurses.h"

_Static_assert(NC_OK == OK && NC_ERR == ERR, "OK/ERR");
_Static_assert(NC_KEY_CODE_YES == KEY_CODE_YES && NC_KEY_DOWN == KEY_DOWN && NC_KEY_UP == KEY_UP
               && NC_KEY_LEFT == KEY_LEFT && NC_KEY_RIGHT == KEY_RIGHT && NC_KEY_HOME == KEY_HOME
               && NC_KEY_BACKSPACE == KEY_BACKSPACE && NC_KEY_F0 == KEY_F0 && NC_KEY_DC == KEY_DC
               && NC_KEY_NPAGE == KEY_NPAGE && NC_KEY_PPAGE == KEY_PPAGE && NC_KEY_ENTER == KEY_ENTER
               && NC_KEY_BTAB == KEY_BTAB && NC_KEY_END == KEY_END && NC_KEY_FIND == KEY_FIND
               && NC_KEY_SELECT == KEY_SELECT && NC_KEY_SLEFT == KEY_SLEFT && NC_KEY_SRIGHT == KEY_SRIGHT
               && NC_KEY_MOUSE == KEY_MOUSE && NC_KEY_RESIZE == KEY_RESIZE && NC_KEY_MAX == KEY_MAX,
               "the NC_KEY_* codes are curses.h's KEY_* codes");
_Static_assert(sizeof(attr_t) == sizeof(uint32_t), "attr_t travels as uint32_t");
_Static_assert(sizeof(wchar_t) == sizeof(uint32_t), "a wchar_t holds one Unicode scalar");

#endif
