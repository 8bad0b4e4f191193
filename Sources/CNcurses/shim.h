#ifndef PUSHPEEK_CNCURSES_SHIM_H
#define PUSHPEEK_CNCURSES_SHIM_H

#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#include <stdio.h>
#include <signal.h>
#include <unistd.h>
#ifdef __APPLE__
/* The SDK's ncurses is the wide-character build under its plain name (there is no ncursesw). */
#include <curses.h>
#else
#include <ncursesw/curses.h>
#endif

/* Extended colour pairs (alloc_pair, a pair number in setcchar's opts) arrived in ncurses 6.1; the
   macOS SDK's ncurses is older: there pairs are init_pair'd in turn and travel in 8 attribute bits. */
#if defined(NCURSES_EXT_COLORS) && (NCURSES_VERSION_MAJOR > 6 || (NCURSES_VERSION_MAJOR == 6 && NCURSES_VERSION_MINOR >= 1))
#define NC_EXTENDED_PAIRS 1
#else
#define NC_EXTENDED_PAIRS 0
#endif

/* Swift cannot import function-like macros or touch C globals safely under Swift 6. */
static inline WINDOW *nc_stdscr(void) { return stdscr; }
static inline WINDOW *nc_curscr(void) { return curscr; }
static inline int nc_lines(void) { return LINES; }
static inline int nc_cols(void) { return COLS; }
static inline int nc_colors(void) { return COLORS; }
static inline int nc_color_pairs(void) {
#if NC_EXTENDED_PAIRS
    return COLOR_PAIRS;
#else
    return COLOR_PAIRS < 256 ? COLOR_PAIRS : 256;
#endif
}

/* A pair for these colours: alloc_pair, or (before ncurses 6.1) the next pair number in turn, reused
   from 1 once all are taken — as alloc_pair recycles. -1 when none can be made. */
static inline int nc_alloc_pair(int foreground, int background) {
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

/* setcchar with a pair number of any size where the library takes one (the opts pointer). */
static inline int nc_setcchar(cchar_t *character, const wchar_t *text, attr_t attributes, int pair) {
#if NC_EXTENDED_PAIRS
    return setcchar(character, text, attributes, 0, &pair);
#else
    return setcchar(character, text, attributes, (short)pair, NULL);
#endif
}

/* The terminfo look-ups take a non-const name in older headers (NCURSES_CONST empty). */
static inline char *nc_tigetstr(const char *name) { return tigetstr((NCURSES_CONST char *)name); }
static inline int nc_tigetflag(const char *name) { return tigetflag((NCURSES_CONST char *)name); }
static inline attr_t nc_a_bold(void) { return A_BOLD; }
static inline attr_t nc_a_dim(void) { return A_DIM; }
static inline attr_t nc_a_reverse(void) { return A_REVERSE; }
static inline attr_t nc_a_underline(void) { return A_UNDERLINE; }
static inline attr_t nc_a_normal(void) { return A_NORMAL; }
static inline mmask_t nc_all_mouse_events(void) { return ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION; }
static inline mmask_t nc_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t nc_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t nc_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t nc_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t nc_button4_pressed(void) { return BUTTON4_PRESSED; }
/* Mouse protocol version 1 (the macOS SDK's) has no fifth button: no wheel-down there. */
static inline mmask_t nc_button5_pressed(void) {
#ifdef BUTTON5_PRESSED
    return BUTTON5_PRESSED;
#else
    return 0;
#endif
}
static inline int nc_key_f(int n) { return KEY_F(n); }
static inline FILE *nc_stdout_file(void) { return stdout; }
static inline FILE *nc_stdin_file(void) { return stdin; }
static inline mmask_t nc_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t nc_button1_triple_clicked(void) { return BUTTON1_TRIPLE_CLICKED; }


/* Button-event mouse tracking (mode 1002: drags) and SGR reports (mode 1006: decimal fields, so
   columns past 223 work). ncurses enables only mode 1000 itself (and 1006 only where terminfo says so).
   Written with write(2) so the bytes are not stuck in a stdio buffer; async-signal-safe. */
static inline void nc_mouse_drag_on(void) {
    static const char seq[] = "\033[?1002h\033[?1006h";
    (void)!write(1, seq, sizeof seq - 1);
}
/* SGR reset, for when the program drew with its own ANSI sequences (ncurses does not know the
   attributes they left set). Written with write(2); async-signal-safe. */
static inline void nc_sgr_reset(void) {
    static const char seq[] = "\033[m";
    (void)!write(1, seq, sizeof seq - 1);
}
static inline void nc_mouse_drag_off(void) {
    static const char seq[] = "\033[?1006l\033[?1002l";
    (void)!write(1, seq, sizeof seq - 1);
}
/* Bracketed paste (mode 2004): pasted text arrives between ESC[200~ and ESC[201~. */
static inline void nc_bracketed_paste_on(void) {
    static const char seq[] = "\033[?2004h";
    (void)!write(1, seq, sizeof seq - 1);
}
static inline void nc_bracketed_paste_off(void) {
    static const char seq[] = "\033[?2004l";
    (void)!write(1, seq, sizeof seq - 1);
}

#endif
