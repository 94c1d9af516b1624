// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Benchmarks",
    products: [
        .executable(name: "benchmarks", targets: ["benchmarks"])
    ],
    dependencies: [
        .package(path: "../../Packages/ByteTools"),
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
        .package(path: "../../Packages/BigNum"),
        .package(path: "../../Packages/CBOR"),
        .package(path: "../../Packages/Crypto"),
        .package(path: "../../Packages/Storage"),
        .package(path: "../../Packages/HTTPSpec"),
        .package(path: "../../Packages/HTTPServer"),
        .package(path: "../../Packages/StreamFraming"),
        .package(path: "../../Packages/Certificates"),
        .package(path: "../../Packages/Candid"),
        .package(path: "../../Packages/CandidParser"),
        .package(path: "../../Packages/APDU"),
        .package(path: "../../Packages/ICPAgent"),
        // Replica.*: the C echo canister in icp-replica against the built-in one.
        .package(path: "../../Packages/WasmCanisters"),
        .package(path: "../../Packages/TonCard"),
        .package(path: "../../Packages/EOS"),
        .package(path: "../../Packages/Deeplink"),
        .package(path: "../../Packages/Coordinators"),
        // WalletApp.*: the wallet's card flows on the TON card emulator.
        .package(path: "../../Packages/WalletApp"),
        // The cross-process storage benchmark's second process, started and stopped by PID.
        .package(path: "../../Packages/ChildProcesses"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The exit statuses every tool of the workspace shares.
        .package(path: "../CommandSupport"),
    ],
    targets: [
        .executableTarget(
            name: "benchmarks",
            dependencies: [
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "ByteToolsTesting", package: "ByteTools"),
                .product(name: "BigNum", package: "BigNum"),
                .product(name: "BigInt", package: "BigInt"),
                .product(name: "CBOR", package: "CBOR"),
                .product(name: "CryptoPrimitives", package: "Crypto"),
                .product(name: "BLS12381", package: "Crypto"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "HTTPSpec", package: "HTTPSpec"),
                .product(name: "HTTPServerTesting", package: "HTTPServer"),
                .product(name: "StreamFraming", package: "StreamFraming"),
                .product(name: "Certificates", package: "Certificates"),
                .product(name: "TLSTesting", package: "Certificates"),
                .product(name: "Candid", package: "Candid"),
                .product(name: "CandidParser", package: "CandidParser"),
                .product(name: "CandidCodegen", package: "CandidParser"),
                .product(name: "APDU", package: "APDU"),
                .product(name: "PCSC", package: "APDU"),
                .product(name: "VirtualCard", package: "APDU"),
                .product(name: "ICPAgent", package: "ICPAgent"),
                .product(name: "ICPAgentHTTP", package: "ICPAgent"),
                .product(name: "ICPAgentTesting", package: "ICPAgent"),
                .product(name: "ICPLedger", package: "ICPAgent"),
                .product(name: "ICPManagement", package: "ICPAgent"),
                .product(name: "WasmCanisters", package: "WasmCanisters"),
                .product(name: "WasmCanistersTesting", package: "WasmCanisters"),
                .product(name: "TonCard", package: "TonCard"),
                .product(name: "TonCardEmulator", package: "TonCard"),
                .product(name: "Deeplink", package: "Deeplink"),
                .product(name: "EOSAssets", package: "EOS"),
                .product(name: "EOSKeys", package: "EOS"),
                .product(name: "EOSChain", package: "EOS"),
                .product(name: "DeeplinkVerification", package: "Deeplink"),
                .product(name: "Coordinators", package: "Coordinators"),
                .product(name: "CoordinatorsTesting", package: "Coordinators"),
                .product(name: "WalletApp", package: "WalletApp"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "CommandSupport", package: "CommandSupport"),
                .product(name: "ChildProcesses", package: "ChildProcesses"),
            ]
        ),
        // Runs the built executable (debug): --version, --help, a usage error.
        .testTarget(
            name: "BenchmarksTests",
            dependencies: [
                "benchmarks", .product(name: "CommandSupportTesting", package: "CommandSupport"),
                .product(name: "ChildProcessesTesting", package: "ChildProcesses"),
            ]
        ),
    ]
)
