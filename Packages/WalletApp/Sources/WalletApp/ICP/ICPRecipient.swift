import Foundation
import ICPAgent

/// Who receives a transfer: an ICP ledger account identifier (64 hex digits with its checksum),
/// or a principal, whose default account receives.
public struct ICPRecipient: Sendable, Hashable, CustomStringConvertible {
    /// The account the ledger credits.
    public let account: AccountIdentifier
    /// The principal, when the recipient was given as one.
    public let principal: Principal?

    /// The default account of `principal`.
    public init(principal: Principal) {
        self.principal = principal
        account = AccountIdentifier(owner: principal)
    }

    /// That account.
    public init(account: AccountIdentifier) {
        self.account = account
        principal = nil
    }

    /// Reads 64 hex digits as an account identifier (its checksum checked) and anything else as
    /// a principal's text (its checksum checked too).
    ///
    /// - Throws: ``ICPWalletError/invalidRecipient(_:)`` naming what is wrong.
    public init(parsing text: String) throws(ICPWalletError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            throw .invalidRecipient("type a 64-hex-digit account identifier or a principal")
        }
        if trimmed.count == 64, trimmed.allSatisfy(\.isHexDigit) {
            do { self.init(account: try AccountIdentifier(hex: trimmed.lowercased())) } catch {
                throw .invalidRecipient(error.description)
            }
            return
        }
        do { self.init(principal: try Principal(text: trimmed)) } catch {
            throw .invalidRecipient(
                "\"\(trimmed)\" is neither a 64-hex-digit account identifier nor a principal (\(error))")
        }
    }

    /// Why `text` is not a recipient, or nil when it is: the recipient prompt's check.
    public static func problem(_ text: String) -> String? {
        do throws(ICPWalletError) {
            _ = try ICPRecipient(parsing: text)
            return nil
        } catch {
            if case .invalidRecipient(let reason) = error { return reason }
            return error.description
        }
    }

    /// `principal … (account …)` or `account …`.
    public var description: String {
        if let principal { return "principal \(principal) (account \(account))" }
        return "account \(account)"
    }
}
