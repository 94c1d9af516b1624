import Foundation

/// A child process to start: what to run, with what, where, and where its streams go. Running it
/// is ``run(timeout:grace:onOutput:)`` (to completion) or ``ServiceProcess/start(_:readyWhen:within:)``
/// (a service that keeps running).
public struct Command: Sendable, CustomStringConvertible {
    /// Where standard error goes.
    public enum StandardError: Sendable, Equatable {
        /// Kept, for ``CommandResult/standardError`` and the tails of error messages.
        case captured
        /// Interleaved into standard output as a terminal would show it (build logs).
        case mergedWithOutput
        /// Written to this file (created or truncated, owner-only), read back for messages.
        case file(URL)
        /// Nowhere.
        case discarded
    }

    /// A path (it holds a `/`) or a name looked up on PATH.
    public var executable: String
    public var arguments: [String]
    /// The child's current folder; nil keeps ours.
    public var workingDirectory: URL?
    /// Changes to the environment the child inherits from us: a value sets the variable, nil
    /// removes it.
    public var environment: [String: String?]
    /// Written to standard input, which is then closed; nil gives it /dev/null.
    public var input: Data?
    /// Standard input stays open for a ``ServiceProcess`` to write as it goes
    /// (``ServiceProcess/send(_:)``), a request at a time; `input` is then not used.
    public var keepsInputOpen: Bool
    public var standardError: StandardError
    /// Starts the child as the leader of a process group of its own that holds whatever it
    /// starts: a timeout stops the whole group, and so does the child's exit for what it left
    /// running (an emulator a test did not stop), which would otherwise live on unseen.
    public var ownProcessGroup: Bool

    public init(
        _ executable: String, _ arguments: [String] = [], workingDirectory: URL? = nil,
        environment: [String: String?] = [:], input: Data? = nil, keepsInputOpen: Bool = false,
        standardError: StandardError = .captured, ownProcessGroup: Bool = false
    ) {
        self.executable = executable
        self.arguments = arguments
        self.workingDirectory = workingDirectory
        self.environment = environment
        self.input = input
        self.keepsInputOpen = keepsInputOpen
        self.standardError = standardError
        self.ownProcessGroup = ownProcessGroup
    }

    /// The executable at `url`.
    public init(
        _ url: URL, _ arguments: [String] = [], workingDirectory: URL? = nil, environment: [String: String?] = [:],
        input: Data? = nil, keepsInputOpen: Bool = false, standardError: StandardError = .captured,
        ownProcessGroup: Bool = false
    ) {
        self.init(
            url.path, arguments, workingDirectory: workingDirectory, environment: environment, input: input,
            keepsInputOpen: keepsInputOpen, standardError: standardError, ownProcessGroup: ownProcessGroup)
    }

    /// The environment's changes with every inherited variable whose name starts with `prefix`
    /// removed, so only the caller configures what such variables configure.
    public func removingInheritedVariables(withPrefix prefix: String) -> Command {
        var copy = self
        for name in ProcessInfo.processInfo.environment.keys
        where name.hasPrefix(prefix) && copy.environment[name] == nil {
            copy.environment[name] = .some(nil)
        }
        return copy
    }

    /// The executable's last path component, for messages.
    public var name: String { (executable as NSString).lastPathComponent }

    /// The command line, for messages.
    public var description: String { ([executable] + arguments).joined(separator: " ") }
}
