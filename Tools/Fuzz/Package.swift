// swift-tools-version:6.0
import PackageDescription

/// One libFuzzer target per decoder that reads outside bytes. `workspace fuzz` builds them with
/// `--sanitize=fuzzer --sanitize=address` on a scratch path of their own and runs each against
/// its seed corpus (Corpus/<target>/) and dictionary (Dictionaries/<target>.dict). Built plainly
/// (as `workspace build` does) each is an executable that does nothing.
///
/// Adding a target: a folder `Sources/fuzz-NAME/main.swift` holding only the
/// `@_cdecl("LLVMFuzzerTestOneInput")` function, a line in `fuzzTargets` below, and seeds.
let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
    ("fuzz-cbor-decode", [.product(name: "CBOR", package: "CBOR")]),
    ("fuzz-candid-decode", [.product(name: "Candid", package: "Candid")]),
    ("fuzz-candid-decode-typed", [.product(name: "Candid", package: "Candid"), .product(name: "CandidParser", package: "CandidParser")]),
    ("fuzz-candid-text", [.product(name: "Candid", package: "Candid"), .product(name: "CandidParser", package: "CandidParser")]),
    ("fuzz-did-parse", [.product(name: "Candid", package: "Candid"), .product(name: "CandidParser", package: "CandidParser")]),
    ("fuzz-apdu", [.product(name: "APDU", package: "APDU")]),
    ("fuzz-tlv", [.product(name: "APDU", package: "APDU")]),
    ("fuzz-httpspec-response", [.product(name: "HTTPSpec", package: "HTTPSpec")]),
    ("fuzz-httpspec-framing", [.product(name: "HTTPSpecFraming", package: "HTTPSpec")]),
    ("fuzz-httpspec-certificates", [.product(name: "HTTPSpecCertificates", package: "HTTPSpec"),
                                    .product(name: "SwiftASN1", package: "swift-asn1"), .product(name: "X509", package: "swift-certificates")]),
    ("fuzz-icp-certificate", [.product(name: "ICPAgent", package: "ICPAgent")]),
    ("fuzz-icp-replies", [.product(name: "ICPAgent", package: "ICPAgent")]),
    ("fuzz-icp-hash-tree", [.product(name: "ICPAgent", package: "ICPAgent"), .product(name: "CBOR", package: "CBOR")]),
    ("fuzz-icp-ledger", [.product(name: "ICPLedger", package: "ICPAgent"), .product(name: "Candid", package: "Candid")]),
    ("fuzz-icp-replica", [.product(name: "ICPAgent", package: "ICPAgent"), .product(name: "ICPAgentTesting", package: "ICPAgent"),
                          .product(name: "CBOR", package: "CBOR")]),
    ("fuzz-toncard-responses", [.product(name: "TonCard", package: "TonCard"), .product(name: "TonCardEmulator", package: "TonCard"),
                                .product(name: "APDU", package: "APDU")]),
    ("fuzz-toncard-emulator", [.product(name: "TonCard", package: "TonCard"), .product(name: "TonCardEmulator", package: "TonCard"),
                               .product(name: "APDU", package: "APDU")]),
    ("fuzz-toncard-state-file", [.product(name: "TonCardEmulator", package: "TonCard")]),
    ("fuzz-deeplink-url", [.product(name: "Deeplink", package: "Deeplink")]),
    ("fuzz-deeplink-callback", [.product(name: "Deeplink", package: "Deeplink")]),
    ("fuzz-eos-signature", [.product(name: "EOSKeys", package: "Deeplink"), .product(name: "CryptoPrimitives", package: "Crypto")]),
]

let package = Package(
    name: "Fuzz",
    products: fuzzTargets.map { .executable(name: $0.name, targets: [$0.name]) },
    dependencies: [
        .package(path: "../../Packages/CBOR"),
        .package(path: "../../Packages/Candid"),
        .package(path: "../../Packages/CandidParser"),
        .package(path: "../../Packages/APDU"),
        .package(path: "../../Packages/HTTPSpec"),
        .package(path: "../../Packages/ICPAgent"),
        .package(path: "../../Packages/TonCard"),
        .package(path: "../../Packages/Deeplink"),
        .package(path: "../../Packages/Crypto"),
        // The certificates target re-serialises what it loaded, with the libraries HTTPSpec reads it with.
        .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
        .package(url: "https://github.com/apple/swift-asn1", from: "1.7.4"),
    ],
    targets: [
        // What the targets share: turning a violated property into a crash libFuzzer records.
        .target(name: "FuzzSupport"),
    ] + fuzzTargets.map { .executableTarget(name: $0.name, dependencies: ["FuzzSupport"] + $0.dependencies) }
)
