import Foundation

/// Where the workspace's built executables are. SwiftPM builds every executable of a graph into
/// one folder, `.build/<configuration>/`, next to the test bundles (on Linux, executables too)
/// and the tools that start them (`wallet`, `demo`, `benchmarks`): so an executable is looked up
/// beside the running program, in this one place.
public enum Executables {
    /// The running program's file. `/proc/self/exe` survives a relative `argv[0]` and a changed
    /// folder; elsewhere `argv[0]` is all there is.
    public static var thisProgram: URL {
        let link = URL(fileURLWithPath: "/proc/self/exe")
        if FileManager.default.fileExists(atPath: link.path) { return link.resolvingSymlinksInPath() }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? "").standardizedFileURL
    }

    /// The folder of the running program: `.build/<configuration>/` for anything SwiftPM built.
    public static var folderOfThisProgram: URL {
        thisProgram.deletingLastPathComponent()
    }

    /// Where the executable `name` is when it was built beside the running program; it may not
    /// exist (``built(_:hint:)`` checks).
    public static func besideThisProgram(_ name: String) -> URL {
        folderOfThisProgram.appendingPathComponent(name)
    }

    /// Whether `url` is a file this process may execute.
    public static func isBuilt(_ url: URL) -> Bool {
        FileManager.default.isExecutableFile(atPath: url.path)
    }

    /// The executable `name` beside the running program, or ``ChildProcessError/notBuilt(path:hint:)``
    /// with `hint` (how to build it) when it is not there.
    public static func built(_ name: String, hint: String? = nil) throws(ChildProcessError) -> URL {
        let url = besideThisProgram(name)
        guard isBuilt(url) else {
            throw .notBuilt(path: url.path, hint: hint ?? "build it first (swift build --product \(name))")
        }
        return url
    }
}
