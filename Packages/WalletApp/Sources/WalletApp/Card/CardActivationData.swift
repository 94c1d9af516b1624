import Coordinators
import TonCard

/// What activates one card (spec §1.1): its 128-byte activation password, 32-byte common secret
/// and 16-byte IV, from the card's envelope — or, for the emulator, its provisioning. All three
/// are secrets: held in the card client's wiped types, never described or logged.
public struct CardActivationData: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public let password: ActivationPassword
    public let commonSecret: CommonSecret
    public let iv: InitialVector

    public init(password: ActivationPassword, commonSecret: CommonSecret, iv: InitialVector) {
        self.password = password
        self.commonSecret = commonSecret
        self.iv = iv
    }

    /// From the three secrets as the user typed them in hex (spaces and `0x` allowed).
    ///
    /// - Throws: ``CardWalletError/invalidInput(_:)`` naming the first secret of the wrong
    ///   length or not hex, without its value.
    public init(passwordHex: SecretText, commonSecretHex: SecretText, ivHex: SecretText) throws(CardWalletError) {
        try self.init(
            passwordBytes: Self.bytes(passwordHex, count: ActivationPassword.byteCount, name: "activation password"),
            commonSecretBytes: Self.bytes(commonSecretHex, count: CommonSecret.byteCount, name: "common secret"),
            ivBytes: Self.bytes(ivHex, count: InitialVector.byteCount, name: "IV"))
    }

    /// From raw bytes (the emulator's provisioning).
    ///
    /// - Throws: ``CardWalletError/invalidInput(_:)`` when a length is wrong.
    public init(passwordBytes: [UInt8], commonSecretBytes: [UInt8], ivBytes: [UInt8]) throws(CardWalletError) {
        do throws(TonCardError) {
            password = try ActivationPassword(bytes: passwordBytes, operation: .turnOnWallet)
            commonSecret = try CommonSecret(bytes: commonSecretBytes, operation: .turnOnWallet)
            iv = try InitialVector(bytes: ivBytes, operation: .turnOnWallet)
        } catch {
            throw .invalidInput(error.message)
        }
    }

    private static func bytes(_ secret: SecretText, count: Int, name: String) throws(CardWalletError) -> [UInt8] {
        guard let bytes = CardInputRules.hexSecretBytes(secret.value, byteCount: count) else {
            throw .invalidInput(CardInputRules.hexSecretProblem(secret.value, byteCount: count, name: name) ?? name)
        }
        return bytes
    }

    public var description: String { "CardActivationData(redacted)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
}
