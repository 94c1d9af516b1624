import ChildProcesses
import CommandSupportTesting
import Foundation
import ICPAgentTesting
import Testing

/// One run of the built `icp`: its status and what it wrote to each stream.
typealias ToolRun = BuiltTool.Run

/// The built executables, next to the test binary: `icp` (this package) and `icp-replica`
/// (the Replica tool's). A tool does not depend on another tool, so `icp-replica` is there when
/// the workspace's one build made it: `make build` and `make test` build every executable.
enum Built {
    static let icp = BuiltTool("icp")

    /// `icp-replica`, or `ChildProcessError.notBuilt` saying how to build it.
    static func replica() throws(ChildProcessError) -> URL {
        try Executables.built(
            ReplicaCommandLine.executableName,
            hint: "build it with `make build` or `make test` (or `.build/debug/workspace build --product icp-replica`)")
    }
}

/// Runs `icp ARGUMENTS` with `input` on standard input and waits at most `timeout` seconds;
/// a run that takes longer is killed and reported as status -1.
func icp(_ arguments: String..., input: String = "", timeout: Double = 60) throws -> ToolRun {
    try icp(arguments, input: input, timeout: timeout)
}

func icp(_ arguments: [String], input: String = "", timeout: Double = 60) throws -> ToolRun {
    try Built.icp.run(arguments, input: input, timeout: timeout)
}

/// Starts an `icp-replica` on a free port with `arguments` (from `ReplicaCommandLine`), runs
/// `body` with it and stops it by PID with SIGTERM, however `body` ends. Synchronous: the suites
/// run `.onItsOwnThread`.
func withReplica<T>(_ arguments: [String] = [], _ body: (Replica) throws -> T) throws -> T {
    let process = try ReplicaProcess(executable: try Built.replica(), arguments: arguments)
    defer { #expect(process.stopBlocking() == 0, "icp-replica did not stop cleanly") }
    return try body(Replica(process: process))
}

/// A running replica as the tests use it: its URL and canisters as text, and the options that
/// point `icp` at it.
struct Replica {
    let process: ReplicaProcess

    var url: String { process.url.absoluteString }
    var rootKeyHex: String { process.rootKey.map { String(format: "%02x", $0) }.joined() }
    func canister(_ name: String) throws -> String { try #require(process.canisters[name]).description }

    /// `--network URL --local`.
    var local: [String] { ["--network", url, "--local"] }
}

/// A fresh folder of files for one test; `defer { folder.remove() }` cleans it up.
struct Folder {
    let url: URL

    init(_ files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("icp-tool-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
