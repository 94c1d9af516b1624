// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Demo",
    products: [
        .executable(name: "demo", targets: ["demo"])
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
        // The "Canisters" step: a C canister compiled with clang, run by icp-replica (or, without
        // it, by WasmCanisters' host in this process).
        .package(path: "../../Packages/WasmCanisters"),
        // The "TON card" step: the client and the card emulator it talks to.
        .package(path: "../../Packages/TonCard"),
        // The "EOS deeplink" step: requests, QR, the callback server, the wallet emulator, the chain stub.
        .package(path: "../../Packages/Deeplink"),
        // The "EOS assets" step; the "EOS deeplink" step's wallet key and the chain the stub serves.
        .package(path: "../../Packages/EOS"),
        // The "Coordinators" step: a flow tree played by a script, deadlines on a test clock.
        .package(path: "../../Packages/Coordinators"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
        // The "Wallet" step: the terminal wallet's app, shown by Coordinators' terminal presenter.
        // It starts the emulators `wallet --local` starts, `icp-replica` and `deeplink-wallet`,
        // found beside the demo: `make demo` builds them for the tour, `make build` and
        // `make test` for the tests.
        .package(path: "../../Packages/WalletApp"),
        // The APDU step collects its channel's log lines with a LogHandler of its own.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The exit statuses every tool of the workspace shares.
        .package(path: "../CommandSupport"),
        // The live steps start and stop icp-replica and the wallet's emulators by PID with it.
        .package(path: "../../Packages/ChildProcesses"),
    ],
    targets: [
        // The steps live in a library so TourTests can run them; `demo` only prints them.
        .target(
            name: "Tour",
            dependencies: [
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "BigNum", package: "BigNum"),
                .product(name: "BigInt", package: "BigInt"),
                .product(name: "CBOR", package: "CBOR"),
                .product(name: "CryptoPrimitives", package: "Crypto"),
                .product(name: "BLS12381", package: "Crypto"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "HTTPSpec", package: "HTTPSpec"),
                .product(name: "HTTPServerTesting", package: "HTTPServer"),
                .product(name: "Certificates", package: "Certificates"),
                .product(name: "StreamFraming", package: "StreamFraming"),
                .product(name: "PinnedTLS", package: "Certificates"),
                .product(name: "TLSTesting", package: "Certificates"),
                .product(name: "Candid", package: "Candid"),
                .product(name: "CandidParser", package: "CandidParser"),
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
                .product(name: "TonCardJSON", package: "TonCard"),
                // The reader choice that waits for a card: the TON card step inserts one while it waits.
                .product(name: "TonCardReaders", package: "TonCard"),
                .product(name: "Deeplink", package: "Deeplink"),
                .product(name: "DeeplinkQR", package: "Deeplink"),
                .product(name: "DeeplinkServer", package: "Deeplink"),
                .product(name: "DeeplinkBinding", package: "Deeplink"),
                .product(name: "DeeplinkVerification", package: "Deeplink"),
                .product(name: "DeeplinkWalletEmulator", package: "Deeplink"),
                .product(name: "EOSAssets", package: "EOS"),
                .product(name: "EOSChain", package: "EOS"),
                .product(name: "EOSKeys", package: "EOS"),
                .product(name: "Coordinators", package: "Coordinators"),
                .product(name: "CoordinatorsTesting", package: "Coordinators"),
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "WalletApp", package: "WalletApp"),
                .product(name: "CoordinatorsTerminal", package: "Coordinators"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CandidCodegen", package: "CandidParser"),
                .product(name: "ChildProcesses", package: "ChildProcesses"),
            ],
            // Interfaces/tour_ledger.did becomes the TourLedger namespace at build time.
            plugins: [.plugin(name: "CandidPlugin", package: "CandidParser")]
        ),
        .executableTarget(
            name: "demo",
            dependencies: [
                "Tour",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "CommandSupport", package: "CommandSupport"),
            ]
        ),
        // `demo` runs as a built executable in one test (--version, --help, a step by prefix).
        .testTarget(
            name: "TourTests",
            dependencies: [
                "Tour", "demo", .product(name: "CommandSupportTesting", package: "CommandSupport"),
                .product(name: "ChildProcessesTesting", package: "ChildProcesses"),
            ]
        ),
    ]
)
