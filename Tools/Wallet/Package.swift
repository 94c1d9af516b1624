// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Wallet",
    products: [
        .executable(name: "wallet", targets: ["wallet"])
    ],
    dependencies: [
        // The app: the coordinators of every flow and the services under them, UI-free.
        .package(path: "../../Packages/WalletApp"),
        // The root flow's context and its terminal presenter (CoordinatorsTerminal).
        .package(path: "../../Packages/Coordinators"),
        // The end-to-end test's recipient: an Ed25519 identity and its ledger account.
        .package(path: "../../Packages/ICPAgent"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Exit statuses shared by every tool.
        .package(path: "../CommandSupport"),
        // --local starts and stops its emulators (`icp-replica`, `deeplink-wallet`, the Replica
        // and DeeplinkTool tools' executables, found beside `wallet` with Executables) by PID with
        // it; the tests drive tmux with it.
        .package(path: "../../Packages/ChildProcesses"),
    ],
    targets: [
        .executableTarget(
            name: "wallet",
            dependencies: [
                .product(name: "WalletApp", package: "WalletApp"),
                .product(name: "Coordinators", package: "Coordinators"),
                .product(name: "CoordinatorsTerminal", package: "Coordinators"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "CommandSupport", package: "CommandSupport"),
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
