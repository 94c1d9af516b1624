import ByteTools
import TonCard

/// The bytes the user asks the card to sign, as typed on the sign screen: plain text is signed as
/// its UTF-8 bytes, and `hex:` followed by hex digits (spaces allowed) is signed as those bytes.
public struct CardMessage: Sendable, Hashable {
    /// The prefix that marks a message typed as hex.
    public static let hexPrefix = "hex:"

    /// The bytes to sign, 1…189 of them (the card's limit on the default path).
    public let bytes: [UInt8]

    /// Why a typed message cannot be signed.
    public struct Problem: Error, Sendable, Hashable {
        public let reason: String
    }

    /// The message typed as `text`, or why it cannot be signed.
    public static func parse(_ text: String) -> Result<CardMessage, Problem> {
        let bytes: [UInt8]
        if text.hasPrefix(hexPrefix) {
            guard let decoded = try? Hex.decode(lenient: text.dropFirst(hexPrefix.count)) else {
                return .failure(Problem(reason: "after \(hexPrefix) come hex digits, two per byte"))
            }
            bytes = decoded
        } else {
            bytes = Array(text.utf8)
        }
        guard !bytes.isEmpty else {
            return .failure(Problem(reason: "type the text to sign (or \(hexPrefix) and its bytes in hex)"))
        }
        guard bytes.count <= TonCardLimits.maxMessageLengthDefaultPath else {
            return .failure(
                Problem(
                    reason:
                        "the card signs at most \(TonCardLimits.maxMessageLengthDefaultPath) bytes; this is \(bytes.count)"
                ))
        }
        return .success(CardMessage(bytes: bytes))
    }

    /// A message of these bytes (the card checks the length again when it signs).
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }
}
