// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "BigNum",
    products: [
        .library(name: "BigNum", targets: ["BigNum"])
    ],
    dependencies: [
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
        // ByteReader and Endianness, which the LEB128 and fixed-width APIs take.
        .package(path: "../ByteTools"),
    ],
    targets: [
        .target(
            name: "BigNum",
            dependencies: [
                .product(name: "BigInt", package: "BigInt"),
                .product(name: "ByteTools", package: "ByteTools"),
            ]
        ),
        .testTarget(
            name: "BigNumTests",
            dependencies: [
                "BigNum", .product(name: "BigInt", package: "BigInt"),
                .product(name: "ByteToolsTesting", package: "ByteTools"),
            ]
        ),
    ]
)
