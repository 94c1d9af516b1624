// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Certificates",
    products: [
        // X.509 certificates (PEM/DER, fields, SPKI pins), chain verification with reasons in
        // words, CMS SignedData, pin sets.
        .library(name: "Certificates", targets: ["Certificates"]),
        // An HTTPSpec transport that refuses servers whose chain does not carry a pinned key, on
        // SwiftNIO and NIOSSL (URLSession on Linux has no hook into the server's chain). Its own
        // product: only users who pin pay for building NIO and NIOSSL's BoringSSL.
        .library(name: "PinnedTLS", targets: ["PinnedTLS"]),
        // For testing TLS clients offline: certificates made in-process (root, intermediate,
        // leaves valid, expired, for another name, self-signed, forged) and a loopback HTTPS server.
        .library(name: "TLSTesting", targets: ["TLSTesting"]),
    ],
    dependencies: [
        .package(path: "../ByteTools"),
        // The transport protocol PinnedTLS implements.
        .package(path: "../HTTPSpec"),
        // HTTPSpec's vocabulary: the response's status and header fields.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        // Tests only: the fixtures run the openssl command line.
        .package(path: "../ChildProcesses"),
        // The certificate formats, on the well-kept libraries for them rather than by hand.
        .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
        .package(url: "https://github.com/apple/swift-asn1", from: "1.7.4"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        // PinnedTLS and TLSTesting only: sockets and HTTP/1.1 (NIO), TLS with a verification callback (NIOSSL).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
    ],
    targets: [
        .target(
            name: "Certificates",
            dependencies: [
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ByteTools", package: "ByteTools"),
            ]
        ),
        .testTarget(
            name: "CertificatesTests",
            dependencies: ["Certificates", .product(name: "ChildProcesses", package: "ChildProcesses")]),
        .target(
            name: "PinnedTLS",
            dependencies: [
                "Certificates",
                .product(name: "HTTPSpec", package: "HTTPSpec"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
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
            name: "TLSTesting",
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
            name: "PinnedTLSTests",
            dependencies: [
                "PinnedTLS",
                "TLSTesting",
                "Certificates",
                .product(name: "HTTPSpec", package: "HTTPSpec"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
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
