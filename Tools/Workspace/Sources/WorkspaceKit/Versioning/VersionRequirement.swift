/// The requirement a released package writes for a sibling it depends on.
///
/// SwiftPM's `from:` admits everything up to the next major version. Below 1.0.0 semver lets a
/// minor release break the API, so there the requirement is narrowed to the next minor version.
public struct VersionRequirement: Sendable, Hashable, CustomStringConvertible {
    public let lowerBound: SemanticVersion

    public init(minimum: SemanticVersion) {
        lowerBound = SemanticVersion(minimum.major, minimum.minor, minimum.patch)
    }

    /// The first version this requirement no longer admits.
    public var upperBound: SemanticVersion {
        lowerBound.major == 0
            ? SemanticVersion(0, lowerBound.minor + 1, 0)
            : SemanticVersion(lowerBound.major + 1, 0, 0)
    }

    public func admits(_ version: SemanticVersion) -> Bool {
        version >= lowerBound && version < upperBound
    }

    /// The argument list of a `.package(url:...)` entry after the URL.
    public var manifestArguments: String {
        lowerBound.major == 0
            ? ".upToNextMinor(from: \"\(lowerBound)\")"
            : "from: \"\(lowerBound)\""
    }

    public var description: String { "\(lowerBound)..<\(upperBound)" }
}
