import CryptoPrimitives

/// An identity of an Ed25519 key (64-byte signatures over the message itself), the kind
/// `dfx identity new` creates by default and Internet Identity's session keys use.
public struct Ed25519Identity: Identity, CustomStringConvertible {
    public let privateKey: Ed25519.Signing.PrivateKey
    // Worked out once: every request names its sender and every envelope carries the key, and
    // deriving them (DER, SHA-224) on each use was a tenth of a query's cost on the client.
    public let publicKeyDER: [UInt8]?
    public let sender: Principal

    public init(privateKey: Ed25519.Signing.PrivateKey) {
        self.privateKey = privateKey
        let der = privateKey.publicKey.derRepresentation
        publicKeyDER = der
        sender = .selfAuthenticating(derPublicKey: der)
    }

    /// A new random key (an agent's session key).
    public init() throws(IdentityError) {
        do { self.init(privateKey: try Ed25519.Signing.PrivateKey()) } catch {
            throw .invalidKey("Ed25519", "\(error)")
        }
    }

    /// The 32-byte seed.
    public init(rawRepresentation bytes: some Collection<UInt8>) throws(IdentityError) {
        do { self.init(privateKey: try Ed25519.Signing.PrivateKey(rawRepresentation: bytes)) } catch {
            throw .invalidKey("Ed25519", "\(error)")
        }
    }

    /// A PKCS#8 `PRIVATE KEY` PEM file, version 1 or 2 (with the public key), as dfx writes it.
    public init(pem: String) throws(IdentityError) {
        do { self.init(privateKey: try Ed25519.Signing.PrivateKey(pemRepresentation: pem)) } catch {
            throw .invalidKey("Ed25519 PEM", "\(error)")
        }
    }

    /// The key derived from a BIP-39 phrase with SLIP-10 at `m/44'/223'/0'/0'/0'`.
    public init(mnemonic: String, passphrase: String = "") throws(IdentityError) {
        do {
            let seed = try Mnemonic(phrase: mnemonic).seed(passphrase: passphrase)
            self.init(privateKey: try SLIP10.Ed25519ExtendedPrivateKey(seed: seed).derived(at: .icpEd25519).privateKey)
        } catch {
            throw .invalidKey("mnemonic", "\(error)")
        }
    }

    public func sign(_ message: [UInt8]) async throws(IdentityError) -> [UInt8] {
        do { return try privateKey.signature(for: message) } catch {
            throw .signingFailed("\(error)")
        }
    }

    /// The principal only: the key is never shown.
    public var description: String { "Ed25519Identity(\(sender))" }
}
