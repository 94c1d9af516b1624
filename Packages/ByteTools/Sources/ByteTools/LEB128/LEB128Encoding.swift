/// Whether a decoder insists on the shortest encoding.
///
/// Canonical is the default because two encodings of one number can hide data and break
/// signatures over re-encoded bytes. The Candid conformance suite, however, requires decoders
/// to accept redundant trailing groups (`80 00` is a valid `nat` 0), so Candid decodes leniently.
public enum LEB128Encoding: Sendable, Hashable, CaseIterable {
    /// Reject redundant trailing bytes (`80 00` for 0, `ff 7f` for SLEB128 −1).
    case canonical
    /// Accept redundant trailing bytes as long as the value itself is in range.
    case lenient
}
