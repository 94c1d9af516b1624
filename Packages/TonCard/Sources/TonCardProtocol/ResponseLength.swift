/// What Le a TON applet command must carry (spec §1: "the applet checks Le exactly").
public enum ResponseLength: Sendable, Hashable {
    /// The command returns no data; the card ignores any Le, the clients send none.
    case none
    /// The command returns exactly this many bytes and the card answers `6700` to any other Le.
    case exact(Int)
    /// The length depends on the request (B2 key chunks, D2 recovery parts); the card validates
    /// it against the requested range and answers `7F01` / `6F0A` when it is wrong.
    case variable

    /// The Le byte to put on the wire, or nil when no Le is sent.
    public var leByte: UInt8? {
        switch self {
        case .none, .variable: return nil
        case .exact(let count): return UInt8(truncatingIfNeeded: count)
        }
    }
}
