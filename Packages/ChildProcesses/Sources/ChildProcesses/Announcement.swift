import Foundation

/// The JSON object a network emulator prints as its first line to say where it listens
/// (`{"url": "http://127.0.0.1:38775", ...}`): its members, read as strings or objects of strings,
/// or the whole line decoded into a type of the caller's.
public struct Announcement: Sendable {
    /// The line as printed.
    public let line: String
    private let strings: [String: String]
    private let objects: [String: [String: String]]

    /// Nil when `line` is not a JSON object.
    init?(line: String) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            return nil
        }
        self.line = line
        strings = object.compactMapValues { $0 as? String }
        objects = object.compactMapValues { $0 as? [String: String] }
    }

    /// A string member (`url`, `rootKey`).
    public func string(_ key: String) -> String? {
        strings[key]
    }

    /// A member holding an object of strings (`canisters` of `icp-replica`); empty when absent.
    public func strings(_ key: String) -> [String: String] {
        objects[key] ?? [:]
    }

    /// The whole line decoded as `type`, for announcements with a shape of their own.
    public func decode<T: Decodable>(_ type: T.Type, from executable: String) throws(ChildProcessError) -> T {
        do {
            return try JSONDecoder().decode(type, from: Data(line.utf8))
        } catch {
            throw .badAnnouncement(executable: executable, line: line)
        }
    }
}
