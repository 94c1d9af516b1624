// Exports a canister_ name that is not an entry point: install must refuse it.
#include "ic0.h"
EXPORT("canister_whatever") void whatever(void) {}
