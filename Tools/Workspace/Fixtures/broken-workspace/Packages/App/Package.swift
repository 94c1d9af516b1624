// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    products: [.library(name: "App", targets: ["App"])],
    targets: [
        .target(name: "App", dependencies: ["Crypto"]),
        .target(name: "Crypto"),
    ]
)
