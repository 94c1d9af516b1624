/// A simple value (major type 7) that has no case of its own in ``CBOR``: 0–19 and 32–255.
///
/// 20–23 are `false`, `true`, `null` and `undefined` and have their own cases, so each simple
/// value has exactly one representation. 24–31 cannot be encoded at all (RFC 8949 §3.3: the
/// one-byte forms are reserved and the two-byte forms are not well-formed), so the initializer
/// refuses them and every `CBORSimpleValue` can be written.
public struct CBORSimpleValue: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let rawValue: UInt8

    /// `nil` for 20–31.
    public init?(_ rawValue: UInt8) {
        guard rawValue < 20 || rawValue >= 32 else { return nil }
        self.rawValue = rawValue
    }

    /// For values the decoder has already range-checked.
    @inlinable
    init(unchecked rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static func < (lhs: CBORSimpleValue, rhs: CBORSimpleValue) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// Diagnostic notation: `simple(16)`.
    public var description: String { "simple(\(rawValue))" }
}
