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
#include <ncursesw/curses.h>

/* Swift cannot import function-like macros or touch C globals safely under Swift 6. */
static inline WINDOW *nc_stdscr(void) { return stdscr; }
static inline WINDOW *nc_curscr(void) { return curscr; }
static inline int nc_lines(void) { return LINES; }
static inline int nc_cols(void) { return COLS; }
static inline int nc_colors(void) { return COLORS; }
static inline int nc_color_pairs(void) { return COLOR_PAIRS; }
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
static inline mmask_t nc_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline int nc_key_f(int n) { return KEY_F(n); }
static inline FILE *nc_stdout_file(void) { return stdout; }
static inline FILE *nc_stdin_file(void) { return stdin; }
static inline mmask_t nc_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t nc_button1_triple_clicked(void) { return BUTTON1_TRIPLE_CLICKED; }

/* glibc declares wcwidth only under __USE_XOPEN, which Swift does not see. */
extern int wcwidth(wchar_t c);

/* Button-event mouse tracking (mode 1002: drags). ncurses enables only mode 1000 itself.
   Written with write(2) so the bytes are not stuck in a stdio buffer; async-signal-safe. */
static inline void nc_mouse_drag_on(void) {
    static const char seq[] = "\033[?1002h";
    (void)!write(1, seq, sizeof seq - 1);
}
/* SGR reset, for when the program drew with its own ANSI sequences (ncurses does not know the
   attributes they left set). Written with write(2); async-signal-safe. */
static inline void nc_sgr_reset(void) {
    static const char seq[] = "\033[m";
    (void)!write(1, seq, sizeof seq - 1);
}
static inline void nc_mouse_drag_off(void) {
    static const char seq[] = "\033[?1002l";
    (void)!write(1, seq, sizeof seq - 1);
}

#endif
