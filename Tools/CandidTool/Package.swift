// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CandidTool",
    products: [
        .executable(name: "candid", targets: ["candid"]),
        .library(name: "CandidCommands", targets: ["CandidCommands"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The exit statuses every tool of the workspace shares.
        .package(path: "../CommandSupport"),
        // Hex for messages on the command line.
        .package(path: "../../Packages/ByteTools"),
        // The value and type model and the binary codec.
        .package(path: "../../Packages/Candid"),
        // Candid text (values, types) and .did files; CandidCodegen turns them into Swift.
        .package(path: "../../Packages/CandidParser"),
    ],
    targets: [
        // All behaviour lives in CandidCommands so the tests run the commands in-process with
        // captured output; the executable only hands over its arguments and exits with the status.
        .target(
            name: "CandidCommands",
            dependencies: [
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "Candid", package: "Candid"),
                .product(name: "CandidParser", package: "CandidParser"),
                // `generate swift`: the same generator the CandidPlugin build plugin runs.
                .product(name: "CandidCodegen", package: "CandidParser"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "CommandSupport", package: "CommandSupport"),
            ]
        ),
        .executableTarget(name: "candid", dependencies: ["CandidCommands"]),
        .testTarget(
            name: "CandidCommandsTests",
            dependencies: [
                "CandidCommands", "candid", .product(name: "CommandSupport", package: "CommandSupport"),
                .product(name: "CommandSupportTesting", package: "CommandSupport"),
            ]
        ),
    ]
)
