// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "WasmCanisters",
    products: [
        // Canister Wasm modules run with the interface specification's system API and message
        // semantics, for icp-replica and for tests in the test's own process.
        .library(name: "WasmCanisters", targets: ["WasmCanisters"])
    ],
    dependencies: [
        // The section walker reads Wasm's LEB128 numbers with the shared byte reader.
        .package(path: "../ByteTools"),
        // SHA-256 for module hashes.
        .package(path: "../Crypto"),
        // Principals, rejections, and the replica simulator the canisters plug into.
        .package(path: "../ICPAgent"),
        // Candid for the management canister's arguments and replies.
        .package(path: "../Candid"),
        // The Wasm interpreter, in Swift, with fuel metering (the instruction budget).
        .package(url: "https://github.com/swiftwasm/WasmKit", from: "0.4.2"),
        // Tests only: the toolchain's clang compiles the test canisters from C.
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
                .product(name: "WasmKit", package: "WasmKit"),
                .product(name: "WasmParser", package: "WasmKit"),
            ]
        ),
        .testTarget(
            name: "WasmCanistersTests",
            dependencies: [
                "WasmCanisters",
                .product(name: "ICPAgent", package: "ICPAgent"),
                .product(name: "ICPAgentTesting", package: "ICPAgent"),
                .product(name: "Candid", package: "Candid"),
                .product(name: "ChildProcesses", package: "ChildProcesses"),
            ],
            exclude: ["Canisters"]
        ),
    ]
)
