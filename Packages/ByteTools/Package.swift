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
        // One JSON value for the workspace: numbers kept as their text, objects in order, a strict
        // bounded parser and writers for compact, canonical (sorted) and pretty text.
        .library(name: "JSONValues", targets: ["JSONValues"]),
    ],
    targets: [
        .target(name: "ByteTools"),
        // Swift Testing for `hexLiteral`'s issue reports; only test targets depend on this.
        .target(name: "ByteToolsTesting", dependencies: ["ByteTools"]),
        .testTarget(name: "ByteToolsTests", dependencies: ["ByteTools", "ByteToolsTesting"]),
        .target(name: "JSONValues", dependencies: ["ByteTools"]),
        .testTarget(name: "JSONValuesTests", dependencies: ["JSONValues"]),
    ]
)
