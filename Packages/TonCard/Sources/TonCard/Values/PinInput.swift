import TonCardProtocol

/// The PIN rule of spec §4.4/§5 with its two input errors: exactly 4 characters (30006), all
/// decimal digits (30007). The protocol's `PinCode` carries the result, and never prints it.
enum PinInput {
    static func parse(_ text: String, operation: TonCardOperation) throws(TonCardError) -> PinCode {
        guard text.utf8.count == TonCardLimits.pinLength else { throw .invalidInput(.pinLength, operation: operation) }
        do {
            return try PinCode(text)
        } catch {
            throw .invalidInput(.pinFormat, operation: operation)
        }
    }
}
