// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Certificates",
    products: [
        // X.509 certificates (PEM/DER, fields, SPKI pins), chain verification with reasons in
        // words, CMS SignedData, pin sets.
        .library(name: "Certificates", targets: ["Certificates"]),
        // An HTTPSpec transport that refuses servers whose chain does not carry a pinned key:
        // HTTPSpec's CurlTransport with OpenSSL's chain verification replaced by the pin check
        // (URLSession on Linux has no hook into the server's chain).
        .library(name: "PinnedTLS", targets: ["PinnedTLS"]),
        // For testing TLS clients offline: certificates made in-process (root, intermediate,
        // leaves valid, expired, for another name, self-signed, forged) and a loopback HTTPS server
        // (TLS in front of HTTPServer).
        .library(name: "TLSTesting", targets: ["TLSTesting"]),
    ],
    dependencies: [
        .package(path: "../ByteTools"),
        // The transport protocol PinnedTLS implements, and the libcurl transport it runs on.
        .package(path: "../HTTPSpec"),
        // HTTPSpec's vocabulary: the response's status and header fields.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        // TLSTesting's server: the HTTP behind its TLS.
        .package(path: "../HTTPServer"),
        // Tests only: the fixtures run the openssl command line.
        .package(path: "../ChildProcesses"),
        // The certificate formats, on the well-kept libraries for them rather than by hand.
        .package(url: "https://github.com/apple/swift-certificates", from: "1.21.1"),
        .package(url: "https://github.com/apple/swift-asn1", from: "1.7.4"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
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
        // libssl and libcrypto (Debian libssl-dev): PinnedTLS's chain check inside curl's
        // handshake, and TLSTesting's loopback server. Not `COpenSSL`: the Crypto package owns
        // that module name, and one graph holds both.
        .systemLibrary(
            name: "CLibSSL",
            pkgConfig: "openssl",
            providers: [.apt(["libssl-dev"])]
        ),
        .target(
            name: "PinnedTLS",
            dependencies: [
                "Certificates",
                "CLibSSL",
                .product(name: "HTTPSpec", package: "HTTPSpec"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
            ]
        ),
        .target(
            name: "TLSTesting",
            dependencies: [
                "CLibSSL",
                .product(name: "HTTPServer", package: "HTTPServer"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
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
                .product(name: "X509", package: "swift-certificates"),
                .product(name: "SwiftASN1", package: "swift-asn1"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
    ]
)
