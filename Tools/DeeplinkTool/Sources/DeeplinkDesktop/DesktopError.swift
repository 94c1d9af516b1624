/// Why a desktop step failed: a scheme or name that cannot be registered, a folder or file that
/// is unsafe or cannot be written, or no wallet waiting for the URLs `deeplink open` hands over.
public enum DesktopError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not an RFC 3986 scheme, or one `deeplink open` does not deliver.
    case invalidScheme(String, reason: String)
    /// A desktop entry name with a path separator, a newline or another character outside
    /// letters, digits, `-`, `_` and `.`.
    case invalidName(String, reason: String)
    /// The running executable's path cannot be put on an Exec line.
    case invalidExecutable(String, reason: String)
    /// Neither the XDG variable nor HOME names an absolute folder.
    case noFolder(variable: String)
    /// A folder that is not ours alone, or a symbolic link where a folder should be.
    case unsafeFolder(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case cannotRead(path: String, reason: String)
    /// Nobody is waiting for the URLs: no endpoint file, or its wallet has exited.
    case nobodyWaiting(path: String, reason: String)
    /// Another wallet, still running, already receives this desktop's URLs.
    case alreadyWaiting(path: String, pid: Int32)

    public var description: String {
        switch self {
        case .invalidScheme(let scheme, let reason): return "scheme \"\(Self.shown(scheme))\": \(reason)"
        case .invalidName(let name, let reason): return "name \"\(Self.shown(name))\": \(reason)"
        case .invalidExecutable(let path, let reason): return "executable \"\(Self.shown(path))\": \(reason)"
        case .noFolder(let variable):
            return "neither \(variable) nor HOME is an absolute path; set one of them"
        case .unsafeFolder(let path, let reason): return "\(path): \(reason)"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        case .cannotRead(let path, let reason): return "cannot read \(path): \(reason)"
        case .nobodyWaiting(let path, let reason):
            return "no wallet is waiting for URLs (\(reason); \(path)); start one with deeplink-wallet --desktop"
        case .alreadyWaiting(let path, let pid):
            return "another deeplink-wallet (pid \(pid)) already receives this desktop's URLs (\(path))"
        }
    }

    /// Untrusted text in a message: at most 60 characters, control characters escaped.
    public static func shown(_ text: String) -> String {
        let short = text.unicodeScalars.prefix(60).map { scalar in
            scalar.properties.generalCategory == .control ? scalar.escaped(asASCII: true) : String(scalar)
        }
        return short.joined() + (text.unicodeScalars.count > 60 ? "…" : "")
    }
}
