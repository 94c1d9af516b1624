// libsecp256k1 (Debian libsecp256k1-dev 0.2.0): the core API plus the recovery module EOS needs.
#include <secp256k1.h>
#include <secp256k1_recovery.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_ecdh.h>
