#ifndef PUSHPEEK_CPNG_SHIM_H
#define PUSHPEEK_CPNG_SHIM_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <png.h>

/* Result codes of pppng_decode. */
enum {
    PPPNG_OK = 0,
    PPPNG_CORRUPT = 1,
    PPPNG_TOO_LARGE = 2,
    PPPNG_NO_MEMORY = 3
};

/* Called once the size is known (0 to go on), then with each row as RGBA. */
typedef int (*pppng_begin_fn)(void *context, uint32_t width, uint32_t height);
typedef void (*pppng_row_fn)(void *context, uint32_t y, const unsigned char *rgba, uint32_t width);

/* The PNG bytes libpng reads from, and where an error's text goes before libpng jumps back. */
typedef struct {
    const unsigned char *data;
    size_t size;
    size_t offset;
    char *message;
    size_t message_size;
} pppng_source;

static inline void pppng_read(png_structp png, png_bytep out, png_size_t count) {
    pppng_source *source = (pppng_source *)png_get_io_ptr(png);
    if (count > source->size - source->offset) png_error(png, "premature end of PNG data");
    memcpy(out, source->data + source->offset, count);
    source->offset += count;
}

/* libpng's default error handler prints to stderr; this one keeps the text and jumps back. */
static inline void pppng_error(png_structp png, png_const_charp text) {
    pppng_source *source = (pppng_source *)png_get_error_ptr(png);
    if (source->message_size > 0) snprintf(source->message, source->message_size, "%s", text);
    png_longjmp(png, 1);
}

/* Warnings are never printed (the TUI owns the terminal). */
static inline void pppng_warning(png_structp png, png_const_charp text) { (void)png; (void)text; }

/* Decodes a PNG held in memory to 8-bit RGBA rows (any bit depth, palette, grey or alpha layout;
 * tRNS becomes alpha; a gAMA chunk is converted to sRGB), handed over one at a time: memory is one
 * row, never the picture. Dimensions are checked after the header, before anything is allocated.
 * An interlaced picture whose longer side exceeds `target_side` is read from its last Adam7 pass
 * (the odd rows, every column), each row handed over twice (as rows y-1 and y); a smaller one is
 * assembled whole (at most target_side² pixels) and then handed over. Errors are result codes (the
 * longjmp never crosses Swift frames). */
static inline int pppng_decode_rows(const unsigned char *data, size_t size,
                                    uint32_t max_dimension, uint64_t max_pixels, uint32_t target_side,
                                    uint32_t *width, uint32_t *height,
                                    pppng_begin_fn begin, pppng_row_fn emit, void *context,
                                    char *message, size_t message_size) {
    pppng_source source = { data, size, 0, message, message_size };
    png_structp png = NULL;
    png_infop info = NULL;
    unsigned char *volatile rows = NULL;
    *width = 0;
    *height = 0;
    if (message_size > 0) message[0] = '\0';
    if (size < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        if (message_size > 0) snprintf(message, message_size, "not a PNG file");
        return PPPNG_CORRUPT;
    }
    png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &source, pppng_error, pppng_warning);
    if (png == NULL) return PPPNG_NO_MEMORY;
    info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        return PPPNG_NO_MEMORY;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(rows);
        return PPPNG_CORRUPT;
    }
    png_set_read_fn(png, &source, pppng_read);
    png_set_user_limits(png, 0x7fffffffU, 0x7fffffffU); /* our own limits below give the clearer message */
    png_read_info(png, info);
    uint32_t w = png_get_image_width(png, info);
    uint32_t h = png_get_image_height(png, info);
    *width = w;
    *height = h;
    if (w == 0 || h == 0 || w > max_dimension || h > max_dimension || (uint64_t)w * (uint64_t)h > max_pixels) {
        png_destroy_read_struct(&png, &info, NULL);
        return PPPNG_TOO_LARGE;
    }
    int color = png_get_color_type(png, info);
    double file_gamma;
    if (png_get_gAMA(png, info, &file_gamma)) png_set_gamma(png, PNG_DEFAULT_sRGB, file_gamma);
    png_set_expand(png);
    png_set_scale_16(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(color & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (png_size_t)w * 4) png_error(png, "unexpected row layout");
    int whole = passes > 1 && (w > h ? w : h) <= target_side;
    rows = (unsigned char *)malloc((size_t)w * 4 * (whole ? h : 1));
    if (rows == NULL || begin(context, w, h) != 0) {
        png_destroy_read_struct(&png, &info, NULL);
        free(rows);
        return PPPNG_NO_MEMORY;
    }
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < h; y++) {
            unsigned char *row = whole ? rows + (size_t)y * w * 4 : rows;
            png_read_row(png, row, NULL);
            if (passes == 1) {
                emit(context, y, row, w);
            } else if (!whole && pass == passes - 1 && (y & 1)) {
                emit(context, y - 1, row, w);
                emit(context, y, row, w);
                if (y + 2 == h) emit(context, y + 1, row, w); /* an odd height's last row */
            }
        }
    }
    if (whole) {
        for (uint32_t y = 0; y < h; y++) emit(context, y, rows + (size_t)y * w * 4, w);
    }
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    return PPPNG_OK;
}

#endif
