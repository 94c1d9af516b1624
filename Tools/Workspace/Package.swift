// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Workspace",
    products: [
        .executable(name: "workspace", targets: ["workspace"]),
        .library(name: "WorkspaceKit", targets: ["WorkspaceKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The exit statuses every tool of the workspace shares.
        .package(path: "../CommandSupport"),
        // git, swift, docc and test bundles run as child processes through it.
        .package(path: "../../Packages/ChildProcesses"),
    ],
    targets: [
        // All behaviour lives in WorkspaceKit so tests and Tests-Integration drive it in-process;
        // the executable only parses arguments and maps outcomes to exit codes.
        .target(name: "WorkspaceKit", dependencies: [.product(name: "ChildProcesses", package: "ChildProcesses")]),
        .executableTarget(
            name: "workspace",
            dependencies: [
                "WorkspaceKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "CommandSupport", package: "CommandSupport"),
            ]
        ),
        .testTarget(
            name: "WorkspaceKitTests",
            dependencies: [
                "WorkspaceKit", .product(name: "CommandSupportTesting", package: "CommandSupport"),
                .product(name: "ChildProcessesTesting", package: "ChildProcesses"),
            ]
        ),
    ]
)
