// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "HTTPSpec",
    products: [
        .library(name: "HTTPSpec", targets: ["HTTPSpec"]),
        // A small loopback HTTP/1.1 server for testing API declarations against real sockets.
        .library(name: "HTTPSpecTesting", targets: ["HTTPSpecTesting"]),
    ],
    dependencies: [
        // Hex digits for percent-encoding (a dependency-free package of byte helpers).
        .package(path: "../ByteTools")
    ],
    targets: [
        // Foundation and FoundationNetworking for the transport: URLSession works on Linux, and
        // an HTTP client dependency would add minutes to every cold build.
        .target(name: "HTTPSpec", dependencies: [.product(name: "ByteTools", package: "ByteTools")]),
        .target(name: "HTTPSpecTesting"),
        .testTarget(name: "HTTPSpecTests", dependencies: ["HTTPSpec", "HTTPSpecTesting"]),
    ]
)
