// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ChildProcesses",
    products: [
        // The workspace's one way to start child processes: a command run to completion with a
        // timeout, a service read for its ready line and stopped by PID, built executables found.
        .library(name: "ChildProcesses", targets: ["ChildProcesses"]),
        // For tests whose synchronous bodies run commands: a trait that moves them off the
        // cooperative pool, which a blocked child-process wait must never hold.
        .library(name: "ChildProcessesTesting", targets: ["ChildProcessesTesting"]),
    ],
    dependencies: [
        // Spawning, pipes, signals and reaping are all swift-subprocess's: none is written here.
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        // FilePath and FileDescriptor, the types swift-subprocess takes for folders and files.
        .package(url: "https://github.com/apple/swift-system", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "ChildProcesses",
            dependencies: [
                .product(name: "Subprocess", package: "swift-subprocess"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        .target(name: "ChildProcessesTesting", dependencies: ["ChildProcesses"]),
        .testTarget(name: "ChildProcessesTests", dependencies: ["ChildProcesses", "ChildProcessesTesting"]),
    ]
)
