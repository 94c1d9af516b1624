// OpenSSL 3 libssl and libcrypto (Debian libssl-dev) for PinnedTLS's chain check and
// TLSTesting's loopback server.
//
// Several calls these modules need are macros over SSL_CTX_ctrl or OpenSSL's typed stacks,
// which Swift does not import; the inline functions below are those macros with their types.
#ifndef CLIBSSL_SHIM_H
#define CLIBSSL_SHIM_H

#include <openssl/err.h>
#include <openssl/pem.h>
#include <openssl/ssl.h>
#include <openssl/x509.h>

/// The signature of SSL_CTX_set_cert_verify_callback's callback.
typedef int (*clibssl_verify_callback)(X509_STORE_CTX *store, void *argument);

static inline int clibssl_stack_count(const STACK_OF(X509) *stack) {
    return sk_X509_num(stack);
}

static inline X509 *clibssl_stack_value(const STACK_OF(X509) *stack, int index) {
    return sk_X509_value(stack, index);
}

static inline long clibssl_ctx_set_min_proto_version(SSL_CTX *context, int version) {
    return SSL_CTX_set_min_proto_version(context, version);
}

static inline long clibssl_ctx_set_mode(SSL_CTX *context, long mode) {
    return SSL_CTX_set_mode(context, mode);
}

/// Refuses renegotiation (SSL_OP_NO_RENEGOTIATION, a macro of a shift Swift does not import).
/// PinnedTLS relies on it: the chain check runs once per connection, in the first handshake.
static inline void clibssl_ctx_refuse_renegotiation(SSL_CTX *context) {
    SSL_CTX_set_options(context, SSL_OP_NO_RENEGOTIATION);
}

/// Adds `certificate` to the chain the context presents after its leaf, taking a reference.
static inline long clibssl_ctx_add1_chain_cert(SSL_CTX *context, X509 *certificate) {
    return SSL_CTX_add1_chain_cert(context, certificate);
}

#endif
