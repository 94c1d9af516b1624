extension TestCanister {
    /// `hostile.c`: Misbehaving methods: an endless loop, unbounded recursion, reading outside the heap, growing memory without end, an inter-canister call, replying twice.
    static let hostileSource = #"""
        // Misbehaving methods: an endless loop, unbounded recursion, reading outside the heap, growing
        // memory without end, an inter-canister call, replying twice.
        #include "ic0.h"

        EXPORT("canister_update loop") void loop(void) {
            volatile uint32_t spin = 0;
            for (;;) spin++;
        }

        static uint32_t recurse(uint32_t depth) {
            volatile uint8_t frame[256];
            frame[0] = (uint8_t)depth;
            return recurse(depth + 1) + frame[0];
        }

        EXPORT("canister_update recurse") void recurse_forever(void) {
            uint32_t result = recurse(0);
            reply_bytes(&result, 4);
        }

        EXPORT("canister_query out_of_bounds") void out_of_bounds(void) {
            // Asks the system to copy the argument to an address past the end of the heap.
            ic0_msg_arg_data_copy(0xFFFFFFF0u, 0, 16);
            ic0_msg_reply();
        }

        EXPORT("canister_update grow") void grow(void) {
            while (__builtin_wasm_memory_grow(0, 256) != (__SIZE_TYPE__)-1) {}
            uint32_t pages = (uint32_t)__builtin_wasm_memory_size(0);
            reply_bytes(&pages, 4);
        }

        EXPORT("canister_update call") void call(void) {
            ic0_call_perform();
            ic0_msg_reply();
        }

        EXPORT("canister_update reply_twice") void reply_twice(void) {
            ic0_msg_reply();
            ic0_msg_reply();
        }

        EXPORT("canister_update reject") void reject(void) {
            static const char message[] = "no, thank you";
            ic0_msg_reject(ADDR(message), sizeof message - 1);
        }
        """#
}
