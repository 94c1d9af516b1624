import Foundation

/// The contents of `Workspace.json`: the one list of packages, treated as the truth that every
/// `Package.swift` is checked against.
public struct WorkspaceManifest: Sendable, Equatable {
    public var packages: [PackageEntry]

    public init(packages: [PackageEntry]) {
        self.packages = packages
    }

    public func entry(named name: String) -> PackageEntry? {
        packages.first { $0.name == name }
    }

    public var names: [String] { packages.map(\.name) }

    /// Decodes the file's bytes, naming the offending field when the shape is wrong.
    public static func decode(_ data: Data, path: String) throws -> WorkspaceManifest {
        do {
            return try JSONDecoder().decode(WorkspaceManifest.self, from: data)
        } catch let error as DecodingError {
            throw WorkspaceError.unreadableWorkspaceFile(path: path, reason: Self.explain(error))
        } catch {
            throw WorkspaceError.unreadableWorkspaceFile(path: path, reason: "\(error)")
        }
    }

    /// Serialises with a fixed key order and one field per line, so a version bump is a one-line diff.
    public func encoded() -> String {
        var lines = ["{", "  \"packages\": ["]
        for (index, entry) in packages.enumerated() {
            var fields = [
                "\"name\": \(Self.quote(entry.name))",
                "\"path\": \(Self.quote(entry.path))",
                "\"kind\": \(Self.quote(entry.kind.rawValue))",
                "\"version\": \(Self.quote(entry.version))",
            ]
            if let summary = entry.summary { fields.append("\"summary\": \(Self.quote(summary))") }
            fields.append("\"dependencies\": \(Self.list(entry.dependencies))")
            fields.append("\"products\": \(Self.list(entry.products))")
            fields.append("\"testTargets\": \(Self.list(entry.testTargets))")
            if !entry.conformance.isEmpty { fields.append("\"conformance\": \(Self.object(entry.conformance))") }
            lines.append("    {")
            lines.append(fields.map { "      " + $0 }.joined(separator: ",\n"))
            lines.append("    }" + (index == packages.count - 1 ? "" : ","))
        }
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func quote(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\\/", with: "/")
    }

    private static func list(_ items: [String]) -> String {
        "[" + items.map(quote).joined(separator: ", ") + "]"
    }

    private static func object(_ floors: [String: Int]) -> String {
        "{" + floors.sorted { $0.key < $1.key }.map { "\(quote($0.key)): \($0.value)" }.joined(separator: ", ") + "}"
    }

    private static func explain(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let parts = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
            return parts.isEmpty ? "top level" : parts.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing field '\(key.stringValue)' at \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "wrong type at \(path(context)): \(context.debugDescription)"
        case .dataCorrupted(let context):
            return "invalid JSON at \(path(context)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}

extension WorkspaceManifest: Codable {}

/// One member of the workspace.
public struct PackageEntry: Sendable, Equatable, Codable {
    /// What a member is for decides what `check` asks of it and whether it can be released.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// A package under `Packages/`: released on its own, needs README, CHANGELOG and tests.
        case library
        /// An executable under `Tools/`: built and tested, needs a README.
        case tool
        /// The end-to-end test package.
        case tests
    }

    public var name: String
    /// Relative to the repository root, e.g. `Packages/BigNum`.
    public var path: String
    public var kind: Kind
    public var version: String
    public var summary: String?
    /// Names of sibling packages this one depends on by path.
    public var dependencies: [String]
    public var products: [String]
    public var testTargets: [String]
    /// Conformance suites the tests must run, each with the fewest passing assertions
    /// accepted (see ``ConformanceCount``); optional in the file.
    public var conformance: [String: Int]

    public init(
        name: String, path: String, kind: Kind, version: String, summary: String? = nil,
        dependencies: [String] = [], products: [String] = [], testTargets: [String] = [],
        conformance: [String: Int] = [:]
    ) {
        self.name = name
        self.path = path
        self.kind = kind
        self.version = version
        self.summary = summary
        self.dependencies = dependencies
        self.products = products
        self.testTargets = testTargets
        self.conformance = conformance
    }

    private enum CodingKeys: String, CodingKey {
        case name, path, kind, version, summary, dependencies, products, testTargets, conformance
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            name: container.decode(String.self, forKey: .name),
            path: container.decode(String.self, forKey: .path),
            kind: container.decode(Kind.self, forKey: .kind),
            version: container.decode(String.self, forKey: .version),
            summary: container.decodeIfPresent(String.self, forKey: .summary),
            dependencies: container.decode([String].self, forKey: .dependencies),
            products: container.decode([String].self, forKey: .products),
            testTargets: container.decode([String].self, forKey: .testTargets),
            conformance: container.decodeIfPresent([String: Int].self, forKey: .conformance) ?? [:]
        )
    }

    public var semanticVersion: SemanticVersion? { SemanticVersion(version) }

    /// The monorepo tag that marks a release of this package at `version`.
    public func releaseTag(_ version: String) -> String { "\(name)-\(version)" }
}
