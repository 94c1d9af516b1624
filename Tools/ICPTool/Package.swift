// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ICPTool",
    products: [
        .executable(name: "icp", targets: ["icp"]),
        .library(name: "ICPCommands", targets: ["ICPCommands"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The exit statuses every tool of the workspace shares; CommandSupportTesting runs built tools.
        .package(path: "../CommandSupport"),
        // The agent (identities, accounts, certificates, calls) and its HTTP transport.
        .package(path: "../../Packages/ICPAgent"),
        // Candid values and the binary codec; Candid text and .did files.
        .package(path: "../../Packages/Candid"),
        .package(path: "../../Packages/CandidParser"),
        // Hex on the command line, LEB128 for certified times, the JSON values of --output json.
        .package(path: "../../Packages/ByteTools"),
        // BigUInt/BigInt for `nat`/`int` values in JSON output.
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
        .package(path: "../../Packages/BigNum"),
        // Tests only: synchronous tests that run the built tools get threads of their own; the
        // tests find `icp-replica` (the Replica tool's, built beside them by the workspace's one
        // build, `make build` or `make test`) with Executables.
        .package(path: "../../Packages/ChildProcesses"),
        // Tests only: the C test canisters `icp canister` installs into icp-replica.
        .package(path: "../../Packages/WasmCanisters"),
    ],
    targets: [
        // All behaviour lives in ICPCommands; the executable only hands over its arguments and
        // exits with the status.
        .target(
            name: "ICPCommands",
            dependencies: [
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "CommandSupport", package: "CommandSupport"),
                .product(name: "ICPAgent", package: "ICPAgent"),
                .product(name: "ICPAgentHTTP", package: "ICPAgent"),
                .product(name: "ICPLedger", package: "ICPAgent"),
                .product(name: "ICPManagement", package: "ICPAgent"),
                .product(name: "Candid", package: "Candid"),
                .product(name: "CandidParser", package: "CandidParser"),
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "JSONValues", package: "ByteTools"),
                .product(name: "BigNum", package: "BigNum"),
                .product(name: "BigInt", package: "BigInt"),
            ]
        ),
        .executableTarget(name: "icp", dependencies: ["ICPCommands"]),
        .testTarget(
            name: "ICPCommandsTests",
            dependencies: [
                "ICPCommands",
                "icp",
                .product(name: "ICPAgent", package: "ICPAgent"),
                .product(name: "ICPAgentTesting", package: "ICPAgent"),
                .product(name: "Candid", package: "Candid"),
                .product(name: "BigNum", package: "BigNum"),
                .product(name: "BigInt", package: "BigInt"),
                .product(name: "CommandSupport", package: "CommandSupport"),
                .product(name: "CommandSupportTesting", package: "CommandSupport"),
                .product(name: "ChildProcesses", package: "ChildProcesses"),
                .product(name: "ChildProcessesTesting", package: "ChildProcesses"),
                .product(name: "WasmCanistersTesting", package: "WasmCanisters"),
            ]
        ),
    ]
)
