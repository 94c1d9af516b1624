import ByteTools

/// A card answered with a status word the caller treats as failure.
///
/// This is a separate type from transport errors on purpose: the command did reach the card and
/// the card decided; retrying the transport will not change the answer, while the caller may well
/// react to specific values (verify a PIN on `6982`, count retries on `63Cx`).
public struct StatusWordError: Error, Sendable, Hashable, CustomStringConvertible {
    public let statusWord: StatusWord
    /// INS of the command that got this answer, when known; makes logs of multi-command
    /// operations readable.
    public let instruction: UInt8?

    public init(statusWord: StatusWord, instruction: UInt8? = nil) {
        self.statusWord = statusWord
        self.instruction = instruction
    }

    /// E.g. `card answered 6A82 (file or application not found) to INS A4`.
    public var description: String {
        var text = "card answered \(statusWord)"
        if let instruction {
            text += " to INS \(Hex.upper(instruction))"
        }
        return text
    }
}
