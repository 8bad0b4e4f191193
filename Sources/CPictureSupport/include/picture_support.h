#ifndef PUSHPEEK_PICTURE_SUPPORT_H
#define PUSHPEEK_PICTURE_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

/* The C half of the pictures written in pixels: loops over every byte of a picture, in a C file of
 * their own so the compiler's loop vectoriser works on them (the same loop in a header's inline
 * function, compiled through Swift's importer, ran 3.4 times the instructions). */

/* PNG's Paeth filter (filter type 4) over `rows` rows of `stride` bytes, pixels of `channels` bytes:
 * each output row is the type byte and then each byte less the nearest of its left (a), upper (b) and
 * upper-left (c) neighbours to a + b - c (ties in that order; zero outside the picture). `out` holds
 * rows * (stride + 1) bytes. */
void pp_png_paeth_rows(const uint8_t *pixels, size_t stride, size_t rows, size_t channels, uint8_t *out);

#endif
