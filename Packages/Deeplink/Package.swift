// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Deeplink",
    products: [
        // SimpleWallet / MYKEY requests, URLs, QR payloads and callbacks.
        .library(name: "Deeplink", targets: ["Deeplink"]),
        // Login and signed-message verification against the chain, with replay protection.
        .library(name: "DeeplinkVerification", targets: ["DeeplinkVerification"]),
        // QR symbols of request payloads for a terminal (half blocks) and as SVG, encoded by libqrencode.
        .library(name: "DeeplinkQR", targets: ["DeeplinkQR"]),
        // The dapp's loopback callback server (spec §5): login/notification POSTs and callbacks, results by key.
        .library(name: "DeeplinkServer", targets: ["DeeplinkServer"]),
        // MYKEY's account ↔ app user binding (10006–10010) in a Storage key-value store.
        .library(name: "DeeplinkBinding", targets: ["DeeplinkBinding"]),
        // A wallet that answers like MYKEY (with fault injection) and a loopback chain stub.
        .library(name: "DeeplinkWalletEmulator", targets: ["DeeplinkWalletEmulator"]),
    ],
    dependencies: [
        // Secure random MYKEY callback ids and MD5 for the simple-mode app key; SHA-256 for the
        // emulator's transaction ids.
        .package(path: "../Crypto"),
        // Exact decimal amounts for transfer requests (never through Double).
        .package(path: "../BigNum"),
        // Hex for the emulator's transaction ids; the JSON values of requests and bodies.
        .package(path: "../ByteTools"),
        // EOS symbols (transfer precision), keys and signatures (logins), and the chain client.
        .package(path: "../EOS"),
        // The wallet emulator's HTTP transport, swappable in tests.
        .package(path: "../HTTPSpec"),
        // The workspace's one HTTP server (SwiftNIO's parser, bounded heads and bodies) under the
        // callback server and the chain stub: no HTTP is parsed here.
        .package(path: "../HTTPServer"),
        // Statuses, methods and header fields of the callback server's and chain stub's answers.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        // DeeplinkBinding's rows: the workspace's key-value store (SQLite underneath). Only that
        // target uses it, so the callback server alone does not link SQLite.
        .package(path: "../Storage"),
        // Tests only: TestClock, so the server's deadlines and the wallet's delays move when a test
        // advances them.
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
    ],
    targets: [
        .target(
            name: "Deeplink",
            dependencies: [
                .product(name: "BigNum", package: "BigNum"),
                .product(name: "CryptoPrimitives", package: "Crypto"),
                .product(name: "EOSAssets", package: "EOS"),
                // Request fields, payloads and bodies are JSON values whose number texts and
                // key order the protocol depends on.
                .product(name: "JSONValues", package: "ByteTools"),
            ]
        ),
        .target(
            name: "DeeplinkVerification",
            dependencies: [
                "Deeplink", .product(name: "EOSKeys", package: "EOS"), .product(name: "EOSChain", package: "EOS"),
            ]
        ),
        // Debian's libqrencode (libqrencode-dev), a system-library target like the other C libraries.
        .systemLibrary(name: "CQRencode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"])]),
        .target(name: "DeeplinkQR", dependencies: ["CQRencode"]),
        .target(
            name: "DeeplinkServer",
            dependencies: [
                "Deeplink", "DeeplinkVerification",
                .product(name: "HTTPServer", package: "HTTPServer"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .target(
            name: "DeeplinkBinding",
            dependencies: ["DeeplinkServer", .product(name: "Storage", package: "Storage")]
        ),
        .target(
            name: "DeeplinkWalletEmulator",
            dependencies: [
                "Deeplink", .product(name: "EOSKeys", package: "EOS"), .product(name: "EOSChain", package: "EOS"),
                // SHA-256 and hex for the made-up transaction ids.
                .product(name: "CryptoPrimitives", package: "Crypto"),
                .product(name: "ByteTools", package: "ByteTools"),
                // The wallet's POSTs and GETs go through an HTTPSpec transport, so tests may swap it.
                .product(name: "HTTPSpec", package: "HTTPSpec"),
                // The chain stub's server.
                .product(name: "HTTPServer", package: "HTTPServer"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .testTarget(
            name: "DeeplinkServerTests",
            dependencies: [
                "DeeplinkServer", "DeeplinkWalletEmulator", "DeeplinkVerification", "Deeplink",
                .product(name: "EOSKeys", package: "EOS"), .product(name: "EOSChain", package: "EOS"),
                .product(name: "BigNum", package: "BigNum"),
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "HTTPServerTesting", package: "HTTPServer"),
            ]
        ),
        .testTarget(
            name: "DeeplinkWalletEmulatorTests",
            dependencies: [
                "DeeplinkWalletEmulator", "DeeplinkServer", "DeeplinkVerification", "Deeplink",
                .product(name: "EOSKeys", package: "EOS"), .product(name: "EOSChain", package: "EOS"),
                .product(name: "HTTPSpec", package: "HTTPSpec"),
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        .testTarget(
            name: "DeeplinkBindingTests",
            dependencies: [
                "DeeplinkBinding", "DeeplinkServer", "DeeplinkWalletEmulator", "DeeplinkVerification", "Deeplink",
                .product(name: "Storage", package: "Storage"), .product(name: "BigNum", package: "BigNum"),
                .product(name: "EOSKeys", package: "EOS"), .product(name: "EOSChain", package: "EOS"),
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        .testTarget(name: "DeeplinkTests", dependencies: ["Deeplink"]),
        .testTarget(name: "DeeplinkQRTests", dependencies: ["DeeplinkQR"]),
        .testTarget(
            name: "DeeplinkVerificationTests",
            dependencies: [
                "DeeplinkVerification", "Deeplink",
                .product(name: "EOSKeys", package: "EOS"), .product(name: "EOSChain", package: "EOS"),
            ]
        ),
    ]
)
