// swift-tools-version:6.0
import PackageDescription

/// One libFuzzer target per decoder that reads outside bytes, all in one executable, `fuzz`,
/// which runs the target FUZZ_TARGET names. `workspace fuzz` builds it with libFuzzer and
/// AddressSanitizer on a scratch path of its own and runs it once per target against the
/// target's seed corpus (Corpus/<target>/) and dictionary (Dictionaries/<target>.dict). Built
/// plainly (as `workspace build` does) it is an executable that does nothing.
///
/// The bodies live in FuzzTargets, so that the replay test (FuzzReplayTests) runs the very same
/// code over every seed in the ordinary debug build.
///
/// Adding a target: its body in `Sources/FuzzTargets/` and in `FuzzTargetRegistry.all`, and seeds
/// in `Corpus/<name>/` (see README.md).
let package = Package(
    name: "Fuzz",
    products: [.executable(name: "fuzz", targets: ["fuzz"])],
    dependencies: [
        .package(path: "../../Packages/CBOR"),
        .package(path: "../../Packages/Candid"),
        .package(path: "../../Packages/CandidParser"),
        .package(path: "../../Packages/APDU"),
        .package(path: "../../Packages/HTTPSpec"),
        .package(path: "../../Packages/StreamFraming"),
        .package(path: "../../Packages/Certificates"),
        .package(path: "../../Packages/ICPAgent"),
        // Canister modules, for the install target.
        .package(path: "../../Packages/WasmCanisters"),
        .package(path: "../../Packages/TonCard"),
        .package(path: "../../Packages/EOS"),
        .package(path: "../../Packages/Deeplink"),
        .package(path: "../../Packages/Crypto"),
        // The certificates target re-serialises what it loaded, with the libraries the Certificates package reads it with.
        .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
        .package(url: "https://github.com/apple/swift-asn1", from: "1.7.4"),
    ],
    targets: [
        // What the targets share: turning a violated property into a crash libFuzzer records, or
        // into a reported violation inside the replay test.
        .target(name: "FuzzSupport"),
        // Every target's body, with the decoders they feed.
        .target(
            name: "FuzzTargets",
            dependencies: [
                "FuzzSupport",
                .product(name: "CBOR", package: "CBOR"),
                .product(name: "Candid", package: "Candid"),
                .product(name: "CandidParser", package: "CandidParser"),
                .product(name: "APDU", package: "APDU"),
                .product(name: "HTTPSpec", package: "HTTPSpec"),
                .product(name: "StreamFraming", package: "StreamFraming"),
                .product(name: "Certificates", package: "Certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "ICPAgent", package: "ICPAgent"),
                .product(name: "ICPAgentTesting", package: "ICPAgent"),
                .product(name: "ICPLedger", package: "ICPAgent"),
                .product(name: "WasmCanisters", package: "WasmCanisters"),
                .product(name: "TonCard", package: "TonCard"),
                .product(name: "TonCardEmulator", package: "TonCard"),
                .product(name: "Deeplink", package: "Deeplink"),
                .product(name: "EOSKeys", package: "EOS"),
                .product(name: "CryptoPrimitives", package: "Crypto"),
            ]),
        // Every seed of Corpus/ (and every input of Regressions/) through its target, in the
        // ordinary debug build: `make test` checks the targets' properties without the sanitizer
        // build that `make fuzz` needs.
        .testTarget(name: "FuzzReplayTests", dependencies: ["FuzzTargets", "FuzzSupport"]),
        .executableTarget(name: "fuzz", dependencies: ["FuzzTargets", "FuzzSupport"]),
    ]
)
