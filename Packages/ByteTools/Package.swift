// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ByteTools",
    products: [
        // Hex, CRC32 and the bounds-checked byte reader every decoder in the workspace shares.
        .library(name: "ByteTools", targets: ["ByteTools"]),
        // Test machinery only (a seeded generator for property tests and benchmarks); never
        // needed by a library, so kept out of `ByteTools`.
        .library(name: "ByteToolsTesting", targets: ["ByteToolsTesting"]),
    ],
    targets: [
        .target(name: "ByteTools"),
        .target(name: "ByteToolsTesting"),
        .testTarget(name: "ByteToolsTests", dependencies: ["ByteTools", "ByteToolsTesting"]),
    ]
)
