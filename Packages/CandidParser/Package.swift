// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CandidParser",
    products: [
        .library(name: "CandidParser", targets: ["CandidParser"])
    ],
    dependencies: [
        // The type and value model the parser produces, and the binary codec the test-file
        // runner checks against.
        .package(path: "../Candid")
    ],
    targets: [
        .target(
            name: "CandidParser",
            dependencies: [.product(name: "Candid", package: "Candid")]
        ),
        .testTarget(
            name: "CandidParserTests",
            dependencies: ["CandidParser"],
            // Vendored data read through #filePath: the official conformance suite and parser
            // assets (Apache-2.0, see Conformance/SOURCES.md) and ten mainnet interfaces.
            exclude: ["Conformance", "Interfaces"]
        ),
    ]
)
