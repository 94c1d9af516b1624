// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Extras",
    products: [.library(name: "Extra", targets: ["Core"])],
    dependencies: [
        .package(path: "../Core"),
        .package(url: "https://github.com/attaswift/BigInt.git", exact: "6.0.1"),
    ],
    targets: [
        .target(name: "Core", dependencies: [.product(name: "BigInt", package: "BigInt")]),
        .testTarget(name: "ExtraTests", dependencies: ["Core"]),
    ]
)
