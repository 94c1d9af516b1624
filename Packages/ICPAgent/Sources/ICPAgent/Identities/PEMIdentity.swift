/// An identity read from a dfx or quill key file: Ed25519 (PKCS#8 `PRIVATE KEY`, as
/// `dfx identity new` writes it) or secp256k1 (SEC1 `EC PRIVATE KEY`, with or without
/// `EC PARAMETERS`, as dfx imports from OpenSSL and quill writes it, or PKCS#8).
///
/// The one loader the `icp` tool and the wallet share. Errors say what was found instead of a
/// key, never key bytes; callers put the file's name in front.
public struct PEMIdentity: Sendable {
    /// The kind of key a PEM file held.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case ed25519
        case secp256k1
    }

    /// The identity of the key.
    public let identity: any Identity
    /// Which kind of key it is.
    public let kind: Kind
    /// The key written again as PEM (PKCS#8 for Ed25519, SEC1 for secp256k1), without the
    /// comments or extra blocks around it in the file: what a key store keeps.
    public let pem: String

    /// Reads the key in `text`.
    ///
    /// - Throws: ``PEMIdentityError/encrypted`` for an encrypted key,
    ///   ``PEMIdentityError/notAPrivateKey(found:)`` when there is no private-key block,
    ///   ``PEMIdentityError/invalidKey(reason:)`` when the block is not a usable key.
    public init(pem text: String) throws(PEMIdentityError) {
        if text.contains("ENCRYPTED PRIVATE KEY") || text.contains("Proc-Type: 4,ENCRYPTED") {
            throw .encrypted
        }
        if text.contains("-----BEGIN EC PRIVATE KEY-----") {
            do {
                self.init(secp256k1: try Secp256k1Identity(pem: text))
                return
            } catch {
                throw .invalidKey(reason: error.description)
            }
        }
        guard text.contains("-----BEGIN PRIVATE KEY-----") else {
            let found =
                text.split(whereSeparator: \.isNewline).first { $0.hasPrefix("-----BEGIN ") }
                .map { "it has \($0)" } ?? "it has no PEM block"
            throw .notAPrivateKey(found: found)
        }
        // PKCS#8 names its algorithm inside; try the one dfx writes first.
        let ed25519Failure: IdentityError
        do throws(IdentityError) {
            let identity = try Ed25519Identity(pem: text)
            self.init(identity: identity, kind: .ed25519, pem: identity.privateKey.pemRepresentation)
            return
        } catch {
            ed25519Failure = error
        }
        do {
            self.init(secp256k1: try Secp256k1Identity(pem: text))
        } catch {
            throw .invalidKey(reason: "the PRIVATE KEY is neither Ed25519 (\(ed25519Failure)) nor secp256k1 (\(error))")
        }
    }

    /// The identity of a PEM a key store wrote, of the kind its record names.
    ///
    /// - Throws: ``PEMIdentityError/invalidKey(reason:)`` when it is not such a key.
    public init(pem text: String, kind: Kind) throws(PEMIdentityError) {
        do {
            switch kind {
            case .ed25519:
                let identity = try Ed25519Identity(pem: text)
                self.init(identity: identity, kind: .ed25519, pem: identity.privateKey.pemRepresentation)
            case .secp256k1:
                self.init(secp256k1: try Secp256k1Identity(pem: text))
            }
        } catch {
            throw .invalidKey(reason: error.description)
        }
    }

    private init(secp256k1 identity: Secp256k1Identity) {
        self.init(identity: identity, kind: .secp256k1, pem: identity.privateKey.pemRepresentation)
    }

    private init(identity: any Identity, kind: Kind, pem: String) {
        self.identity = identity
        self.kind = kind
        self.pem = pem
    }
}
