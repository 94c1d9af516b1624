/// A command APDU as the card reads it: short form only (spec §1, §2.2 step 0).
///
/// The emulator parses raw bytes itself rather than through APDU's general parser because the
/// card's answer to every non-short shape is one status word (`6700`), and because it needs Ne
/// with the card's meaning: absent Le = 0, Le `00` = 256.
struct ShortCommand: Sendable, Hashable {
    let cla: UInt8
    let ins: UInt8
    let p1: UInt8
    let p2: UInt8
    /// The data field (Lc bytes); empty when there is none.
    let data: [UInt8]
    /// Ne: 0 when no Le was sent, 256 for Le `00`.
    let expectedLength: Int

    /// Nil for anything that is not a well-formed short APDU: fewer than 4 bytes, extended
    /// lengths, or a body whose length disagrees with Lc.
    init?(bytes: [UInt8]) {
        guard bytes.count >= 4 else { return nil }
        cla = bytes[0]
        ins = bytes[1]
        p1 = bytes[2]
        p2 = bytes[3]
        let body = bytes.count - 4
        if body == 0 {
            data = []
            expectedLength = 0
            return
        }
        let first = Int(bytes[4])
        if body == 1 {
            data = []
            expectedLength = first == 0 ? 256 : first
            return
        }
        // A zero first byte followed by more bytes is the extended-length marker.
        guard first != 0 else { return nil }
        if body == 1 + first {
            data = Array(bytes[5..<(5 + first)])
            expectedLength = 0
        } else if body == 2 + first {
            data = Array(bytes[5..<(5 + first)])
            let le = Int(bytes[5 + first])
            expectedLength = le == 0 ? 256 : le
        } else {
            return nil
        }
    }
}
