// libcurl (Debian libcurl4-openssl-dev 7.88, the OpenSSL build) for HTTPSpec's CurlTransport.
//
// curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt are variadic, which Swift cannot
// call; the inline functions below give each argument type one typed entry point. The option
// passed must take that type (curl reads the variadic argument as the option's type), which is
// why every wrapper names the type it passes. The gcc type-check macros are off: they would
// expand inside these wrappers, where the option is not a constant, and check nothing.
#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H

#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

/// The signature of CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION.
typedef size_t (*ccurl_data_callback)(char *data, size_t size, size_t count, void *user);
/// The signature of CURLOPT_SSL_CTX_FUNCTION: `ssl_ctx` is OpenSSL's `SSL_CTX *`.
typedef CURLcode (*ccurl_ssl_ctx_callback)(CURL *easy, void *ssl_ctx, void *user);

/// curl_global_init with the default flags (a macro Swift does not import).
static inline CURLcode ccurl_global_init(void) {
    return curl_global_init(CURL_GLOBAL_DEFAULT);
}

/// CURLU_DEFAULT_PORT: curl_url_get answers the scheme's port when the URL names none.
static inline unsigned int ccurl_url_default_port_flag(void) {
    return CURLU_DEFAULT_PORT;
}

static inline CURLcode ccurl_easy_set_long(CURL *easy, CURLoption option, long value) {
    return curl_easy_setopt(easy, option, value);
}

static inline CURLcode ccurl_easy_set_off_t(CURL *easy, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(easy, option, value);
}

/// Strings are copied by libcurl (all but CURLOPT_POSTFIELDS, which this package never sets).
static inline CURLcode ccurl_easy_set_string(CURL *easy, CURLoption option, const char *value) {
    return curl_easy_setopt(easy, option, value);
}

/// Object pointers (CURLOPT_PRIVATE, callback data, CURLOPT_ERRORBUFFER, header lists, CURLU
/// handles): libcurl keeps the pointer, so what it points at must outlive the transfer.
static inline CURLcode ccurl_easy_set_pointer(CURL *easy, CURLoption option, void *value) {
    return curl_easy_setopt(easy, option, value);
}

static inline CURLcode ccurl_easy_set_data_callback(CURL *easy, CURLoption option, ccurl_data_callback callback) {
    return curl_easy_setopt(easy, option, callback);
}

static inline CURLcode ccurl_easy_set_ssl_ctx_callback(CURL *easy, ccurl_ssl_ctx_callback callback) {
    return curl_easy_setopt(easy, CURLOPT_SSL_CTX_FUNCTION, callback);
}

static inline CURLcode ccurl_easy_get_long(CURL *easy, CURLINFO info, long *value) {
    return curl_easy_getinfo(easy, info, value);
}

static inline CURLcode ccurl_easy_get_off_t(CURL *easy, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(easy, info, value);
}

static inline CURLMcode ccurl_multi_set_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}

#endif
