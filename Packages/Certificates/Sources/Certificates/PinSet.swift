import X509

/// The keys a client accepts for one server: a presented chain passes when any certificate in it
/// carries a pinned key. A pin set has at least two pins — the key in use and a backup kept
/// offline — so rotating the server's key cannot lock every client out (RFC 7469 §4.3).
public struct PinSet: Sendable, Hashable {
    /// Every pin, primary and backups.
    public let pins: Set<SPKIPin>

    /// `primary` and at least one different `backups` pin.
    public init(primary: SPKIPin, backups: [SPKIPin]) throws(PinSetError) {
        let all = Set([primary] + backups)
        guard all.count >= 2 else { throw .noBackupPin }
        self.pins = all
    }

    /// A set that accepts any of `pins`, backup or not — for tests and for pins learnt elsewhere
    /// that already include their backups. At least one pin.
    public init(anyOf pins: [SPKIPin]) throws(PinSetError) {
        guard !pins.isEmpty else { throw .emptyPinSet }
        self.pins = Set(pins)
    }

    /// Whether `chain` (leaf first, as a server presents it) carries a pinned key: the first
    /// matching certificate's position, or ``PinSetError/noPinMatched(presented:)`` naming the
    /// pins it presented instead.
    @discardableResult
    public func check(_ chain: [Certificate]) throws(PinSetError) -> Int {
        let presented = chain.map(SPKIPin.init(of:))
        guard let index = presented.firstIndex(where: pins.contains) else { throw .noPinMatched(presented: presented) }
        return index
    }
}

/// Why a pin or pin set was refused, in words.
public enum PinSetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text or bytes are not a SHA-256 pin.
    case malformedPin(String)
    /// A pin set needs a backup pin besides the primary one.
    case noBackupPin
    /// A pin set with no pin would refuse every server.
    case emptyPinSet
    /// No certificate of the presented chain carries a pinned key.
    case noPinMatched(presented: [SPKIPin])

    public var description: String {
        switch self {
        case .malformedPin(let reason): "malformed pin: \(reason)"
        case .noBackupPin: "a pin set needs a backup pin different from the primary one"
        case .emptyPinSet: "a pin set needs at least one pin"
        case .noPinMatched(let presented):
            "no certificate of the chain carries a pinned key (the chain's keys: \(presented.map(\.description).joined(separator: ", ")))"
        }
    }
}
