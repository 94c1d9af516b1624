import BigNum
import Foundation

/// Reads an amount of ICP as a person types it: `1.5` or `1.5 ICP` (`e8s` also works), exact in
/// BigNum's `Amount`, never through a floating-point number.
public enum ICPAmountInput {
    /// The positive amount in `text`.
    ///
    /// - Throws: ``ICPWalletError/invalidAmount(_:)`` for text that is not a number of ICP, is
    ///   finer than 1 e8s, or is not above zero.
    public static func parse(_ text: String) throws(ICPWalletError) -> Amount {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw .invalidAmount("type an amount such as 1.5 or 1.5 ICP") }
        // A bare number is in ICP, the unit a person means.
        let withUnit = trimmed.contains(" ") ? trimmed : trimmed + " ICP"
        let amount: Amount
        do { amount = try Amount(parsing: withUnit, currencies: [.icp]) } catch {
            // Some of BigNum's sentences begin with the words this error's own sentence adds.
            let reason = error.description
            throw .invalidAmount(
                reason.hasPrefix("invalid amount: ") ? String(reason.dropFirst("invalid amount: ".count)) : reason)
        }
        guard !amount.isNegative, !amount.isZero else {
            throw .invalidAmount("the amount must be above zero, not \(trimmed)")
        }
        return amount
    }

    /// Why `text` is not an amount to send, or nil when it is: the amount prompt's check.
    public static func problem(_ text: String) -> String? {
        do throws(ICPWalletError) {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }
}
