#ifndef PUSHPEEK_CZLIB_SHIM_H
#define PUSHPEEK_CZLIB_SHIM_H

/* zlib for the map archives. The inflate loop with its output limit is C code of its own, in the
 * CArchiveSupport target. */
#include <zlib.h>

#endif
