// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "WasmCanisters",
    products: [
        // Canister Wasm modules run with the interface specification's system API and message
        // semantics, for icp-replica and for tests in the test's own process.
        .library(name: "WasmCanisters", targets: ["WasmCanisters"]),
        // The C test canisters (echo, counter, hostile, …) as sources, compiled with clang.
        .library(name: "WasmCanistersTesting", targets: ["WasmCanistersTesting"]),
    ],
    dependencies: [
        // The section walker reads Wasm's LEB128 numbers with the shared byte reader.
        .package(path: "../ByteTools"),
        // SHA-256 for module hashes.
        .package(path: "../Crypto"),
        // Principals, rejections, and the replica simulator the canisters plug into.
        .package(path: "../ICPAgent"),
        // Candid for the management canister's arguments and replies, BigUInt for its `nat`s.
        .package(path: "../Candid"),
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
        // The management canister's `controllers` state is CBOR.
        .package(path: "../CBOR"),
        // The Wasm interpreter, in Swift, with fuel metering (the instruction budget).
        .package(url: "https://github.com/swiftwasm/WasmKit", from: "0.4.2"),
        // WasmCanistersTesting runs the toolchain's clang to compile the test canisters.
        .package(path: "../ChildProcesses"),
    ],
    targets: [
        .target(
            name: "WasmCanisters",
            dependencies: [
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "CryptoPrimitives", package: "Crypto"),
                .product(name: "ICPAgent", package: "ICPAgent"),
                .product(name: "ICPAgentTesting", package: "ICPAgent"),
                .product(name: "Candid", package: "Candid"),
                .product(name: "BigInt", package: "BigInt"),
                .product(name: "CBOR", package: "CBOR"),
                .product(name: "WasmKit", package: "WasmKit"),
                .product(name: "WasmParser", package: "WasmKit"),
            ]
        ),
        .target(
            name: "WasmCanistersTesting",
            dependencies: [.product(name: "ChildProcesses", package: "ChildProcesses")]
        ),
        .testTarget(
            name: "WasmCanistersTests",
            dependencies: [
                "WasmCanisters",
                "WasmCanistersTesting",
                .product(name: "ICPAgent", package: "ICPAgent"),
                .product(name: "ICPAgentTesting", package: "ICPAgent"),
                .product(name: "Candid", package: "Candid"),
                .product(name: "CryptoPrimitives", package: "Crypto"),
                .product(name: "ICPManagement", package: "ICPAgent"),
                .product(name: "BigInt", package: "BigInt"),
            ]
        ),
    ]
)
