import TonCardProtocol

/// The host's hdIndex rule (spec §4.4, §6): 1…10 characters (30013), all decimal digits (30014),
/// sent as those ASCII digits. Like the original, the host does not bound the value: the card
/// refuses indices above 2^31 − 1 itself (`6F03` / `6F04`), which stays a card error here.
enum HDIndexInput {
    static func asciiDigits(_ text: String, operation: TonCardOperation) throws(TonCardError) -> [UInt8] {
        let bytes = Array(text.utf8)
        guard (1...TonCardLimits.maxHDIndexDigits).contains(bytes.count) else {
            throw .invalidInput(.hdIndexLength, operation: operation)
        }
        guard bytes.allSatisfy({ (0x30...0x39).contains($0) }) else {
            throw .invalidInput(.hdIndexFormat, operation: operation)
        }
        return bytes
    }
}
