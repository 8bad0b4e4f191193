// OpenSSL's libcrypto for the ES256 provider token of `pushpeek send`: read a PKCS#8 PEM key
// (an AuthKey_KEYID.p8) and sign with ECDSA P-256 over SHA-256 through the EVP API.
#ifndef PUSHPEEK_COPENSSL_SHIM_H
#define PUSHPEEK_COPENSSL_SHIM_H

#include <string.h>
#include <openssl/bio.h>
#include <openssl/err.h>
#include <openssl/evp.h>
#include <openssl/pem.h>

static int copenssl_no_passphrase(char *buffer, int size, int rwflag, void *userdata) {
    (void)buffer; (void)size; (void)rwflag; (void)userdata;
    return -1;
}

/// The private key in `pem`, or NULL. Never asks for a passphrase (an encrypted key fails).
static inline EVP_PKEY *copenssl_read_private_key(const void *pem, int length) {
    BIO *bio = BIO_new_mem_buf(pem, length);
    if (bio == NULL) return NULL;
    EVP_PKEY *key = PEM_read_bio_PrivateKey(bio, NULL, copenssl_no_passphrase, NULL);
    BIO_free(bio);
    return key;
}

/// Whether `key` is an EC key on P-256 (prime256v1).
static inline int copenssl_is_p256(EVP_PKEY *key) {
    if (EVP_PKEY_get_base_id(key) != EVP_PKEY_EC) return 0;
    char group[64] = {0};
    size_t length = 0;
    if (EVP_PKEY_get_utf8_string_param(key, "group", group, sizeof group, &length) != 1) return 0;
    return strcmp(group, "prime256v1") == 0 || strcmp(group, "P-256") == 0;
}

/// Signs `message` with ECDSA over SHA-256 into `signature` (DER, at most 72 bytes for P-256);
/// returns the signature's length, or 0 on failure.
static inline size_t copenssl_sign_sha256(EVP_PKEY *key, const void *message, size_t length,
                                          unsigned char *signature, size_t capacity) {
    EVP_MD_CTX *context = EVP_MD_CTX_new();
    if (context == NULL) return 0;
    size_t written = capacity;
    int ok = EVP_DigestSignInit(context, NULL, EVP_sha256(), NULL, key) == 1
          && EVP_DigestSign(context, signature, &written, message, length) == 1;
    EVP_MD_CTX_free(context);
    return ok ? written : 0;
}

/// Whether `signature` (DER) is `key`'s ECDSA signature over SHA-256 of `message`.
static inline int copenssl_verify_sha256(EVP_PKEY *key, const void *message, size_t length,
                                         const unsigned char *signature, size_t signatureLength) {
    EVP_MD_CTX *context = EVP_MD_CTX_new();
    if (context == NULL) return 0;
    int ok = EVP_DigestVerifyInit(context, NULL, EVP_sha256(), NULL, key) == 1
          && EVP_DigestVerify(context, signature, signatureLength, message, length) == 1;
    EVP_MD_CTX_free(context);
    ERR_clear_error();
    return ok;
}

/// The last OpenSSL error as text, into `buffer`.
static inline void copenssl_last_error(char *buffer, size_t size) {
    unsigned long code = ERR_get_error();
    if (code == 0) { buffer[0] = 0; return; }
    ERR_error_string_n(code, buffer, size);
}

#endif
