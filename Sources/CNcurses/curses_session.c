#include <stdio.h>
#include <unistd.h>
#include "curses_include.h"

nc_screen *nc_newterm(void) { return (nc_screen *)newterm(NULL, stdout, stdin); }
void nc_set_term(nc_screen *screen) { set_term((SCREEN *)screen); }
void nc_delscreen(nc_screen *screen) { delscreen((SCREEN *)screen); }

void nc_enter_modes(int escape_delay) {
    cbreak();
    noecho();
    nonl();
    intrflush(stdscr, FALSE);
    keypad(stdscr, TRUE);
    leaveok(stdscr, TRUE);
    curs_set(0);
    set_escdelay(escape_delay);
}

int nc_key_defined(const char *sequence) { return key_defined(sequence); }
int nc_define_key(const char *sequence, int code) { return define_key(sequence, code); }

int nc_has_colors(void) { return has_colors() ? 1 : 0; }
int nc_start_color(void) { return start_color(); }
int nc_use_default_colors(void) { return use_default_colors(); }

void nc_mouse_on(void) {
    mousemask(ALL_MOUSE_EVENTS | REPORT_MOUSE_POSITION, NULL);
    mouseinterval(0);
}
void nc_mouse_off(void) { mousemask(0, NULL); }

int nc_refresh(void) { return wrefresh(stdscr); }
int nc_ungetch(int byte) { return ungetch(byte); }
int nc_refresh_all(void) { return wrefresh(curscr); }

/* A refresh of stdscr writes nothing while no line of it changed and no clear is pending (stdscr
   leaves the cursor where it is): then it is skipped, for its doupdate still compares every cell.
   Without the is_cleared accessor (before ncurses 5.8) it always refreshes. */
int nc_refresh_if_pending(void) {
#if defined(NCURSES_VERSION_MAJOR) && (NCURSES_VERSION_MAJOR > 5 || (NCURSES_VERSION_MAJOR == 5 && NCURSES_VERSION_MINOR >= 8))
    if (!is_wintouched(stdscr) && !is_cleared(stdscr) && !is_cleared(curscr) && !is_cleared(newscr)) return OK;
#endif
    return wrefresh(stdscr);
}
int nc_curs_set(int visibility) { return curs_set(visibility); }
int nc_beep(void) { return beep(); }
int nc_endwin(void) { return endwin(); }

int nc_lines(void) { return LINES; }
int nc_cols(void) { return COLS; }
int nc_resize_term(int lines, int columns) { return resize_term(lines, columns); }
int nc_colors(void) { return COLORS; }

void nc_timeout(int milliseconds) { wtimeout(stdscr, milliseconds); }

int nc_get_wch(uint32_t *character) {
    wint_t value = 0;  /* unsigned with glibc, signed on Darwin */
    int status = wget_wch(stdscr, &value);
    *character = (uint32_t)value;
    return status;
}

int nc_getmouse(nc_mouse_report *report) {
    MEVENT event;
    int status = getmouse(&event);
    if (status == OK) {
        report->x = event.x;
        report->y = event.y;
        report->state = (unsigned long)event.bstate;
    }
    return status;
}

unsigned long nc_button1_pressed(void) { return BUTTON1_PRESSED; }
unsigned long nc_button1_released(void) { return BUTTON1_RELEASED; }
unsigned long nc_button1_clicked(void) { return BUTTON1_CLICKED; }
unsigned long nc_button4_pressed(void) { return BUTTON4_PRESSED; }
/* Mouse protocol version 1 (the macOS SDK's) has no fifth button: no wheel-down there. */
unsigned long nc_button5_pressed(void) {
#ifdef BUTTON5_PRESSED
    return BUTTON5_PRESSED;
#else
    return 0;
#endif
}
unsigned long nc_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
int nc_key_f(int n) { return KEY_F(n); }

/* Button-event mouse tracking (mode 1002: drags) and SGR reports (mode 1006: decimal fields, so
   columns past 223 work). ncurses enables only mode 1000 itself (and 1006 only where terminfo says so).
   Written with write(2) so the bytes are not stuck in a stdio buffer. */
void nc_mouse_drag_on(void) {
    static const char seq[] = "\033[?1002h\033[?1006h";
    (void)!write(1, seq, sizeof seq - 1);
}
void nc_mouse_drag_off(void) {
    static const char seq[] = "\033[?1006l\033[?1002l";
    (void)!write(1, seq, sizeof seq - 1);
}
/* Bracketed paste (mode 2004): pasted text arrives between ESC[200~ and ESC[201~. */
void nc_bracketed_paste_on(void) {
    static const char seq[] = "\033[?2004h";
    (void)!write(1, seq, sizeof seq - 1);
}
void nc_bracketed_paste_off(void) {
    static const char seq[] = "\033[?2004l";
    (void)!write(1, seq, sizeof seq - 1);
}
/* Records the tty's modes as ncurses' program mode (kept across endwin and a refresh after fg). */
void nc_def_prog_mode(void) { def_prog_mode(); }
/* For when the program drew with its own ANSI sequences (ncurses does not know what they left set). */
void nc_sgr_reset(void) {
    static const char seq[] = "\033[m";
    (void)!write(1, seq, sizeof seq - 1);
}
