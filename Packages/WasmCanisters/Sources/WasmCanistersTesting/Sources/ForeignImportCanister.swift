extension TestCanister {
    /// `foreign_import.c`: Imports from a module other than ic0: install must refuse it.
    static let foreignImportSource = #"""
        // Imports from a module other than ic0: install must refuse it.
        #include "ic0.h"
        __attribute__((import_module("env"), import_name("printf"))) void printf_import(void);
        EXPORT("canister_update go") void go(void) { printf_import(); ic0_msg_reply(); }
        """#
}
