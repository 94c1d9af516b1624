extension TestCanister {
    /// `certified.c`: Certified data and the timer: `set` certifies its argument (up to 32 bytes), `certificate` (query) replies with the data certificate, `arm` sets the global timer to its 8-byte argument, and the timer's run counts firings in stable memory-free heap state read by `fired`. (The tests add an `icp:public candid:service` custom section to the built module, as ic-wasm does for real canisters.)
    static let certifiedSource = #"""
        // Certified data and the timer: `set` certifies its argument (up to 32 bytes), `certificate`
        // (query) replies with the data certificate, `arm` sets the global timer to its 8-byte argument,
        // and the timer's run counts firings in stable memory-free heap state read by `fired`.
        // (The tests add an `icp:public candid:service` custom section to the built module, as
        // ic-wasm does for real canisters.)
        #include "ic0.h"

        static uint8_t buffer[4096];
        static uint64_t fired_count;

        EXPORT("canister_update set") void set(void) {
            uint32_t size = ic0_msg_arg_data_size();
            if (size > 32) size = 33;  // let the system refuse it
            ic0_msg_arg_data_copy(ADDR(buffer), 0, size > 32 ? 32 : size);
            ic0_certified_data_set(ADDR(buffer), size);
            ic0_msg_reply();
        }

        EXPORT("canister_query certificate") void certificate(void) {
            if (!ic0_data_certificate_present()) trap_text("no certificate");
            uint32_t size = ic0_data_certificate_size();
            if (size > sizeof buffer) trap_text("certificate too large");
            ic0_data_certificate_copy(ADDR(buffer), 0, size);
            reply_bytes(buffer, size);
        }

        EXPORT("canister_update arm") void arm(void) {
            uint64_t deadline = 0;
            if (ic0_msg_arg_data_size() == 8) ic0_msg_arg_data_copy(ADDR(&deadline), 0, 8);
            ic0_global_timer_set(deadline);
            ic0_msg_reply();
        }

        EXPORT("canister_global_timer") void timer(void) { fired_count++; }

        EXPORT("canister_query fired") void fired(void) { reply_bytes(&fired_count, 8); }

        EXPORT("canister_query time") void now(void) {
            uint64_t time = ic0_time();
            reply_bytes(&time, 8);
        }

        EXPORT("canister_query instructions") void instructions(void) {
            volatile uint32_t spin = 0;
            for (uint32_t i = 0; i < 1000; i++) spin++;
            uint64_t count = ic0_performance_counter(0);
            reply_bytes(&count, 8);
        }

        EXPORT("canister_update say") void say(void) {
            static const char line[] = "hello from the canister";
            ic0_debug_print(ADDR(line), sizeof line - 1);
            ic0_msg_reply();
        }

        EXPORT("canister_inspect_message") void inspect(void) {
            // Accepts every method but `refused`.
            uint32_t size = ic0_msg_method_name_size();
            if (size > 64) return;
            ic0_msg_method_name_copy(ADDR(buffer), 0, size);
            static const char refused[] = "refused";
            if (size == sizeof refused - 1) {
                uint32_t same = 1;
                for (uint32_t i = 0; i < size; i++) same &= buffer[i] == (uint8_t)refused[i];
                if (same) return;
            }
            ic0_accept_message();
        }

        EXPORT("canister_update refused") void refused_method(void) { ic0_msg_reply(); }
        """#
}
