// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "DeeplinkTool",
    products: [
        .executable(name: "deeplink", targets: ["deeplink"]),
        .library(name: "DeeplinkCommands", targets: ["DeeplinkCommands"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The exit statuses every tool of the workspace shares.
        .package(path: "../CommandSupport"),
        // Requests, callbacks, EOS keys, the chain client and login verification.
        .package(path: "../../Packages/Deeplink"),
        // Tests only: HTTPSpecTesting's loopback server stands in for an EOS node.
        .package(path: "../../Packages/HTTPSpec"),
    ],
    targets: [
        // All behaviour lives in DeeplinkCommands so the tests run the commands in-process with
        // captured output; the executable only hands over its arguments and exits with the status.
        .target(
            name: "DeeplinkCommands",
            dependencies: [
                .product(name: "Deeplink", package: "Deeplink"),
                .product(name: "EOSKeys", package: "Deeplink"),
                .product(name: "EOSChain", package: "Deeplink"),
                .product(name: "DeeplinkVerification", package: "Deeplink"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "CommandSupport", package: "CommandSupport"),
            ]
        ),
        .executableTarget(name: "deeplink", dependencies: ["DeeplinkCommands"]),
        .testTarget(
            name: "DeeplinkCommandsTests",
            dependencies: [
                "DeeplinkCommands", "deeplink",
                .product(name: "EOSKeys", package: "Deeplink"),
                .product(name: "Deeplink", package: "Deeplink"),
                .product(name: "CommandSupport", package: "CommandSupport"),
                .product(name: "CommandSupportTesting", package: "CommandSupport"),
                // A real loopback node for `verify`.
                .product(name: "HTTPSpecTesting", package: "HTTPSpec"),
            ]
        ),
    ]
)
