extension TestCanister {
    /// `counter.c`: A counter kept on the heap and saved to stable memory across upgrades: `increment` (update) adds one and replies with the 8-byte little-endian value, `get` (query) replies with it, `increment_then_trap` adds one and traps (so the change must be undone), `increment_in_query` is a query that adds one (which must not be kept), `no_reply` adds one and does not answer. `post_upgrade` traps when the upgrade argument is the single byte 0xFF. `remember` keeps its argument (at most 1 KiB) in a heap page it grows for it and `recall` replies with it: state past the module's initial memory.
    static let counterSource = #"""
        // A counter kept on the heap and saved to stable memory across upgrades: `increment` (update)
        // adds one and replies with the 8-byte little-endian value, `get` (query) replies with it,
        // `increment_then_trap` adds one and traps (so the change must be undone), `increment_in_query`
        // is a query that adds one (which must not be kept), `no_reply` adds one and does not answer.
        // `post_upgrade` traps when the upgrade argument is the single byte 0xFF. `remember` keeps its
        // argument (at most 1 KiB) in a heap page it grows for it and `recall` replies with it: state
        // past the module's initial memory.
        #include "ic0.h"

        static uint64_t counter;

        static void reply_counter(void) { reply_bytes(&counter, sizeof counter); }

        EXPORT("canister_init") void init(void) {
            // The init argument, when 8 bytes, is the starting value.
            if (ic0_msg_arg_data_size() == 8) ic0_msg_arg_data_copy(ADDR(&counter), 0, 8);
        }

        EXPORT("canister_update increment") void increment(void) {
            counter++;
            reply_counter();
        }

        EXPORT("canister_query get") void get(void) { reply_counter(); }

        EXPORT("canister_update increment_then_trap") void increment_then_trap(void) {
            counter++;
            trap_text("incremented, then trapped");
        }

        EXPORT("canister_query increment_in_query") void increment_in_query(void) {
            counter++;
            reply_counter();
        }

        EXPORT("canister_update no_reply") void no_reply(void) { counter++; }

        static uint8_t *remembered;
        static uint32_t remembered_size;

        EXPORT("canister_update remember") void remember(void) {
            uint32_t size = ic0_msg_arg_data_size();
            if (size > 1024) trap_text("remember keeps at most 1 KiB");
            if (!remembered) {
                uintptr_t page = __builtin_wasm_memory_grow(0, 1);
                if (page == (uintptr_t)-1) trap_text("no heap left to remember in");
                remembered = (uint8_t *)(page * 65536);
            }
            ic0_msg_arg_data_copy(ADDR(remembered), 0, size);
            remembered_size = size;
            reply_bytes(remembered, size);
        }

        EXPORT("canister_query recall") void recall(void) { reply_bytes(remembered, remembered_size); }

        EXPORT("canister_pre_upgrade") void pre_upgrade(void) {
            if (ic0_stable64_size() == 0 && ic0_stable64_grow(1) == (uint64_t)-1) trap_text("no stable memory");
            ic0_stable64_write(0, ADDR(&counter), 8);
        }

        EXPORT("canister_post_upgrade") void post_upgrade(void) {
            // An upgrade argument of one byte, 0xFF, asks for a failed upgrade.
            uint8_t argument = 0;
            if (ic0_msg_arg_data_size() == 1) ic0_msg_arg_data_copy(ADDR(&argument), 0, 1);
            if (argument == 0xFF) trap_text("upgrade refused by its argument");
            if (ic0_stable64_size() > 0) ic0_stable64_read(ADDR(&counter), 0, 8);
        }
        """#
}
