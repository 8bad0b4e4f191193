// libnghttp2 (the HTTP/2 framing and HPACK library h2load and nghttpd are built on) and OpenSSL's
// libssl (TLS 1.2+ with ALPN): the one HTTP/2 stack of `pushpeek serve` and `pushpeek send`.
#ifndef PUSHPEEK_CNGHTTP2_SHIM_H
#define PUSHPEEK_CNGHTTP2_SHIM_H

#include <nghttp2/nghttp2.h>
#include <openssl/ssl.h>
#include <openssl/err.h>
#include <openssl/x509.h>
#include <openssl/x509v3.h>
#include <openssl/pem.h>
#include <openssl/evp.h>

#endif
