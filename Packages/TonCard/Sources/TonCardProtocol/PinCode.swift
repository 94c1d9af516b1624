/// A PIN as the card carries it: exactly 4 ASCII digits (spec §5).
public struct PinCode: Sendable, Hashable, CustomStringConvertible {
    /// The 4 ASCII bytes (`"5555"` → `35 35 35 35`).
    public let asciiBytes: [UInt8]

    /// The factory PIN, restored by RESET_WALLET.
    public static let factoryDefault = PinCode(trusted: [0x35, 0x35, 0x35, 0x35])

    /// - Throws: ``TonCardProtocolError/invalidPin`` unless exactly 4 characters `0`...`9`.
    public init(_ text: String) throws(TonCardProtocolError) {
        let bytes = Array(text.utf8)
        guard Self.isValid(bytes) else { throw .invalidPin }
        asciiBytes = bytes
    }

    private init(trusted bytes: [UInt8]) {
        asciiBytes = bytes
    }

    /// Whether `bytes` are exactly 4 ASCII digits.
    public static func isValid(_ bytes: [UInt8]) -> Bool {
        bytes.count == TonCardLimits.pinLength && bytes.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// Never shows the digits: PINs must not reach logs or error texts.
    public var description: String { "PinCode(redacted)" }
}
