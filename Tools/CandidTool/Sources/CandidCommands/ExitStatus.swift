/// The exit statuses of `candid`, following the BSD `sysexits.h` numbers where one fits, so
/// scripts can tell bad input from a bad command line.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    case success = 0
    /// The text, hex, bytes or `.did` file given is not valid (does not parse, type-check or decode).
    case invalidInput = 1
    /// The command line is wrong: unknown option, conflicting options, a method the `.did` file lacks.
    case usage = 64
    /// A file (or standard input) could not be read.
    case cannotRead = 66
}
