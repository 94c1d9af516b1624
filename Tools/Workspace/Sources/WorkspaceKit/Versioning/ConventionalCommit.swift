/// A commit message read as a Conventional Commit (`type(scope)!: description`).
public struct ConventionalCommit: Sendable, Equatable {
    /// The CHANGELOG section a commit lands in; `nil` for maintenance types users need not read.
    public enum Section: String, Sendable, CaseIterable {
        case breaking = "Breaking changes"
        case features = "Features"
        case fixes = "Fixes"
        case performance = "Performance"
        case dependencies = "Dependencies"
        case other = "Other changes"
    }

    public let hash: String
    public let type: String?
    public let scope: String?
    public let breaking: Bool
    public let summary: String

    /// Never fails: a message that is not conventional keeps its subject and lands in "Other changes",
    /// so no user-visible change is dropped from the log.
    public init(hash: String, subject: String, body: String) {
        self.hash = hash
        let pattern = #/^(?<type>[A-Za-z]+)(\((?<scope>[^()]*)\))?(?<bang>!)?: (?<summary>.+)$/#
        let breakingFooter = body.contains("BREAKING CHANGE:") || body.contains("BREAKING-CHANGE:")
        if let match = subject.wholeMatch(of: pattern) {
            type = match.output.type.lowercased()
            scope = match.output.scope.map(String.init).flatMap { $0.isEmpty ? nil : $0 }
            breaking = match.output.bang != nil || breakingFooter
            summary = String(match.output.summary)
        } else {
            type = nil
            scope = nil
            breaking = breakingFooter
            summary = subject
        }
    }

    public var section: Section? {
        if breaking { return .breaking }
        switch type {
        case "feat": return .features
        case "fix": return .fixes
        case "perf": return .performance
        case "deps": return .dependencies
        case "refactor", "docs", "revert", nil: return .other
        default: return nil  // test, ci, chore, build, style: not news for users of the package
        }
    }

    public var changelogLine: String {
        let shortHash = String(hash.prefix(7))
        return "- " + (scope.map { "**\($0):** " } ?? "") + summary + (shortHash.isEmpty ? "" : " (\(shortHash))")
    }
}
