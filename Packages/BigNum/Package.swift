// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "BigNum",
    products: [
        .library(name: "BigNum", targets: ["BigNum"])
    ],
    dependencies: [
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1")
    ],
    targets: [
        .target(
            name: "BigNum",
            dependencies: [.product(name: "BigInt", package: "BigInt")]
        ),
        .testTarget(
            name: "BigNumTests",
            dependencies: ["BigNum"]
        ),
    ]
)
