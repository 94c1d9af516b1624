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
        /// The folder of its sources relative to the package, when the manifest sets one;
        /// otherwise SwiftPM's default (`Sources/NAME`, `Tests/NAME` for tests).
        public let path: String?

        public init(name: String, kind: Kind, path: String? = nil) {
            self.name = name
            self.kind = kind
            self.path = path
        }

        /// The folder of its sources relative to the package.
        public var sourcePath: String { path ?? "\(kind == .test ? "Tests" : "Sources")/\(name)" }
    }

    public struct Product: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case library, executable, plugin, other
        }
        public let name: String
        public let kind: Kind
        public let targets: [String]
    }

    public let name: String
    public let toolsVersion: String
    /// Absolute paths of `.package(path:)` dependencies.
    public let pathDependencies: [String]
    public let remoteDependencies: [RemoteDependency]
    public let productDetails: [Product]
    public let targets: [Target]

    public var products: [String] { productDetails.map(\.name) }
    public var executableProducts: [String] { productDetails.filter { $0.kind == .executable }.map(\.name) }

    /// The Swift modules users import: the regular targets of the library products, in the
    /// order the products list them.
    public var publicModules: [Target] {
        var seen: Set<String> = []
        return productDetails.filter { $0.kind == .library }.flatMap(\.targets).compactMap { name in
            guard seen.insert(name).inserted else { return nil }
            return targets.first { $0.name == name && $0.kind == .regular }
        }
    }

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
                let path = fileSystem["path"] as? String
            {
                paths.append(URL(fileURLWithPath: path).standardizedFileURL.path)
            } else if let sourceControl = (dependency["sourceControl"] as? [[String: Any]])?.first {
                let location = sourceControl["location"] as? [String: Any]
                let url =
                    ((location?["remote"] as? [[String: Any]])?.first?["urlString"] as? String)
                    ?? ((location?["local"] as? [Any])?.first as? String)
                    ?? "?"
                remotes.append(
                    RemoteDependency(
                        identity: sourceControl["identity"] as? String ?? url,
                        location: url,
                        requirement: Self.describe(requirement: sourceControl["requirement"])
                    ))
            } else if let registry = (dependency["registry"] as? [[String: Any]])?.first {
                let identity = registry["identity"] as? String ?? "?"
                remotes.append(
                    RemoteDependency(
                        identity: identity, location: identity,
                        requirement: Self.describe(requirement: registry["requirement"])
                    ))
            }
        }
        pathDependencies = paths
        remoteDependencies = remotes
        productDetails = (root["products"] as? [[String: Any]] ?? []).compactMap { product in
            guard let name = product["name"] as? String else { return nil }
            // `"type": {"library": ["automatic"]}` or `{"executable": null}`.
            let type = (product["type"] as? [String: Any])?.keys.first ?? ""
            return Product(
                name: name, kind: Product.Kind(rawValue: type) ?? .other, targets: product["targets"] as? [String] ?? []
            )
        }
        targets = (root["targets"] as? [[String: Any]] ?? []).compactMap { target in
            guard let name = target["name"] as? String else { return nil }
            return Target(
                name: name, kind: Target.Kind(rawValue: target["type"] as? String ?? "") ?? .regular,
                path: target["path"] as? String)
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
