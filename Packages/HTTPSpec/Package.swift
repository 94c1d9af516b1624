// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "HTTPSpec",
    products: [
        .library(name: "HTTPSpec", targets: ["HTTPSpec"]),
        // A small loopback HTTP/1.1 server for testing API declarations against real sockets.
        .library(name: "HTTPSpecTesting", targets: ["HTTPSpecTesting"]),
    ],
    targets: [
        // Foundation and FoundationNetworking only: URLSession works on Linux, and an HTTP
        // client dependency would add minutes to every cold build.
        .target(name: "HTTPSpec"),
        .target(name: "HTTPSpecTesting"),
        .testTarget(name: "HTTPSpecTests", dependencies: ["HTTPSpec", "HTTPSpecTesting"]),
    ]
)
