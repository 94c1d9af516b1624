// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "StreamFraming",
    products: [
        // Framing codecs for byte streams (length-prefixed, delimited, lines): incremental
        // decoders, AsyncSequence adapters, encoders. Standard library and ByteTools only.
        .library(name: "StreamFraming", targets: ["StreamFraming"])
    ],
    dependencies: [
        // Byte orders and the bounds-checked reader (a dependency-free package of byte helpers).
        .package(path: "../ByteTools")
    ],
    targets: [
        .target(name: "StreamFraming", dependencies: [.product(name: "ByteTools", package: "ByteTools")]),
        .testTarget(
            name: "StreamFramingTests",
            dependencies: ["StreamFraming", .product(name: "ByteToolsTesting", package: "ByteTools")]
        ),
    ]
)
