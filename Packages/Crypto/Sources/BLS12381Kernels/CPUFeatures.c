#include "BLS12381Kernels.h"

#if defined(__x86_64__) && defined(__ELF__)
#include <cpuid.h>

int bls12381_adx_available_flag = 0;

// Runs when the library loads, before any Swift code can multiply: the flag never changes
// afterwards, so reading it needs no synchronisation.
__attribute__((constructor)) static void bls12381_detect_cpu_features(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return;
    const unsigned int bmi2 = 1u << 8, adx = 1u << 19;
    bls12381_adx_available_flag = (ebx & bmi2) && (ebx & adx);
}
#else
int bls12381_adx_available_flag = 0;
#endif
