import ByteTools
import Foundation
import ICPAgent
import ICPAgentHTTP
import ICPLedger

/// Where the wallet's ICP requests go and what their answers must chain to: the replica's (or
/// boundary node's) base URL, the root key every certificate is checked against, and the ledger
/// canister.
///
/// The root key is pinned here, never read from the network it vouches for: mainnet's is built
/// in, and a local replica's is the one it printed when it started (`icp-replica`'s JSON line).
public struct ICPConnection: Sendable {
    /// The mainnet boundary nodes.
    // A constant that parses, so the force-unwrap cannot fail.
    public static let mainnetURL = URL(string: "https://icp-api.io")!

    public let baseURL: URL
    public let rootKey: RootKey
    /// The ICP ledger canister.
    public let ledger: Principal
    /// Whether ``rootKey`` is mainnet's built-in key (for the verification sentences).
    public let isMainnetKey: Bool

    /// The mainnet ledger through the mainnet boundary nodes, under the built-in root key.
    public static var mainnet: ICPConnection {
        ICPConnection(baseURL: mainnetURL, rootKey: .mainnet, ledger: ICPLedger.mainnet)
    }

    /// A connection to `baseURL` trusting `rootKey`.
    public init(baseURL: URL, rootKey: RootKey, ledger: Principal = ICPLedger.mainnet) {
        self.baseURL = baseURL
        self.rootKey = rootKey
        self.ledger = ledger
        isMainnetKey = rootKey == .mainnet
    }

    /// A connection to `baseURL` trusting the root key in `rootKeyHex` (the DER form or the 96
    /// raw bytes, as hex), or mainnet's built-in key when it is nil.
    ///
    /// - Throws: ``ICPWalletError/invalidConnection(_:)`` for a URL that is not http or https
    ///   with a host, or a key that is not hex or not a BLS12-381 key.
    public init(baseURL: URL, rootKeyHex: String?, ledger: Principal = ICPLedger.mainnet) throws(ICPWalletError) {
        guard let scheme = baseURL.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = baseURL.host, !host.isEmpty
        else {
            throw .invalidConnection("\(baseURL.absoluteString) is not an http or https URL with a host")
        }
        guard let rootKeyHex else {
            self.init(baseURL: baseURL, rootKey: .mainnet, ledger: ledger)
            return
        }
        let bytes: [UInt8]
        do { bytes = try Hex.decode(lenient: rootKeyHex) } catch {
            throw .invalidConnection("the root key is not hex: \(error)")
        }
        do { self.init(baseURL: baseURL, rootKey: try RootKey(bytes: bytes), ledger: ledger) } catch {
            throw .invalidConnection("the root key is not usable: \(error)")
        }
    }

    /// A connection from text as a command line or a settings file gives it: the URL, the root
    /// key's hex (nil for mainnet's) and the ledger's principal text (nil for mainnet's ledger).
    ///
    /// - Throws: ``ICPWalletError/invalidConnection(_:)`` naming the part that does not parse.
    public init(url: String, rootKeyHex: String?, ledger: String?) throws(ICPWalletError) {
        guard let baseURL = URL(string: url) else { throw .invalidConnection("\"\(url)\" is not a URL") }
        var ledgerPrincipal = ICPLedger.mainnet
        if let ledger {
            do { ledgerPrincipal = try Principal(text: ledger) } catch {
                throw .invalidConnection("the ledger \"\(ledger)\" is not a principal: \(error)")
            }
        }
        try self.init(baseURL: baseURL, rootKeyHex: rootKeyHex, ledger: ledgerPrincipal)
    }

    /// An agent sending as `identity` over HTTP to ``baseURL``, believing only answers that chain
    /// to ``rootKey``.
    public func agent(for identity: any Identity) -> Agent {
        Agent(
            transport: HTTPAgentTransport(baseURL: baseURL), identity: identity,
            verifier: CertificateVerifier(rootKey: rootKey))
    }

    /// The root key as the verification sentences name it.
    var rootKeyName: String { isMainnetKey ? "the mainnet root key" : "the pinned root key" }
}
