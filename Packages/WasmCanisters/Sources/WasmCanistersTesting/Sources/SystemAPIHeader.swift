extension TestCanister {
    /// `ic0.h`: The ic0 system API the test canisters import (the interface specification's signatures, 32-bit addresses), and small helpers. Compiled with the toolchain's clang for wasm32, no libc.
    static let headerSource = #"""
        // The ic0 system API the test canisters import (the interface specification's signatures, 32-bit
        // addresses), and small helpers. Compiled with the toolchain's clang for wasm32, no libc.
        #include <stdint.h>
        #define IC0(name) __attribute__((import_module("ic0"), import_name(#name)))
        #define EXPORT(name) __attribute__((export_name(name)))

        IC0(msg_arg_data_size) uint32_t ic0_msg_arg_data_size(void);
        IC0(msg_arg_data_copy) void ic0_msg_arg_data_copy(uint32_t dst, uint32_t offset, uint32_t size);
        IC0(msg_caller_size) uint32_t ic0_msg_caller_size(void);
        IC0(msg_caller_copy) void ic0_msg_caller_copy(uint32_t dst, uint32_t offset, uint32_t size);
        IC0(msg_reply_data_append) void ic0_msg_reply_data_append(uint32_t src, uint32_t size);
        IC0(msg_reply) void ic0_msg_reply(void);
        IC0(msg_reject) void ic0_msg_reject(uint32_t src, uint32_t size);
        IC0(msg_method_name_size) uint32_t ic0_msg_method_name_size(void);
        IC0(msg_method_name_copy) void ic0_msg_method_name_copy(uint32_t dst, uint32_t offset, uint32_t size);
        IC0(accept_message) void ic0_accept_message(void);
        IC0(canister_self_size) uint32_t ic0_canister_self_size(void);
        IC0(canister_self_copy) void ic0_canister_self_copy(uint32_t dst, uint32_t offset, uint32_t size);
        IC0(stable64_size) uint64_t ic0_stable64_size(void);
        IC0(stable64_grow) uint64_t ic0_stable64_grow(uint64_t pages);
        IC0(stable64_write) void ic0_stable64_write(uint64_t offset, uint64_t src, uint64_t size);
        IC0(stable64_read) void ic0_stable64_read(uint64_t dst, uint64_t offset, uint64_t size);
        IC0(stable_size) uint32_t ic0_stable_size(void);
        IC0(stable_grow) uint32_t ic0_stable_grow(uint32_t pages);
        IC0(certified_data_set) void ic0_certified_data_set(uint32_t src, uint32_t size);
        IC0(data_certificate_present) uint32_t ic0_data_certificate_present(void);
        IC0(data_certificate_size) uint32_t ic0_data_certificate_size(void);
        IC0(data_certificate_copy) void ic0_data_certificate_copy(uint32_t dst, uint32_t offset, uint32_t size);
        IC0(time) uint64_t ic0_time(void);
        IC0(global_timer_set) uint64_t ic0_global_timer_set(uint64_t timestamp);
        IC0(performance_counter) uint64_t ic0_performance_counter(uint32_t type);
        IC0(canister_version) uint64_t ic0_canister_version(void);
        IC0(debug_print) void ic0_debug_print(uint32_t src, uint32_t size);
        IC0(trap) void ic0_trap(uint32_t src, uint32_t size);
        IC0(call_perform) uint32_t ic0_call_perform(void);

        #define ADDR(p) ((uint32_t)(uintptr_t)(p))

        static inline uint32_t text_length(const char *text) {
            uint32_t n = 0;
            while (text[n]) n++;
            return n;
        }

        static inline void reply_bytes(const void *data, uint32_t size) {
            ic0_msg_reply_data_append(ADDR(data), size);
            ic0_msg_reply();
        }

        static inline void trap_text(const char *text) { ic0_trap(ADDR(text), text_length(text)); }
        """#
}
