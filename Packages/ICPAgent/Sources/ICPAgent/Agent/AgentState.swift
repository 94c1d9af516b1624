import CryptoPrimitives
// NSLock, which FoundationEssentials does not have.
import Foundation

/// What an ``Agent`` learns as it goes and its copies share: the node keys of each canister's
/// subnet (kept for ``nodeKeyLifetime``) and the replica's clock skew, measured from each verified
/// certificate's time.
final class AgentState: @unchecked Sendable {
    // @unchecked: every field is behind `lock`.
    private let lock = NSLock()
    private var nodeKeys: [Principal: (keys: [Principal: [UInt8]], fetched: Date)] = [:]
    private var skew: Duration = .zero
    /// Node keys already parsed, by their DER bytes.
    private var parsedKeys: [[UInt8]: Ed25519.Signing.PublicKey] = [:]

    /// How long node keys are trusted before they are read again: five minutes, as agent-rs.
    static let nodeKeyLifetime: TimeInterval = 300
    /// The most node-key entries kept; past it the oldest go first.
    static let maximumEntries = 1_000

    func cachedNodeKeys(for canister: Principal, now: Date) -> [Principal: [UInt8]]? {
        lock.withLock {
            guard let entry = nodeKeys[canister], now.timeIntervalSince(entry.fetched) < Self.nodeKeyLifetime else {
                return nil
            }
            return entry.keys
        }
    }

    func remember(_ keys: [Principal: [UInt8]], for canister: Principal, now: Date) {
        lock.withLock {
            if nodeKeys.count >= Self.maximumEntries, nodeKeys[canister] == nil,
                let oldest = nodeKeys.min(by: { $0.value.fetched < $1.value.fetched })?.key
            {
                nodeKeys[oldest] = nil
            }
            nodeKeys[canister] = (keys, now)
        }
    }

    /// `der` as a key, parsed once (at most ``maximumEntries`` kept; past it the memory starts
    /// over). Nil for bytes that are not an Ed25519 key.
    func parsedNodeKey(_ der: [UInt8]) -> Ed25519.Signing.PublicKey? {
        if let known = lock.withLock({ parsedKeys[der] }) { return known }
        guard let key = try? Ed25519.Signing.PublicKey(derRepresentation: der) else { return nil }
        lock.withLock {
            if parsedKeys.count >= Self.maximumEntries { parsedKeys.removeAll() }
            parsedKeys[der] = key
        }
        return key
    }

    /// The replica's clock minus ours, from the latest verified certificate.
    var clockSkew: Duration { lock.withLock { skew } }

    func measureSkew(certificateTime: Date, now: Date) {
        let difference = certificateTime.timeIntervalSince(now)
        lock.withLock { skew = .milliseconds(Int64((difference * 1000).rounded())) }
    }
}
