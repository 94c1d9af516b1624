import Foundation
import ICPAgent
import Storage

/// One ICP identity the wallet keeps, as the identity list shows it: a label, the kind of key and
/// the principal it sends as. The private key is not in this record: it is kept encrypted in the
/// identity store's key file, so the list can be read and observed without the passphrase's key.
public struct StoredIdentity: Storable, Identifiable, Hashable, Sendable {
    /// The signature scheme of the identity's key.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// PKCS#8 `PRIVATE KEY`, what `dfx identity new` creates.
        case ed25519
        /// SEC1 `EC PRIVATE KEY` (or PKCS#8), what quill and OpenSSL-made dfx identities use.
        case secp256k1

        /// The scheme's usual spelling, for screens.
        public var displayName: String {
            switch self {
            case .ed25519: return "Ed25519"
            case .secp256k1: return "secp256k1"
            }
        }
    }

    /// A random identifier, fixed for the identity's life (labels can repeat, principals are
    /// long): the row key and the name of its encrypted key.
    public let id: String
    /// The name the user gave it.
    public let label: String
    public let kind: Kind
    /// The textual principal requests are sent as (`xxxxx-…-qae`).
    public let principal: String
    /// When the identity was created or imported into this wallet.
    public let createdAt: Date

    public init(id: String, label: String, kind: Kind, principal: String, createdAt: Date) {
        self.id = id
        self.label = label
        self.kind = kind
        self.principal = principal
        self.createdAt = createdAt
    }

    // The list shares the wallet's database files with other tabs' data: a name of its own.
    public static var collectionName: String { "icp.identities" }
    public static var schemaVersion: Int { 1 }

    /// The default ICP ledger account of ``principal``; nil only if the stored text is not a
    /// principal (a record written by hand).
    public var accountIdentifier: AccountIdentifier? {
        (try? Principal(text: principal)).map { AccountIdentifier(owner: $0) }
    }
}
