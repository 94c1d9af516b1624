import ChildProcesses
import Foundation

/// The emulators these tests start as processes, `icp-replica` and `deeplink-wallet`, as
/// `wallet --local` does. They are executables of the workspace's tools, which this package does
/// not depend on: the workspace's one build (`make build`, `make test`) puts every executable
/// beside the test bundle, so a test finds them there, or fails saying how to build them.
enum BuiltEmulators {
    static let names = ["icp-replica", "deeplink-wallet"]

    /// The executable `name` beside the test bundle, or `ChildProcessError.notBuilt` saying how
    /// to build it.
    static func url(_ name: String) throws(ChildProcessError) -> URL {
        try Executables.built(
            name,
            hint: "build it with `make build` or `make test` (or `.build/debug/workspace build --product \(name)`)")
    }

    /// The folder holding both, for `LocalWalletEnvironment`, once each is there.
    static func folder() throws(ChildProcessError) -> URL {
        for name in names { _ = try url(name) }
        return Executables.folderOfThisProgram
    }
}
