// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "HTTPServer",
    products: [
        // The one HTTP/1.1 server of the workspace, for loopback services (the ICP replica, the
        // EOS chain stub, the dapp's callback server, the wallet's control endpoint): bounded
        // request heads and bodies, keep-alive, connection limits and timeouts, on SwiftNIO's
        // parser, in swift-http-types' vocabulary.
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        // A scripted loopback server that records every request, for testing HTTP clients.
        .library(name: "HTTPServerTesting", targets: ["HTTPServerTesting"]),
    ],
    dependencies: [
        // Sockets, the event loops and the HTTP/1 parser (llhttp) with its head limits: no HTTP
        // is parsed by hand.
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // Methods, statuses and header fields, as HTTPSpec speaks them.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
    ],
    targets: [
        .target(
            name: "HTTPServer",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .target(
            name: "HTTPServerTesting",
            dependencies: ["HTTPServer", .product(name: "HTTPTypes", package: "swift-http-types")]
        ),
        .testTarget(
            name: "HTTPServerTests",
            dependencies: [
                "HTTPServer", "HTTPServerTesting", .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
    ]
)
