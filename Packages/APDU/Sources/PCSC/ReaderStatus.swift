import CPCSCLite

/// The state bits `SCardGetStatusChange` reports for a reader.
public struct ReaderStateFlags: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let ignore = ReaderStateFlags(rawValue: UInt32(SCARD_STATE_IGNORE))
    public static let changed = ReaderStateFlags(rawValue: UInt32(SCARD_STATE_CHANGED))
    /// The reader name is not known to pcscd (it was unplugged, or never existed).
    public static let unknown = ReaderStateFlags(rawValue: UInt32(SCARD_STATE_UNKNOWN))
    public static let unavailable = ReaderStateFlags(rawValue: UInt32(SCARD_STATE_UNAVAILABLE))
    public static let empty = ReaderStateFlags(rawValue: UInt32(SCARD_STATE_EMPTY))
    public static let present = ReaderStateFlags(rawValue: UInt32(SCARD_STATE_PRESENT))
    public static let atrMatch = ReaderStateFlags(rawValue: UInt32(SCARD_STATE_ATRMATCH))
    public static let exclusive = ReaderStateFlags(rawValue: UInt32(SCARD_STATE_EXCLUSIVE))
    public static let inUse = ReaderStateFlags(rawValue: UInt32(SCARD_STATE_INUSE))
    public static let mute = ReaderStateFlags(rawValue: UInt32(SCARD_STATE_MUTE))
    public static let unpowered = ReaderStateFlags(rawValue: UInt32(SCARD_STATE_UNPOWERED))

    public var description: String {
        let names: [(ReaderStateFlags, String)] = [
            (.ignore, "ignore"), (.changed, "changed"), (.unknown, "unknown"), (.unavailable, "unavailable"),
            (.empty, "empty"), (.present, "present"), (.atrMatch, "atr-match"), (.exclusive, "exclusive"),
            (.inUse, "in-use"), (.mute, "mute"), (.unpowered, "unpowered"),
        ]
        let set = names.filter { contains($0.0) }.map(\.1)
        return set.isEmpty ? "unaware" : set.joined(separator: ",")
    }
}

/// What pcscd last reported about one reader.
public struct ReaderStatus: Sendable, Hashable, CustomStringConvertible {
    public let reader: String
    public let flags: ReaderStateFlags
    /// pcscd counts card insertions and removals per reader in the high 16 bits of the event
    /// state, so a removal and re-insertion between two looks is still visible as a change.
    public let eventCount: Int
    /// The card's Answer-to-Reset when one is present.
    public let answerToReset: [UInt8]

    public init(reader: String, flags: ReaderStateFlags, eventCount: Int, answerToReset: [UInt8]) {
        self.reader = reader
        self.flags = flags
        self.eventCount = eventCount
        self.answerToReset = answerToReset
    }

    public var isCardPresent: Bool { flags.contains(.present) }

    /// The raw event state, which `SCardGetStatusChange` takes back as the current state to wait
    /// for the next change.
    var eventState: UInt32 { UInt32(eventCount & 0xFFFF) << 16 | flags.rawValue }

    public var description: String {
        "\(reader): \(flags) (events \(eventCount))"
    }
}
