#ifndef PUSHPEEK_CJPEG_SHIM_H
#define PUSHPEEK_CJPEG_SHIM_H

/* jpeglib.h uses FILE and size_t without including their headers. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>
#include <jerror.h>

/* Result codes of ppjpeg_decode. */
enum {
    PPJPEG_OK = 0,
    PPJPEG_CORRUPT = 1,
    PPJPEG_TOO_LARGE = 2,
    PPJPEG_NO_MEMORY = 3
};

/* libjpeg's default error_exit calls exit(); this one jumps back into ppjpeg_decode instead. Swift
 * cannot call setjmp, so the whole decode lives in C and only result codes cross into Swift. */
typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    int truncated;
    char message[JMSG_LENGTH_MAX];
} ppjpeg_error_mgr;

static inline void ppjpeg_error_exit(j_common_ptr cinfo) {
    ppjpeg_error_mgr *err = (ppjpeg_error_mgr *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, err->message);
    longjmp(err->jump, 1);
}

/* Warnings are never printed to stderr (the TUI owns the terminal); a premature end is remembered. */
static inline void ppjpeg_emit_message(j_common_ptr cinfo, int level) {
    ppjpeg_error_mgr *err = (ppjpeg_error_mgr *)cinfo->err;
    if (level < 0) {
        cinfo->err->num_warnings++;
        if (cinfo->err->msg_code == JWRN_JPEG_EOF) err->truncated = 1;
    }
}

static inline void ppjpeg_output_message(j_common_ptr cinfo) { (void)cinfo; }

static inline unsigned char ppjpeg_mul255(unsigned a, unsigned b) { return (unsigned char)((a * b + 127) / 255); }

/* Called once the output size is known (0 to go on), then with each output row as RGBA. */
typedef int (*ppjpeg_begin_fn)(void *context, uint32_t width, uint32_t height);
typedef void (*ppjpeg_row_fn)(void *context, uint32_t y, const unsigned char *rgba, uint32_t width);

/* Decodes a JPEG held in memory (RGB and greyscale through libjpeg's JCS_RGB output, CMYK/YCCK
 * converted here; Adobe files store inverted CMYK) to 8-bit RGBA rows (alpha 255), handed over one
 * at a time instead of allocating the picture. Dimensions are checked after the header, before
 * anything is allocated; a truncated file is an error. libjpeg's scaled decoding (scale_num/scale_denom, 1/2, 1/4 or 1/8) picks
 * the smallest output whose longer side is still at least `target_side`. Memory: one output row. */
static inline int ppjpeg_decode_rows(const unsigned char *data, size_t size,
                                     uint32_t max_dimension, uint64_t max_pixels, uint32_t target_side,
                                     uint32_t *width, uint32_t *height,
                                     ppjpeg_begin_fn begin, ppjpeg_row_fn emit, void *context,
                                     char *message, size_t message_size) {
    struct jpeg_decompress_struct cinfo;
    ppjpeg_error_mgr err;
    unsigned char *volatile row = NULL;
    unsigned char *volatile rgba = NULL;
    memset(&cinfo, 0, sizeof cinfo);
    memset(&err, 0, sizeof err);
    *width = 0;
    *height = 0;
    if (message_size > 0) message[0] = '\0';
    cinfo.err = jpeg_std_error(&err.base);
    err.base.error_exit = ppjpeg_error_exit;
    err.base.emit_message = ppjpeg_emit_message;
    err.base.output_message = ppjpeg_output_message;
    if (setjmp(err.jump)) {
        if (message_size > 0) snprintf(message, message_size, "%s", err.message);
        jpeg_destroy_decompress(&cinfo);
        free(row);
        free(rgba);
        return PPJPEG_CORRUPT;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, (unsigned char *)data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    *width = cinfo.image_width;
    *height = cinfo.image_height;
    if (cinfo.image_width == 0 || cinfo.image_height == 0 || cinfo.image_width > max_dimension
        || cinfo.image_height > max_dimension
        || (uint64_t)cinfo.image_width * (uint64_t)cinfo.image_height > max_pixels) {
        jpeg_destroy_decompress(&cinfo);
        return PPJPEG_TOO_LARGE;
    }
    uint32_t longer = cinfo.image_width > cinfo.image_height ? cinfo.image_width : cinfo.image_height;
    unsigned denom = 1;
    while (denom < 8 && longer / (denom * 2) >= target_side) denom *= 2;
    cinfo.scale_num = 1;
    cinfo.scale_denom = denom;
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    int inverted = cmyk && cinfo.saw_Adobe_marker;
#ifdef JCS_EXTENSIONS
    /* libjpeg-turbo writes RGBA rows itself (alpha 255): no copy of each pixel below. */
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
#else
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
#endif
    jpeg_start_decompress(&cinfo);
    size_t w = cinfo.output_width;
    size_t h = cinfo.output_height;
    size_t components = (size_t)cinfo.output_components;
    if (w == 0 || h == 0 || (components != 3 && components != 4)) {
        snprintf(err.message, sizeof err.message, "unexpected decoder output (%zu components)", components);
        longjmp(err.jump, 1);
    }
    row = (unsigned char *)malloc(w * components);
    rgba = (unsigned char *)malloc(w * 4);
    if (row == NULL || rgba == NULL || begin(context, (uint32_t)w, (uint32_t)h) != 0) {
        jpeg_destroy_decompress(&cinfo);
        free(row);
        free(rgba);
        return PPJPEG_NO_MEMORY;
    }
    int direct = !cmyk && components == 4;
    while (cinfo.output_scanline < cinfo.output_height) {
        size_t y = cinfo.output_scanline;
        JSAMPROW rows[1] = { direct ? rgba : row };
        if (jpeg_read_scanlines(&cinfo, rows, 1) != 1) break;
        unsigned char *out = rgba;
        for (size_t x = 0; !direct && x < w; x++) {
            const unsigned char *in = row + x * components;
            if (components == 3) {
                out[0] = in[0]; out[1] = in[1]; out[2] = in[2];
            } else if (inverted) {
                out[0] = ppjpeg_mul255(in[0], in[3]);
                out[1] = ppjpeg_mul255(in[1], in[3]);
                out[2] = ppjpeg_mul255(in[2], in[3]);
            } else {
                out[0] = ppjpeg_mul255(255u - in[0], 255u - in[3]);
                out[1] = ppjpeg_mul255(255u - in[1], 255u - in[3]);
                out[2] = ppjpeg_mul255(255u - in[2], 255u - in[3]);
            }
            out[3] = 255;
            out += 4;
        }
        emit(context, (uint32_t)y, rgba, (uint32_t)w);
    }
    jpeg_finish_decompress(&cinfo);
    int truncated = err.truncated;
    jpeg_destroy_decompress(&cinfo);
    free(row);
    free(rgba);
    if (truncated) {
        if (message_size > 0) snprintf(message, message_size, "premature end of JPEG data");
        return PPJPEG_CORRUPT;
    }
    return PPJPEG_OK;
}


#endif
