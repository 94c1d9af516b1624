/// Why PEM text was rejected. Line numbers count from 1.
public enum PEMError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No `-----BEGIN ...-----` line at all.
    case noPEMBlock
    /// A BEGIN line without a matching END line.
    case missingEndLine(label: String, beginLine: Int)
    /// The END line names another label than the BEGIN line.
    case mismatchedEndLine(begin: String, end: String, line: Int)
    /// A malformed BEGIN/END line (missing dashes, empty or non-ASCII label).
    case malformedBoundary(line: Int)
    /// RFC 1421 headers such as `Proc-Type: 4,ENCRYPTED`: encrypted PEM is not supported.
    case headersNotSupported(line: Int)
    /// The body is not valid base64.
    case invalidBase64(line: Int, column: Int, reason: String)
    /// The body decodes to nothing.
    case emptyBody(label: String, line: Int)
    /// None of the blocks has a label this key type reads.
    case unexpectedLabel(found: [String], expected: [String])

    public var description: String {
        switch self {
        case .noPEMBlock:
            return "no PEM block (-----BEGIN ...-----) found"
        case let .missingEndLine(label, line):
            return "PEM block \"\(label)\" opened on line \(line) has no -----END \(label)----- line"
        case let .mismatchedEndLine(begin, end, line):
            return "PEM END line \(line) says \"\(end)\" but the block began as \"\(begin)\""
        case .malformedBoundary(let line):
            return "malformed PEM BEGIN/END line \(line)"
        case .headersNotSupported(let line):
            return
                "PEM headers on line \(line) (an encrypted key?) are not supported; decrypt the key first, e.g. with openssl"
        case let .invalidBase64(line, column, reason):
            return "invalid base64 in PEM body at line \(line), column \(column): \(reason)"
        case let .emptyBody(label, line):
            return "PEM block \"\(label)\" on line \(line) is empty"
        case let .unexpectedLabel(found, expected):
            let foundText = found.isEmpty ? "none" : found.map { "\"\($0)\"" }.joined(separator: ", ")
            return
                "expected a PEM block labelled \(expected.map { "\"\($0)\"" }.joined(separator: " or ")), found \(foundText)"
        }
    }
}
