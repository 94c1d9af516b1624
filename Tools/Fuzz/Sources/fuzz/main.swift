import FuzzSupport
import FuzzTargets

#if canImport(Glibc)
    import Glibc
#endif

// One libFuzzer executable for every target: FUZZ_TARGET names the one a run feeds. One binary
// instead of one per target, because each of them linked every decoder of the workspace (the
// bodies share the FuzzTargets module): 21 links of the whole workspace in every build, debug and
// instrumented, for what one link does. (SwiftPM compiles a fuzzer's main.swift as a library:
// no top-level statements; globals are initialised lazily.)

/// The target of this run, chosen before the first input and never changed after.
nonisolated(unsafe) private var selectedTarget: (any FuzzTarget.Type)?

/// libFuzzer calls this once before the first input. Besides choosing the target it unblocks
/// every signal: libFuzzer's per-input timeout is a SIGALRM, and a fuzzer started from a thread
/// that blocks signals (Dispatch's and Swift concurrency's do) inherits that mask, so the alarm
/// would never arrive and a slow input would run for ever.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    var empty = sigset_t()
    sigemptyset(&empty)
    pthread_sigmask(SIG_SETMASK, &empty, nil)
    let name = getenv("FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = FuzzTargetRegistry.target(named: name) else {
        let known = FuzzTargetRegistry.all.map { $0.name }.joined(separator: ", ")
        let message =
            "fuzz: set FUZZ_TARGET to the target to run (\(name.isEmpty ? "it is not set" : "'\(name)' is not one")): \(known)\n"
        _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        exit(64)
    }
    selectedTarget = target
    return 0
}

/// libFuzzer's entry point: the chosen target's body, the same code the seed replay test runs
/// from the ordinary debug build.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    selectedTarget?.run(fuzzBytes(start, count))
    return 0
}
