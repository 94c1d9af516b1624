// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ICPAgent",
    products: [
        .library(name: "ICPAgent", targets: ["ICPAgent"]),
        // The ICP ledger and ICRC-1/ICRC-2 clients, on the agent.
        .library(name: "ICPLedger", targets: ["ICPLedger"]),
        // For apps' tests: certificates signed by a test root and subnet (ICPAgentTesting).
        .library(name: "ICPAgentTesting", targets: ["ICPAgentTesting"]),
        // The agent's HTTP transport, on HTTPSpec; apps that bring their own transport skip it.
        .library(name: "ICPAgentHTTP", targets: ["ICPAgentHTTP"]),
        // The management canister's typed client, generated from the specification's ic.did.
        .library(name: "ICPManagement", targets: ["ICPManagement"]),
    ],
    dependencies: [
        // Hex, CRC-32 for account identifiers, the byte reader.
        .package(path: "../ByteTools"),
        // BigUInt/BigInt for `nat`/`int` values in the ledger clients and their tests.
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
        // LEB128 for request ids and certificate times; amounts for the ledger clients.
        .package(path: "../BigNum"),
        // Envelopes, certificates and hash trees are CBOR.
        .package(path: "../CBOR"),
        // SHA-2, secp256k1, Ed25519, PEM/DER keys, BIP-39/32, SLIP-10; BLS12-381 for certificates.
        .package(path: "../Crypto"),
        // The principal type (one in the whole workspace) and Candid arguments.
        .package(path: "../Candid"),
        // ICPAgentHTTP: HTTP requests with timeouts and retries (and its loopback test server).
        .package(path: "../HTTPSpec"),
        // Tests only: the scripted loopback server the HTTP transport is tested against.
        .package(path: "../HTTPServer"),
        // ICPAgentTesting's ReplicaProcess starts and stops `icp-replica`; the tests run openssl.
        .package(path: "../ChildProcesses"),
        // Tests only: CandidCodegen regenerates ICPManagement's client to compare it.
        .package(path: "../CandidParser"),
        // Tests only: TestClock and ImmediateClock, so a busy replica's Retry-After is not waited for.
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
    ],
    targets: [
        .target(
            name: "ICPAgent",
            dependencies: [
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "BigNum", package: "BigNum"),
                .product(name: "CBOR", package: "CBOR"),
                .product(name: "CryptoPrimitives", package: "Crypto"),
                .product(name: "BLS12381", package: "Crypto"),
                .product(name: "Candid", package: "Candid"),
            ]
        ),
        .target(
            name: "ICPLedger",
            dependencies: [
                "ICPAgent",
                .product(name: "BigNum", package: "BigNum"),
                .product(name: "BigInt", package: "BigInt"),
                .product(name: "Candid", package: "Candid"),
            ]
        ),
        .target(
            name: "ICPManagement",
            dependencies: [
                "ICPAgent",
                .product(name: "Candid", package: "Candid"),
                .product(name: "BigInt", package: "BigInt"),
            ]
        ),
        .target(
            name: "ICPAgentTesting",
            dependencies: [
                "ICPAgent", "ICPLedger",
                .product(name: "Candid", package: "Candid"),
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "BigNum", package: "BigNum"),
                .product(name: "BigInt", package: "BigInt"),
                .product(name: "CBOR", package: "CBOR"),
                .product(name: "CryptoPrimitives", package: "Crypto"),
                .product(name: "BLS12381", package: "Crypto"),
                .product(name: "ChildProcesses", package: "ChildProcesses"),
            ]
        ),
        .target(
            name: "ICPAgentHTTP",
            dependencies: ["ICPAgent", .product(name: "HTTPSpec", package: "HTTPSpec")]
        ),
        .testTarget(
            name: "ICPAgentTests",
            dependencies: [
                "ICPAgent", "ICPAgentTesting", "ICPAgentHTTP", "ICPLedger", "ICPManagement",
                .product(name: "CandidCodegen", package: "CandidParser"),
                .product(name: "Candid", package: "Candid"),
                .product(name: "HTTPServerTesting", package: "HTTPServer"),
                .product(name: "BigNum", package: "BigNum"),
                .product(name: "BigInt", package: "BigInt"),
                .product(name: "ByteToolsTesting", package: "ByteTools"),
                .product(name: "ChildProcesses", package: "ChildProcesses"),
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            // Real mainnet certificates (dfinity/agent-rs, agent-js; Apache-2.0), read through #filePath.
            exclude: ["Certificates"]
        ),
    ]
)
