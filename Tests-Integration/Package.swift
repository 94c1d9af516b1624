// swift-tools-version:6.0
import PackageDescription

// End-to-end tests over every workspace package, depended on by path exactly as a user would.
let package = Package(
    name: "Tests-Integration",
    dependencies: [
        .package(path: "../Packages/ByteTools"),
        // BigUInt/BigInt: the Swift of Candid's `nat`/`int`, in the generated code and the tests.
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
        .package(path: "../Packages/BigNum"),
        .package(path: "../Packages/CBOR"),
        .package(path: "../Packages/APDU"),
        // The agent and ledger clients, end to end against a running icp-replica.
        .package(path: "../Packages/ICPAgent"),
        .package(path: "../Packages/Candid"),
        // CandidPlugin generates GeneratedInterfaces' Swift from its .did files; CandidCodegen
        // regenerates the value files the tests compare.
        .package(path: "../Packages/CandidParser"),
        // Built (not linked) so the tests can start it: the executable lands in the shared .build.
        .package(path: "../Tools/Replica"),
        .package(path: "../Tools/Workspace"),
        // The TON card client and emulator, end to end through pcscd + vpcd; the suite starts
        // `virtual-card-host --card toncard` itself, built (not linked) beside the tests.
        .package(path: "../Packages/TonCard"),
        .package(path: "../Tools/VirtualCardHost"),
        // The `toncard` command line, run in-process against the card behind pcscd.
        .package(path: "../Tools/TonCardTool"),
        // QR symbols against zxing-cpp and segno.
        .package(path: "../Packages/Deeplink"),
        // EOS keys and signatures against Python's ecdsa + base58.
        .package(path: "../Packages/EOS"),
        // The replica, the card host and python3 run as child processes through it.
        .package(path: "../Packages/ChildProcesses"),
        // ImmediateClock, so the agent's retries against a refusing replica are not waited for.
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
    ],
    targets: [
        // Swift generated at build time from .did files, as a user's target would have it.
        .target(
            name: "GeneratedInterfaces",
            dependencies: [
                .product(name: "Candid", package: "Candid"), .product(name: "ICPAgent", package: "ICPAgent"),
                .product(name: "BigInt", package: "BigInt"),
            ],
            plugins: [.plugin(name: "CandidPlugin", package: "CandidParser")]
        ),
        .testTarget(
            name: "IntegrationTests",
            dependencies: [
                .product(name: "ByteTools", package: "ByteTools"),
                .product(name: "ByteToolsTesting", package: "ByteTools"),
                .product(name: "BigNum", package: "BigNum"),
                .product(name: "BigInt", package: "BigInt"),
                .product(name: "CBOR", package: "CBOR"),
                .product(name: "PCSC", package: "APDU"),
                .product(name: "VirtualCard", package: "APDU"),
                .product(name: "WorkspaceKit", package: "Workspace"),
                .product(name: "ICPAgent", package: "ICPAgent"),
                .product(name: "ICPAgentHTTP", package: "ICPAgent"),
                .product(name: "ICPAgentTesting", package: "ICPAgent"),
                .product(name: "ICPLedger", package: "ICPAgent"),
                .product(name: "Candid", package: "Candid"),
                .product(name: "icp-replica", package: "Replica"),
                .product(name: "TonCard", package: "TonCard"),
                .product(name: "TonCardEmulator", package: "TonCard"),
                // The reader choice that waits for a card, tested with the host inserting one.
                .product(name: "TonCardReaders", package: "TonCard"),
                .product(name: "virtual-card-host", package: "VirtualCardHost"),
                .product(name: "TonCardCommands", package: "TonCardTool"),
                "GeneratedInterfaces",
                .product(name: "CandidCodegen", package: "CandidParser"),
                .product(name: "CandidParser", package: "CandidParser"),
                .product(name: "Deeplink", package: "Deeplink"),
                .product(name: "EOSKeys", package: "EOS"),
                .product(name: "EOSChain", package: "EOS"),
                .product(name: "DeeplinkVerification", package: "Deeplink"),
                .product(name: "DeeplinkQR", package: "Deeplink"),
                .product(name: "ChildProcesses", package: "ChildProcesses"),
                .product(name: "ChildProcessesTesting", package: "ChildProcesses"),
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            // The inputs of the value files generated into GeneratedValues/, read through #filePath.
            exclude: ["ValueFiles"]
        ),
    ]
)
