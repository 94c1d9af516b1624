// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CBOR",
    products: [
        .library(name: "CBOR", targets: ["CBOR"])
    ],
    dependencies: [
        // ByteReader (the shared bounds-checked cursor) and hex for diagnostics and errors;
        // ByteToolsTesting's SplitMix64 for the property tests.
        .package(path: "../ByteTools"),
        // BigInt/BigUInt for the bignum tags 2 and 3.
        .package(path: "../BigNum"),
    ],
    targets: [
        .target(
            name: "CBOR",
            dependencies: [
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "BigNum", package: "BigNum"),
            ]
        ),
        .testTarget(
            name: "CBORTests",
            dependencies: ["CBOR", .product(name: "ByteToolsTesting", package: "ByteTools")]
        ),
    ]
)
