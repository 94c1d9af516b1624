// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CandidParser",
    products: [
        .library(name: "CandidParser", targets: ["CandidParser"])
    ],
    dependencies: [
        // Hex digits in escapes and numbers; ByteToolsTesting's SplitMix64 for the property tests.
        .package(path: "../ByteTools"),
        // The type and value model the parser produces, and the binary codec the test-file
        // runner checks against.
        .package(path: "../Candid"),
    ],
    targets: [
        .target(
            name: "CandidParser",
            dependencies: [
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "Candid", package: "Candid"),
            ]
        ),
        .testTarget(
            name: "CandidParserTests",
            dependencies: ["CandidParser", .product(name: "ByteToolsTesting", package: "ByteTools")],
            // Vendored data read through #filePath: the official conformance suite and parser
            // assets (Apache-2.0, see Conformance/SOURCES.md) and ten mainnet interfaces.
            exclude: ["Conformance", "Interfaces"]
        ),
    ]
)
