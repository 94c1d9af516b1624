// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Candid",
    products: [
        .library(name: "Candid", targets: ["Candid"])
    ],
    dependencies: [
        // ByteReader (the shared bounds-checked cursor), base32 and CRC32 for principals, hex
        // for blob text; ByteToolsTesting's SplitMix64 for the property tests.
        .package(path: "../ByteTools"),
        // BigUInt/BigInt for `nat`/`int` values, and BigNum's LEB128/SLEB128 forms of them.
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
        .package(path: "../BigNum"),
    ],
    targets: [
        .target(
            name: "Candid",
            dependencies: [
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "BigNum", package: "BigNum"),
                .product(name: "BigInt", package: "BigInt"),
            ]
        ),
        .testTarget(
            name: "CandidTests",
            dependencies: [
                "Candid", .product(name: "BigInt", package: "BigInt"),
                .product(name: "ByteToolsTesting", package: "ByteTools"),
            ]
        ),
    ]
)
