import Foundation

/// The git questions the workspace asks, answered by the `git` command line.
public struct Git: Sendable {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    @discardableResult
    public func run(_ arguments: String..., environment: [String: String] = [:]) throws -> String {
        try run(arguments, environment: environment)
    }

    @discardableResult
    public func run(_ arguments: [String], environment: [String: String] = [:]) throws -> String {
        try ProcessRunner.checked("git", arguments, in: directory, environment: environment)
    }

    public func isShallow() -> Bool {
        (try? run("rev-parse", "--is-shallow-repository")) == "true"
    }

    /// Resolves `ref` to a commit, or explains why it cannot (shallow clone, typo).
    public func resolveCommit(_ ref: String) throws -> String {
        let result = try ProcessRunner.run(
            "git", ["rev-parse", "--verify", "--quiet", "\(ref)^{commit}"], in: directory)
        guard result.succeeded else { throw WorkspaceError.unknownGitRef(ref, shallow: isShallow()) }
        return result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    public func tagExists(_ tag: String) -> Bool {
        ((try? ProcessRunner.run("git", ["rev-parse", "--verify", "--quiet", "refs/tags/\(tag)"], in: directory))?
            .succeeded) ?? false
    }

    public func tags(matching pattern: String) throws -> [String] {
        try run("tag", "--list", pattern).split(separator: "\n").map(String.init)
    }

    /// Files changed between `ref` and the working tree, plus untracked files, relative to the root.
    public func changedFiles(since ref: String) throws -> [String] {
        let commit = try resolveCommit(ref)
        let changed = try run("diff", "--name-only", "--no-renames", commit, "--")
        let untracked = try run("ls-files", "--others", "--exclude-standard")
        return (changed + "\n" + untracked).split(separator: "\n").map(String.init)
    }

    public func hasUncommittedChanges(in path: String) throws -> Bool {
        !(try run("status", "--porcelain", "--", path)).isEmpty
    }

    public func file(_ path: String, at ref: String) -> String? {
        let result = try? ProcessRunner.run("git", ["show", "\(ref):\(path)"], in: directory)
        guard let result, result.succeeded else { return nil }
        return result.standardOutput
    }

    /// Author and committer identity for commits the tool makes, when the user has none configured
    /// (CI machines often do not), so a release never fails on `Please tell me who you are`.
    public func identityEnvironment() -> [String: String] {
        let name = (try? run("config", "user.name")) ?? ""
        let email = (try? run("config", "user.email")) ?? ""
        var environment: [String: String] = [:]
        if name.isEmpty {
            environment["GIT_AUTHOR_NAME"] = "workspace release"
            environment["GIT_COMMITTER_NAME"] = "workspace release"
        }
        if email.isEmpty {
            environment["GIT_AUTHOR_EMAIL"] = "workspace-release@localhost"
            environment["GIT_COMMITTER_EMAIL"] = "workspace-release@localhost"
        }
        return environment
    }
}
