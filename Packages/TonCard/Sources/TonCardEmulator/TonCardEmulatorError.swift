/// Why an emulated card could not be configured, created, saved or loaded.
public enum TonCardEmulatorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A configuration variable is malformed. Carries the variable's name only: values are secrets.
    case invalidConfiguration(variable: String, expected: String)
    /// The system random source failed.
    case randomSourceFailed
    /// The state file could not be read, decoded, written or replaced.
    case stateFile(path: String, reason: String)
    /// The state file was written by an incompatible version of the emulator.
    case unsupportedStateFormat(version: Int)

    public var description: String {
        switch self {
        case let .invalidConfiguration(variable, expected):
            return "\(variable) is malformed: expected \(expected)"
        case .randomSourceFailed:
            return "the system random source failed"
        case let .stateFile(path, reason):
            return "state file \(path): \(reason)"
        case .unsupportedStateFormat(let version):
            return "state file format \(version) is not supported"
        }
    }
}
