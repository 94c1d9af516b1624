import CryptoPrimitives
import Foundation

/// Delegation certificates already verified against a root key, by the SHA-256 of their bytes.
/// Only the root signature (and the no-nested-delegation rule) is remembered; the subnet key,
/// the ranges and the scope are still read from the certificate for every answer. Bounded: it
/// forgets everything when full, which costs one verification per subnet again.
final class DelegationCache: @unchecked Sendable {
    // @unchecked: all state is behind `lock`.
    private let lock = NSLock()
    private var certificates: [[UInt8]: (certificate: Certificate, rootKey: [UInt8])] = [:]
    static let capacity = 64

    func verified(_ bytes: [UInt8], rootKey: RootKey) -> Certificate? {
        let key = SHA256.hash(data: bytes).bytes
        return lock.withLock {
            guard let entry = certificates[key], entry.rootKey == rootKey.publicKey.rawRepresentation else {
                return nil
            }
            return entry.certificate
        }
    }

    func remember(_ bytes: [UInt8], _ certificate: Certificate, rootKey: RootKey) {
        let key = SHA256.hash(data: bytes).bytes
        lock.withLock {
            if certificates.count >= Self.capacity { certificates.removeAll(keepingCapacity: true) }
            certificates[key] = (certificate, rootKey.publicKey.rawRepresentation)
        }
    }
}
