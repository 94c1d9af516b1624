// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Coordinators",
    products: [
        .library(name: "Coordinators", targets: ["Coordinators"]),
        // Test support, kept out of the library so apps do not ship it.
        .library(name: "CoordinatorsTesting", targets: ["CoordinatorsTesting"]),
        // A presenter for a line-oriented terminal, so a flow tree runs as a command-line app.
        .library(name: "CoordinatorsTerminal", targets: ["CoordinatorsTerminal"]),
    ],
    dependencies: [
        // AsyncChannel: a view model's inputs and outputs with back pressure.
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.0.0"),
        // Tests only: TestClock, so deadlines in tests move when the test says so.
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
    ],
    targets: [
        .target(
            name: "Coordinators",
            dependencies: [.product(name: "AsyncAlgorithms", package: "swift-async-algorithms")]
        ),
        .target(
            name: "CoordinatorsTesting",
            dependencies: ["Coordinators"]
        ),
        // Menus, prompts, secrets without echo, progress and tabs on standard input and output.
        .target(name: "CoordinatorsTerminal", dependencies: ["Coordinators"]),
        .testTarget(
            name: "CoordinatorsTests",
            dependencies: [
                "Coordinators", "CoordinatorsTesting",
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        .testTarget(name: "CoordinatorsTestingTests", dependencies: ["Coordinators", "CoordinatorsTesting"]),
        .testTarget(
            name: "CoordinatorsTerminalTests",
            dependencies: [
                "CoordinatorsTerminal", "Coordinators", "CoordinatorsTesting",
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
            ]
        ),
    ]
)
