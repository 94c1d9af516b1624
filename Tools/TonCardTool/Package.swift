// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TonCardTool",
    products: [
        .executable(name: "toncard", targets: ["toncard"]),
        .library(name: "TonCardCommands", targets: ["TonCardCommands"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The exit statuses every tool of the workspace shares, and the injectable I/O.
        .package(path: "../CommandSupport"),
        // The typed card client, its key store and errors; the JSON layer for `--json`.
        .package(path: "../../Packages/TonCard"),
        // CardChannel (what a command talks to) and PC/SC (the readers the executable uses).
        .package(path: "../../Packages/APDU"),
        // Hex for keys, signatures and ATRs on the command line.
        .package(path: "../../Packages/ByteTools"),
    ],
    targets: [
        // All behaviour lives in TonCardCommands so the tests run every command in-process against
        // an emulated card with captured output; the executable only hands over its arguments.
        .target(
            name: "TonCardCommands",
            dependencies: [
                .product(name: "TonCard", package: "TonCard"),
                .product(name: "TonCardJSON", package: "TonCard"),
                .product(name: "TonCardReaders", package: "TonCard"),
                .product(name: "APDU", package: "APDU"),
                .product(name: "PCSC", package: "APDU"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "CommandSupport", package: "CommandSupport"),
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "JSONValues", package: "ByteTools"),
            ]
        ),
        .executableTarget(name: "toncard", dependencies: ["TonCardCommands"]),
        .testTarget(
            name: "TonCardCommandsTests",
            dependencies: [
                "TonCardCommands", "toncard",
                .product(name: "TonCard", package: "TonCard"),
                .product(name: "TonCardReaders", package: "TonCard"),
                .product(name: "ByteTools", package: "ByteTools"),
                // The card the commands talk to in-process, through APDU's InProcessCardChannel.
                .product(name: "TonCardEmulator", package: "TonCard"),
                .product(name: "APDU", package: "APDU"),
                .product(name: "PCSC", package: "APDU"),
                .product(name: "CommandSupport", package: "CommandSupport"),
                .product(name: "CommandSupportTesting", package: "CommandSupport"),
            ]
        ),
    ]
)
