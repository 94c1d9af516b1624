extension TestCanister {
    /// `counter.c`: A counter kept on the heap and saved to stable memory across upgrades: `increment` (update) adds one and replies with the 8-byte little-endian value, `get` (query) replies with it, `increment_then_trap` adds one and traps (so the change must be undone), `increment_in_query` is a query that adds one (which must not be kept), `no_reply` adds one and does not answer. `post_upgrade` traps when the upgrade argument is the single byte 0xFF.
    static let counterSource = #"""
        // A counter kept on the heap and saved to stable memory across upgrades: `increment` (update)
        // adds one and replies with the 8-byte little-endian value, `get` (query) replies with it,
        // `increment_then_trap` adds one and traps (so the change must be undone), `increment_in_query`
        // is a query that adds one (which must not be kept), `no_reply` adds one and does not answer.
        // `post_upgrade` traps when the upgrade argument is the single byte 0xFF.
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
