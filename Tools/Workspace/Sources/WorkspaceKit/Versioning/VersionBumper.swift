import Foundation

/// `workspace version`: a new version in Workspace.json and a CHANGELOG section from the commits
/// that touched the package since its last release; dependents follow only when they must.
public struct VersionBumper: Sendable {
    public enum Request: Sendable, Equatable {
        case bump(SemanticVersion.Bump)
        case exact(SemanticVersion)

        public init?(_ text: String) {
            if let bump = SemanticVersion.Bump(rawValue: text) {
                self = .bump(bump)
            } else if let version = SemanticVersion(text) {
                self = .exact(version)
            } else {
                return nil
            }
        }
    }

    public struct Change: Sendable, Equatable {
        public let name: String
        public let from: SemanticVersion
        public let to: SemanticVersion
        /// Why a dependent moves, e.g. `its released requirement BigNum 0.1.0..<0.2.0 does not admit 0.2.0`.
        public let reason: String?
        public let changelogSection: String
    }

    public struct Plan: Sendable, Equatable {
        public let changes: [Change]
        /// Dependents looked at and left alone, with the reason.
        public let notes: [String]
    }

    public let workspace: Workspace
    public let date: String

    public init(workspace: Workspace, date: Date = Date()) {
        self.workspace = workspace
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        self.date = formatter.string(from: date)
    }

    public func plan(_ name: String, _ request: Request) throws -> Plan {
        guard let entry = workspace.manifest.entry(named: name) else {
            throw WorkspaceError.unknownPackages([name], known: workspace.manifest.names)
        }
        guard let current = entry.semanticVersion else {
            throw WorkspaceError.invalidVersion(entry.version, context: "Workspace.json \(name)")
        }
        let target: SemanticVersion
        switch request {
        case .bump(let bump): target = current.bumped(bump)
        case .exact(let version): target = version
        }
        guard target > current else {
            throw WorkspaceError.versionNotIncreasing(package: name, current: "\(current)", requested: "\(target)")
        }
        let git = Git(directory: workspace.root)
        let graph = try workspace.graph()
        var changes = [try change(for: entry, from: current, to: target, reason: nil, git: git, dependencyLines: [])]
        var notes: [String] = []
        var queue = [(name, target)]
        while !queue.isEmpty {
            let (bumped, version) = queue.removeFirst()
            for dependent in graph.ordered(Set(graph.dependents(of: bumped))) {
                guard !changes.contains(where: { $0.name == dependent }),
                    let dependentEntry = workspace.manifest.entry(named: dependent),
                    let dependentVersion = dependentEntry.semanticVersion
                else { continue }
                guard let released = try lastRelease(of: dependentEntry, git: git) else {
                    notes.append(
                        "\(dependent): never released, so nothing pins \(bumped); its first release will require \(bumped) \(version)"
                    )
                    continue
                }
                if dependentVersion > released.version {
                    notes.append(
                        "\(dependent): already at unreleased \(dependentVersion); its next release will require \(bumped) \(version)"
                    )
                    continue
                }
                let pinned = git.file(Workspace.manifestFileName, at: released.tag)
                    .flatMap { try? WorkspaceManifest.decode(Data($0.utf8), path: released.tag) }?
                    .entry(named: bumped)?.semanticVersion
                guard let pinned else {
                    notes.append("\(dependent): its release \(released.tag) did not depend on \(bumped); not bumped")
                    continue
                }
                let requirement = VersionRequirement(minimum: pinned)
                if requirement.admits(version) {
                    notes.append(
                        "\(dependent): its released requirement \(bumped) \(requirement) admits \(version); not bumped")
                    continue
                }
                let next = dependentVersion.bumped(.patch)
                let reason = "its released requirement \(bumped) \(requirement) does not admit \(version)"
                changes.append(
                    try change(
                        for: dependentEntry, from: dependentVersion, to: next, reason: reason, git: git,
                        dependencyLines: ["- requires \(bumped) \(version)"]))
                queue.append((dependent, next))
            }
        }
        return Plan(changes: changes, notes: notes)
    }

    /// Writes Workspace.json, each changed package's CHANGELOG.md and, for tools, the
    /// `ToolVersion.swift` that `--version` prints.
    public func apply(_ plan: Plan) throws {
        var updated = workspace
        for change in plan.changes {
            guard let index = updated.manifest.packages.firstIndex(where: { $0.name == change.name }) else { continue }
            updated.manifest.packages[index].version = "\(change.to)"
            let directory = updated.directory(of: updated.manifest.packages[index])
            // A tool's `--version` reads its ToolVersion.swift: it moves with Workspace.json.
            try ToolVersionFile.update(inPackage: directory, to: "\(change.to)")
            let file = directory.appendingPathComponent("CHANGELOG.md")
            let existing = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            try Changelog.inserting(change.changelogSection, into: existing).write(
                to: file, atomically: true, encoding: .utf8)
        }
        try updated.save()
    }

    public struct Release: Sendable, Equatable {
        public let tag: String
        public let version: SemanticVersion
    }

    /// The highest `NAME-X.Y.Z` tag.
    public func lastRelease(of entry: PackageEntry, git: Git) throws -> Release? {
        let prefix = "\(entry.name)-"
        return try git.tags(matching: "\(prefix)*")
            .compactMap { tag in
                SemanticVersion(String(tag.dropFirst(prefix.count))).map { Release(tag: tag, version: $0) }
            }
            .max { $0.version < $1.version }
    }

    private func change(
        for entry: PackageEntry, from: SemanticVersion, to: SemanticVersion, reason: String?, git: Git,
        dependencyLines: [String]
    ) throws -> Change {
        let since = try lastRelease(of: entry, git: git)?.tag
        let commits = try self.commits(touching: entry.path, since: since, git: git)
        let file = workspace.directory(of: entry).appendingPathComponent("CHANGELOG.md")
        let notes = Changelog.unreleasedNotes(in: (try? String(contentsOf: file, encoding: .utf8)) ?? "")
        let section = Changelog.section(
            version: to, date: date, notes: notes, commits: commits,
            extraLines: dependencyLines.isEmpty ? [:] : [.dependencies: dependencyLines])
        return Change(name: entry.name, from: from, to: to, reason: reason, changelogSection: section)
    }

    private func commits(touching path: String, since tag: String?, git: Git) throws -> [ConventionalCommit] {
        let hasHead = (try? git.run("rev-parse", "--verify", "--quiet", "HEAD")) != nil
        guard hasHead else { return [] }
        let range = tag.map { "\($0)..HEAD" } ?? "HEAD"
        let log = try git.run("log", "--format=%H%x1f%s%x1f%b%x1e", range, "--", path)
        return log.split(separator: "\u{1e}").compactMap { record in
            let fields = record.trimmingCharacters(in: .whitespacesAndNewlines).split(
                separator: "\u{1f}", omittingEmptySubsequences: false)
            guard fields.count >= 2 else { return nil }
            return ConventionalCommit(
                hash: String(fields[0]), subject: String(fields[1]), body: fields.count > 2 ? String(fields[2]) : "")
        }
    }
}
