// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "EOS",
    products: [
        // EOS assets and symbols ("1.3100 EOS", "4,EOS"): eosio's rules, raw symbol and 16-byte form.
        .library(name: "EOSAssets", targets: ["EOSAssets"]),
        // EOS keys (WIF, PVT_K1, EOS…, PUB_K1) and K1 signatures (SIG_K1, canonical signing, recovery).
        .library(name: "EOSKeys", targets: ["EOSKeys"]),
        // An EOSIO node's get_account and MYKEY keydata rows, declared with HTTPSpec; an in-memory chain.
        .library(name: "EOSChain", targets: ["EOSChain"]),
    ],
    dependencies: [
        // BigInt/BigUInt for an asset's base units and a symbol's limit.
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
        // Exact decimals and amounts: an asset is an Amount of a fixed-precision token currency.
        .package(path: "../BigNum"),
        // Hex for error messages, the byte reader assets are read from.
        .package(path: "../ByteTools"),
        // secp256k1 (libsecp256k1), SHA-256, RIPEMD-160 and base58 for keys and signatures.
        .package(path: "../Crypto"),
        // The chain API (get_account, get_table_rows) declared as HTTP endpoints.
        .package(path: "../HTTPSpec"),
        // Tests only: the scripted loopback server standing in for an EOS node.
        .package(path: "../HTTPServer"),
    ],
    targets: [
        .target(
            name: "EOSAssets",
            dependencies: [
                .product(name: "BigNum", package: "BigNum"),
                .product(name: "BigInt", package: "BigInt"),
                .product(name: "ByteTools", package: "ByteTools"),
            ]
        ),
        .target(
            name: "EOSKeys",
            dependencies: [
                .product(name: "CryptoPrimitives", package: "Crypto"),
                .product(name: "ByteTools", package: "ByteTools"),
            ]
        ),
        .target(
            name: "EOSChain",
            dependencies: [.product(name: "HTTPSpec", package: "HTTPSpec")]
        ),
        .testTarget(
            name: "EOSAssetsTests",
            dependencies: [
                "EOSAssets",
                .product(name: "BigNum", package: "BigNum"),
                .product(name: "ByteToolsTesting", package: "ByteTools"),
            ]
        ),
        .testTarget(name: "EOSKeysTests", dependencies: ["EOSKeys"]),
        .testTarget(
            name: "EOSChainTests",
            dependencies: [
                "EOSChain", .product(name: "HTTPSpec", package: "HTTPSpec"),
                .product(name: "HTTPServerTesting", package: "HTTPServer"),
            ]
        ),
    ]
)
