// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "HTTPSpec",
    products: [
        .library(name: "HTTPSpec", targets: ["HTTPSpec"]),
        // A small loopback HTTP/1.1 server for testing API declarations against real sockets.
        .library(name: "HTTPSpecTesting", targets: ["HTTPSpecTesting"]),
        // X.509 certificates (PEM/DER, fields, SPKI pins), chain verification with reasons in
        // words, CMS SignedData, pin sets. Its own product: HTTPSpec alone builds none of it.
        .library(name: "HTTPSpecCertificates", targets: ["HTTPSpecCertificates"]),
        // Framing codecs for byte streams (length-prefixed, delimited, lines): incremental
        // decoders, AsyncSequence adapters, encoders. Standard library and ByteTools only.
        .library(name: "HTTPSpecFraming", targets: ["HTTPSpecFraming"]),
        // A transport that refuses servers whose chain does not carry a pinned key, on SwiftNIO
        // and NIOSSL (URLSession on Linux has no hook into the server's chain). Its own product:
        // only users who pin pay for building NIO and NIOSSL's BoringSSL.
        .library(name: "HTTPSpecPinnedTLS", targets: ["HTTPSpecPinnedTLS"]),
        // For testing TLS clients offline: certificates made in-process (root, intermediate,
        // leaves valid, expired, for another name, self-signed, forged) and a loopback HTTPS server.
        .library(name: "HTTPSpecTLSTesting", targets: ["HTTPSpecTLSTesting"]),
    ],
    dependencies: [
        // Hex digits for percent-encoding (a dependency-free package of byte helpers).
        .package(path: "../ByteTools"),
        // The certificate formats, on the well-kept libraries for them rather than by hand.
        .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
        .package(url: "https://github.com/apple/swift-asn1", from: "1.7.4"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        // HTTPSpecPinnedTLS only: sockets and HTTP/1.1 (NIO), TLS with a verification callback (NIOSSL).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
    ],
    targets: [
        // Foundation and FoundationNetworking for the transport: URLSession works on Linux, and
        // an HTTP client dependency would add minutes to every cold build.
        .target(name: "HTTPSpec", dependencies: [.product(name: "ByteTools", package: "ByteTools")]),
        .target(name: "HTTPSpecTesting"),
        .target(
            name: "HTTPSpecCertificates",
            dependencies: [
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ByteTools", package: "ByteTools"),
            ]
        ),
        .testTarget(name: "HTTPSpecTests", dependencies: ["HTTPSpec", "HTTPSpecTesting"]),
        .testTarget(name: "HTTPSpecCertificatesTests", dependencies: ["HTTPSpecCertificates"]),
        .target(name: "HTTPSpecFraming", dependencies: [.product(name: "ByteTools", package: "ByteTools")]),
        .testTarget(
            name: "HTTPSpecFramingTests",
            dependencies: ["HTTPSpecFraming", .product(name: "ByteToolsTesting", package: "ByteTools")]
        ),
        .target(
            name: "HTTPSpecPinnedTLS",
            dependencies: [
                "HTTPSpec",
                "HTTPSpecCertificates",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOTLS", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
            ]
        ),
        .target(
            name: "HTTPSpecTLSTesting",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .testTarget(
            name: "HTTPSpecPinnedTLSTests",
            dependencies: [
                "HTTPSpecPinnedTLS",
                "HTTPSpecTLSTesting",
                "HTTPSpec",
                "HTTPSpecCertificates",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
    ]
)
