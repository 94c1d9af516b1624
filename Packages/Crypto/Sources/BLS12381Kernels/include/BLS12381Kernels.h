#ifndef BLS12381_KERNELS_H
#define BLS12381_KERNELS_H

#include <stdint.h>

/// Nonzero when this processor has the BMI2 and ADX instructions that
/// `bls12381_fp_mul_adx` is written with (set once, when the library loads).
extern int bls12381_adx_available_flag;

static inline int bls12381_adx_available(void) { return bls12381_adx_available_flag; }

/// Montgomery multiplication in the BLS12-381 base field: r = a·b·2^-384 mod p, for a and b
/// below p, each six 64-bit limbs, least significant first; r is below p and may alias a or b.
/// Defined on x86-64 ELF only, and only to be called when `bls12381_adx_available()` says so.
void bls12381_fp_mul_adx(uint64_t r[6], const uint64_t a[6], const uint64_t b[6]);

#endif
