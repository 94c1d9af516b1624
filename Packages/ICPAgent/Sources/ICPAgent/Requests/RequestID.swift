import ByteTools

/// The 32-byte id of a request: the representation-independent hash of its content map. Calls
/// are signed over it and their status is read under `request_status/<id>`.
public struct RequestID: Sendable, Hashable, CustomStringConvertible {
    public let bytes: [UInt8]

    public init(of content: RequestValue) {
        bytes = content.representationIndependentHash
    }

    /// 32 bytes, as read from a path or a response.
    public init?(bytes: some Collection<UInt8>) {
        guard bytes.count == 32 else { return nil }
        self.bytes = Array(bytes)
    }

    /// The id from its text form (``description``: 64 hex digits, either case), or nil for other
    /// text.
    public init?(hex: some StringProtocol) {
        guard let bytes = try? Hex.decode(hex), bytes.count == 32 else { return nil }
        self.bytes = bytes
    }

    /// `\x0Aic-request` followed by the id: what the sender signs.
    public var signedMessage: [UInt8] { DomainSeparator.request + bytes }

    public var description: String { Hex.encode(bytes) }
}
