extension TestCanister {
    /// `unknown_entry_point.c`: Exports a canister_ name that is not an entry point: install must refuse it.
    static let unknownEntryPointSource = #"""
        // Exports a canister_ name that is not an entry point: install must refuse it.
        #include "ic0.h"
        EXPORT("canister_whatever") void whatever(void) {}
        """#
}
