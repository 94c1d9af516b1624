// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Core",
    products: [.library(name: "Core", targets: ["Core"])],
    dependencies: [.package(url: "https://github.com/attaswift/BigInt", from: "6.0.1")],
    targets: [
        .target(name: "Core", dependencies: [.product(name: "BigInt", package: "BigInt")]),
        .testTarget(name: "CoreTests", dependencies: ["Core"]),
    ]
)
