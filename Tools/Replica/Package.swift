// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Replica",
    products: [
        .executable(name: "icp-replica", targets: ["icp-replica"])
    ],
    dependencies: [
        // The replica simulator (envelope checks, certification, faults) and the agent its tests use.
        .package(path: "../../Packages/ICPAgent"),
        .package(path: "../../Packages/Candid"),
        // Your own canisters: Wasm modules and the management canister that installs them.
        .package(path: "../../Packages/WasmCanisters"),
        // --state: the ledger's blocks in SQLite.
        .package(path: "../../Packages/Storage"),
        // Hex for the root key on the JSON line.
        .package(path: "../../Packages/ByteTools"),
        // The workspace's HTTP/1.1 server (bounded heads and bodies), so no HTTP parsing is written
        // here, and the statuses it answers with.
        .package(path: "../../Packages/HTTPServer"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The exit statuses every tool of the workspace shares.
        .package(path: "../CommandSupport"),
        // Tests only: synchronous tests that start the built replica get threads of their own.
        .package(path: "../../Packages/ChildProcesses"),
        // Tests only: ImmediateClock, so the agent's retries of refused requests are not waited for.
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "icp-replica",
            dependencies: [
                .product(name: "ICPAgent", package: "ICPAgent"),
                .product(name: "ICPAgentTesting", package: "ICPAgent"),
                .product(name: "ICPLedger", package: "ICPAgent"),
                .product(name: "WasmCanisters", package: "WasmCanisters"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "HTTPServer", package: "HTTPServer"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "CommandSupport", package: "CommandSupport"),
            ]
        ),
        // Runs the built executable: --version, --help, usage errors, and a whole session over HTTP.
        .testTarget(
            name: "ReplicaTests",
            dependencies: [
                "icp-replica",
                .product(name: "ICPAgent", package: "ICPAgent"),
                .product(name: "ICPAgentHTTP", package: "ICPAgent"),
                .product(name: "ICPAgentTesting", package: "ICPAgent"),
                .product(name: "ICPLedger", package: "ICPAgent"),
                .product(name: "Candid", package: "Candid"),
                .product(name: "CommandSupportTesting", package: "CommandSupport"),
                .product(name: "ChildProcessesTesting", package: "ChildProcesses"),
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
    ]
)
