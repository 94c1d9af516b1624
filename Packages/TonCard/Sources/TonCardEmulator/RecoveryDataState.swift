import CryptoPrimitives
import TonCardProtocol

/// The applet's recovery-data buffer (spec §7, `RecoveryDataHandler`).
struct RecoveryDataState: Codable, Equatable, Sendable {
    /// The bytes received so far (committed data when `isSet`); at most 2048.
    @HexCoded var data: [UInt8] = []
    /// True once a P1 `02` hash check succeeded.
    var isSet = false

    /// D1 with P1 ≠ `02`: `first` restarts, and the part is appended whole or not at all.
    /// Returns false when the part would exceed 2048 bytes (the card answers `6700`).
    mutating func appendPart(_ part: [UInt8], restart: Bool) -> Bool {
        let base = restart ? 0 : data.count
        guard base + part.count <= TonCardLimits.maxRecoveryDataLength else { return false }
        if restart { data = [] }
        data += part
        return true
    }

    /// D1 with P1 `02`: commits when the hash matches, otherwise wipes (the card zeroes the buffer).
    mutating func commit(hash: [UInt8]) -> Bool {
        if SHA256.hash(data: data).bytes == hash {
            isSet = true
            return true
        }
        reset()
        return false
    }

    /// D2: `count` bytes from `start`, reading past the data as zeros as the card's fixed
    /// buffer does; nil when the range leaves the 2048-byte buffer (`6F0A`).
    func part(start: Int, count: Int) -> [UInt8]? {
        guard start < 0x8000, start + count <= TonCardLimits.maxRecoveryDataLength else { return nil }
        return (start..<(start + count)).map { $0 < data.count ? data[$0] : 0 }
    }

    /// D5, and the wipe after a failed hash check.
    mutating func reset() {
        data = []
        isSet = false
    }
}
