extension TestCanister {
    /// `unknown_import.c`: Imports an ic0 function that does not exist: install must refuse it.
    static let unknownImportSource = #"""
        // Imports an ic0 function that does not exist: install must refuse it.
        #include "ic0.h"
        IC0(no_such_call) void ic0_no_such_call(void);
        EXPORT("canister_update go") void go(void) { ic0_no_such_call(); ic0_msg_reply(); }
        """#
}
