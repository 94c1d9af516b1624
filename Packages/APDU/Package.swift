// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "APDU",
    products: [
        // The card-independent half: APDUs, status words, BER-TLV, ATRs, the CardChannel transport
        // protocol with its T=0 artefact handling, logging with redaction, an in-process channel.
        .library(name: "APDU", targets: ["APDU"]),
        // CardChannel over real readers through pcsc-lite (libpcsclite + pcscd).
        .library(name: "PCSC", targets: ["PCSC"]),
        // Serves a Swift card object to vsmartcard's vpcd driver, so pcscd sees it in a reader.
        .library(name: "VirtualCard", targets: ["VirtualCard"]),
    ],
    dependencies: [
        // APDU logging goes through the standard logging API so applications pick the backend.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        // The shared byte reader for APDU, TLV and ATR parsing, and hex for descriptions and logs.
        .package(path: "../ByteTools"),
        // vpcd's length-prefixed framing, from the workspace's framing codecs (ByteTools only).
        .package(path: "../StreamFraming"),
    ],
    targets: [
        .systemLibrary(
            name: "CPCSCLite",
            pkgConfig: "libpcsclite",
            providers: [.apt(["libpcsclite-dev"])]
        ),
        .target(
            name: "APDU",
            dependencies: [
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ByteTools", package: "ByteTools"),
            ]
        ),
        .target(name: "PCSC", dependencies: ["APDU", "CPCSCLite"]),
        .target(
            name: "VirtualCard",
            dependencies: ["APDU", .product(name: "StreamFraming", package: "StreamFraming")]
        ),
        .testTarget(
            name: "APDUTests",
            dependencies: [
                "APDU",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "ByteToolsTesting", package: "ByteTools"),
            ]
        ),
        .testTarget(
            name: "PCSCTests",
            dependencies: ["PCSC", "VirtualCard", .product(name: "Logging", package: "swift-log")]
        ),
        .testTarget(
            name: "VirtualCardTests",
            dependencies: [
                "VirtualCard",
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "ByteToolsTesting", package: "ByteTools"),
            ]
        ),
    ]
)
