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
        // BigInt/BigUInt for the bignum tags 2 and 3, and BigNum's minimal big-endian bytes of them.
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
        .package(path: "../BigNum"),
    ],
    targets: [
        .target(
            name: "CBOR",
            dependencies: [
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "BigNum", package: "BigNum"),
                .product(name: "BigInt", package: "BigInt"),
            ]
        ),
        .testTarget(
            name: "CBORTests",
            dependencies: [
                "CBOR", .product(name: "BigInt", package: "BigInt"),
                .product(name: "ByteToolsTesting", package: "ByteTools"),
            ]
        ),
    ]
)
