/// Limits that keep decoding hostile input cheap. The defaults admit any real message (the
/// Internet Computer caps messages at about 2 MB) while stopping the conformance suite's
/// space bombs within microseconds.
public struct CandidDecodingOptions: Sendable, Hashable {
    /// Most values (including each element of a vector, each `null`, each record) one message
    /// may decode or skip. Values of zero-sized types (`null`, `reserved`, `record {}`) are what
    /// make a small message expand; this quota is what stops them. Default 4,000,000.
    public var decodingQuota: Int
    /// Most values that may be skipped (extra arguments, fields and variant payloads nobody
    /// asked for). Default 2,000,000.
    public var skippingQuota: Int
    /// Most entries in the type table. Default 10,000.
    public var maxTypeTableEntries: Int
    /// Deepest nesting of values and types. Default 256; the decoder recurses per level.
    public var maxDepth: Int
    /// Longest `nat`/`int` encoding in bytes. Default 4,096 (28,672 bits).
    public var maxIntegerBytes: Int
    /// Most elements a decoded vector may have when its elements occupy no bytes (`vec null`,
    /// `vec record {}`): such values cost memory without costing input. Default 100,000.
    /// Skipping them is limited by the quotas only.
    public var maxZeroSizedElements: Int

    public init(
        decodingQuota: Int = 4_000_000, skippingQuota: Int = 2_000_000, maxTypeTableEntries: Int = 10_000,
        maxDepth: Int = 256, maxIntegerBytes: Int = 4_096, maxZeroSizedElements: Int = 100_000
    ) {
        self.decodingQuota = decodingQuota
        self.skippingQuota = skippingQuota
        self.maxTypeTableEntries = maxTypeTableEntries
        self.maxDepth = maxDepth
        self.maxIntegerBytes = maxIntegerBytes
        self.maxZeroSizedElements = maxZeroSizedElements
    }
}
