#ifndef PUSHPEEK_CZLIB_SHIM_H
#define PUSHPEEK_CZLIB_SHIM_H

/* zlib for the map archives. The inflate loop with its output limit is C code of its own, in the
 * CArchiveSupport target. */
#include <zlib.h>
#include <string.h>

/* A bound on what pp_deflate_fast writes for `length` bytes: zlib's conservative deflateBound for
   streams made with other than the default window and memory levels, its header, and a margin. */
static inline unsigned long pp_deflate_fast_bound(unsigned long length) {
    return length + ((length + 7) >> 3) + ((length + 63) >> 6) + 5 + 6 + 64;
}

/* zlib's fastest level with a window no larger than the input and a small hash table: compress2's
   defaults allocate some 268 KB of state (fresh pages on a thread of its own) to deflate a picture
   of a few kilobytes. Any window that covers the input finds the same matches. Z_OK with the
   stream's length in *written, or zlib's error. */
static inline int pp_deflate_fast(const unsigned char *source, unsigned long length, unsigned char *target,
                                  unsigned long *written) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    int bits = 9;
    while (bits < 15 && (1UL << bits) < length) bits++;
    int status = deflateInit2(&stream, 1, Z_DEFLATED, bits, 6, Z_DEFAULT_STRATEGY);
    if (status != Z_OK) return status;
    if (length > 0xFFFFFFFFUL || *written > 0xFFFFFFFFUL || deflateBound(&stream, length) > *written) {
        deflateEnd(&stream);
        return Z_BUF_ERROR;
    }
    stream.next_in = (Bytef *)source;
    stream.avail_in = (uInt)length;
    stream.next_out = target;
    stream.avail_out = (uInt)*written;
    status = deflate(&stream, Z_FINISH);
    *written = stream.total_out;
    deflateEnd(&stream);
    return status == Z_STREAM_END ? Z_OK : (status == Z_OK ? Z_BUF_ERROR : status);
}

#endif
