// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CBOR",
    products: [
        .library(name: "CBOR", targets: ["CBOR"])
    ],
    dependencies: [
        // ByteReader (the shared bounds-checked cursor), SplitMix64 and BigInt/BigUInt for tags 2/3.
        .package(path: "../BigNum")
    ],
    targets: [
        .target(
            name: "CBOR",
            dependencies: [.product(name: "BigNum", package: "BigNum")]
        ),
        .testTarget(
            name: "CBORTests",
            dependencies: ["CBOR"]
        ),
    ]
)
