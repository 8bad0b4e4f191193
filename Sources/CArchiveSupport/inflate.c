#include "archive_support.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

int ppz_inflate(const unsigned char *input, size_t input_size, size_t limit,
                              unsigned char **output, size_t *written) {
    *output = NULL;
    *written = 0;
    if (input_size > 0xFFFFFFFFu || limit > 0x7FFFFFFFu) return PPZ_TOO_LARGE;
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit2(&stream, 15 + 32) != Z_OK) return PPZ_NO_MEMORY;
    size_t capacity = input_size * 4 < 65536 ? 65536 : input_size * 4;
    if (capacity > limit) capacity = limit;
    unsigned char *buffer = (unsigned char *)malloc(capacity + 1);
    if (buffer == NULL) { inflateEnd(&stream); return PPZ_NO_MEMORY; }
    stream.next_in = (Bytef *)input;
    stream.avail_in = (uInt)input_size;
    stream.next_out = buffer;
    /* One byte more than the limit: filling it means the data is longer than allowed. */
    stream.avail_out = (uInt)(capacity + 1);
    int result = PPZ_CORRUPT;
    for (;;) {
        int status = inflate(&stream, Z_NO_FLUSH);
        if (status == Z_STREAM_END) {
            result = stream.total_out > limit ? PPZ_TOO_LARGE : PPZ_OK;
            break;
        }
        if (status == Z_MEM_ERROR) { result = PPZ_NO_MEMORY; break; }
        if (status != Z_OK && status != Z_BUF_ERROR) { result = PPZ_CORRUPT; break; }
        if (stream.avail_out > 0) { result = PPZ_CORRUPT; break; } /* input ended early */
        if (stream.total_out > limit) { result = PPZ_TOO_LARGE; break; }
        size_t grown = capacity * 2 > limit ? limit : capacity * 2;
        unsigned char *larger = (unsigned char *)realloc(buffer, grown + 1);
        if (larger == NULL) { result = PPZ_NO_MEMORY; break; }
        buffer = larger;
        stream.next_out = buffer + stream.total_out;
        stream.avail_out = (uInt)(grown + 1 - stream.total_out);
        capacity = grown;
    }
    size_t total = stream.total_out;
    inflateEnd(&stream);
    if (result != PPZ_OK) { free(buffer); return result; }
    *output = buffer;
    *written = total;
    return PPZ_OK;
}

void ppz_free(unsigned char *buffer) { free(buffer); }
