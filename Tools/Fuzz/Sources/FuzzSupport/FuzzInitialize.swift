#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer calls this once before the first input. Its per-input timeout is a SIGALRM, and a
/// fuzzer started from a thread that blocks signals (Dispatch's and Swift concurrency's do)
/// inherits that mask, so the alarm would never arrive and a slow input would run forever:
/// every target unblocks all signals here, whoever started it.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    var empty = sigset_t()
    sigemptyset(&empty)
    pthread_sigmask(SIG_SETMASK, &empty, nil)
    return 0
}
