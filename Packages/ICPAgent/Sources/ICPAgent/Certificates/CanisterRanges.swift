import CBOR

/// The canister ids a subnet hosts, as the root key certifies them: inclusive ranges of
/// principals, compared in byte order.
public struct CanisterRanges: Sendable, Hashable {
    public var ranges: [ClosedRange<Principal>]

    public init(ranges: [ClosedRange<Principal>]) {
        self.ranges = ranges
    }

    /// The most ranges one leaf may hold; a real subnet has a handful.
    public static let maximumCount = 10_000

    /// Reads a leaf's CBOR: an array of `[low, high]` principal byte strings.
    public init(cbor bytes: [UInt8]) throws(CertificateError) {
        let value: CBOR
        do { value = try CBOR(decoding: bytes) } catch { throw .malformedCanisterRanges("not CBOR: \(error)") }
        guard case .array(let items) = value.untagged else { throw .malformedCanisterRanges("not an array") }
        guard items.count <= Self.maximumCount else {
            throw .malformedCanisterRanges("\(items.count) ranges, more than \(Self.maximumCount)")
        }
        var ranges: [ClosedRange<Principal>] = []
        ranges.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard case .array(let bounds) = item, bounds.count == 2,
                case .bytes(let low) = bounds[0], case .bytes(let high) = bounds[1],
                let lower = try? Principal(bytes: low), let upper = try? Principal(bytes: high), lower <= upper
            else {
                throw .malformedCanisterRanges("range \(index) is not a [low, high] pair of principals with low ≤ high")
            }
            ranges.append(lower...upper)
        }
        self.ranges = ranges
    }

    /// The leaf's CBOR form ``init(cbor:)`` reads.
    public var cbor: CBOR {
        .array(ranges.map { .array([.bytes($0.lowerBound.bytes), .bytes($0.upperBound.bytes)]) })
    }

    public func contains(_ canister: Principal) -> Bool {
        ranges.contains { $0.contains(canister) }
    }
}
