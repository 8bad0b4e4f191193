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

/* Decodes a whole PNG held in memory to 8-bit RGBA through libpng's simplified API, which reports
 * errors as return values (no longjmp crosses Swift frames). Dimensions are checked against the limits
 * before the pixel buffer is allocated. On PPPNG_OK, *pixels is a malloc'd width*height*4 buffer the
 * caller frees with pppng_free; otherwise it is NULL and `message` may hold libpng's reason. */
static inline int pppng_decode(const unsigned char *data, size_t size,
                               uint32_t max_dimension, uint64_t max_pixels,
                               uint32_t *width, uint32_t *height, unsigned char **pixels,
                               char *message, size_t message_size) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    *pixels = NULL;
    *width = 0;
    *height = 0;
    if (message_size > 0) message[0] = '\0';
    if (!png_image_begin_read_from_memory(&image, data, size)) {
        if (message_size > 0) snprintf(message, message_size, "%s", image.message);
        png_image_free(&image);
        return PPPNG_CORRUPT;
    }
    *width = image.width;
    *height = image.height;
    if (image.width == 0 || image.height == 0 || image.width > max_dimension || image.height > max_dimension
        || (uint64_t)image.width * (uint64_t)image.height > max_pixels) {
        png_image_free(&image);
        return PPPNG_TOO_LARGE;
    }
    image.format = PNG_FORMAT_RGBA;
    size_t bytes = (size_t)image.width * (size_t)image.height * 4;
    unsigned char *buffer = (unsigned char *)malloc(bytes);
    if (buffer == NULL) {
        png_image_free(&image);
        return PPPNG_NO_MEMORY;
    }
    if (!png_image_finish_read(&image, NULL, buffer, 0, NULL)) {
        if (message_size > 0) snprintf(message, message_size, "%s", image.message);
        free(buffer);
        png_image_free(&image);
        return PPPNG_CORRUPT;
    }
    png_image_free(&image);
    *pixels = buffer;
    return PPPNG_OK;
}

static inline void pppng_free(unsigned char *pixels) { free(pixels); }

#endif
