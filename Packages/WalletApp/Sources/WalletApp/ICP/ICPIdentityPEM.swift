import ICPAgent

/// The wallet's reading of key files: ICPAgent's `PEMIdentity` (the loader the `icp` tool uses
/// too), with the store's kinds and errors that name where the key came from.
enum ICPIdentityPEM {
    /// The key in `text`; `source` names it in errors (a path, "the pasted text").
    static func parse(_ text: String, source: String) throws(ICPIdentityStoreError) -> PEMIdentity {
        do { return try PEMIdentity(pem: text) } catch { throw storeError(error, source: source) }
    }

    /// The identity of a PEM the store wrote, of the kind its record names.
    static func stored(_ pem: String, kind: StoredIdentity.Kind, label: String) throws(ICPIdentityStoreError)
        -> any Identity
    {
        do { return try PEMIdentity(pem: pem, kind: kind.pemKind).identity } catch {
            throw storeError(error, source: "the stored key of \"\(label)\"")
        }
    }

    private static func storeError(_ error: PEMIdentityError, source: String) -> ICPIdentityStoreError {
        switch error {
        case .encrypted: return .encryptedPEM(source: source)
        case let .notAPrivateKey(found): return .notAPrivateKey(source: source, found: found)
        case let .invalidKey(reason): return .invalidKey(source: source, reason: reason)
        }
    }
}

extension StoredIdentity.Kind {
    /// The store's name for a kind of key ICPAgent read.
    init(_ kind: PEMIdentity.Kind) {
        switch kind {
        case .ed25519: self = .ed25519
        case .secp256k1: self = .secp256k1
        }
    }

    /// ICPAgent's name for this kind of key.
    var pemKind: PEMIdentity.Kind {
        switch self {
        case .ed25519: return .ed25519
        case .secp256k1: return .secp256k1
        }
    }
}
