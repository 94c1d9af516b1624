import CryptoPrimitives
import TonCardProtocol

/// The host's check before it reveals the activation password (spec §1.1): recompute B1 and ECS
/// with the protocol module's `ActivationCryptography` and compare their SHA-256 with what the
/// card answers to 93 (epHash) and 95 (ecsHash). A mismatch means the activation data does not
/// belong to this card, and P must not be sent.
public enum ActivationHashCheck {
    /// `epHash = SHA-256(B1)`, what GET_HASH_OF_ENCRYPTED_PASSWORD (93) must answer.
    public static func encryptedPasswordHash(_ password: ActivationPassword, iv: InitialVector) throws(TonCardError)
        -> [UInt8]
    {
        do {
            return SHA256.hash(
                data: try ActivationCryptography.encryptedPassword(password: password.bytes, iv: iv.bytes)
            ).bytes
        } catch {
            throw .internalError(.cryptography, operation: .turnOnWallet)
        }
    }

    /// `ecsHash = SHA-256(ECS)`, what GET_HASH_OF_ENCRYPTED_COMMON_SECRET (95) must answer.
    public static func encryptedCommonSecretHash(
        _ commonSecret: CommonSecret, password: ActivationPassword, iv: InitialVector
    ) throws(TonCardError) -> [UInt8] {
        do {
            let ecs = try ActivationCryptography.encryptedCommonSecret(
                password: password.bytes, commonSecret: commonSecret.bytes, iv: iv.bytes)
            return SHA256.hash(data: ecs).bytes
        } catch {
            throw .internalError(.cryptography, operation: .turnOnWallet)
        }
    }

    /// The card's answers checked in the spec's order: ECS first (40010), then B1 (40011). The
    /// comparison is constant-time because the expected values derive from secrets.
    static func verify(
        ecsHash: [UInt8], epHash: [UInt8], password: ActivationPassword, commonSecret: CommonSecret,
        iv: InitialVector, operation: TonCardOperation
    ) throws(TonCardError) {
        let expectedECS = try encryptedCommonSecretHash(commonSecret, password: password, iv: iv)
        guard constantTimeEqual(expectedECS, ecsHash) else {
            throw .invalidResponse(.commonSecretHashMismatch, operation: operation)
        }
        let expectedEP = try encryptedPasswordHash(password, iv: iv)
        guard constantTimeEqual(expectedEP, epHash) else {
            throw .invalidResponse(.passwordHashMismatch, operation: operation)
        }
    }

    static func constantTimeEqual(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var difference: UInt8 = 0
        for (left, right) in zip(lhs, rhs) { difference |= left ^ right }
        return difference == 0
    }
}
