#include "picture_support.h"

#include <stdlib.h>

void pp_png_paeth_rows(const uint8_t *pixels, size_t stride, size_t rows, size_t channels, uint8_t *out) {
    size_t first = channels < stride ? channels : stride;
    for (size_t row = 0; row < rows; row++) {
        const uint8_t *line = pixels + row * stride;
        uint8_t *target = out + row * (stride + 1) + 1;
        target[-1] = 4;
        if (row == 0) {
            for (size_t i = 0; i < first; i++) target[i] = line[i];
            for (size_t i = first; i < stride; i++) target[i] = (uint8_t)(line[i] - line[i - channels]);
            continue;
        }
        const uint8_t *above = line - stride;
        for (size_t i = 0; i < first; i++) target[i] = (uint8_t)(line[i] - above[i]);
        for (size_t i = first; i < stride; i++) {
            int a = line[i - channels], b = above[i], c = above[i - channels];
            int towardA = abs(b - c), towardB = abs(a - c), towardC = abs(a + b - 2 * c);
            int predicted = (towardA <= towardB && towardA <= towardC) ? a : (towardB <= towardC ? b : c);
            target[i] = (uint8_t)(line[i] - predicted);
        }
    }
}
