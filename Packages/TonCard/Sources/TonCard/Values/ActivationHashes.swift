import TonCardProtocol

/// What a card waiting for activation shows about itself (getHashes, spec §4.3): the hashes of its
/// factory-stored encrypted password and common secret, and its serial number. The owner's
/// service compares them with its records before handing out the activation data.
public struct ActivationHashes: Sendable, Hashable {
    /// SHA-256(ECS), from GET_HASH_OF_ENCRYPTED_COMMON_SECRET (95).
    public let encryptedCommonSecretHash: [UInt8]
    /// SHA-256(B1), from GET_HASH_OF_ENCRYPTED_PASSWORD (93).
    public let encryptedPasswordHash: [UInt8]
    public let serialNumber: SerialNumber
}
