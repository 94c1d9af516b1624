/// Bounds on untrusted input. Every parser checks sizes before decoding and depth while parsing,
/// so a hostile URL, QR code or body costs at most a linear pass over the allowed size.
public struct DeeplinkLimits: Sendable, Hashable {
    /// Most bytes of JSON (after percent-decoding) in a `param`, QR text, payload or body.
    public var maxJSONBytes: Int
    /// Most bytes of a whole URL or form body before decoding. Three times ``maxJSONBytes`` plus
    /// room for the rest of the URL by default, because every JSON byte may arrive as `%XX`.
    public var maxEncodedBytes: Int
    /// Deepest nesting of JSON arrays and objects.
    public var maxDepth: Int

    public init(maxJSONBytes: Int = 65_536, maxEncodedBytes: Int? = nil, maxDepth: Int = 32) {
        self.maxJSONBytes = maxJSONBytes
        self.maxEncodedBytes = maxEncodedBytes ?? (maxJSONBytes * 3 + 4_096)
        self.maxDepth = maxDepth
    }

    /// 64 KiB of JSON, 196 KiB + 4 KiB encoded, depth 32.
    public static let `default` = DeeplinkLimits()

    func checkEncoded(_ what: String, size: Int) throws(DeeplinkError) {
        guard size <= maxEncodedBytes else { throw .inputTooLarge(what: what, size: size, limit: maxEncodedBytes) }
    }

    func checkJSON(_ what: String, size: Int) throws(DeeplinkError) {
        guard size <= maxJSONBytes else { throw .inputTooLarge(what: what, size: size, limit: maxJSONBytes) }
    }
}
