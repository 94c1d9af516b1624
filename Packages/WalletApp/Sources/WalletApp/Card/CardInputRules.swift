import ByteTools
import TonCard

/// What the card tab accepts from the keyboard, checked before anything reaches the card. Each
/// rule returns why a line is refused (the prompt shows it and asks again), or nil; refusals
/// never quote what was typed, which may be a secret.
public enum CardInputRules {
    /// A PIN: exactly 4 decimal digits (the card's format, spec §5).
    public static func pinProblem(_ text: String) -> String? {
        guard text.utf8.count == TonCardLimits.pinLength, text.utf8.allSatisfy(isDigit) else {
            return "a PIN is exactly \(TonCardLimits.pinLength) digits"
        }
        return nil
    }

    /// An HD index: empty for the default path, else 1…10 decimal digits, at most 2147483647
    /// (the hardened indices of `m/44'/396'/0'/0'/index'`).
    public static func hdIndexProblem(_ text: String) -> String? {
        if text.isEmpty { return nil }
        guard text.utf8.count <= TonCardLimits.maxHDIndexDigits, text.utf8.allSatisfy(isDigit) else {
            return
                "an HD index is 1 to \(TonCardLimits.maxHDIndexDigits) decimal digits (or empty for the default path)"
        }
        guard let value = UInt64(text), value <= UInt64(TonCardLimits.maxHDIndex) else {
            return "an HD index is at most \(TonCardLimits.maxHDIndex)"
        }
        return nil
    }

    /// A secret typed as hex (spaces and a `0x` prefix allowed, as people paste it) that must be
    /// exactly `byteCount` bytes.
    public static func hexSecretProblem(_ text: String, byteCount: Int, name: String) -> String? {
        hexSecretBytes(text, byteCount: byteCount) == nil
            ? "the \(name) is \(byteCount * 2) hex digits (\(byteCount) bytes)" : nil
    }

    /// The bytes of a hex secret of exactly `byteCount` bytes, or nil.
    static func hexSecretBytes(_ text: String, byteCount: Int) -> [UInt8]? {
        guard let bytes = try? Hex.decode(lenient: text), bytes.count == byteCount else { return nil }
        return bytes
    }

    /// A message to sign: see ``CardMessage``.
    public static func messageProblem(_ text: String) -> String? {
        switch CardMessage.parse(text) {
        case .success: return nil
        case .failure(let problem): return problem.reason
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
