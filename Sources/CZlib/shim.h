#ifndef PUSHPEEK_CZLIB_SHIM_H
#define PUSHPEEK_CZLIB_SHIM_H

/* zlib for the map archives. The inflate loop with its output limit is C code of its own, in the
 * CArchiveSupport target. */
#include <zlib.h>
#include <string.h>

/* A bound on what pp_deflate_rle writes for `length` bytes: zlib's conservative deflateBound for
   streams made with other than the default window and memory levels, its header, and a margin. */
static inline unsigned long pp_deflate_rle_bound(unsigned long length) {
    return length + ((length + 7) >> 3) + ((length + 63) >> 6) + 5 + 6 + 64;
}

/* zlib's run-length deflate (Z_RLE: matches at a distance of one byte only, no hash chains), for
   picture rows after PNG's filters, where what repeats is a run of the same difference. Its window
   just covers the input, so zlib never slides it (a slide rewrites the whole hash table, unused by
   run-length matching: a 512-byte window cost 2.5 times the instructions on a picture's 19 KB),
   and its tables are smaller than compress2's 268 KB of state (fresh pages on a thread of its own).
   Z_OK with the stream's length in *written, or zlib's error. */
static inline int pp_deflate_rle(const unsigned char *source, unsigned long length, unsigned char *target,
                                 unsigned long *written) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    int bits = 9;
    while (bits < 15 && (1UL << bits) < length) bits++;
    int status = deflateInit2(&stream, 1, Z_DEFLATED, bits, 6, Z_RLE);
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
