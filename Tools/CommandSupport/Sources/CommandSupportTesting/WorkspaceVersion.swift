import Foundation

/// Reads a member's version from the repository's Workspace.json, found by walking up from a
/// source file of the calling test: what a tool's `--version` must print.
public enum WorkspaceVersion {
    public enum Failure: Error, CustomStringConvertible {
        case noWorkspaceFile(above: String)
        case noSuchMember(String)

        public var description: String {
            switch self {
            case .noWorkspaceFile(let path): return "no Workspace.json in any folder above \(path)"
            case .noSuchMember(let name): return "Workspace.json lists no member \(name) with a version"
            }
        }
    }

    public static func of(_ member: String, filePath: String = #filePath) throws -> String {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while true {
            let candidate = folder.appendingPathComponent("Workspace.json")
            if let data = FileManager.default.contents(atPath: candidate.path) {
                let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
                let entry = (object?["packages"] as? [[String: Any]])?.first { $0["name"] as? String == member }
                guard let version = entry?["version"] as? String else { throw Failure.noSuchMember(member) }
                return version
            }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { throw Failure.noWorkspaceFile(above: filePath) }
            folder = parent
        }
    }
}
