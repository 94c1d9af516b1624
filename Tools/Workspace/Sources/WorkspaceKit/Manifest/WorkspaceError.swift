/// Everything that stops a workspace command before it can do its job.
///
/// Findings of `check` and failing packages of `build`/`test` are results, not errors; these are
/// the cases where the command cannot produce a trustworthy answer at all.
public enum WorkspaceError: Error, Equatable, CustomStringConvertible {
    case workspaceNotFound(startingAt: String)
    case unreadableWorkspaceFile(path: String, reason: String)
    case unknownPackages([String], known: [String])
    case dependencyCycle([String])
    case invalidVersion(String, context: String)
    case versionNotIncreasing(package: String, current: String, requested: String)
    case unknownGitRef(String, shallow: Bool)
    case commandFailed(command: String, status: Int32, output: String)
    case toolNotFound(String)
    case releaseRefused(package: String, reason: String)

    public var description: String {
        switch self {
        case .workspaceNotFound(let start):
            return
                "no Workspace.json found in \(start) or any folder above it; run the workspace tool inside the repository"
        case .unreadableWorkspaceFile(let path, let reason):
            return "\(path): \(reason)"
        case .unknownPackages(let names, let known):
            return
                "unknown package\(names.count == 1 ? "" : "s") \(names.joined(separator: ", ")); Workspace.json lists \(known.joined(separator: ", "))"
        case .dependencyCycle(let cycle):
            return "Workspace.json: dependency cycle \(cycle.joined(separator: " -> ")); edges must only point down"
        case .invalidVersion(let text, let context):
            return "\(context): '\(text)' is not a semantic version (MAJOR.MINOR.PATCH, e.g. 1.4.0)"
        case .versionNotIncreasing(let package, let current, let requested):
            return "\(package) is at \(current); the new version \(requested) must be greater"
        case .unknownGitRef(let ref, let shallow):
            let hint =
                shallow
                ? "this clone is shallow, so older commits are missing: run `git fetch --unshallow` (or fetch the ref) and try again"
                : "check the branch, tag or commit name (`git branch -a`, `git tag`), or fetch it first"
            return "git ref '\(ref)' does not exist in this clone; \(hint)"
        case .commandFailed(let command, let status, let output):
            let tail = output.split(separator: "\n", omittingEmptySubsequences: false).suffix(20).joined(
                separator: "\n")
            return "`\(command)` exited with status \(status)\(tail.isEmpty ? "" : ":\n\(tail)")"
        case .toolNotFound(let tool):
            return "'\(tool)' was not found on PATH"
        case .releaseRefused(let package, let reason):
            return "cannot release \(package): \(reason)"
        }
    }
}
