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
        // LEB128/SLEB128 and BigInt/BigUInt for `nat`/`int`.
        .package(path: "../BigNum"),
    ],
    targets: [
        .target(
            name: "Candid",
            dependencies: [
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "BigNum", package: "BigNum"),
            ]
        ),
        .testTarget(
            name: "CandidTests",
            dependencies: ["Candid", .product(name: "ByteToolsTesting", package: "ByteTools")]
        ),
    ]
)
