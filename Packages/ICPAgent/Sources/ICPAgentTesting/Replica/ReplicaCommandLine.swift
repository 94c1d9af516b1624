import ChildProcesses
import Foundation

/// The command line of `icp-replica` (Tools/Replica, the HTTP front of ``ReplicaSimulator``), in
/// one place: every launcher of the workspace (tests, the demo, the benchmarks) builds it here,
/// and Tools/Replica's tests parse what this writes with the tool's own parser, so a renamed
/// option fails there instead of in each launcher.
public enum ReplicaCommandLine {
    /// The executable's name, as SwiftPM builds it beside the programs that depend on it.
    public static let executableName = "icp-replica"

    /// What every launcher starts with: a free port, printed on the JSON line it reads.
    public static let freePort = ["--port", "0"]

    /// Mints `e8s` to `owner`'s default ledger account at start.
    public static func fund(_ owner: String, e8s: UInt64) -> [String] {
        ["--fund", "\(owner)=\(e8s)"]
    }

    /// Flips a bit of every certificate's signature, so clients must refuse them.
    public static let corruptCertificate = ["--corrupt-certificate"]

    /// Answers `processing` to this many polls of a call's status.
    public static func processingPolls(_ count: Int) -> [String] {
        ["--processing-polls", "\(count)"]
    }

    /// Keeps the ledger's blocks in this SQLite file across restarts.
    public static func state(_ path: String) -> [String] {
        ["--state", path]
    }

    /// `icp-replica` at `executable` on a free port with `options` (the functions above, or any
    /// other flag of `icp-replica --help`).
    public static func command(executable: URL, options: [String] = []) -> Command {
        Command(executable, freePort + options)
    }
}
