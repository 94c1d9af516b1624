// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CandidParser",
    products: [
        .library(name: "CandidParser", targets: ["CandidParser"]),
        // Candid → Swift: types, typed clients and value constants from .did files.
        .library(name: "CandidCodegen", targets: ["CandidCodegen"]),
        // A build-tool plugin: the Swift of every .did file in a target, generated at build time.
        .plugin(name: "CandidPlugin", targets: ["CandidPlugin"]),
    ],
    dependencies: [
        // Hex digits in escapes and numbers; ByteToolsTesting's SplitMix64 for the property tests.
        .package(path: "../ByteTools"),
        // The type and value model the parser produces, and the binary codec the test-file
        // runner checks against.
        .package(path: "../Candid"),
        // BigInt for the integers of Candid text; generated Swift names BigUInt/BigInt for
        // `nat`/`int`, so a target compiling it declares this product too.
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
    ],
    targets: [
        .target(
            name: "CandidParser",
            dependencies: [
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "Candid", package: "Candid"),
                .product(name: "BigInt", package: "BigInt"),
            ]
        ),
        .target(
            name: "CandidCodegen",
            dependencies: ["CandidParser", .product(name: "Candid", package: "Candid")]
        ),
        // The generator as the plugin runs it (the `candid` CLI's `generate swift` is for people).
        .executableTarget(name: "candid-swift-generator", dependencies: ["CandidCodegen", "CandidParser"]),
        .plugin(name: "CandidPlugin", capability: .buildTool(), dependencies: ["candid-swift-generator"]),
        .testTarget(
            name: "CandidParserTests",
            dependencies: [
                "CandidParser", .product(name: "BigInt", package: "BigInt"),
                .product(name: "ByteToolsTesting", package: "ByteTools"),
            ],
            // Vendored data read through #filePath: the official conformance suite and parser
            // assets (Apache-2.0, see Conformance/SOURCES.md) and ten mainnet interfaces.
            exclude: ["Conformance", "Interfaces"]
        ),
        .testTarget(
            name: "CandidCodegenTests",
            dependencies: ["CandidCodegen", "CandidParser", .product(name: "Candid", package: "Candid")],
            // The expected output, byte for byte; the inputs are CandidParserTests' vendored files.
            exclude: ["Golden"]
        ),
    ]
)
