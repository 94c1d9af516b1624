import CryptoPrimitives

/// An identity of a secp256k1 key (ECDSA over SHA-256, low-S, 64-byte `r ‖ s`), as dfx and quill
/// create them.
public struct Secp256k1Identity: Identity, CustomStringConvertible {
    public let privateKey: Secp256k1.Signing.PrivateKey
    // Worked out once: every request names its sender and every envelope carries the key, and
    // deriving them (DER, SHA-224) on each use was a tenth of a query's cost on the client.
    public let publicKeyDER: [UInt8]?
    public let sender: Principal

    public init(privateKey: Secp256k1.Signing.PrivateKey) {
        self.privateKey = privateKey
        let der = privateKey.publicKey.derRepresentation
        publicKeyDER = der
        sender = .selfAuthenticating(derPublicKey: der)
    }

    /// 32 raw bytes.
    public init(rawRepresentation bytes: some Collection<UInt8>) throws(IdentityError) {
        do { self.init(privateKey: try Secp256k1.Signing.PrivateKey(rawRepresentation: bytes)) } catch {
            throw .invalidKey("secp256k1", "\(error)")
        }
    }

    /// A PEM file as dfx writes it (`EC PARAMETERS` + SEC1 `EC PRIVATE KEY`) or PKCS#8
    /// (`PRIVATE KEY`).
    public init(pem: String) throws(IdentityError) {
        do { self.init(privateKey: try Secp256k1.Signing.PrivateKey(pemRepresentation: pem)) } catch {
            throw .invalidKey("secp256k1 PEM", "\(error)")
        }
    }

    /// The key quill and keysmith derive from a BIP-39 phrase: BIP-32 at `m/44'/223'/0'/0/0`.
    public init(mnemonic: String, passphrase: String = "") throws(IdentityError) {
        do {
            let seed = try Mnemonic(phrase: mnemonic).seed(passphrase: passphrase)
            self.init(privateKey: try BIP32.ExtendedPrivateKey(seed: seed).derived(at: .icpSecp256k1).privateKey)
        } catch {
            throw .invalidKey("mnemonic", "\(error)")
        }
    }

    public func sign(_ message: [UInt8]) async throws(IdentityError) -> [UInt8] {
        do { return try privateKey.signature(for: message).rawRepresentation } catch {
            throw .signingFailed("\(error)")
        }
    }

    /// The principal only: the key is never shown.
    public var description: String { "Secp256k1Identity(\(sender))" }
}
