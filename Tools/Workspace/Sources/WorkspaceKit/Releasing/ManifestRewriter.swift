import Foundation

/// Turns a member's sibling `.package(path:)` dependencies into versioned URL dependencies, which
/// is the only form SwiftPM accepts in a package consumed from its own repository.
public enum ManifestRewriter {
    public struct Replacement: Sendable, Equatable {
        /// The path as written in the manifest, e.g. `../BigNum`.
        public let path: String
        public let url: String
        public let requirement: VersionRequirement
    }

    public enum Problem: Error, Equatable, CustomStringConvertible {
        case unmatchedPath(String)
        case leftoverPathDependency(String)

        public var description: String {
            switch self {
            case .unmatchedPath(let path):
                return "Package.swift depends on \"\(path)\", which is not a released sibling"
            case .leftoverPathDependency(let snippet):
                return
                    "Package.swift still has a path dependency after rewriting (\(snippet)); write sibling dependencies as .package(path: \"../Name\")"
            }
        }
    }

    /// The `path` strings of every `.package(path:)` (optionally with `name:`) in the manifest.
    public static func pathDependencies(in manifest: String) -> [String] {
        matches(in: manifest).map(\.path)
    }

    public static func rewrite(_ manifest: String, resolve: (String) -> Replacement?) throws(Problem) -> String {
        var edits: [(range: Range<String.Index>, text: String)] = []
        for match in matches(in: manifest) {
            guard let replacement = resolve(match.path) else { throw .unmatchedPath(match.path) }
            edits.append(
                (match.range, ".package(url: \"\(replacement.url)\", \(replacement.requirement.manifestArguments))"))
        }
        var result = manifest
        // Back to front, so earlier ranges stay valid.
        for edit in edits.reversed() { result.replaceSubrange(edit.range, with: edit.text) }
        if let leftover = result.range(of: #"\.package\s*\([^)]*\bpath\s*:"#, options: .regularExpression) {
            throw .leftoverPathDependency(String(result[leftover]))
        }
        return result
    }

    private static func matches(in manifest: String) -> [(range: Range<String.Index>, path: String)] {
        let pattern = #/\.package\(\s*(?:name:\s*"[^"]*"\s*,\s*)?path:\s*"(?<path>[^"]+)"\s*\)/#
        return manifest.matches(of: pattern).map { ($0.range, String($0.output.path)) }
    }
}
