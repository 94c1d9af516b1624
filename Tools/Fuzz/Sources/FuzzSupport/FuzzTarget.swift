/// One libFuzzer target's body. It lives in the FuzzTargets library rather than in its
/// executable so that two callers run the same code: the executable's `LLVMFuzzerTestOneInput`
/// (instrumented, under libFuzzer, `make fuzz`) and the seed replay test (the ordinary debug
/// build, `make test`).
///
/// Conformers are caseless enums; `Sendable` makes their metatypes so, which a global list of
/// targets and a test's arguments need.
public protocol FuzzTarget: Sendable {
    /// The executable's name, e.g. `fuzz-cbor-decode`, which also names its seed folder
    /// `Corpus/<name>/` and its dictionary `Dictionaries/<name>.dict`.
    static var name: String { get }

    /// Feeds one input to the decoders and checks their promises with `fuzzExpect`. Anything
    /// that traps on the way is a finding, whatever the input.
    static func run(_ bytes: [UInt8])
}
