import FuzzSupport
import FuzzTargets

/// libFuzzer's entry point. The body lives in FuzzTargets, where the seed replay test runs the
/// same code from the ordinary debug build.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    FuzzHTTPSpecCertificates.run(fuzzBytes(start, count))
    return 0
}
