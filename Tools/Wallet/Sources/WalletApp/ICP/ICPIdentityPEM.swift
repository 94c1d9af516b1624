import ICPAgent

/// Turns PEM text into an identity the wallet can keep: Ed25519 (PKCS#8 `PRIVATE KEY`, as
/// `dfx identity new` writes it) or secp256k1 (SEC1 `EC PRIVATE KEY`, with or without
/// `EC PARAMETERS`, or PKCS#8). Encrypted keys are refused by name. Messages name the source and
/// what was found, never key bytes.
enum ICPIdentityPEM {
    /// A key read from PEM: the identity, its kind, and the key again as the PEM the store keeps
    /// (re-encoded, so comments or extra blocks around the key are not stored).
    struct Parsed: Sendable {
        let identity: any Identity
        let kind: StoredIdentity.Kind
        let pem: String
    }

    /// The key in `text`; `source` names it in errors (a path, "the pasted text").
    static func parse(_ text: String, source: String) throws(ICPIdentityStoreError) -> Parsed {
        if text.contains("ENCRYPTED PRIVATE KEY") || text.contains("Proc-Type: 4,ENCRYPTED") {
            throw .encryptedPEM(source: source)
        }
        if text.contains("-----BEGIN EC PRIVATE KEY-----") {
            return try secp256k1(text, source: source)
        }
        guard text.contains("-----BEGIN PRIVATE KEY-----") else {
            let found = text.split(whereSeparator: \.isNewline).first { $0.hasPrefix("-----BEGIN ") }
                .map { "it has \($0)" } ?? "it has no PEM block"
            throw .notAPrivateKey(source: source, found: found)
        }
        // PKCS#8 names its algorithm inside; try the one dfx writes first.
        let ed25519Failure: IdentityError
        do throws(IdentityError) {
            let identity = try Ed25519Identity(pem: text)
            return Parsed(identity: identity, kind: .ed25519, pem: identity.privateKey.pemRepresentation)
        } catch {
            ed25519Failure = error
        }
        do throws(ICPIdentityStoreError) {
            return try secp256k1(text, source: source)
        } catch {
            throw .invalidKey(source: source, reason: "the PRIVATE KEY is neither Ed25519 (\(ed25519Failure)) nor secp256k1 (\(error.reason))")
        }
    }

    /// The identity of a PEM the store wrote, of the kind its record names.
    static func stored(_ pem: String, kind: StoredIdentity.Kind, label: String) throws(ICPIdentityStoreError) -> any Identity {
        do {
            switch kind {
            case .ed25519: return try Ed25519Identity(pem: pem)
            case .secp256k1: return try Secp256k1Identity(pem: pem)
            }
        } catch {
            throw .invalidKey(source: "the stored key of \"\(label)\"", reason: error.description)
        }
    }

    private static func secp256k1(_ text: String, source: String) throws(ICPIdentityStoreError) -> Parsed {
        do {
            let identity = try Secp256k1Identity(pem: text)
            return Parsed(identity: identity, kind: .secp256k1, pem: identity.privateKey.pemRepresentation)
        } catch {
            throw .invalidKey(source: source, reason: error.description)
        }
    }
}

extension ICPIdentityStoreError {
    /// The reason part of an invalid key, to nest one refusal inside another's sentence.
    fileprivate var reason: String {
        if case .invalidKey(_, let reason) = self { return reason }
        return description
    }
}
