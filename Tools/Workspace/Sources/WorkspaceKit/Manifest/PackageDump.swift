import Foundation

/// The parts of `swift package dump-package` the checks need.
///
/// Reading SwiftPM's own evaluation of the manifest (rather than scanning the Swift text) means
/// any way of writing a dependency or target is understood exactly as the build understands it.
public struct PackageDump: Sendable, Equatable {
    public struct RemoteDependency: Sendable, Equatable {
        public let identity: String
        public let location: String
        /// A normalised description such as `6.0.1..<7.0.0`, `exact 1.2.3` or `branch main`.
        public let requirement: String
    }

    public struct Target: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case regular, executable, test, system, binary, plugin, macro
        }
        public let name: String
        public let kind: Kind
    }

    public let name: String
    public let toolsVersion: String
    /// Absolute paths of `.package(path:)` dependencies.
    public let pathDependencies: [String]
    public let remoteDependencies: [RemoteDependency]
    public let products: [String]
    public let targets: [Target]

    public var testTargets: [String] { targets.filter { $0.kind == .test }.map(\.name) }
    public var moduleNames: [String] { targets.filter { $0.kind != .plugin }.map(\.name) }

    public init(json data: Data) throws {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw PackageDumpError.unexpectedShape("top level is not an object")
        }
        guard let name = root["name"] as? String else { throw PackageDumpError.unexpectedShape("no package name") }
        self.name = name
        toolsVersion = ((root["toolsVersion"] as? [String: Any])?["_version"] as? String) ?? "unknown"

        var paths: [String] = []
        var remotes: [RemoteDependency] = []
        for dependency in root["dependencies"] as? [[String: Any]] ?? [] {
            if let fileSystem = (dependency["fileSystem"] as? [[String: Any]])?.first,
               let path = fileSystem["path"] as? String {
                paths.append(URL(fileURLWithPath: path).standardizedFileURL.path)
            } else if let sourceControl = (dependency["sourceControl"] as? [[String: Any]])?.first {
                let location = sourceControl["location"] as? [String: Any]
                let url = ((location?["remote"] as? [[String: Any]])?.first?["urlString"] as? String)
                    ?? ((location?["local"] as? [Any])?.first as? String)
                    ?? "?"
                remotes.append(RemoteDependency(
                    identity: sourceControl["identity"] as? String ?? url,
                    location: url,
                    requirement: Self.describe(requirement: sourceControl["requirement"])
                ))
            } else if let registry = (dependency["registry"] as? [[String: Any]])?.first {
                let identity = registry["identity"] as? String ?? "?"
                remotes.append(RemoteDependency(
                    identity: identity, location: identity,
                    requirement: Self.describe(requirement: registry["requirement"])
                ))
            }
        }
        pathDependencies = paths
        remoteDependencies = remotes
        products = (root["products"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        targets = (root["targets"] as? [[String: Any]] ?? []).compactMap { target in
            guard let name = target["name"] as? String else { return nil }
            return Target(name: name, kind: Target.Kind(rawValue: target["type"] as? String ?? "") ?? .regular)
        }
    }

    private static func describe(requirement: Any?) -> String {
        guard let requirement = requirement as? [String: Any], let (kind, value) = requirement.first else {
            return "unspecified"
        }
        let first = (value as? [Any])?.first
        if kind == "range", let range = first as? [String: Any] {
            return "\(range["lowerBound"] as? String ?? "?")..<\(range["upperBound"] as? String ?? "?")"
        }
        return "\(kind) \(first.map { "\($0)" } ?? "?")"
    }
}

public enum PackageDumpError: Error, CustomStringConvertible {
    case unexpectedShape(String)

    public var description: String {
        switch self {
        case .unexpectedShape(let detail): return "unexpected dump-package output: \(detail)"
        }
    }
}
