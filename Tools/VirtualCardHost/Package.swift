// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "VirtualCardHost",
    products: [
        .executable(name: "virtual-card-host", targets: ["virtual-card-host"])
    ],
    dependencies: [
        .package(path: "../../Packages/APDU"),
        // For its stdout log handler; the same requirement as the APDU package's.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
    ],
    targets: [
        .executableTarget(
            name: "virtual-card-host",
            dependencies: [
                .product(name: "VirtualCard", package: "APDU"),
                .product(name: "Logging", package: "swift-log"),
            ]
        )
    ]
)
