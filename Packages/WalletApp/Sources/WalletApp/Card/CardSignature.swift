import ByteTools
import CryptoPrimitives
import TonCard

/// A signature the card made, with the wallet's own check of it: the card's public key for the
/// same path, and whether Ed25519 verification of the signature over the message succeeds.
public struct CardSignature: Sendable, Hashable {
    /// The bytes signed.
    public let message: [UInt8]
    /// The HD index signed with; nil for the default path `m/44'/396'/0'/0'/0'`.
    public let hdIndex: String?
    /// The 64-byte Ed25519 signature.
    public let signature: [UInt8]
    /// The card's public key for the same path.
    public let publicKey: Ed25519.Signing.PublicKey
    /// Whether `signature` verifies over `message` under `publicKey`, checked here, not by the card.
    public let isValid: Bool

    public init(message: [UInt8], hdIndex: String?, signature: [UInt8], publicKey: Ed25519.Signing.PublicKey) {
        self.message = message
        self.hdIndex = hdIndex
        self.signature = signature
        self.publicKey = publicKey
        isValid = publicKey.isValidSignature(signature, for: message)
    }

    /// The signature screen's text.
    public var text: String {
        [
            "Signature (\(signature.count) bytes, \(CardKeyPath.text(hdIndex: hdIndex))):",
            Hex.encode(signature, uppercase: true),
            "Public key: \(Hex.encode(publicKey.rawRepresentation, uppercase: true))",
            "checked against the card's public key: \(isValid ? "valid" : "INVALID")",
        ].joined(separator: "\n")
    }
}
