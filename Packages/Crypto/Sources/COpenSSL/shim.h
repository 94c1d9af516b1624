// OpenSSL 3 libcrypto (Debian libssl-dev): digests, ciphers, Ed25519, RAND and the cleanse helpers.
//
// The SHA-2 and RIPEMD-160 block functions are OpenSSL's "low-level" API, deprecated in 3.0 in
// favour of EVP. CryptoPrimitives uses them on purpose: their contexts are plain C structs, so a
// Swift hash value can hold one inline, copy it for free (value semantics for incremental
// hashing and HMAC) and never allocate, which is what lets hashing be non-throwing. They run the
// same assembly (SHA-NI/AVX2) as EVP. The macro below only silences the deprecation attributes.
#define OPENSSL_SUPPRESS_DEPRECATED 1
#include <openssl/sha.h>
#include <openssl/ripemd.h>
#include <openssl/md5.h>
#include <openssl/evp.h>
#include <openssl/rand.h>
#include <openssl/err.h>
#include <openssl/crypto.h>
