import Synchronization
import TonCardProtocol

/// A key store that lives as long as the object: for tests, and for apps that keep keys in a
/// store of their own and hand them over per session.
public final class InMemoryHMACKeyStore: CardHMACKeyStore {
    private let keys = Mutex<[SerialNumber: CardHMACKey]>([:])

    public init() {}

    public func hmacKey(for serialNumber: SerialNumber) throws(TonCardError) -> CardHMACKey? {
        keys.withLock { $0[serialNumber] }
    }

    public func setHMACKey(_ key: CardHMACKey, for serialNumber: SerialNumber) throws(TonCardError) {
        keys.withLock { $0[serialNumber] = key }
    }

    public func deleteHMACKey(for serialNumber: SerialNumber) throws(TonCardError) {
        let removed = keys.withLock { $0.removeValue(forKey: serialNumber) }
        guard removed != nil else { throw .keyStore(.keyNotFound, operation: .deleteKeyForHmac) }
    }

    public func serialNumbers() throws(TonCardError) -> [SerialNumber] {
        keys.withLock { $0.keys.sorted { $0.description < $1.description } }
    }
}
