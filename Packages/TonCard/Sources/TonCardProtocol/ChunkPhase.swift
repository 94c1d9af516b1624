/// P1 of the chunked commands: ADD_KEY_CHUNK (B4), CHANGE_KEY_CHUNK (B6) and
/// ADD_RECOVERY_DATA_PART (D1) (spec §2, §7).
///
/// The applet reads P1 only for these three instructions; any value other than `end` is a data
/// part, and `first` additionally restarts the transfer.
public enum ChunkPhase: UInt8, Sendable, Hashable, CaseIterable {
    /// The first data part: the card discards whatever an earlier, unfinished transfer left.
    case first = 0x00
    /// A following data part, appended to what the card has received so far.
    case next = 0x01
    /// The closing command: the data is a MAC or hash that the card checks before committing.
    case end = 0x02

    /// How the card reads any P1 byte: `02` ends, `00` starts over, everything else continues.
    public init(cardReading p1: UInt8) {
        switch p1 {
        case 0x00: self = .first
        case 0x02: self = .end
        default: self = .next
        }
    }
}
