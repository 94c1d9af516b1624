// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Crypto",
    products: [
        // Not `Crypto`: apple/swift-crypto owns that module name and reaches most server graphs.
        .library(name: "CryptoPrimitives", targets: ["CryptoPrimitives"]),
        // BLS12-381 signature verification (IC certificates) in Swift, with one assembly kernel
        // (x86-64 field multiplication, BLS12381Kernels): no system library has it.
        .library(name: "BLS12381", targets: ["BLS12381"]),
    ],
    dependencies: [
        // ByteReader for DER parsing, hex for descriptions, CRC32 for the ICP textual forms;
        // ByteToolsTesting's SplitMix64 in tests.
        .package(path: "../ByteTools"),
        // Tests only: BigUInt, the reference arithmetic the BLS12-381 field tests compare against.
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
        // BigUInt for the Ed25519 point check.
        .package(path: "../BigNum"),
    ],
    targets: [
        .systemLibrary(
            name: "CSecp256k1",
            pkgConfig: "libsecp256k1",
            providers: [.apt(["libsecp256k1-dev"]), .brew(["secp256k1"])]
        ),
        .systemLibrary(
            name: "COpenSSL",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]
        ),
        .target(
            name: "CryptoPrimitives",
            dependencies: [
                "CSecp256k1",
                "COpenSSL",
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "BigNum", package: "BigNum"),
            ]
        ),
        // The base field's Montgomery multiplication with BMI2/ADX on x86-64 (chosen at run time;
        // the Swift code in BLS12381 is the portable path and the tests' reference).
        .target(name: "BLS12381Kernels"),
        .target(
            name: "BLS12381",
            // CryptoPrimitives: SHA-256 for expand_message_xmd, SecureRandom for key generation.
            dependencies: ["CryptoPrimitives", "BLS12381Kernels", .product(name: "ByteTools", package: "ByteTools")]
        ),
        .testTarget(
            name: "BLS12381Tests",
            dependencies: [
                "BLS12381", "BLS12381Kernels", "CryptoPrimitives",
                .product(name: "BigNum", package: "BigNum"),
                .product(name: "BigInt", package: "BigInt"),
                .product(name: "ByteToolsTesting", package: "ByteTools"),
            ]
        ),
        .testTarget(
            name: "CryptoPrimitivesTests",
            dependencies: [
                "CryptoPrimitives",
                .product(name: "BigNum", package: "BigNum"),
                .product(name: "ByteToolsTesting", package: "ByteTools"),
            ],
            // Published vector files, read through #filePath rather than bundled as resources.
            exclude: ["Vectors"]
        ),
    ]
)
