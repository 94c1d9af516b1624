import Foundation

/// `workspace release`: publishes one member as a standalone repository tagged `X.Y.Z`, which is
/// the only shape SwiftPM can consume, and tags the monorepo `NAME-X.Y.Z`.
public struct Releaser: Sendable {
    public enum Status: Sendable, Equatable {
        case released(commit: String)
        case alreadyReleased
        case dryRun
    }

    public struct Report: Sendable, Equatable {
        public let name: String
        public let version: String
        public let repositoryURL: String
        public let status: Status
        public let rewrittenDependencies: [ManifestRewriter.Replacement]
        public let files: Int
        public let monorepoTag: String

        public var description: String {
            let dependencies = rewrittenDependencies.map {
                "  \($0.path) -> \($0.url) \($0.requirement.manifestArguments)"
            }
            let head: String =
                switch status {
                case .released(let commit):
                    "released \(name) \(version) to \(repositoryURL) (commit \(commit.prefix(12)), tag \(version)); monorepo tag \(monorepoTag)"
                case .alreadyReleased:
                    "\(name) \(version) is already released at \(repositoryURL) with identical content; nothing to do"
                case .dryRun:
                    "dry run: would release \(name) \(version) (\(files) files) to \(repositoryURL), tag \(version) there and \(monorepoTag) here"
                }
            return ([head] + (dependencies.isEmpty ? [] : ["rewritten dependencies:"] + dependencies)).joined(
                separator: "\n")
        }
    }

    public let workspace: Workspace
    public let swiftPM: SwiftPM?

    /// - Parameter swiftPM: when given, the rewritten manifest is evaluated before anything is
    ///   published, so a manifest SwiftPM cannot read is never released.
    public init(workspace: Workspace, swiftPM: SwiftPM? = nil) {
        self.workspace = workspace
        self.swiftPM = swiftPM
    }

    public func release(_ name: String, to destination: ReleaseDestination, dryRun: Bool = false) throws -> Report {
        guard let entry = workspace.manifest.entry(named: name) else {
            throw WorkspaceError.unknownPackages([name], known: workspace.manifest.names)
        }
        guard entry.kind != .tests else { throw refuse(name, "\(entry.kind.rawValue) packages are not released") }
        guard SemanticVersion(entry.version) != nil else {
            throw WorkspaceError.invalidVersion(entry.version, context: "Workspace.json \(name)")
        }
        let mono = Git(directory: workspace.root)
        if try mono.hasUncommittedChanges(in: entry.path) {
            throw refuse(
                name,
                "\(entry.path) has uncommitted changes; a release is cut from committed content, so commit or stash them first"
            )
        }
        let replacements = try dependencyReplacements(for: entry, destination: destination, git: mono)
        let repositoryURL = destination.repositoryURL(for: name)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workspace-release-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let work = scratch.appendingPathComponent("repository")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)

        let created = LocalRepositoryCreation(destination: destination, url: repositoryURL, dryRun: dryRun)
        do {
            return try publish(
                entry, repositoryURL: repositoryURL, destination: destination, work: work, scratch: scratch,
                replacements: replacements, creation: created, dryRun: dryRun)
        } catch {
            // A repository this run created is removed again, so a failed release leaves nothing behind.
            created.undo()
            throw error
        }
    }

    private func publish(
        _ entry: PackageEntry, repositoryURL: String, destination: ReleaseDestination, work: URL, scratch: URL,
        replacements: [ManifestRewriter.Replacement], creation: LocalRepositoryCreation, dryRun: Bool
    ) throws -> Report {
        let name = entry.name
        let mono = Git(directory: workspace.root)
        let exists = try prepareRepository(at: repositoryURL, destination: destination, into: work, creation: creation)
        let releaseGit = Git(directory: work)
        let files = try writeTree(of: entry, git: mono, into: work, scratch: scratch, replacements: replacements)
        try releaseGit.run("add", "-A")
        let tree = try releaseGit.run("write-tree")
        let tag = entry.version
        let monorepoTag = entry.releaseTag(entry.version)
        let head = try mono.run("rev-parse", "HEAD")

        if exists, releaseGit.tagExists(tag) {
            let releasedTree = try releaseGit.run("rev-parse", "\(tag)^{tree}")
            guard releasedTree == tree else {
                throw refuse(
                    name,
                    "\(tag) is already released at \(repositoryURL) with different content; bump the version (`workspace version \(name) patch`) and release that"
                )
            }
            if !dryRun && !mono.tagExists(monorepoTag) { try mono.run("tag", monorepoTag, head) }
            return Report(
                name: name, version: tag, repositoryURL: repositoryURL, status: .alreadyReleased,
                rewrittenDependencies: replacements, files: files, monorepoTag: monorepoTag)
        }
        if dryRun {
            return Report(
                name: name, version: tag, repositoryURL: repositoryURL, status: .dryRun,
                rewrittenDependencies: replacements, files: files, monorepoTag: monorepoTag)
        }
        if mono.tagExists(monorepoTag), try mono.run("rev-parse", "\(monorepoTag)^{commit}") != head {
            throw refuse(
                name,
                "the monorepo already has \(monorepoTag) on another commit, but \(repositoryURL) has no \(tag); delete the stale tag or bump the version"
            )
        }

        let identity = mono.identityEnvironment()
        try releaseGit.run(
            [
                "commit", "--quiet", "--allow-empty", "-m", "Release \(name) \(tag)", "-m",
                "From monorepo commit \(head).",
            ], environment: identity)
        try releaseGit.run(["tag", "-a", tag, "-m", "\(name) \(tag)"], environment: identity)
        try releaseGit.run("push", "--quiet", "--atomic", "origin", "HEAD:refs/heads/main", "refs/tags/\(tag)")
        let commit = try releaseGit.run("rev-parse", "HEAD")
        if !mono.tagExists(monorepoTag) { try mono.run("tag", monorepoTag, head) }
        return Report(
            name: name, version: tag, repositoryURL: repositoryURL, status: .released(commit: commit),
            rewrittenDependencies: replacements, files: files, monorepoTag: monorepoTag)
    }

    /// Every sibling must already be released, unchanged since, and present at the destination.
    private func dependencyReplacements(for entry: PackageEntry, destination: ReleaseDestination, git: Git) throws
        -> [ManifestRewriter.Replacement]
    {
        var problems: [String] = []
        var replacements: [ManifestRewriter.Replacement] = []
        for name in entry.dependencies {
            guard let dependency = workspace.manifest.entry(named: name),
                let version = SemanticVersion(dependency.version)
            else {
                problems.append("\(name) (not a valid workspace package)")
                continue
            }
            let tag = dependency.releaseTag(dependency.version)
            let url = destination.repositoryURL(for: name)
            guard git.tagExists(tag) else {
                problems.append(
                    "\(name) \(dependency.version) (no \(tag) tag: run `workspace release \(name) --to …` first)")
                continue
            }
            let diff = try ProcessRunner.run(
                "git", ["diff", "--quiet", tag, "HEAD", "--", dependency.path], in: workspace.root)
            if !diff.succeeded {
                problems.append(
                    "\(name) changed since \(tag) (bump it with `workspace version \(name) patch` and release it)")
                continue
            }
            let remote = try ProcessRunner.run("git", ["ls-remote", "--tags", url, "refs/tags/\(dependency.version)"])
            if !remote.succeeded || remote.standardOutput.isEmpty {
                problems.append("\(name) \(dependency.version) (not found at \(url))")
                continue
            }
            replacements.append(
                ManifestRewriter.Replacement(
                    path: relativePath(from: entry.path, to: dependency.path), url: url,
                    requirement: VersionRequirement(minimum: version)
                ))
        }
        guard problems.isEmpty else {
            throw refuse(entry.name, "unreleased dependencies: " + problems.joined(separator: "; "))
        }
        return replacements
    }

    /// Clones the package's release repository (creating a local one if needed); returns whether it existed.
    private func prepareRepository(
        at url: String, destination: ReleaseDestination, into work: URL, creation: LocalRepositoryCreation
    ) throws -> Bool {
        var exists = true
        if case .directory = destination.location {
            let repository = URL(fileURLWithPath: url)
            let fileManager = FileManager.default
            if !fileManager.fileExists(atPath: repository.path) {
                exists = false
                try creation.create()
            } else if !fileManager.fileExists(atPath: repository.appendingPathComponent(".git").path)
                && !fileManager.fileExists(atPath: repository.appendingPathComponent("HEAD").path)
            {
                throw WorkspaceError.releaseRefused(
                    package: repository.lastPathComponent,
                    reason: "\(repository.path) exists but is not a git repository")
            }
        }
        if exists || !creation.dryRun {
            let clone = try ProcessRunner.run("git", ["clone", "--quiet", url, work.path])
            guard clone.succeeded else {
                let hint = destination.isRemote ? "; create an empty repository there first" : ""
                throw WorkspaceError.releaseRefused(
                    package: (url as NSString).lastPathComponent,
                    reason:
                        "cannot clone \(url)\(hint) (\(clone.standardError.trimmingCharacters(in: .whitespacesAndNewlines)))"
                )
            }
        } else {
            try ProcessRunner.checked("git", ["init", "--quiet", work.path])
        }
        let hasCommits =
            (try? ProcessRunner.run("git", ["rev-parse", "--verify", "--quiet", "HEAD"], in: work).succeeded) ?? false
        if !hasCommits { try ProcessRunner.checked("git", ["symbolic-ref", "HEAD", "refs/heads/main"], in: work) }
        return exists
    }

    /// Replaces the clone's files with the package's committed tree and rewrites its manifest.
    private func writeTree(
        of entry: PackageEntry, git: Git, into work: URL, scratch: URL, replacements: [ManifestRewriter.Replacement]
    ) throws -> Int {
        let fileManager = FileManager.default
        for item in try fileManager.contentsOfDirectory(atPath: work.path) where item != ".git" {
            try fileManager.removeItem(at: work.appendingPathComponent(item))
        }
        let archive = scratch.appendingPathComponent("package.tar")
        try git.run("archive", "--format=tar", "-o", archive.path, "HEAD:\(entry.path)")
        try ProcessRunner.checked("tar", ["-xf", archive.path, "-C", work.path])

        let manifestURL = work.appendingPathComponent("Package.swift")
        let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        let rewritten: String
        do {
            rewritten = try ManifestRewriter.rewrite(manifest) { path in
                replacements.first {
                    $0.path == path
                        || URL(fileURLWithPath: $0.path).standardized.path
                            == URL(fileURLWithPath: path).standardized.path
                }
            }
        } catch {
            throw refuse(entry.name, error.description)
        }
        try rewritten.write(to: manifestURL, atomically: true, encoding: .utf8)
        if let swiftPM {
            do {
                _ = try swiftPM.dump(packageAt: work)
            } catch {
                throw refuse(entry.name, "the rewritten Package.swift does not evaluate: \(error)")
            }
        }
        let listing = try ProcessRunner.checked(
            "git", ["ls-tree", "-r", "--name-only", "HEAD:\(entry.path)"], in: workspace.root)
        return listing.split(separator: "\n").count
    }

    private func refuse(_ name: String, _ reason: String) -> WorkspaceError {
        .releaseRefused(package: name, reason: reason)
    }
}

/// Creates a package's local release repository on first release, and can take it back.
final class LocalRepositoryCreation: @unchecked Sendable {
    let dryRun: Bool
    private let repository: URL?
    private var created = false

    init(destination: ReleaseDestination, url: String, dryRun: Bool) {
        self.dryRun = dryRun
        if case .directory = destination.location { repository = URL(fileURLWithPath: url) } else { repository = nil }
    }

    func create() throws {
        guard let repository, !dryRun else { return }
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        created = true
        try ProcessRunner.checked("git", ["init", "--quiet", repository.path])
        try ProcessRunner.checked("git", ["symbolic-ref", "HEAD", "refs/heads/main"], in: repository)
        // A non-bare repository is friendlier to browse; updateInstead lets pushes refresh its files.
        try ProcessRunner.checked("git", ["config", "receive.denyCurrentBranch", "updateInstead"], in: repository)
    }

    func undo() {
        guard created, let repository else { return }
        try? FileManager.default.removeItem(at: repository)
        created = false
    }
}
