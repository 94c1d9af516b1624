import TonCardProtocol

/// A message to sign and the key to sign it with, validated and encoded as A5 or A3 expects
/// (spec §2 table, §4.4): `00 len ‖ msg` for the default path (1…189 bytes, else 30009), and
/// `00 len ‖ msg ‖ indLen ‖ index digits` for an HD index (1…178 bytes, else 30010).
struct SigningRequest: Sendable {
    let instruction: TonAppletInstruction
    let payload: [UInt8]

    static func defaultPath(_ message: [UInt8], operation: TonCardOperation) throws(TonCardError) -> SigningRequest {
        guard (1...TonCardLimits.maxMessageLengthDefaultPath).contains(message.count) else {
            throw .invalidInput(.dataForSigningLength, operation: operation)
        }
        return SigningRequest(
            instruction: .signShortMessageWithDefaultPath, payload: [0x00, UInt8(message.count)] + message)
    }

    static func hdIndex(_ message: [UInt8], index: String, operation: TonCardOperation) throws(TonCardError)
        -> SigningRequest
    {
        guard (1...TonCardLimits.maxMessageLengthWithPath).contains(message.count) else {
            throw .invalidInput(.dataForSigningWithPathLength, operation: operation)
        }
        let digits = try HDIndexInput.asciiDigits(index, operation: operation)
        return SigningRequest(
            instruction: .signShortMessage,
            payload: [0x00, UInt8(message.count)] + message + [UInt8(digits.count)] + digits)
    }
}
