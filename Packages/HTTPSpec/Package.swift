// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "HTTPSpec",
    products: [
        .library(name: "HTTPSpec", targets: ["HTTPSpec"])
    ],
    dependencies: [
        // Hex digits for percent-encoding (a dependency-free package of byte helpers).
        .package(path: "../ByteTools"),
        // The HTTP vocabulary: request methods, header fields and their names, response statuses.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        // Tests only: the scripted loopback server the declarations are tested against.
        .package(path: "../HTTPServer"),
        // Tests only: TestClock and ImmediateClock, so retry waits are checked without waiting.
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
    ],
    targets: [
        // libcurl (Debian libcurl4-openssl-dev, the OpenSSL build) for the default transport,
        // driven directly: HTTP/1.1 with kept connections, TLS, timeouts. The same library
        // FoundationNetworking's URLSession runs on, without its per-request objects and threads,
        // and an HTTP client package would add minutes to every cold build.
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
        ),
        // Foundation for URL and Data; FoundationNetworking for the URLSession transport, kept as
        // the alternative.
        .target(
            name: "HTTPSpec",
            dependencies: [
                "CCurl",
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .testTarget(
            name: "HTTPSpecTests",
            dependencies: [
                "HTTPSpec", .product(name: "HTTPServerTesting", package: "HTTPServer"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
    ]
)
