// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "VirtualCardHost",
    products: [
        .executable(name: "virtual-card-host", targets: ["virtual-card-host"])
    ],
    dependencies: [
        .package(path: "../../Packages/APDU"),
        // For its stdout log handler; the same requirement as the APDU package's.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The exit statuses every tool of the workspace shares.
        .package(path: "../CommandSupport"),
        // The tests start the built host and stop it by PID with it.
        .package(path: "../../Packages/ChildProcesses"),
        // The TON Labs card emulator served by --card toncard.
        .package(path: "../../Packages/TonCard"),
    ],
    targets: [
        .executableTarget(
            name: "virtual-card-host",
            dependencies: [
                .product(name: "APDU", package: "APDU"),
                .product(name: "VirtualCard", package: "APDU"),
                .product(name: "TonCardEmulator", package: "TonCard"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "CommandSupport", package: "CommandSupport"),
            ]
        ),
        // Runs the built executable: --version, --help and usage errors.
        .testTarget(
            name: "VirtualCardHostTests",
            dependencies: [
                "virtual-card-host", .product(name: "CommandSupportTesting", package: "CommandSupport"),
                .product(name: "ChildProcesses", package: "ChildProcesses"),
                .product(name: "ChildProcessesTesting", package: "ChildProcesses"),
            ]
        ),
    ]
)
