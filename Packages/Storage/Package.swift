// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Storage",
    products: [
        .library(name: "Storage", targets: ["Storage"])
    ],
    dependencies: [
        // SQLite access: WAL connection pool, typed errors, migrations; links the system libsqlite3.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // AES-256-GCM, PBKDF2 and the secure random source for SecureDataStore.
        .package(path: "../Crypto"),
        // Hex file names for the disk store.
        .package(path: "../ByteTools"),
        // Tests only: the writer is a second process, started and killed by PID.
        .package(path: "../ChildProcesses"),
    ],
    targets: [
        .target(
            name: "Storage",
            dependencies: [
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "CryptoPrimitives", package: "Crypto"),
                .product(name: "ByteTools", package: "ByteTools"),
            ]
        ),
        // The child process of the crash and two-process tests: a real second process writing to
        // the same SQLite file, which a task in the test process cannot stand in for. Test
        // machinery, so it is a target and not a product: packages that depend on Storage never
        // see it.
        .executableTarget(
            name: "storage-fault-writer",
            dependencies: ["Storage"]
        ),
        .testTarget(
            name: "StorageTests",
            // The writer is a dependency so that `swift build --build-tests` and `swift test`
            // always build it next to the test bundle, where the tests look for it.
            dependencies: [
                "Storage", "storage-fault-writer", .product(name: "ChildProcesses", package: "ChildProcesses"),
            ]
        ),
    ]
)
