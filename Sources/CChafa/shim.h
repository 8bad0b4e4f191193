// libchafa (the library of the `chafa` image-to-text converter): a picture turned into symbol cells
// (block, quadrant and fractional block characters with a foreground and a background colour each),
// with colour quantisation and dithering at 24-bit, 240, 16 and 8 colours.
#ifndef PUSHPEEK_CCHAFA_SHIM_H
#define PUSHPEEK_CCHAFA_SHIM_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <chafa.h>

/* The colours a cell's symbol is drawn with. */
enum {
    PPCHAFA_TRUECOLOR = 0, /* colours are 0xRRGGBB */
    PPCHAFA_INDEXED_240 = 1, /* xterm palette indices 16...255 (the cube and the grey ramp) */
    PPCHAFA_INDEXED_16 = 2, /* indices 0...15 */
    PPCHAFA_INDEXED_8 = 3 /* indices 0...7 */
};

/* A colour that is not there (the picture is transparent at that cell). */
#define PPCHAFA_TRANSPARENT (-1)

/* The symbols every terminal font has: space, half, quadrant and eighth blocks, no wide, ambiguous
 * or inverted ones. Built once (the first call runs libchafa's own set-up, its tables of every
 * symbol: about 3.3 million instructions) and shared by every drawing; libchafa draws these small
 * pictures on the calling thread (its thread pool cost more to start than it saved). Thread-safe. */
static inline ChafaSymbolMap *ppchafa_symbol_map(void) {
    static gsize ready = 0;
    static ChafaSymbolMap *map = NULL;
    if (g_once_init_enter(&ready)) {
        chafa_set_n_threads(1);
        ChafaSymbolMap *made = chafa_symbol_map_new();
        chafa_symbol_map_add_by_tags(made, (ChafaSymbolTags)(CHAFA_SYMBOL_TAG_BLOCK | CHAFA_SYMBOL_TAG_SPACE));
        chafa_symbol_map_remove_by_tags(made, (ChafaSymbolTags)(CHAFA_SYMBOL_TAG_WIDE | CHAFA_SYMBOL_TAG_AMBIGUOUS
                                                                | CHAFA_SYMBOL_TAG_UGLY | CHAFA_SYMBOL_TAG_INVERTED));
        map = made;
        g_once_init_leave(&ready, 1);
    }
    return map;
}

/* Draws `width`×`height` unassociated RGBA pixels into `columns`×`rows` cells (stretched to fill
 * them: the caller keeps the aspect) with the symbols of ppchafa_symbol_map. Writes each cell's code point and
 * colours, row by row, into arrays of `columns*rows` entries. Colours are dithered (ordered) at 16
 * colours; at 8, dithering hides more than it shows. Returns 0, or -1 if libchafa could not make a canvas. */
static inline int ppchafa_draw_symbols(const uint8_t *rgba, int width, int height, int columns, int rows, int palette,
                                       uint32_t *symbols, int32_t *foregrounds, int32_t *backgrounds) {
    static const ChafaCanvasMode modes[] = {
        CHAFA_CANVAS_MODE_TRUECOLOR, CHAFA_CANVAS_MODE_INDEXED_240, CHAFA_CANVAS_MODE_INDEXED_16, CHAFA_CANVAS_MODE_INDEXED_8
    };
    if (palette < 0 || palette > 3 || width <= 0 || height <= 0 || columns <= 0 || rows <= 0) return -1;
    ChafaSymbolMap *map = ppchafa_symbol_map();
    ChafaCanvasConfig *config = chafa_canvas_config_new();
    chafa_canvas_config_set_geometry(config, columns, rows);
    chafa_canvas_config_set_canvas_mode(config, modes[palette]);
    chafa_canvas_config_set_symbol_map(config, map);
    chafa_canvas_config_set_dither_mode(config, palette == PPCHAFA_INDEXED_16 ? CHAFA_DITHER_MODE_ORDERED : CHAFA_DITHER_MODE_NONE);
    ChafaCanvas *canvas = chafa_canvas_new(config);
    chafa_canvas_config_unref(config);
    if (canvas == NULL) return -1;
    chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, rgba, width, height, width * 4);
    for (int y = 0; y < rows; y++) {
        for (int x = 0; x < columns; x++) {
            int index = y * columns + x;
            gint foreground = PPCHAFA_TRANSPARENT, background = PPCHAFA_TRANSPARENT;
            symbols[index] = (uint32_t)chafa_canvas_get_char_at(canvas, x, y);
            if (palette == PPCHAFA_TRUECOLOR) {
                chafa_canvas_get_colors_at(canvas, x, y, &foreground, &background);
            } else {
                chafa_canvas_get_raw_colors_at(canvas, x, y, &foreground, &background);
                if (foreground < 0 || foreground > 255) foreground = PPCHAFA_TRANSPARENT;
                if (background < 0 || background > 255) background = PPCHAFA_TRANSPARENT;
            }
            foregrounds[index] = foreground < 0 ? PPCHAFA_TRANSPARENT : foreground;
            backgrounds[index] = background < 0 ? PPCHAFA_TRANSPARENT : background;
        }
    }
    chafa_canvas_unref(canvas);
    return 0;
}

/* The pixel formats of ppchafa_draw_pixels. */
enum {
    PPCHAFA_SIXEL = 0, /* DEC sixel (DCS q ... ST) */
    PPCHAFA_KITTY = 1, /* the kitty graphics protocol (APC G ... ST), transmitted and shown at the cursor */
    PPCHAFA_ITERM2 = 2 /* iTerm2's inline image (OSC 1337 ; File= ... BEL) */
};

/* Draws `width`×`height` unassociated RGBA pixels to fill `columns`×`rows` cells of
 * `cell_width`×`cell_height` pixels as the escape sequence of `format` (on the calling thread). Returns a malloc'd buffer
 * of *length bytes (the caller frees it), or NULL. */
static inline char *ppchafa_draw_pixels(const uint8_t *rgba, int width, int height, int columns, int rows,
                                        int cell_width, int cell_height, int format, size_t *length) {
    static const ChafaPixelMode modes[] = { CHAFA_PIXEL_MODE_SIXELS, CHAFA_PIXEL_MODE_KITTY, CHAFA_PIXEL_MODE_ITERM2 };
    *length = 0;
    (void)ppchafa_symbol_map();
    if (format < 0 || format > 2 || width <= 0 || height <= 0 || columns <= 0 || rows <= 0 || cell_width <= 0 || cell_height <= 0) return NULL;
    ChafaCanvasConfig *config = chafa_canvas_config_new();
    chafa_canvas_config_set_geometry(config, columns, rows);
    chafa_canvas_config_set_cell_geometry(config, cell_width, cell_height);
    chafa_canvas_config_set_pixel_mode(config, modes[format]);
    chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR);
    ChafaCanvas *canvas = chafa_canvas_new(config);
    chafa_canvas_config_unref(config);
    if (canvas == NULL) return NULL;
    chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, rgba, width, height, width * 4);
    ChafaTermInfo *info = chafa_term_db_get_fallback_info(chafa_term_db_get_default());
    GString *printed = chafa_canvas_print(canvas, info);
    chafa_term_info_unref(info);
    chafa_canvas_unref(canvas);
    if (printed == NULL) return NULL;
    char *bytes = (char *)malloc(printed->len > 0 ? printed->len : 1);
    if (bytes != NULL) {
        memcpy(bytes, printed->str, printed->len);
        *length = printed->len;
    }
    g_string_free(printed, TRUE);
    return bytes;
}

#endif
