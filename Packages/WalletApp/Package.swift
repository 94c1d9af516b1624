// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "WalletApp",
    products: [
        // The wallet's application model: services over the packages and the coordinators of
        // every flow (ICP, EOS login, the TON card), UI-free; a presenter shows it.
        .library(name: "WalletApp", targets: ["WalletApp"])
    ],
    dependencies: [
        // The flows: coordinators, screens, view models, tabs, deadlines.
        .package(path: "../Coordinators"),
        // ICP: identities, the agent and its HTTP transport, the ledger; ReplicaProcess in the tests.
        .package(path: "../ICPAgent"),
        // The TON card client, its PC/SC readers and, for the local wallet, its emulator.
        .package(path: "../TonCard"),
        // The card over PC/SC readers; the emulated card's in-process channel.
        .package(path: "../APDU"),
        // EOS login: the request, its QR code, the callback server and the login verifier.
        .package(path: "../Deeplink"),
        // EOS login: keys and the chain client the verifier asks.
        .package(path: "../EOS"),
        // Identities, settings and card keys in SQLite and encrypted stores, with change streams.
        .package(path: "../Storage"),
        // Exact ICP amounts.
        .package(path: "../BigNum"),
        // Hex for keys, messages and signatures.
        .package(path: "../ByteTools"),
        // Ed25519 public keys and checks of the card's signatures.
        .package(path: "../Crypto"),
        // The local wallet starts and stops its emulators by PID with it.
        .package(path: "../ChildProcesses"),
        // AsyncChannel for the view models' inputs and outputs, as Coordinators uses it.
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.0.0"),
        // Tests only: ImmediateClock, so a card operation's deadline passes without waiting.
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
    ],
    targets: [
        .target(
            name: "WalletApp",
            dependencies: [
                .product(name: "Coordinators", package: "Coordinators"),
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                .product(name: "ICPAgent", package: "ICPAgent"),
                .product(name: "ICPAgentHTTP", package: "ICPAgent"),
                .product(name: "ICPLedger", package: "ICPAgent"),
                .product(name: "TonCard", package: "TonCard"),
                .product(name: "TonCardReaders", package: "TonCard"),
                .product(name: "TonCardEmulator", package: "TonCard"),
                .product(name: "APDU", package: "APDU"),
                .product(name: "PCSC", package: "APDU"),
                .product(name: "Deeplink", package: "Deeplink"),
                .product(name: "DeeplinkQR", package: "Deeplink"),
                .product(name: "DeeplinkServer", package: "Deeplink"),
                .product(name: "DeeplinkVerification", package: "Deeplink"),
                .product(name: "EOSChain", package: "EOS"),
                .product(name: "EOSKeys", package: "EOS"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "BigNum", package: "BigNum"),
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "CryptoPrimitives", package: "Crypto"),
                .product(name: "ChildProcesses", package: "ChildProcesses"),
            ]
        ),
        // The flows played by Coordinators' ScriptedPresenter against the real services: a
        // replica and the EOS wallet emulator as processes (built beside the tests by the
        // workspace's one build), the card emulator in process.
        .testTarget(
            name: "WalletAppTests",
            dependencies: [
                "WalletApp",
                .product(name: "Coordinators", package: "Coordinators"),
                .product(name: "CoordinatorsTesting", package: "Coordinators"),
                .product(name: "ICPAgent", package: "ICPAgent"),
                .product(name: "ICPAgentTesting", package: "ICPAgent"),
                .product(name: "TonCard", package: "TonCard"),
                .product(name: "TonCardEmulator", package: "TonCard"),
                .product(name: "APDU", package: "APDU"),
                .product(name: "Storage", package: "Storage"),
                .product(name: "BigNum", package: "BigNum"),
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "CryptoPrimitives", package: "Crypto"),
                .product(name: "ChildProcesses", package: "ChildProcesses"),
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
    ]
)
