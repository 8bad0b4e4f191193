#ifndef PUSHPEEK_CNCURSES_H
#define PUSHPEEK_CNCURSES_H

#include <stdint.h>

/* ncurses as pushpeek uses it, through functions compiled in this target with the target's own
   defines (Package.swift): NCURSES_WIDECHAR and _XOPEN_SOURCE_EXTENDED everywhere, and on macOS
   NCURSES_WANT_BASEABI. This header includes no curses header, so Swift never sees ncurses'
   declarations, which depend on those defines:
   - the wide-character API (cchar_t, setcchar, wget_wch) is declared only with NCURSES_WIDECHAR, and a
     define in a header cannot reach the macOS SDK's curses module, which is built on its own;
   - macOS 15 and later SDKs redeclare every curses function as its `$NCURSES60` variant, marked
     available from macOS 15; NCURSES_WANT_BASEABI keeps the plain symbols, which every macOS since
     10.0 has, so the package's macOS 13 deployment target holds.
   Every window-taking call works on stdscr; the .c files check the key codes below against curses.h. */

#define NC_OK 0
#define NC_ERR (-1)

#define NC_KEY_CODE_YES 0400
#define NC_KEY_DOWN 0402
#define NC_KEY_UP 0403
#define NC_KEY_LEFT 0404
#define NC_KEY_RIGHT 0405
#define NC_KEY_HOME 0406
#define NC_KEY_BACKSPACE 0407
#define NC_KEY_F0 0410
#define NC_KEY_DC 0512
#define NC_KEY_NPAGE 0522
#define NC_KEY_PPAGE 0523
#define NC_KEY_ENTER 0527
#define NC_KEY_BTAB 0541
#define NC_KEY_END 0550
#define NC_KEY_FIND 0552
#define NC_KEY_SELECT 0601
#define NC_KEY_SLEFT 0611
#define NC_KEY_SRIGHT 0622
#define NC_KEY_MOUSE 0631
#define NC_KEY_RESIZE 0632
#define NC_KEY_MAX 0777

/* An ncurses SCREEN. */
typedef struct nc_screen nc_screen;

/* One mouse report (getmouse's MEVENT, whose mask type differs per platform). */
typedef struct {
    int x;
    int y;
    unsigned long state;
} nc_mouse_report;

/* The session (curses_session.c). */
nc_screen *nc_newterm(void);                 /* newterm(NULL, stdout, stdin): TERM's entry, or NULL */
void nc_set_term(nc_screen *screen);
void nc_delscreen(nc_screen *screen);
/* cbreak, noecho, nonl, no intrflush, keypad on, leaveok, cursor hidden, this escape delay (ms). */
void nc_enter_modes(int escape_delay);
int nc_key_defined(const char *sequence);
int nc_define_key(const char *sequence, int code);
int nc_has_colors(void);                      /* 1 or 0 */
int nc_start_color(void);
int nc_use_default_colors(void);
void nc_mouse_on(void);                       /* every button event and motion, no click interval */
void nc_mouse_off(void);
int nc_refresh(void);                         /* wrefresh(stdscr) */
int nc_ungetch(int byte);                     /* ungetch: a byte read before the screen opened, read again first */
int nc_refresh_all(void);                     /* wrefresh(curscr): the whole screen again */
int nc_refresh_if_pending(void);              /* wrefresh(stdscr) unless it would write nothing */
int nc_curs_set(int visibility);
int nc_beep(void);
int nc_endwin(void);
int nc_lines(void);
int nc_cols(void);
/* resize_term: ncurses' windows made this size (no KEY_RESIZE queued, unlike resizeterm). */
int nc_resize_term(int lines, int columns);
int nc_colors(void);
int nc_color_pairs(void);
void nc_timeout(int milliseconds);            /* wtimeout(stdscr, …); -1 blocks */
/* wget_wch(stdscr): NC_OK with a character, NC_KEY_CODE_YES with a key code, or NC_ERR. */
int nc_get_wch(uint32_t *character);
int nc_getmouse(nc_mouse_report *report);
unsigned long nc_button1_pressed(void);
unsigned long nc_button1_released(void);
unsigned long nc_button1_clicked(void);
unsigned long nc_button4_pressed(void);
unsigned long nc_button5_pressed(void);       /* 0 where the mouse protocol has no fifth button */
unsigned long nc_report_mouse_position(void);
int nc_key_f(int n);
/* Mouse modes 1002 (drags) and 1006 (SGR reports) on and off, and an SGR reset: written with
   write(2), async-signal-safe. */
void nc_mouse_drag_on(void);
void nc_mouse_drag_off(void);
void nc_sgr_reset(void);
/* Bracketed paste (mode 2004) on and off, written the same way. */
void nc_bracketed_paste_on(void);
void nc_bracketed_paste_off(void);
/* def_prog_mode: the tty's modes now are the program's (after flow control is turned off). */
void nc_def_prog_mode(void);

/* Drawing (curses_drawing.c). */
int nc_ccharw_max(void);                      /* characters one cell holds (CCHARW_MAX) */
/* Draws the NUL-terminated `text` (at most nc_ccharw_max() scalars) at row y, column x of stdscr.
   NC_ERR, with nothing drawn, when ncurses will not make a cell of it (setcchar failed). */
int nc_put(int y, int x, const uint32_t *text, uint32_t attributes, int pair);
void nc_erase(void);                          /* normal attributes, werase(stdscr) */
void nc_update(void);                         /* wnoutrefresh(stdscr) + doupdate */
uint32_t nc_a_normal(void);
uint32_t nc_a_bold(void);
uint32_t nc_a_dim(void);
uint32_t nc_a_reverse(void);
uint32_t nc_a_underline(void);
/* A pair for these colours: alloc_pair where the library has it, else the next pair in turn
   (reused from 1 once all are taken, as alloc_pair recycles). -1 when none can be made. */
int nc_alloc_pair(int foreground, int background);
char *nc_tigetstr(const char *name);
int nc_tigetflag(const char *name);

#endif
