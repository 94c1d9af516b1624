// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TonCard",
    products: [
        // The typed client for the TON Labs security card over any APDU CardChannel.
        .library(name: "TonCard", targets: ["TonCard"]),
        // The spec's reader choice over pcscd's readers, and connecting to the chosen card.
        .library(name: "TonCardReaders", targets: ["TonCardReaders"]),
        // A spec-faithful emulation of the card's TON applet and CoinManager, as an APDU EmulatedCard.
        .library(name: "TonCardEmulator", targets: ["TonCardEmulator"]),
        // The original library's string-in, JSON-out API, rendered from the typed client.
        .library(name: "TonCardJSON", targets: ["TonCardJSON"]),
    ],
    dependencies: [
        // Command/response APDUs, status words, the CardChannel transport and EmulatedCard.
        .package(path: "../APDU"),
        // Hex for keys, HMACs, status words and the JSON layer's byte strings; the JSON values it writes.
        .package(path: "../ByteTools"),
        // SHA-256, HMAC-SHA256, AES-CBC, Ed25519 and SLIP-10 for the protected commands and keys.
        .package(path: "../Crypto"),
        // The host's encrypted key store for per-card HMAC keys.
        .package(path: "../Storage"),
        // Client logging goes through the standard logging API, as APDU's does.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
    ],
    targets: [
        // The wire vocabulary both the client and the emulator speak: AIDs, INS/P1/Le, states,
        // status words, the HMAC framing. One definition so the two sides cannot drift apart.
        .target(
            name: "TonCardProtocol",
            dependencies: [
                .product(name: "CryptoPrimitives", package: "Crypto"),
                .product(name: "ByteTools", package: "ByteTools"),
            ]
        ),
        .target(
            name: "TonCard",
            dependencies: [
                "TonCardProtocol",
                // CardChannel, and CardTransportFailure for the spec's type-21 codes (210000–210008).
                .product(name: "APDU", package: "APDU"),
                .product(name: "CryptoPrimitives", package: "Crypto"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ByteTools", package: "ByteTools"),
            ]
        ),
        .target(
            name: "TonCardReaders",
            dependencies: ["TonCard", .product(name: "PCSC", package: "APDU")]
        ),
        .target(
            name: "TonCardJSON",
            dependencies: [
                "TonCard",
                // checkIfNfcSupported asks pcscd for its readers.
                .product(name: "PCSC", package: "APDU"),
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "JSONValues", package: "ByteTools"),
            ]
        ),
        .target(
            name: "TonCardEmulator",
            dependencies: [
                "TonCardProtocol",
                .product(name: "APDU", package: "APDU"),
                .product(name: "CryptoPrimitives", package: "Crypto"),
                .product(name: "ByteTools", package: "ByteTools"),
            ]
        ),
        .testTarget(
            name: "TonCardTests",
            dependencies: [
                "TonCard", "TonCardEmulator", "TonCardProtocol", "TonCardReaders",
                .product(name: "APDU", package: "APDU"),
                .product(name: "PCSC", package: "APDU"),
                .product(name: "ByteTools", package: "ByteTools"),
            ]
        ),
        .testTarget(
            name: "TonCardJSONTests",
            dependencies: [
                "TonCardJSON", "TonCard", "TonCardEmulator",
                .product(name: "APDU", package: "APDU"),
                .product(name: "ByteTools", package: "ByteTools"),
            ]
        ),
        .testTarget(
            name: "TonCardEmulatorTests",
            dependencies: [
                "TonCardEmulator", "TonCardProtocol",
                .product(name: "APDU", package: "APDU"),
                .product(name: "CryptoPrimitives", package: "Crypto"),
            ]
        ),
    ]
)
