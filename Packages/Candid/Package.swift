// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Candid",
    products: [
        .library(name: "Candid", targets: ["Candid"])
    ],
    dependencies: [
        // ByteReader (the shared bounds-checked cursor), LEB128/SLEB128, BigInt/BigUInt for
        // `nat`/`int`, and SplitMix64 for the property tests.
        .package(path: "../BigNum")
    ],
    targets: [
        .target(
            name: "Candid",
            dependencies: [.product(name: "BigNum", package: "BigNum")]
        ),
        .testTarget(
            name: "CandidTests",
            dependencies: ["Candid"]
        ),
    ]
)
