import ByteTools

/// A response APDU (ISO 7816-4 §5.1): optional response data followed by the status word.
public struct ResponseAPDU: Sendable, Hashable, CustomStringConvertible {
    public var data: [UInt8]
    public var statusWord: StatusWord

    public init(data: [UInt8] = [], statusWord: StatusWord) {
        self.data = data
        self.statusWord = statusWord
    }

    /// Splits raw response bytes into data and the final two status bytes.
    ///
    /// - Throws: ``APDUError/truncated(expected:available:offset:)`` when fewer than two bytes are
    ///   given (there is no status word to read).
    public init(bytes: some Collection<UInt8>) throws(APDUError) {
        let input = Array(bytes)
        guard input.count >= 2 else {
            throw .truncated(expected: 2, available: input.count, offset: 0)
        }
        let swOffset = input.count - 2
        self.init(
            data: Array(input[..<swOffset]),
            statusWord: StatusWord(sw1: input[swOffset], sw2: input[swOffset + 1]))
    }

    /// The wire form: data followed by SW1 SW2.
    public var bytes: [UInt8] {
        data + [statusWord.sw1, statusWord.sw2]
    }

    /// Returns ``data`` when the status word is `9000`, otherwise throws.
    ///
    /// `61xx` and `6Cxx` also throw: a transport that resolves them (GET RESPONSE, resend with
    /// corrected Le) should do so before calling this.
    public func requireSuccess() throws(StatusWordError) -> [UInt8] {
        guard statusWord.isSuccess else {
            throw StatusWordError(statusWord: statusWord)
        }
        return data
    }

    /// Like ``requireSuccess()``, but the error names the INS of `command`, the command this
    /// response answers.
    public func requireSuccess(for command: CommandAPDU) throws(StatusWordError) -> [UInt8] {
        guard statusWord.isSuccess else {
            throw StatusWordError(statusWord: statusWord, instruction: command.ins)
        }
        return data
    }

    /// E.g. `[6F 10 84 …] 9000 (success)`; just the status word when there is no data.
    /// Data beyond 64 bytes is elided.
    public var description: String {
        if data.isEmpty { return statusWord.description }
        return "[" + Hex.spaced(data, limit: CommandAPDU.descriptionDataLimit) + "] \(statusWord)"
    }
}
