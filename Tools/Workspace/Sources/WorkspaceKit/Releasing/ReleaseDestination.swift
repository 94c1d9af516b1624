import Foundation

/// Where releases go: a local folder holding one git repository per package (`DIR/BigNum`), or a
/// remote base URL under which each package's repository already exists (`URL/BigNum`).
public struct ReleaseDestination: Sendable, Equatable {
    public enum Location: Sendable, Equatable {
        case directory(URL)
        case remote(String)
    }

    public let location: Location

    public init(location: Location) {
        self.location = location
    }

    /// Reads `file://`, `ssh://`, `https://` and `user@host:path` as remote, anything else as a folder.
    public init(_ text: String, relativeTo base: URL) {
        if text.contains("://") && !text.hasPrefix("file://") {
            location = .remote(text.hasSuffix("/") ? String(text.dropLast()) : text)
        } else if text.hasPrefix("file://"), let url = URL(string: text) {
            location = .directory(url.standardizedFileURL)
        } else if text.range(of: #"^[^/]+@[^/:]+:"#, options: .regularExpression) != nil {
            location = .remote(text.hasSuffix("/") ? String(text.dropLast()) : text)
        } else {
            let url = text.hasPrefix("/") ? URL(fileURLWithPath: text) : base.appendingPathComponent(text)
            location = .directory(url.standardizedFileURL)
        }
    }

    public var isRemote: Bool {
        if case .remote = location { return true }
        return false
    }

    /// The URL written into dependents' manifests and used to push.
    public func repositoryURL(for name: String) -> String {
        switch location {
        case .directory(let url): url.appendingPathComponent(name).path
        case .remote(let base): "\(base)/\(name)"
        }
    }
}
