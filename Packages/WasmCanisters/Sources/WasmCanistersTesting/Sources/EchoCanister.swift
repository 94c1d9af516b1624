extension TestCanister {
    /// `echo.c`: Echo: replies with its argument bytes, as a query and as an update; `whoami` replies with the caller's principal bytes, `self` with the canister's own id.
    static let echoSource = #"""
        // Echo: replies with its argument bytes, as a query and as an update; `whoami` replies with the
        // caller's principal bytes, `self` with the canister's own id.
        #include "ic0.h"

        static uint8_t buffer[1 << 16];

        EXPORT("canister_query echo") void echo(void) {
            uint32_t size = ic0_msg_arg_data_size();
            if (size > sizeof buffer) trap_text("argument too large for the echo buffer");
            ic0_msg_arg_data_copy(ADDR(buffer), 0, size);
            reply_bytes(buffer, size);
        }

        EXPORT("canister_update echo_update") void echo_update(void) { echo(); }

        EXPORT("canister_query whoami") void whoami(void) {
            uint32_t size = ic0_msg_caller_size();
            ic0_msg_caller_copy(ADDR(buffer), 0, size);
            reply_bytes(buffer, size);
        }

        EXPORT("canister_query self") void self(void) {
            uint32_t size = ic0_canister_self_size();
            ic0_canister_self_copy(ADDR(buffer), 0, size);
            reply_bytes(buffer, size);
        }
        """#
}
