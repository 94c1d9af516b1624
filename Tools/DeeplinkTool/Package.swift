// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "DeeplinkTool",
    products: [
        .executable(name: "deeplink", targets: ["deeplink"]),
        .library(name: "DeeplinkCommands", targets: ["DeeplinkCommands"]),
        // The wallet emulator as a program: a chain stub and a control endpoint on 127.0.0.1.
        .executable(name: "deeplink-wallet", targets: ["deeplink-wallet"]),
        .library(name: "DeeplinkWalletCommand", targets: ["DeeplinkWalletCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The exit statuses every tool of the workspace shares.
        .package(path: "../CommandSupport"),
        // Requests, callbacks, QR codes, login verification, the callback server and the wallet emulator.
        .package(path: "../../Packages/Deeplink"),
        // EOS keys (keys convert/generate, the wallet's key) and the chain client (verify, login, the chain stub's accounts).
        .package(path: "../../Packages/EOS"),
        // deeplink-wallet's control endpoint (POST /open, GET /health) on the workspace's one HTTP
        // server, so no HTTP parsing is written here; in tests the scripted server standing in for
        // an EOS node.
        .package(path: "../../Packages/HTTPServer"),
        // The control endpoint's statuses, methods and header fields.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        // The tests start the built executables with it.
        .package(path: "../../Packages/ChildProcesses"),
        // `deeplink open` hands a URL to the waiting wallet's control endpoint with its client transport.
        .package(path: "../../Packages/HTTPSpec"),
    ],
    targets: [
        // All behaviour lives in DeeplinkCommands so the tests run the commands in-process with
        // captured output; the executable only hands over its arguments and exits with the status.
        .target(
            name: "DeeplinkCommands",
            dependencies: [
                .product(name: "Deeplink", package: "Deeplink"),
                .product(name: "EOSKeys", package: "EOS"),
                .product(name: "EOSChain", package: "EOS"),
                .product(name: "DeeplinkVerification", package: "Deeplink"),
                // `login`: the request as a terminal QR, and the loopback server the wallet answers.
                .product(name: "DeeplinkQR", package: "Deeplink"),
                .product(name: "DeeplinkServer", package: "Deeplink"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "CommandSupport", package: "CommandSupport"),
                // `open` and `register-handler`: the endpoint file, the desktop entry, mimeapps.list.
                "DeeplinkDesktop",
                .product(name: "HTTPSpec", package: "HTTPSpec"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .executableTarget(name: "deeplink", dependencies: ["DeeplinkCommands"]),
        // What the desktop side shares between `deeplink` and `deeplink-wallet`: the runtime file
        // in which a waiting wallet says where it takes URLs, the scheme handler's desktop entry
        // and the mimeapps.list default. Files only, no networking.
        .target(name: "DeeplinkDesktop"),
        // The wallet emulator's command in a library, so tests run it in-process as well as built.
        .target(
            name: "DeeplinkWalletCommand",
            dependencies: [
                .product(name: "Deeplink", package: "Deeplink"),
                .product(name: "EOSKeys", package: "EOS"),
                .product(name: "EOSChain", package: "EOS"),
                .product(name: "DeeplinkWalletEmulator", package: "Deeplink"),
                .product(name: "HTTPServer", package: "HTTPServer"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "CommandSupport", package: "CommandSupport"),
                // --desktop: the endpoint file `deeplink open` reads.
                "DeeplinkDesktop",
            ]
        ),
        .executableTarget(
            name: "deeplink-wallet",
            dependencies: ["DeeplinkWalletCommand", .product(name: "CommandSupport", package: "CommandSupport")]),
        .testTarget(
            name: "DeeplinkCommandsTests",
            dependencies: [
                "DeeplinkCommands", "deeplink", "DeeplinkWalletCommand", "deeplink-wallet",
                .product(name: "EOSKeys", package: "EOS"),
                .product(name: "Deeplink", package: "Deeplink"),
                // `login` answered by the in-process wallet against a chain stub; a callback
                // server verifying what the deeplink-wallet process POSTs.
                .product(name: "EOSChain", package: "EOS"),
                .product(name: "DeeplinkVerification", package: "Deeplink"),
                .product(name: "DeeplinkServer", package: "Deeplink"),
                .product(name: "DeeplinkWalletEmulator", package: "Deeplink"),
                .product(name: "CommandSupport", package: "CommandSupport"),
                .product(name: "CommandSupportTesting", package: "CommandSupport"),
                // deeplink-wallet and `deeplink login` started, read and stopped by PID.
                .product(name: "ChildProcesses", package: "ChildProcesses"),
                .product(name: "ChildProcessesTesting", package: "ChildProcesses"),
                // A real loopback node for `verify`.
                .product(name: "HTTPServerTesting", package: "HTTPServer"),
                // The endpoint file and the desktop entry read back.
                "DeeplinkDesktop",
            ]
        ),
    ]
)
