// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CommandSupport",
    products: [
        // What every command-line tool of the workspace shares: its exit statuses.
        .library(name: "CommandSupport", targets: ["CommandSupport"]),
        // For the tools' tests: run a built executable, read a member's version from Workspace.json.
        .library(name: "CommandSupportTesting", targets: ["CommandSupportTesting"]),
    ],
    dependencies: [
        // Every tool is an ArgumentParser command; the statuses convert to its `ExitCode`.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // CommandSupportTesting finds and runs built tools with it.
        .package(path: "../../Packages/ChildProcesses"),
    ],
    targets: [
        .target(
            name: "CommandSupport",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .target(
            name: "CommandSupportTesting", dependencies: [.product(name: "ChildProcesses", package: "ChildProcesses")]),
        .testTarget(
            name: "CommandSupportTests",
            dependencies: [
                "CommandSupport", "CommandSupportTesting",
                .product(name: "ChildProcessesTesting", package: "ChildProcesses"),
            ]
        ),
    ]
)
