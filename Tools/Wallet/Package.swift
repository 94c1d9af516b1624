// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Wallet",
    products: [
        .executable(name: "wallet", targets: ["wallet"]),
        .library(name: "WalletApp", targets: ["WalletApp"]),
    ],
    dependencies: [
        // The flows: coordinators, view models, event router, test support; the terminal presenter.
        .package(path: "../../Packages/Coordinators"),
        // ICP: identities, the agent and its HTTP transport, the ledger.
        .package(path: "../../Packages/ICPAgent"),
        // The TON card client and, for --local, its emulator; PC/SC readers.
        .package(path: "../../Packages/TonCard"),
        .package(path: "../../Packages/APDU"),
        // EOS login: the request, its QR code, the callback server and the login verifier.
        .package(path: "../../Packages/Deeplink"),
        // EOS login: keys and the chain client the verifier asks.
        .package(path: "../../Packages/EOS"),
        // Settings and identities in SQLite, with change streams.
        .package(path: "../../Packages/Storage"),
        .package(path: "../../Packages/BigNum"),
        .package(path: "../../Packages/ByteTools"),
        .package(path: "../../Packages/Crypto"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // AsyncChannel for the view models' inputs and outputs, as Coordinators uses it.
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.0.0"),
        // Exit statuses shared by every tool.
        .package(path: "../CommandSupport"),
        // --local starts and stops its emulators (`icp-replica`, `deeplink-wallet`, the Replica
        // and DeeplinkTool tools' executables, found beside `wallet` with Executables) by PID with
        // it; the tests drive tmux with it.
        .package(path: "../../Packages/ChildProcesses"),
    ],
    targets: [
        // The app: services over the packages and the coordinators of every flow. UI-free.
        .target(
            name: "WalletApp",
            dependencies: [
                .product(name: "Coordinators", package: "Coordinators"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                .product(name: "ICPAgent", package: "ICPAgent"),
                .product(name: "ICPAgentHTTP", package: "ICPAgent"),
                .product(name: "ICPLedger", package: "ICPAgent"),
                .product(name: "TonCard", package: "TonCard"),
                .product(name: "TonCardReaders", package: "TonCard"),
                .product(name: "TonCardEmulator", package: "TonCard"),
                .product(name: "APDU", package: "APDU"),
                .product(name: "PCSC", package: "APDU"),
                .product(name: "Deeplink", package: "Deeplink"),
                .product(name: "DeeplinkQR", package: "Deeplink"),
                .product(name: "DeeplinkServer", package: "Deeplink"),
                .product(name: "DeeplinkVerification", package: "Deeplink"),
                .product(name: "EOSChain", package: "EOS"),
                .product(name: "EOSKeys", package: "EOS"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "BigNum", package: "BigNum"),
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "CryptoPrimitives", package: "Crypto"),
                .product(name: "CommandSupport", package: "CommandSupport"),
                .product(name: "ChildProcesses", package: "ChildProcesses"),
            ]
        ),
        .executableTarget(
            name: "wallet",
            dependencies: [
                "WalletApp",
                .product(name: "Coordinators", package: "Coordinators"),
                .product(name: "CoordinatorsTerminal", package: "Coordinators"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "CommandSupport", package: "CommandSupport"),
                .product(name: "ChildProcesses", package: "ChildProcesses"),
            ]
        ),
        .testTarget(
            name: "WalletAppTests",
            dependencies: [
                "WalletApp",
                .product(name: "CoordinatorsTesting", package: "Coordinators"),
                .product(name: "ICPAgent", package: "ICPAgent"),
                .product(name: "ICPLedger", package: "ICPAgent"),
                .product(name: "TonCard", package: "TonCard"),
                .product(name: "APDU", package: "APDU"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "BigNum", package: "BigNum"),
                .product(name: "CryptoPrimitives", package: "Crypto"),
                .product(name: "TonCardEmulator", package: "TonCard"),
                .product(name: "DeeplinkWalletEmulator", package: "Deeplink"),
                .product(name: "ICPAgentTesting", package: "ICPAgent"),
                .product(name: "ChildProcesses", package: "ChildProcesses"),
            ]
        ),
        // `wallet --local` in a real terminal: tmux types the keys and reads the screen.
        .testTarget(
            name: "WalletEndToEndTests",
            dependencies: [
                "wallet",
                .product(name: "CommandSupportTesting", package: "CommandSupport"),
                .product(name: "ChildProcesses", package: "ChildProcesses"),
                .product(name: "ChildProcessesTesting", package: "ChildProcesses"),
                .product(name: "ICPAgent", package: "ICPAgent"),
            ]
        ),
    ]
)
