#include "curses_include.h"

/* Extended colour pairs (alloc_pair, a pair number in setcchar's opts) arrived in ncurses 6.1. Never
   on macOS: the deployment target's libncurses (5.7 on macOS 13, 6.0 from macOS 14) has no alloc_pair,
   so a binary calling it would not load there, whatever a newer SDK declares. Without them pairs are
   init_pair'd in turn and travel in 8 attribute bits. */
#if !defined(__APPLE__) && defined(NCURSES_EXT_COLORS) \
    && (NCURSES_VERSION_MAJOR > 6 || (NCURSES_VERSION_MAJOR == 6 && NCURSES_VERSION_MINOR >= 1))
#define NC_EXTENDED_PAIRS 1
#else
#define NC_EXTENDED_PAIRS 0
#endif

int nc_color_pairs(void) {
#if NC_EXTENDED_PAIRS
    return COLOR_PAIRS;
#else
    return COLOR_PAIRS < 256 ? COLOR_PAIRS : 256;
#endif
}

int nc_alloc_pair(int foreground, int background) {
#if NC_EXTENDED_PAIRS
    return alloc_pair(foreground, background);
#else
    static int next = 1;
    if (nc_color_pairs() < 2) return -1;
    if (next >= nc_color_pairs()) next = 1;
    if (init_pair((short)next, (short)foreground, (short)background) == ERR) return -1;
    return next++;
#endif
}

int nc_ccharw_max(void) { return CCHARW_MAX; }

int nc_put(int y, int x, const uint32_t *text, uint32_t attributes, int pair) {
    wchar_t wide[CCHARW_MAX + 1];
    int count = 0;
    while (count < CCHARW_MAX && text[count] != 0) {
        wide[count] = (wchar_t)text[count];
        count++;
    }
    wide[count] = 0;
    cchar_t character;
#if NC_EXTENDED_PAIRS
    int status = setcchar(&character, wide, (attr_t)attributes, 0, &pair);
#else
    int status = setcchar(&character, wide, (attr_t)attributes, (short)pair, NULL);
#endif
    if (status != OK) return ERR;
    mvwadd_wch(stdscr, y, x, &character);
    return OK;
}

void nc_erase(void) {
    wattr_set(stdscr, A_NORMAL, 0, NULL);
    werase(stdscr);
}

void nc_update(void) {
    wnoutrefresh(stdscr);
    doupdate();
}

uint32_t nc_a_normal(void) { return A_NORMAL; }
uint32_t nc_a_bold(void) { return A_BOLD; }
uint32_t nc_a_dim(void) { return A_DIM; }
uint32_t nc_a_reverse(void) { return A_REVERSE; }
uint32_t nc_a_underline(void) { return A_UNDERLINE; }

/* The terminfo look-ups take a non-const name in older headers (NCURSES_CONST empty). */
char *nc_tigetstr(const char *name) { return tigetstr((NCURSES_CONST char *)name); }
int nc_tigetflag(const char *name) { return tigetflag((NCURSES_CONST char *)name); }
